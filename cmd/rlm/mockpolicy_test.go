package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The dry-run mock (--model mock) answers the question being asked, over
// every input, whatever the system prompt says; each case runs the whole
// engine against it over loopback HTTP, in every backend.
func TestMockDryRunPolicy(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	both := write("both.txt", "alpha\nThe password is swordfish.\nThe capital is Lyon.\nomega\n")
	first := write("first.txt", "alpha\nThe password is swordfish.\nomega\n")
	second := write("second.txt", "beta\nThe capital is Lyon.\nzeta\n")
	terse := write("terse.md", "Be terse.\n")

	for _, eval := range []string{"gpython", "python", "go"} {
		if eval == "python" {
			if _, err := lookPython(); err != nil {
				continue
			}
		}
		t.Run(eval+"/chat answers the latest question", func(t *testing.T) {
			var out, errOut bytes.Buffer
			in := strings.NewReader("What is the password?\nWhat is the capital?\n/quit\n")
			io := IO{In: in, Out: &out, Err: &errOut, Getenv: func(string) string { return "" }}
			t.Setenv("XDG_STATE_HOME", t.TempDir())
			code := execute(context.Background(), io, []string{"chat", "--model", "mock", "--eval", eval, "-q", "-c", both})
			want := "[mock] The password is swordfish.\n[mock] The capital is Lyon.\n"
			if code != exitOK || out.String() != want {
				t.Fatalf("exit %d stdout %q, want %q\nstderr %s", code, out.String(), want, errOut.String())
			}
		})
		t.Run(eval+"/every input is searched", func(t *testing.T) {
			code, out, errOut := runCLI(t, "", "--model", "mock", "--eval", eval, "-q", "-c", first, "-c", second, "What is the capital?")
			if code != 0 || strings.TrimSpace(out) != "[mock] The capital is Lyon." {
				t.Fatalf("exit %d stdout %q\nstderr %s", code, out, errOut)
			}
		})
		t.Run(eval+"/any system prompt gets code", func(t *testing.T) {
			code, out, errOut := runCLI(t, "", "--model", "mock", "--eval", eval, "-q", "--system-prompt", terse, "-c", both, "What is the password?")
			if code != 0 || strings.TrimSpace(out) != "[mock] The password is swordfish." {
				t.Fatalf("exit %d stdout %q\nstderr %s", code, out, errOut)
			}
		})
	}
}
