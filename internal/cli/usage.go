// Package cli holds what the commands of both binaries (rlm and rlm-bench)
// share about the command line itself: the error type that maps to exit
// status 2, cobra argument checks, and hardening of the command's process.
// Turning flags into an engine lives in internal/engineflags; the endpoint
// in llm/endpoint.
package cli

import (
	"errors"
	"fmt"
	"os"
)

// UsageError is a bad flag, argument or input file: exit status 2.
type UsageError struct{ Err error }

func (e *UsageError) Error() string { return e.Err.Error() }
func (e *UsageError) Unwrap() error { return e.Err }

// Usagef builds a UsageError.
func Usagef(format string, args ...any) error {
	return &UsageError{Err: fmt.Errorf(format, args...)}
}

// IsUsage reports whether err should exit with status 2.
func IsUsage(err error) bool {
	var u *UsageError
	return errors.As(err, &u)
}

// Getenv is os.Getenv, named so callers can pass it where tests pass maps.
func Getenv(k string) string { return os.Getenv(k) }
