package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rlm-go/rlm/llm/mock"
)

// runCLI runs the rlm command in-process with an empty environment.
func runCLI(t testing.TB, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	t.Setenv("XDG_STATE_HOME", t.TempDir()) // runs are recorded there
	var out, errb bytes.Buffer
	io := IO{In: strings.NewReader(stdin), Out: &out, Err: &errb, InIsTerminal: stdin == "",
		Getenv: func(string) string { return "" }}
	code = execute(context.Background(), io, args)
	return code, out.String(), errb.String()
}

func startScript(t testing.TB, script string) (*mock.Server, string) {
	t.Helper()
	s, err := mock.ParseScript("script.json", []byte(script))
	if err != nil {
		t.Fatal(err)
	}
	srv := mock.NewServer(s)
	base, err := srv.Start("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	return srv, base
}

// writeHaystack writes about size bytes of filler with the needle sentence
// and a marker in the middle.
func writeHaystack(t testing.TB, size int, needle, marker string) string {
	t.Helper()
	var b strings.Builder
	for i := 0; b.Len() < size; i++ {
		if i == 40000 {
			b.WriteString(needle + "\n")
		}
		if b.Len() > size/2 && marker != "" {
			b.WriteString(marker + "\n")
			marker = ""
		}
		fmt.Fprintf(&b, "Record %d: nothing to see on this line, move along.\n", i)
	}
	path := filepath.Join(t.TempDir(), "context.txt")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

const needleScript = `{"rules":[
 {"match":{"last_user":"^Your context"},"reply":"I will search.\n` + "```repl\\ni = context.find('The magic number is')\\nfound = context[i:i+40].split('\\\\n')[0]\\nnumber = found.split()[-1].strip('.')\\nprint(found)\\n```" + `"},
 {"match":{"last_user":"magic number is"},"reply":"FINAL_VAR(number)"}]}`

func TestNeedleEndToEnd(t *testing.T) {
	for _, backend := range []string{"python", "gpython"} {
		t.Run(backend, func(t *testing.T) {
			if backend == "python" {
				if _, err := lookPython(); err != nil {
					t.Skip("no python3 on PATH")
				}
			}
			srv, base := startScript(t, needleScript)
			marker := "ZQXJ-MIDDLE-MARKER-7781"
			path := writeHaystack(t, 8<<20, "The magic number is 4815162.", marker)
			code, out, errOut := runCLI(t, "", "--base-url", base, "--model", "m", "--eval", backend,
				"--context", path, "What is the magic number?")
			if code != 0 || strings.TrimSpace(out) != "4815162" {
				t.Fatalf("exit %d, stdout %q, stderr:\n%s", code, out, errOut)
			}
			reqs := srv.Requests()
			if len(reqs) != 2 {
				t.Fatalf("%d requests, want 2", len(reqs))
			}
			for i, r := range reqs {
				if bytes.Contains(r.Body, []byte(marker)) {
					t.Fatalf("request %d carries the middle marker", i)
				}
				if len(r.Body) >= 64<<10 {
					t.Fatalf("request %d body is %d bytes, want < 64 KB", i, len(r.Body))
				}
			}
		})
	}
}

func TestJSONOutput(t *testing.T) {
	_, base := startScript(t, `{"rules":[{"reply":"`+"```repl\\nFINAL(str(len(context)))\\n```"+`"}]}`)
	code, out, errOut := runCLI(t, "hello world", "--base-url", base, "--model", "m", "--eval", "gpython", "--json", "-q", "how long?")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got map[string]any
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	for _, k := range []string{"answer", "run_id", "iterations", "usage", "cost_usd", "duration_ms"} {
		if _, ok := got[k]; !ok {
			t.Fatalf("--json lacks %q: %s", k, out)
		}
	}
	if got["answer"] != "11" || got["iterations"].(float64) != 1 {
		t.Fatalf("answer %v iterations %v", got["answer"], got["iterations"])
	}
}

func TestRetriesThenAnswer(t *testing.T) {
	_, base := startScript(t, `{"rules":[
	 {"status":429,"error":"slow down","headers":{"Retry-After-Ms":"10"},"times":1},
	 {"status":500,"error":"boom","times":1},
	 {"reply":"FINAL(survived)"}]}`)
	code, out, errOut := runCLI(t, "ctx", "--base-url", base, "--model", "m", "--eval", "gpython", "q")
	if code != 0 || strings.TrimSpace(out) != "survived" {
		t.Fatalf("exit %d stdout %q stderr %s", code, out, errOut)
	}
}

func TestRetriesExhausted(t *testing.T) {
	_, base := startScript(t, `{"rules":[{"status":503,"error":"overloaded"}]}`)
	code, out, errOut := runCLI(t, "ctx", "--base-url", base, "--model", "m", "--eval", "gpython", "--retries", "2", "q")
	if code != 1 || out != "" {
		t.Fatalf("exit %d stdout %q, want 1 and nothing", code, out)
	}
	if !strings.Contains(errOut, base) || !strings.Contains(errOut, "503") {
		t.Fatalf("error should name the endpoint and status: %s", errOut)
	}
}

func TestUsageErrors(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(bad, []byte("{\"rules\": [\n  {\"reply\": \"x\",}\n]}"), 0o644)
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"no key for a remote endpoint", []string{"--base-url", "https://api.example.com/v1", "--model", "m", "q"}, "no API key"},
		{"unreadable context", []string{"--model", "mock", "--context", "/nonexistent/ctx.txt", "q"}, "/nonexistent/ctx.txt"},
		{"malformed mock script", []string{"--model", "mock", "--mock-script", bad, "q"}, "bad.json:2:"},
		{"no query", []string{"--model", "mock"}, "QUERY"},
		{"unknown flag", []string{"--bogus", "q"}, "unknown flag"},
		{"unknown backend", []string{"--model", "mock", "--eval", "cobol", "q"}, "cobol"},
		{"no model", []string{"q"}, "no model"},
		{"max cost without prices", []string{"--model", "mock", "--max-cost", "1", "q"}, "--prices"},
		{"mock script without mock", []string{"--model", "gpt", "--base-url", "http://127.0.0.1:1/v1", "--mock-script", bad, "q"}, "--mock-script"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runCLI(t, "", tc.args...)
			if code != 2 || out != "" || !strings.Contains(errOut, tc.want) {
				t.Fatalf("exit %d stdout %q stderr %q; want exit 2 mentioning %q", code, out, errOut, tc.want)
			}
		})
	}
}

func TestFailedAnswerIsNotPrintedAsAnswer(t *testing.T) {
	_, base := startScript(t, `{"rules":[{"reply":"`+"```repl\\nfinal_answer = fail('the context is empty')\\n```"+`"}]}`)
	code, out, errOut := runCLI(t, "ctx", "--base-url", base, "--model", "m", "--eval", "gpython", "q")
	if code != 1 || out != "" || !strings.Contains(errOut, "the context is empty") {
		t.Fatalf("exit %d stdout %q stderr %q; want exit 1, nothing on stdout, the reason on stderr", code, out, errOut)
	}
}

func TestMockDryRun(t *testing.T) {
	code, out, errOut := runCLI(t, "alpha\nThe password is swordfish.\nomega\n", "--model", "mock", "--eval", "gpython", "What is the password?")
	if code != 0 || !strings.Contains(out, "[mock]") || !strings.Contains(out, "swordfish") {
		t.Fatalf("exit %d stdout %q stderr %s", code, out, errOut)
	}
	if !strings.Contains(errOut, "mock") {
		t.Fatalf("stderr should say the answers come from a mock: %s", errOut)
	}
}

func TestTraceFile(t *testing.T) {
	_, base := startScript(t, `{"rules":[{"reply":"`+"```repl\\nx = llm_query('sub question')\\nFINAL(x)\\n```"+`"}]}`)
	trace := filepath.Join(t.TempDir(), "trace.jsonl")
	code, _, errOut := runCLI(t, "ctx", "--base-url", base, "--model", "m", "--eval", "gpython", "--trace", trace, "q")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	data, err := os.ReadFile(trace)
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]int{}
	version := ""
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var e struct {
			Kind string
			Data map[string]any
		}
		if err := json.Unmarshal([]byte(line), &e); err != nil {
			t.Fatalf("bad trace line %q: %v", line, err)
		}
		kinds[e.Kind]++
		if e.Kind == "agent.start" {
			version, _ = e.Data["backend_version"].(string)
		}
	}
	if !strings.HasPrefix(version, "gpython v") {
		t.Fatalf("agent.start should record the backend version, got %q", version)
	}
	for _, k := range []string{"agent.start", "agent.end", "iteration.start", "llm.stop", "eval.stop", "subcall.stop"} {
		if kinds[k] == 0 {
			t.Fatalf("trace lacks %s: %v", k, kinds)
		}
	}
}

func TestEvalCommand(t *testing.T) {
	src := "x = 21\n# %%\nprint(x * 2)\nprint(llm_query('What is 6 times 7?'))\n# %%\nraise ValueError('boom')\n"
	path := filepath.Join(t.TempDir(), "cells.py")
	os.WriteFile(path, []byte(src), 0o644)
	code, out, errOut := runCLI(t, "", "eval", "--backend", "gpython", path)
	if code != 1 {
		t.Fatalf("exit %d, want 1 because the last cell raised; stderr %s", code, errOut)
	}
	if !strings.HasPrefix(out, "42\n[mock]") || !strings.Contains(errOut, "ValueError: boom") || !strings.Contains(errOut, "cell 3") {
		t.Fatalf("stdout %q stderr %q", out, errOut)
	}
}

// BenchmarkBatched64 measures llm_query_batched of 64 prompts against a
// server with 200 ms latency; with 16 concurrent sub-calls the bound is
// 4 rounds x 200 ms = 800 ms. It reports the ratio to that bound.
func BenchmarkBatched64(b *testing.B) {
	s, _ := mock.ParseScript("s", []byte(`{"rules":[
	 {"match":{"last_user":"^Your context"},"reply":"`+"```repl\\nr = llm_query_batched(['item %d' % i for i in range(64)])\\nFINAL(str(len(r)))\\n```"+`"},
	 {"reply":"sub answer"}]}`))
	srv := mock.NewServer(s)
	base, _ := srv.Start("127.0.0.1:0")
	defer srv.Close()
	var total time.Duration
	for i := 0; i < b.N; i++ {
		srv.Latency = 0
		start := time.Now()
		srv.Latency = 200 * time.Millisecond
		code, out, errOut := runCLI(b, "ctx", "--base-url", base, "--model", "m", "--eval", "gpython", "-q", "q")
		if code != 0 || strings.TrimSpace(out) != "64" {
			b.Fatalf("exit %d %q %s", code, out, errOut)
		}
		// The root's own model call also waits 200 ms: subtract it.
		total += time.Since(start) - 200*time.Millisecond
	}
	bound := 4 * 200 * time.Millisecond
	b.ReportMetric(float64(total)/float64(b.N)/float64(bound), "x_bound")
}

func lookPython() (string, error) { return execLookPath("python3") }

var execLookPath = exec.LookPath

func TestRunIsRecordedForLogs(t *testing.T) {
	dir := t.TempDir()
	_, base := startScript(t, `{"rules":[{"reply":"FINAL(recorded)"}]}`)
	code, _, errOut := runCLI(t, "ctx", "--base-url", base, "--model", "m", "--eval", "gpython", "--data-dir", dir, "q")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	code, out, errOut := runCLI(t, "", "logs", "list", "--json", "--data-dir", dir)
	if code != 0 || !strings.Contains(out, "recorded") {
		t.Fatalf("logs list: exit %d stdout %q stderr %q", code, out, errOut)
	}
}
