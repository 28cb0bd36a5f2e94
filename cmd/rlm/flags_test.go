package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// --max-concurrent-subcalls 2: a third sub-call of a batch starts only when
// one of the first two has its reply, so arrivals two apart are at least
// the server's latency apart.
func TestMaxConcurrentSubcallsFlag(t *testing.T) {
	srv, base := startScript(t, `{"rules":[
	 {"match":{"last_user":"^Your context"},"reply":"`+"```repl\\nr = llm_query_batched(['item %d' % i for i in range(6)])\\nFINAL(str(len(r)))\\n```"+`"},
	 {"reply":"sub answer"}]}`)
	const latency = 300 * time.Millisecond
	srv.Latency = latency
	code, out, errOut := runCLI(t, "ctx", "--base-url", base, "--model", "m", "--eval", "gpython", "-q",
		"--max-concurrent-subcalls", "2", "q")
	if code != 0 || strings.TrimSpace(out) != "6" {
		t.Fatalf("exit %d stdout %q stderr %s", code, out, errOut)
	}
	var subs []time.Time
	for _, r := range srv.Requests() {
		if strings.Contains(string(r.Body), "item ") && !strings.Contains(string(r.Body), "Your context") {
			subs = append(subs, r.Time)
		}
	}
	if len(subs) != 6 {
		t.Fatalf("%d sub-call requests, want 6", len(subs))
	}
	for i := 2; i < len(subs); i++ {
		if gap := subs[i].Sub(subs[i-2]); gap < latency-20*time.Millisecond {
			t.Fatalf("sub-calls %d and %d arrived %v apart: more than 2 ran at once", i-2, i, gap)
		}
	}
	if code, _, errOut := runCLI(t, "ctx", "--model", "mock", "--max-concurrent-subcalls", "0", "q"); code != exitUsage || !strings.Contains(errOut, "--max-concurrent-subcalls") {
		t.Fatalf("--max-concurrent-subcalls 0: exit %d %s", code, errOut)
	}
}

// rlm eval takes --eval like every other command (--backend still works)
// and, without either, picks the language by the file's extension.
func TestEvalFlagAndExtension(t *testing.T) {
	dir := t.TempDir()
	goCells := filepath.Join(dir, "cells.go")
	os.WriteFile(goCells, []byte("x := 21\n// %%\nfmt.Println(x * 2)\n"), 0o644)
	pyCells := filepath.Join(dir, "cells.py")
	os.WriteFile(pyCells, []byte("x = 21\n# %%\nprint(x * 2)\n"), 0o644)
	for _, tc := range []struct {
		name string
		args []string
	}{
		{".go picks the go backend", []string{"eval", goCells}},
		{"--eval", []string{"eval", "--eval", "gpython", pyCells}},
		{"--backend, deprecated", []string{"eval", "--backend", "go", goCells}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runCLI(t, "", tc.args...)
			if code != 0 || out != "42\n" {
				t.Fatalf("exit %d stdout %q stderr %q", code, out, errOut)
			}
		})
	}
	code, out, _ := runCLI(t, "", "eval", "--help")
	if code != 0 || strings.Contains(out, "--backend") || !strings.Contains(out, "--eval string") {
		t.Fatalf("rlm eval --help should list --eval and hide --backend:\n%s", out)
	}
}
