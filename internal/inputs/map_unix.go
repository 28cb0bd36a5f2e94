//go:build unix

package inputs

import (
	"os"
	"syscall"
)

func mapFile(f *os.File, n int) ([]byte, error) {
	return syscall.Mmap(int(f.Fd()), 0, n, syscall.PROT_READ, syscall.MAP_SHARED)
}
