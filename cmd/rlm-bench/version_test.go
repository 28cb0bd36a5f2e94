package main

import (
	"runtime"
	"strings"
	"testing"
)

func TestVersionFlag(t *testing.T) {
	code, out, errOut := runCLI(t, "--version")
	if code != exitOK || !strings.HasPrefix(out, "rlm-bench ") || !strings.Contains(out, runtime.Version()) || !strings.Contains(out, "commit ") {
		t.Fatalf("exit %d stdout %q stderr %q; want rlm-bench's version, commit and %s", code, out, errOut, runtime.Version())
	}
}
