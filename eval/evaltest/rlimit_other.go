//go:build !linux

package evaltest

import "testing"

func limitAddressSpace(t *testing.T, extra uint64) {}

// canIsolate is false where the child process cannot be kept from taking
// all the machine's memory.
const canIsolate = false
