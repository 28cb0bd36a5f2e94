package main

import (
	"strings"
	"testing"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/eval/backends"
)

// What the commands offer as backends is what is registered: the --eval
// help of every engine command is generated from the registry and names
// each backend.
func TestEvalHelpListsRegisteredBackends(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"chat", "--help"}, {"serve", "--help"}, {"eval", "--help"}} {
		code, out, errOut := runCLI(t, "", args...)
		if code != 0 {
			t.Fatalf("rlm %v: exit %d: %s", args, code, errOut)
		}
		if !strings.Contains(out, backends.Help()) {
			t.Errorf("rlm %v: help lacks the registry's backend text %q", args, backends.Help())
		}
		for _, s := range eval.Backends() {
			if !strings.Contains(out, s.Name) {
				t.Errorf("rlm %v: help does not name backend %q", args, s.Name)
			}
		}
	}
}
