package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rlm-go/rlm/observability"
)

// Mistyped subcommands, stray arguments and limits the engine would
// silently replace with its defaults are usage errors: exit 2, nothing on
// stdout.
func TestCommandLineErrors(t *testing.T) {
	cells := filepath.Join(t.TempDir(), "cells.py")
	os.WriteFile(cells, []byte("print(1)\n"), 0o644)
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"mistyped logs subcommand", []string{"logs", "lst"}, `unknown command "lst" for "rlm logs"; did you mean list?`},
		{"logs show without a run", []string{"logs", "show"}, "want one RUN id"},
		{"stray argument to list", []string{"logs", "list", "extra"}, `unknown command "extra"`},
		{"two cell files", []string{"eval", cells, cells}, "accepts at most 1 arg"},
		{"stray argument to serve", []string{"serve", "extra"}, `unknown command "extra"`},
		{"stray argument to chat", []string{"chat", "--model", "mock", "extra"}, `unknown command "extra"`},
		{"eval names its own flag", []string{"eval", "--backend", "cobol", cells}, `--backend "cobol"`},
		{"zero iterations", []string{"--model", "mock", "--max-iterations", "0", "q"}, "--max-iterations must be at least 1"},
		{"zero depth", []string{"--model", "mock", "--max-depth", "0", "q"}, "--max-depth must be at least 1"},
		{"negative cell timeout", []string{"--model", "mock", "--eval-timeout", "-1s", "q"}, "--eval-timeout must be positive"},
		{"negative budget", []string{"--model", "mock", "--max-tokens", "-5", "q"}, "must not be negative"},
		{"chat zero iterations", []string{"chat", "--model", "mock", "--max-iterations", "0"}, "--max-iterations"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runCLI(t, "ctx", tc.args...)
			if code != exitUsage || out != "" || !strings.Contains(errOut, tc.want) {
				t.Fatalf("exit %d stdout %q stderr %q; want exit 2 mentioning %q", code, out, errOut, tc.want)
			}
		})
	}
}

// An input error found after --trace is named must not leave an empty
// trace file (or a run record) behind.
func TestInputErrorWritesNothing(t *testing.T) {
	dir := t.TempDir()
	trace := filepath.Join(dir, "trace.jsonl")
	prices := filepath.Join(dir, "prices.json")
	os.WriteFile(prices, []byte(`{"m": {"input_per_mtok": 1,`), 0o644)
	data := filepath.Join(dir, "runs")
	code, _, errOut := runCLI(t, "ctx", "--model", "mock", "--trace", trace, "--prices", prices, "--data-dir", data, "q")
	if code != exitUsage || !strings.Contains(errOut, "prices.json") {
		t.Fatalf("exit %d stderr %q; want exit 2 naming the price table", code, errOut)
	}
	for _, p := range []string{trace, data} {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("%s exists after an input error", p)
		}
	}
}

func TestLogsErrorsAndExport(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "runs")
	_, base := startScript(t, `{"rules":[{"reply":"FINAL(recorded)"}]}`)
	if code, _, errOut := runCLI(t, "ctx", "--base-url", base, "--model", "m", "--eval", "gpython", "--data-dir", data, "-q", "q"); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	_, out, _ := runCLI(t, "", "logs", "list", "--json", "--data-dir", data)
	var runs []struct{ ID string }
	if err := json.Unmarshal([]byte(out), &runs); err != nil || len(runs) != 1 {
		t.Fatalf("logs list --json: %v\n%s", err, out)
	}
	id := runs[0].ID

	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"unknown run", []string{"logs", "show", "nosuchrun", "--data-dir", data}, `no run "nosuchrun"`},
		{"unknown agent", []string{"logs", "show", id, "--agent", "root.c9", "--data-dir", data}, "it has root"},
		{"unknown format", []string{"logs", "export", id, "--format", "xml", "--data-dir", data}, `--format "xml"`},
		{"output directory missing", []string{"logs", "export", id, "-o", filepath.Join(dir, "no", "x.json"), "--data-dir", data}, "does not exist"},
		{"data dir missing", []string{"logs", "show", id, "--data-dir", filepath.Join(dir, "typo")}, "directory does not exist"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runCLI(t, "", tc.args...)
			if code != exitUsage || out != "" || !strings.Contains(errOut, tc.want) {
				t.Fatalf("exit %d stdout %q stderr %q; want exit 2 mentioning %q", code, out, errOut, tc.want)
			}
		})
	}

	// Listing a mistyped --data-dir reports no runs and does not create it.
	typo := filepath.Join(dir, "typo")
	if code, out, _ := runCLI(t, "", "logs", "list", "--data-dir", typo); code != 0 || !strings.Contains(out, "no runs") {
		t.Fatalf("logs list of a missing directory: exit %d %q", code, out)
	}
	if _, err := os.Stat(typo); err == nil {
		t.Errorf("logs list created %s", typo)
	}

	out1 := filepath.Join(dir, "export", "run.json")
	os.MkdirAll(filepath.Dir(out1), 0o755)
	if code, _, errOut := runCLI(t, "", "logs", "export", id, "-o", out1, "--data-dir", data); code != 0 {
		t.Fatalf("export: exit %d %s", code, errOut)
	}
	b, err := os.ReadFile(out1)
	if err != nil || !json.Valid(b) {
		t.Fatalf("export file: %v\n%.200s", err, b)
	}
	entries, _ := os.ReadDir(filepath.Dir(out1))
	if len(entries) != 1 {
		t.Errorf("export left %d files, want only run.json", len(entries))
	}
}

// logs export takes a trace file (rlm --trace, or a bench task's
// trace.jsonl or its directory) as well as a run id.
func TestLogsExportTraceFile(t *testing.T) {
	dir := t.TempDir()
	trace := filepath.Join(dir, "run.trace.jsonl")
	_, base := startScript(t, `{"rules":[{"reply":"FINAL(recorded)"}]}`)
	if code, _, errOut := runCLI(t, "ctx", "--base-url", base, "--model", "m", "--eval", "gpython", "--trace", trace, "-q", "q"); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	task := filepath.Join(dir, "bench_data", "runs", "r1", "tasks", "t1", "e0")
	if err := os.MkdirAll(task, 0o755); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(trace)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(task, "trace.jsonl"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, src := range []string{trace, task, filepath.Join(task, "trace.jsonl")} {
		code, out, errOut := runCLI(t, "", "logs", "export", src, "--format", "trajectory", "--data-dir", filepath.Join(dir, "none"))
		if code != 0 {
			t.Fatalf("export %s: exit %d %s", src, code, errOut)
		}
		first, _, _ := strings.Cut(out, "\n")
		var meta struct {
			Type      string `json:"type"`
			RootModel string `json:"root_model"`
		}
		if err := json.Unmarshal([]byte(first), &meta); err != nil || meta.Type != "metadata" || meta.RootModel != "m" ||
			!strings.Contains(out, `"final_answer":"recorded"`) {
			t.Errorf("export %s: %v\n%.300s", src, err, out)
		}
	}
	empty := filepath.Join(dir, "empty.jsonl")
	os.WriteFile(empty, nil, 0o644)
	if code, _, errOut := runCLI(t, "", "logs", "export", empty); code != exitUsage || !strings.Contains(errOut, "no events") {
		t.Errorf("empty trace: exit %d %q", code, errOut)
	}
}

// Ctrl-C ends a run with status 130 and says so, rather than exit 1 with
// "context canceled".
func TestInterruptedRunExits130(t *testing.T) {
	_, base := startScript(t, `{"rules":[{"reply":"FINAL(late)","delay_ms":5000}]}`)
	ctx, cancel := context.WithCancel(context.Background())
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	var out, errb bytes.Buffer
	io := IO{In: strings.NewReader("ctx"), Out: &out, Err: &errb, Getenv: func(string) string { return "" }}
	time.AfterFunc(300*time.Millisecond, cancel)
	code := execute(ctx, io, []string{"--base-url", base, "--model", "m", "--eval", "gpython", "-q", "q"})
	if code != exitInterrupted || !strings.Contains(errb.String(), "rlm: interrupted") || out.Len() != 0 {
		t.Fatalf("exit %d stdout %q stderr %q; want 130 and \"rlm: interrupted\"", code, out.String(), errb.String())
	}
}

// -q silences the chat banner too: with input piped in, only answers and
// command output remain.
func TestChatQuietHasNoBanner(t *testing.T) {
	var out, errOut bytes.Buffer
	io := IO{In: strings.NewReader("/quit\n"), Out: &out, Err: &errOut, Getenv: func(string) string { return "" }}
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	if code := execute(context.Background(), io, []string{"chat", "--model", "mock", "--eval", "gpython", "-q"}); code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	if errOut.Len() != 0 || out.Len() != 0 {
		t.Fatalf("stdout %q stderr %q; want both empty", out.String(), errOut.String())
	}
}

// `rlm logs export --help` lists what the exporter registry holds.
func TestLogsExportHelpListsExporters(t *testing.T) {
	code, out, errOut := runCLI(t, "", "logs", "export", "--help")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var flagLine string
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, "--format") {
			flagLine = l
		}
	}
	if flagLine == "" {
		t.Fatalf("no --format flag in:\n%s", out)
	}
	if !strings.Contains(flagLine, `(default "`+observability.DefaultExportFormat+`")`) {
		t.Errorf("--format line %q lacks the default %s", flagLine, observability.DefaultExportFormat)
	}
	listed := regexp.MustCompile(`\b[a-z][a-z0-9_]+\b`).FindAllString(strings.SplitN(flagLine, "--format string", 2)[1], -1)
	var names []string
	for _, x := range observability.Exporters() {
		names = append(names, x.Name)
		if !strings.Contains(out, x.Description) {
			t.Errorf("help lacks the %s description %q:\n%s", x.Name, x.Description, out)
		}
	}
	for _, w := range listed {
		if w != "or" && w != "default" && !slices.Contains(names, w) {
			t.Errorf("--format help names %q, which is not a registered exporter", w)
		}
	}
	for _, n := range names {
		if !slices.Contains(listed, n) {
			t.Errorf("--format help %q does not list %s", flagLine, n)
		}
	}
}
