package inputs

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestLoadMapsAndShares(t *testing.T) {
	p := filepath.Join(t.TempDir(), "in.txt")
	want := strings.Repeat("needle in a haystack\n", 1000)
	os.WriteFile(p, []byte(want), 0o644)
	s := NewSet(0)
	got, err := s.Load(p)
	if err != nil || got != want {
		t.Fatalf("Load: %v (equal: %v)", err, got == want)
	}
	f, ok := s.File(got)
	if !ok {
		t.Fatal("File does not know the loaded string")
	}
	b, err := io.ReadAll(io.NewSectionReader(f, 0, int64(len(want))))
	if err != nil || string(b) != want {
		t.Fatalf("the file File returns does not hold the input: %v", err)
	}
	if _, ok := s.File(got[1:]); ok {
		t.Fatal("File accepted a slice of an input")
	}
	if _, ok := s.File(strings.Clone(got)); ok {
		t.Fatal("File accepted a copy that is not the mapping")
	}
	if !mappedHere(t, p) {
		t.Fatal("the input is not mapped from its file (read onto the heap?)")
	}
}

// mappedHere reports whether path appears in this process's mappings.
func mappedHere(t *testing.T, path string) bool {
	b, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		t.Skip("no /proc/self/maps here")
	}
	return strings.Contains(string(b), path)
}

func TestSpoolAndCaps(t *testing.T) {
	for _, c := range []struct {
		name    string
		max     int64
		in      string
		tooBig  bool
		fromDev string
	}{
		{name: "stdin under the cap", max: 10, in: "0123456789"},
		{name: "stdin over the cap", max: 10, in: "0123456789x", tooBig: true},
		{name: "empty", max: 10, in: ""},
		{name: "no cap", max: 0, in: strings.Repeat("z", 5000)},
		{name: "endless device", max: 1 << 20, fromDev: "/dev/zero", tooBig: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := NewSet(c.max)
			var got string
			var err error
			if c.fromDev != "" {
				got, err = s.Load(c.fromDev)
			} else {
				got, err = s.Spool("standard input", strings.NewReader(c.in))
			}
			if c.tooBig {
				if !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "--max-context-bytes") {
					t.Fatalf("err = %v, want ErrTooLarge naming --max-context-bytes", err)
				}
				return
			}
			if err != nil || got != c.in {
				t.Fatalf("got %d bytes, %v; want %d", len(got), err, len(c.in))
			}
		})
	}
}

func TestLoadRefusesLargeFileWithoutReading(t *testing.T) {
	p := filepath.Join(t.TempDir(), "big")
	f, _ := os.Create(p)
	f.Truncate(1 << 40) // sparse: a terabyte that takes no disk
	f.Close()
	_, err := NewSet(1 << 30).Load(p)
	if !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), p) {
		t.Fatalf("err = %v, want ErrTooLarge naming the file", err)
	}
}

// A context spooled for sessions is immutable on Linux: whoever holds its
// descriptor (a worker that was handed it) can neither write nor resize it.
func TestSpooledContextIsSealed(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("memfd seals are Linux's")
	}
	f, err := spool("shared by every session")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteAt([]byte("X"), 0); err == nil {
		t.Error("wrote into a spooled context")
	}
	if err := f.Truncate(3); err == nil {
		t.Error("truncated a spooled context")
	}
	b := make([]byte, 64)
	n, _ := f.ReadAt(b, 0)
	if got := string(b[:n]); got != "shared by every session" {
		t.Errorf("read back %q", got)
	}
}
