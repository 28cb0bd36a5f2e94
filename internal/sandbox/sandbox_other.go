//go:build !linux

package sandbox

import (
	"context"
	"errors"
	"fmt"
	"os/exec"
	"runtime"
)

// Handle is a sandbox applied to one command; on this platform there is none.
type Handle struct{}

// Report says what this sandbox enforces.
func (h *Handle) Report() Report { return Probe() }

// OOMKilled reports whether the memory cgroup killed a process: never here.
func (h *Handle) OOMKilled() bool { return false }

// Release frees what the sandbox held.
func (h *Handle) Release() error { return nil }

// Contains reports whether the handle holds cgroups; never here.
func (h *Handle) Contains() bool { return false }

// RunIfLauncher returns false: this platform has no launcher stage.
func RunIfLauncher() bool { return false }

// Probe reports that this platform cannot sandbox, and why.
func Probe() Report {
	return Report{Mode: ModeNone, Reason: "sandboxing is implemented for Linux only (this is " + runtime.GOOS + ")"}
}

// Apply fails with ErrUnavailable: nothing is started unconfined.
func Apply(cmd *exec.Cmd, p Policy) (*Handle, error) {
	return nil, fmt.Errorf("%w: %s", ErrUnavailable, Probe().Reason)
}

// Command fails with ErrUnavailable.
func Command(ctx context.Context, p Policy, argv []string) (*exec.Cmd, *Handle, error) {
	if len(argv) == 0 {
		return nil, nil, errors.New("sandbox: empty command")
	}
	_, err := Apply(nil, p)
	return nil, nil, err
}

// Limit fails with ErrUnavailable: this platform has no cgroups.
func Limit(pid int, p Policy) (*Handle, error) {
	return nil, fmt.Errorf("%w: %s", ErrUnavailable, Probe().Reason)
}

// Kill does nothing here.
func (h *Handle) Kill() {}
