package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

func TestChatKeepsSessionAcrossMessages(t *testing.T) {
	var out, errOut bytes.Buffer
	in := strings.NewReader("hello there\n/status\n/vars\n/bogus\n/quit\nnever sent\n")
	io := IO{In: in, Out: &out, Err: &errOut, Getenv: func(string) string { return "" }}
	code := execute(context.Background(), io, []string{"chat", "--model", "mock", "--eval", "go", "-q"})
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	for _, want := range []string{`"turns": 1`, "mockAnswer: string"} {
		if !strings.Contains(out.String(), want) {
			t.Fatalf("output lacks %q:\n%s", want, out.String())
		}
	}
	if !strings.Contains(errOut.String(), "unknown command /bogus") {
		t.Fatalf("stderr: %s", errOut.String())
	}
}
