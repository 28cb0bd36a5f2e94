package worker

import (
	"fmt"
	"os"
	"sync"
	"unsafe"
)

// contextFiles writes each context string to a file once and shares it among
// every session given the same string (the same bytes in memory): parallel
// tasks over one document, a worker restarted after a death, child agents
// over a piece of their parent's input. The files are unlinked at once; the
// open descriptor is what workers receive.
type contextFiles struct {
	mu sync.Mutex
	m  map[ctxKey]*ctxFile
}

type ctxKey struct {
	p *byte
	n int
}

type ctxFile struct {
	f     *os.File
	owned bool // written here, closed when the last session lets go
	refs  int
	// s keeps the string alive, so its address cannot be reused by another
	// string while the entry exists.
	s string
}

func (c *contextFiles) acquire(contexts []string, given func(string) (*os.File, bool)) (files []*os.File, release func(), err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	keys := make([]ctxKey, 0, len(contexts))
	for _, s := range contexts {
		k := ctxKey{unsafe.StringData(s), len(s)}
		f := c.m[k]
		if f == nil {
			f = &ctxFile{s: s}
			if given != nil {
				f.f, _ = given(s)
			}
			if f.f == nil {
				f.f, err = spool(s)
				if err != nil {
					c.drop(keys)
					return nil, nil, err
				}
				f.owned = true
			}
			c.m[k] = f
		}
		f.refs++
		keys = append(keys, k)
		files = append(files, f.f)
	}
	var once sync.Once
	return files, func() {
		once.Do(func() {
			c.mu.Lock()
			defer c.mu.Unlock()
			c.drop(keys)
		})
	}, nil
}

// drop releases one reference per key; c.mu must be held.
func (c *contextFiles) drop(keys []ctxKey) {
	for _, k := range keys {
		f := c.m[k]
		if f.refs--; f.refs == 0 {
			delete(c.m, k)
			if f.owned {
				f.f.Close()
			}
		}
	}
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
