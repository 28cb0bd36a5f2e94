// Package workdirs keeps the directories of ended sessions, emptied, for
// new sessions. Every session of a sandboxed backend has directories of its
// own; making and removing them cost the engine about a millisecond per
// directory on ext4 after many deletions (its inode allocator passes over
// recently freed inodes one by one), several per session.
package workdirs

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
)

// Pool hands out directories under Base, new or reused.
type Pool struct {
	// Base is where new directories are made (os.MkdirTemp's dir), with
	// Pattern as their name pattern.
	Base, Pattern string
	// Max bounds the directories kept; 0 keeps none.
	Max int
	// Reset empties a directory for its next session; nil removes
	// everything in it (see Empty).
	Reset func(dir string) error

	mu    sync.Mutex
	spare []string
}

// Get returns a directory for a new session and whether it is a reused
// one, which Reset has prepared.
func (p *Pool) Get() (dir string, reused bool, err error) {
	p.mu.Lock()
	if n := len(p.spare); n > 0 {
		dir = p.spare[n-1]
		p.spare = p.spare[:n-1]
		p.mu.Unlock()
		return dir, true, nil
	}
	p.mu.Unlock()
	dir, err = os.MkdirTemp(p.Base, p.Pattern)
	return dir, false, err
}

// Put takes back an ended session's directory. It is kept for reuse only
// when vacated is set — no process of the session can still write there —
// and it could be reset; otherwise it is removed.
func (p *Pool) Put(dir string, vacated bool) {
	if vacated {
		reset := p.Reset
		if reset == nil {
			reset = Empty
		}
		if reset(dir) == nil {
			p.mu.Lock()
			if len(p.spare) < p.Max {
				p.spare = append(p.spare, dir)
				p.mu.Unlock()
				return
			}
			p.mu.Unlock()
		}
	}
	os.RemoveAll(dir)
}

// Empty removes everything in dir and gives dir the mode os.MkdirTemp
// makes (0700), whatever a session did to it.
func Empty(dir string) error {
	return EmptyExcept(dir, nil)
}

// EmptyExcept is Empty that keeps the entries named in keep, each reset by
// its function (a subdirectory emptied, a file truncated).
func EmptyExcept(dir string, keep map[string]func(path string) error) error {
	if err := os.Chmod(dir, 0o700); err != nil {
		return err
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		path := filepath.Join(dir, e.Name())
		if reset, ok := keep[e.Name()]; ok {
			if err := reset(path); err != nil {
				return err
			}
			continue
		}
		if err := os.RemoveAll(path); err != nil {
			return err
		}
	}
	if entries, err = os.ReadDir(dir); err != nil {
		return err
	}
	for _, e := range entries {
		if _, ok := keep[e.Name()]; !ok {
			return fmt.Errorf("%s is not empty", dir)
		}
	}
	return nil
}

// Truncate resets a kept file: empty, mode 0600.
func Truncate(path string) error {
	if fi, err := os.Lstat(path); err != nil || !fi.Mode().IsRegular() {
		if err == nil {
			err = fmt.Errorf("%s is not a regular file", path)
		}
		return err
	}
	if err := os.Chmod(path, 0o600); err != nil {
		return err
	}
	return os.Truncate(path, 0)
}

// EmptySubdir resets a kept subdirectory: emptied, mode 0700. A symbolic
// link in its place is not followed.
func EmptySubdir(path string) error {
	if fi, err := os.Lstat(path); err != nil || !fi.IsDir() {
		if err == nil {
			err = fmt.Errorf("%s is not a directory", path)
		}
		return err
	}
	return Empty(path)
}
