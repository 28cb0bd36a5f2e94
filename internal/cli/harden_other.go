//go:build !linux

package cli

// Harden does nothing outside Linux.
func Harden() error { return nil }
