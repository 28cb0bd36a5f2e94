//go:build !linux

package cpython

import (
	"context"
	"errors"
	"os"

	"github.com/rlm-go/rlm/internal/inputs"
	"github.com/rlm-go/rlm/internal/sandbox"
	"github.com/rlm-go/rlm/internal/workdirs"
)

var errNoFork = errors.New("cpython: the fork server is implemented for Linux only")

func forkAvailable(sandbox.Report) (bool, string) {
	return false, "the fork server is implemented for Linux only"
}

// forkServer is never made on this platform.
type forkServer struct {
	base string
	dirs *workdirs.Pool
}

func newForkServer(*Backend, int) (*forkServer, error) { return nil, errNoFork }

func (fs *forkServer) close() error { return nil }

func (s *Session) forkProc(context.Context, *initMsg) (*proc, error) { return nil, errNoFork }

func sendWithFiles(*os.File, []byte, []inputs.File) error { return errNoFork }
