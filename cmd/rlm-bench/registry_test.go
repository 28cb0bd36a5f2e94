package main

import (
	"strings"
	"testing"

	"github.com/rlm-go/rlm/eval/backends"
)

// rlm-bench's engine commands offer the registered backends, from the
// registry's own help text.
func TestEvalHelpListsRegisteredBackends(t *testing.T) {
	for _, verb := range []string{"run", "optimize"} {
		code, out, errOut := runCLI(t, verb, "--help")
		if code != 0 {
			t.Fatalf("rlm-bench %s --help: exit %d: %s", verb, code, errOut)
		}
		if !strings.Contains(out, backends.Help()) {
			t.Errorf("rlm-bench %s --help lacks the registry's backend text %q", verb, backends.Help())
		}
	}
}
