package main

import (
	"strings"
	"testing"
)

// TestStrategyTools is the README's worked example: the dry-run mock
// finds the needle through tool calls, and no REPL runs.
func TestStrategyTools(t *testing.T) {
	var in strings.Builder
	for i := range 5000 {
		if i == 3777 {
			in.WriteString("The magic number is 8053117.\n")
		}
		in.WriteString("log entry, service ok\n")
	}
	code, out, stderr := runCLI(t, in.String(), "--model", "mock", "--strategy", "tools", "--no-store", "What is the magic number?")
	if code != 0 || strings.TrimSpace(out) != "[mock] The magic number is 8053117." {
		t.Fatalf("exit %d, answer %q\n%s", code, out, stderr)
	}
	if !strings.Contains(stderr, "tool context_search ok") || strings.Contains(stderr, "code block") {
		t.Errorf("progress should show tool calls and no code blocks:\n%s", stderr)
	}
	code, _, stderr = runCLI(t, "x", "--model", "mock", "--strategy", "shell", "q")
	if code != 2 || !strings.Contains(stderr, `--strategy "shell": want repl or tools`) {
		t.Errorf("unknown strategy: exit %d, %q", code, stderr)
	}
}
