//go:build !unix

package run

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// lockRunDir falls back to an exclusive-create lock file where flock is
// unavailable; a crashed run leaves it behind, and the error says so.
func lockRunDir(dir string) (unlock func(), err error) {
	path := filepath.Join(dir, LockFile)
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return nil, fmt.Errorf("run directory %s is in use by another rlm-bench run (delete %s if that run crashed)", dir, path)
	}
	if err != nil {
		return nil, fmt.Errorf("lock: %w", err)
	}
	f.Close()
	return func() { os.Remove(path) }, nil
}

// waitLock is a no-op where flock is unavailable: shards sharing a data
// directory there should build their pool first (rlm-bench build).
func waitLock(string) (unlock func(), err error) { return func() {}, nil }
