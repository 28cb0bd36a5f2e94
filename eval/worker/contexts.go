package worker

import (
	"fmt"
	"os"

	"github.com/rlm-go/rlm/internal/inputs"
)

// contextFile is a context's bytes as an open file: the one the engine
// mapped (ContextFile), or one written here, unlinked at once, and closed
// when the last session over that context lets go. The open descriptor is
// what workers receive.
type contextFile struct {
	f     *os.File
	owned bool
}

// newContextFiles shares one file per context among all the sessions given
// the same string.
func newContextFiles(given func(string) (*os.File, bool)) *inputs.Shared[contextFile] {
	return inputs.NewShared(func(s string) (contextFile, error) {
		if given != nil {
			if f, ok := given(s); ok && f != nil {
				return contextFile{f: f}, nil
			}
		}
		f, err := spool(s)
		return contextFile{f: f, owned: true}, err
	}, func(c contextFile) {
		if c.owned {
			c.f.Close()
		}
	})
}

func spool(s string) (*os.File, error) {
	f, err := os.CreateTemp("", "rlm-context-*")
	if err != nil {
		return nil, fmt.Errorf("worker: writing a context to a file: %w", err)
	}
	os.Remove(f.Name())
	if _, err := f.WriteString(s); err != nil {
		f.Close()
		return nil, fmt.Errorf("worker: writing a context of %d bytes to a file in %s: %w", len(s), os.TempDir(), err)
	}
	return f, nil
}
