package workdirs

import (
	"os"
	"path/filepath"
	"testing"
)

// What a session may leave behind: files, a directory it locked, and its
// own directory's mode changed.
func litter(t *testing.T, dir string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("secret of the last session"), 0o644); err != nil {
		t.Fatal(err)
	}
	locked := filepath.Join(dir, "locked")
	if err := os.MkdirAll(filepath.Join(locked, "inner"), 0o755); err != nil {
		t.Fatal(err)
	}
	os.Chmod(locked, 0)
	os.Chmod(dir, 0o500)
}

func TestPoolReusesOnlyVacatedDirectories(t *testing.T) {
	p := &Pool{Base: t.TempDir(), Pattern: "w-", Max: 2}
	dir, reused, err := p.Get()
	if err != nil || reused {
		t.Fatalf("first Get: %s reused=%v %v", dir, reused, err)
	}
	litter(t, dir)
	p.Put(dir, true)
	again, reused, err := p.Get()
	if err != nil || !reused || again != dir {
		t.Fatalf("a vacated directory was not reused: got %s reused=%v (%v), want %s", again, reused, err, dir)
	}
	if entries, err := os.ReadDir(again); err != nil || len(entries) != 0 {
		t.Fatalf("reused directory holds %v (%v), want nothing", entries, err)
	}
	if fi, err := os.Stat(again); err != nil || fi.Mode().Perm() != 0o700 {
		t.Fatalf("reused directory mode %v (%v), want 0700", fi.Mode().Perm(), err)
	}

	// A directory whose session may still run is removed, never reused.
	p.Put(again, false)
	if _, err := os.Stat(again); !os.IsNotExist(err) {
		t.Fatalf("a directory not known to be vacated was kept: %v", err)
	}
	if fresh, reused, err := p.Get(); err != nil || reused || fresh == again {
		t.Fatalf("after a removal Get gave %s reused=%v (%v), want a new directory", fresh, reused, err)
	}

	// At most Max are kept; the rest are removed.
	var dirs []string
	for range 4 {
		d, err := os.MkdirTemp(p.Base, "w-")
		if err != nil {
			t.Fatal(err)
		}
		dirs = append(dirs, d)
		p.Put(d, true)
	}
	if len(p.spare) != 2 {
		t.Fatalf("%d spare directories kept, want 2", len(p.spare))
	}
	for _, d := range dirs[2:] {
		if _, err := os.Stat(d); !os.IsNotExist(err) {
			t.Errorf("%s kept beyond the bound", d)
		}
	}
}

func TestEmptyExceptKeepsTheLayout(t *testing.T) {
	keep := map[string]func(string) error{"work": EmptySubdir, "stdout": Truncate}
	tests := []struct {
		name    string
		prepare func(t *testing.T, dir string)
		ok      bool
	}{
		{"kept entries reset, the rest removed", func(t *testing.T, dir string) {
			litter(t, filepath.Join(dir, "work"))
			os.WriteFile(filepath.Join(dir, "stdout"), []byte("old output"), 0o644)
			os.WriteFile(filepath.Join(dir, "extra"), []byte("x"), 0o644)
		}, true},
		{"a symbolic link in place of a kept directory", func(t *testing.T, dir string) {
			os.RemoveAll(filepath.Join(dir, "work"))
			os.Symlink(t.TempDir(), filepath.Join(dir, "work"))
		}, false},
		{"a directory in place of a kept file", func(t *testing.T, dir string) {
			os.Remove(filepath.Join(dir, "stdout"))
			os.Mkdir(filepath.Join(dir, "stdout"), 0o700)
		}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			os.Mkdir(filepath.Join(dir, "work"), 0o700)
			os.WriteFile(filepath.Join(dir, "stdout"), nil, 0o600)
			tt.prepare(t, dir)
			err := EmptyExcept(dir, keep)
			if (err == nil) != tt.ok {
				t.Fatalf("EmptyExcept: %v, want ok=%v", err, tt.ok)
			}
			if !tt.ok {
				return
			}
			entries, _ := os.ReadDir(dir)
			if len(entries) != 2 {
				t.Fatalf("left %v, want work and stdout", entries)
			}
			if work, _ := os.ReadDir(filepath.Join(dir, "work")); len(work) != 0 {
				t.Errorf("work not emptied: %v", work)
			}
			if fi, err := os.Stat(filepath.Join(dir, "stdout")); err != nil || fi.Size() != 0 || fi.Mode().Perm() != 0o600 {
				t.Errorf("stdout not truncated to an empty 0600 file: %v %v", fi, err)
			}
		})
	}
}
