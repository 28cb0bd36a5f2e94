package main

import (
	"runtime"
	"strings"
	"testing"
)

// A word with nothing to read is a command line mistake, not a question:
// a typo of a subcommand is named, anything else asks for an input.
func TestNoContextIsAUsageError(t *testing.T) {
	for _, tc := range []struct {
		name, stdin string
		args        []string
		want        string
	}{
		{"typo of chat", "", []string{"--model", "mock", "chta"}, "did you mean chat?"},
		{"typo of serve", "", []string{"--model", "mock", "srve"}, "did you mean serve?"},
		{"version as a word", "", []string{"version"}, "did you mean --version?"},
		{"unknown word", "", []string{"--model", "mock", "bogus"}, "no context: pass -c FILE or pipe input"},
		{"a question", "", []string{"--model", "mock", "What is the magic number?"}, "no context: pass -c FILE or pipe input"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runCLI(t, tc.stdin, tc.args...)
			if code != exitUsage || out != "" || !strings.Contains(errOut, tc.want) {
				t.Fatalf("exit %d stdout %q stderr %q; want exit 2 saying %q", code, out, errOut, tc.want)
			}
		})
	}
	// With an input the same word is a question.
	code, out, errOut := runCLI(t, "The password is swordfish.\n", "--model", "mock", "--eval", "gpython", "-q", "chta")
	if code != exitOK || !strings.Contains(out, "[mock]") {
		t.Fatalf("with piped input: exit %d stdout %q stderr %q", code, out, errOut)
	}
}

func TestVersionFlag(t *testing.T) {
	code, out, errOut := runCLI(t, "", "--version")
	if code != exitOK || !strings.HasPrefix(out, "rlm ") || !strings.Contains(out, runtime.Version()) || !strings.Contains(out, "commit ") {
		t.Fatalf("exit %d stdout %q stderr %q; want rlm's version, commit and %s", code, out, errOut, runtime.Version())
	}
}
