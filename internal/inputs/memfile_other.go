//go:build !linux

package inputs

import (
	"errors"
	"os"
)

// MemFile is Linux's memfd; elsewhere callers use a temporary file.
func MemFile(name string) (*os.File, error) {
	return nil, errors.New("no memory-only files on this platform")
}

func seal(*os.File) error { return nil }
