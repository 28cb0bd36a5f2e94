//go:build !linux

package sandbox

import (
	"context"
	"fmt"
	"os"
	"syscall"
)

// MinHostLandlock is the Landlock ABI a Host needs (Linux only).
const MinHostLandlock = 6

// Host runs programs in one shared sandbox; Linux only.
type Host struct{}

// HostCommand is a program to start in a Host.
type HostCommand struct {
	Path                     string
	Args, Env                []string
	Dir                      string
	ReadOnly, Writable       []string
	Files                    []*os.File
	MaxFileBytes, CPUSeconds int64
}

// HostProcess is a program running in a Host.
type HostProcess struct{ Pid int }

// NewHost fails: programs are hosted on Linux only.
func NewHost(Policy) (*Host, error) {
	return nil, fmt.Errorf("%w: a sandbox host needs Linux", ErrUnavailable)
}

func (h *Host) Report() Report { return Report{Mode: ModeNone} }
func (h *Host) Start(context.Context, HostCommand) (*HostProcess, error) {
	return nil, fmt.Errorf("%w: a sandbox host needs Linux", ErrUnavailable)
}
func (h *Host) Close() error                                    { return nil }
func (p *HostProcess) Done() <-chan struct{}                    { return nil }
func (p *HostProcess) Wait() (ws syscall.WaitStatus, err error) { return ws, nil }
func (p *HostProcess) Kill()                                    {}

// CanContain reports whether processes can be put in cgroups of their own
// (Linux only).
func CanContain() bool { return false }
