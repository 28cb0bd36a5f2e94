package backends

import (
	"os"
	"path/filepath"
	"testing"
)

// An ended worker's directory is reused only when its worker can no
// longer write there, and only empty and with the mode it was made with.
func TestWorkDirRecycling(t *testing.T) {
	wh := &workerHost{base: t.TempDir()}
	dir, err := wh.workDir()
	if err != nil {
		t.Fatal(err)
	}
	// What a worker may leave: files, a directory it cannot be entered,
	// and its own directory's mode changed.
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("secret of the last session"), 0o600); err != nil {
		t.Fatal(err)
	}
	locked := filepath.Join(dir, "locked")
	if err := os.MkdirAll(filepath.Join(locked, "inner"), 0o755); err != nil {
		t.Fatal(err)
	}
	os.Chmod(locked, 0)
	os.Chmod(dir, 0o500)

	wh.recycle(dir, true)
	again, err := wh.workDir()
	if err != nil {
		t.Fatal(err)
	}
	if again != dir {
		t.Fatalf("a vacated directory was not reused: got %s, want %s", again, dir)
	}
	entries, err := os.ReadDir(again)
	if err != nil || len(entries) != 0 {
		t.Fatalf("reused directory holds %v (%v), want nothing", entries, err)
	}
	if fi, err := os.Stat(again); err != nil || fi.Mode().Perm() != 0o700 {
		t.Fatalf("reused directory mode %v (%v), want 0700", fi.Mode().Perm(), err)
	}

	// A directory whose worker may still run is removed, never reused.
	wh.recycle(again, false)
	if _, err := os.Stat(again); !os.IsNotExist(err) {
		t.Fatalf("a directory not known to be vacated was kept: %v", err)
	}
	fresh, err := wh.workDir()
	if err != nil || fresh == again {
		t.Fatalf("after a removal, workDir gave %s (%v), want a new directory", fresh, err)
	}

	// At most maxSpareDirs are kept; the rest are removed.
	var dirs []string
	for range maxSpareDirs + 3 {
		d, err := os.MkdirTemp(wh.base, "w-")
		if err != nil {
			t.Fatal(err)
		}
		dirs = append(dirs, d)
	}
	for _, d := range dirs {
		wh.recycle(d, true)
	}
	if len(wh.spare) != maxSpareDirs {
		t.Fatalf("%d spare directories kept, want %d", len(wh.spare), maxSpareDirs)
	}
	for _, d := range dirs[maxSpareDirs:] {
		if _, err := os.Stat(d); !os.IsNotExist(err) {
			t.Errorf("%s kept beyond the bound", d)
		}
	}
}
