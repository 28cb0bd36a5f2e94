package inputs

import (
	"fmt"
	"os"
	"runtime"
)

// File is an input's bytes as an open file, for a process of its own (a
// worker, an interpreter) to map the same pages the engine holds: the file
// the engine mapped when the string came from a Set, or else one written for
// it. The descriptor, not a name, is what such a process receives, so it
// needs no view of the engine's files.
type File struct {
	*os.File
	owned bool
}

// NewFiles shares one File per input among all the sessions given the same
// string; given (a Set's File, or nil) supplies the engine's own mapped file
// where there is one. Written files are unlinked at once where the platform
// allows it, and closed when the last session over the string lets go.
func NewFiles(given func(string) (*os.File, bool)) *Shared[File] {
	return NewShared(func(s string) (File, error) {
		if given != nil {
			if f, ok := given(s); ok && f != nil {
				return File{File: f}, nil
			}
		}
		f, err := spool(s)
		return File{File: f, owned: true}, err
	}, func(f File) {
		if f.owned {
			f.Close()
			if !unlinkOpen {
				os.Remove(f.Name())
			}
		}
	})
}

// unlinkOpen says whether an open file can lose its name (not on Windows).
var unlinkOpen = runtime.GOOS != "windows"

func spool(s string) (*os.File, error) {
	if f, err := MemFile("rlm-context"); err == nil {
		if _, err := f.WriteString(s); err == nil && seal(f) == nil {
			return f, nil
		}
		f.Close() // out of memory, say: try the disk
	}
	f, err := os.CreateTemp("", "rlm-context-*")
	if err != nil {
		return nil, fmt.Errorf("writing a context to a file: %w", err)
	}
	if unlinkOpen {
		os.Remove(f.Name())
	}
	if _, err := f.WriteString(s); err != nil {
		f.Close()
		os.Remove(f.Name())
		return nil, fmt.Errorf("writing a context of %d bytes to a file in %s: %w", len(s), os.TempDir(), err)
	}
	return f, nil
}
