package main

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"
)

// liveIO runs against the endpoint the environment names. These tests run
// only with RLM_LIVE=1 and a key (RLM_API_KEY or OPENAI_API_KEY); the model
// is RLM_MODEL (default gpt-4o-mini) at RLM_BASE_URL or OPENAI_BASE_URL
// (default api.openai.com).
func liveIO(t *testing.T, stdin string) (IO, *bytes.Buffer, *bytes.Buffer) {
	t.Helper()
	if os.Getenv("RLM_LIVE") != "1" {
		t.Skip("live test: set RLM_LIVE=1 and RLM_API_KEY to run against a real endpoint")
	}
	if os.Getenv("RLM_API_KEY") == "" && os.Getenv("OPENAI_API_KEY") == "" {
		t.Skip("live test: RLM_LIVE=1 but no RLM_API_KEY or OPENAI_API_KEY")
	}
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	var out, errb bytes.Buffer
	getenv := func(k string) string {
		if k == "RLM_MODEL" && os.Getenv(k) == "" {
			return "gpt-4o-mini"
		}
		return os.Getenv(k)
	}
	return IO{In: strings.NewReader(stdin), Out: &out, Err: &errb, InIsTerminal: stdin == "", Getenv: getenv}, &out, &errb
}

func TestLiveNeedle(t *testing.T) {
	io, out, errb := liveIO(t, "")
	path := writeHaystack(t, 2<<20, "The magic number is 6029174.", "")
	code := execute(context.Background(), io, []string{"--context", path, "--eval", "auto", "--max-iterations", "12",
		"What is the magic number? Answer with the number only."})
	if code != 0 || !strings.Contains(out.String(), "6029174") {
		t.Fatalf("exit %d, answer %q\n%s", code, out.String(), errb.String())
	}
}

func TestLiveDepthTwo(t *testing.T) {
	io, out, errb := liveIO(t, "")
	ctx := "Section A: the vault code starts with 41.\n" + strings.Repeat("filler line\n", 2000) +
		"Section B: the vault code ends with 93.\n"
	path := writeHaystackText(t, ctx)
	code := execute(context.Background(), io, []string{"--context", path, "--max-depth", "2", "--json", "--max-iterations", "12",
		"Use rlm_query on each half of the context to find the two parts of the vault code, then give the four-digit code."})
	if code != 0 || !strings.Contains(out.String(), "4193") {
		t.Fatalf("exit %d, output %q\n%s", code, out.String(), errb.String())
	}
}

func writeHaystackText(t *testing.T, text string) string {
	t.Helper()
	path := t.TempDir() + "/ctx.txt"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}
