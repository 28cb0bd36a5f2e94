//go:build !unix

package inputs

import (
	"io"
	"os"
)

// mapFile reads the file where the platform has no mmap here: the input
// costs a heap copy, as before this package existed.
func mapFile(f *os.File, n int) ([]byte, error) {
	b := make([]byte, n)
	_, err := io.ReadFull(f, b)
	return b, err
}
