// Package compat is a differential test of Python backends: a corpus of
// snippets written the way models write REPL code in RLM loops, run once in
// CPython (the oracle) and once in a backend, compared on exact stdout and on
// the type of any exception that escaped.
package compat

import (
	"bytes"
	"context"
	"embed"
	"encoding/json"
	"fmt"
	"github.com/rlm-go/rlm/internal/textdiff"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"sort"
	"strings"
	"time"

	"github.com/rlm-go/rlm/eval"
)

//go:embed corpus
var corpusFS embed.FS

//go:embed oracle.py
var oracleSource string

// Snippet is one corpus program.
type Snippet struct {
	Category string
	Name     string
	Code     string
}

// ID is "category/name", the snippet's path in the corpus without ".py".
func (s Snippet) ID() string { return s.Category + "/" + s.Name }

// Corpus returns the snippets embedded in the package.
func Corpus() ([]Snippet, error) {
	sub, err := fs.Sub(corpusFS, "corpus")
	if err != nil {
		return nil, err
	}
	return load(sub)
}

// Load reads a corpus laid out as dir/<category>/<name>.py.
func Load(dir string) ([]Snippet, error) {
	return load(os.DirFS(dir))
}

func load(fsys fs.FS) ([]Snippet, error) {
	var out []Snippet
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || path.Ext(p) != ".py" {
			return nil
		}
		dir, file := path.Split(p)
		cat := strings.Trim(dir, "/")
		if cat == "" || strings.Contains(cat, "/") {
			return fmt.Errorf("corpus file %s: want <category>/<name>.py", p)
		}
		b, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		out = append(out, Snippet{Category: cat, Name: strings.TrimSuffix(file, ".py"), Code: string(b)})
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no <category>/<name>.py snippets found")
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID() < out[j].ID() })
	return out, nil
}

// Outcome is what one run of a snippet printed and raised.
type Outcome struct {
	Stdout string `json:"stdout"`
	// Error is the exception type name that escaped the snippet ("KeyError"),
	// empty when it ran to the end.
	Error string `json:"error"`
}

// Oracle runs every snippet in one python3 process (the interpreter at
// python, "python3" when empty) and returns their outcomes in order.
func Oracle(ctx context.Context, python string, snippets []Snippet) ([]Outcome, error) {
	if python == "" {
		python = "python3"
	}
	job := struct {
		Context  string      `json:"context"`
		Snippets [][2]string `json:"snippets"`
	}{Context: Context()}
	for _, s := range snippets {
		job.Snippets = append(job.Snippets, [2]string{s.ID() + ".py", s.Code})
	}
	in, err := json.Marshal(job)
	if err != nil {
		return nil, err
	}
	cmd := exec.CommandContext(ctx, python, "-I", "-c", oracleSource)
	cmd.Stdin = bytes.NewReader(in)
	cmd.Env = append(os.Environ(), "PYTHONHASHSEED=0", "PYTHONIOENCODING=utf-8")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("oracle %s: %v: %s", python, err, strings.TrimSpace(stderr.String()))
	}
	var out []Outcome
	if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
		return nil, fmt.Errorf("oracle %s: reading its output: %v", python, err)
	}
	if len(out) != len(snippets) {
		return nil, fmt.Errorf("oracle %s: %d outcomes for %d snippets", python, len(out), len(snippets))
	}
	return out, nil
}

// Result compares one snippet's backend outcome with the oracle's.
type Result struct {
	Snippet Snippet
	Want    Outcome
	Got     Outcome
	// Err is set when the backend itself failed (not the snippet).
	Err      error
	Duration time.Duration
}

// Pass reports whether the backend matched the oracle.
func (r Result) Pass() bool { return r.Err == nil && r.Got == r.Want }

// Report is the outcome of running a corpus against one backend.
type Report struct {
	Backend string
	Version string
	Results []Result
}

// CategoryStat is a pass count for one category.
type CategoryStat struct {
	Category      string
	Passed, Total int
}

// Categories returns pass counts per category, sorted by name.
func (r Report) Categories() []CategoryStat {
	idx := map[string]int{}
	var out []CategoryStat
	for _, res := range r.Results {
		i, ok := idx[res.Snippet.Category]
		if !ok {
			i = len(out)
			idx[res.Snippet.Category] = i
			out = append(out, CategoryStat{Category: res.Snippet.Category})
		}
		out[i].Total++
		if res.Pass() {
			out[i].Passed++
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Category < out[j].Category })
	return out
}

// Passed counts snippets that matched the oracle.
func (r Report) Passed() int {
	n := 0
	for _, res := range r.Results {
		if res.Pass() {
			n++
		}
	}
	return n
}

// Rate is the fraction of snippets that matched, 0 for an empty report.
func (r Report) Rate() float64 {
	if len(r.Results) == 0 {
		return 0
	}
	return float64(r.Passed()) / float64(len(r.Results))
}

// Failures returns the results that did not match.
func (r Report) Failures() []Result {
	var out []Result
	for _, res := range r.Results {
		if !res.Pass() {
			out = append(out, res)
		}
	}
	return out
}

// Table writes the per-category pass rates, then one block per failure with
// the first line where stdout differs.
func (r Report) Table(w io.Writer) { r.Summary(w, -1) }

// Summary is Table showing at most maxFailures failures (all when negative).
func (r Report) Summary(w io.Writer, maxFailures int) {
	fmt.Fprintf(w, "backend %s (%s)\n", r.Backend, r.Version)
	fmt.Fprintf(w, "%-22s %7s %6s\n", "category", "pass", "rate")
	for _, c := range r.Categories() {
		fmt.Fprintf(w, "%-22s %3d/%-3d %5.1f%%\n", c.Category, c.Passed, c.Total, 100*float64(c.Passed)/float64(c.Total))
	}
	fmt.Fprintf(w, "%-22s %3d/%-3d %5.1f%%\n", "TOTAL", r.Passed(), len(r.Results), 100*r.Rate())
	fails := r.Failures()
	if maxFailures >= 0 && len(fails) > maxFailures {
		defer fmt.Fprintf(w, "\n... and %d more failures\n", len(fails)-maxFailures)
		fails = fails[:maxFailures]
	}
	for _, f := range fails {
		fmt.Fprintf(w, "\nFAIL %s: %s\n", f.Snippet.ID(), f.Describe())
	}
}

// Describe says briefly how the backend's outcome differs from the oracle's.
func (r Result) Describe() string {
	if r.Err != nil {
		return "backend error: " + r.Err.Error()
	}
	var parts []string
	if r.Got.Error != r.Want.Error {
		parts = append(parts, fmt.Sprintf("raised %q, want %q", r.Got.Error, r.Want.Error))
	}
	if r.Got.Stdout != r.Want.Stdout {
		parts = append(parts, firstDiff(r.Want.Stdout, r.Got.Stdout))
	}
	return strings.Join(parts, "; ")
}

func firstDiff(want, got string) string {
	n, w, g, ok := textdiff.FirstLine(want, got)
	if !ok {
		return "stdout differs"
	}
	return fmt.Sprintf("stdout line %d:\n    want %s\n    got  %s", n, clip(w), clip(g))
}

func clip(s string) string { return fmt.Sprintf("%q", textdiff.Clip(s, 160)) }

// Options tune Run.
type Options struct {
	// CellTimeout bounds each snippet in the backend; zero means 10 s.
	CellTimeout time.Duration
}

// Run compares backend with the CPython oracle (the python3 at oracle, or
// on PATH when empty) on every snippet. Each snippet runs in a fresh
// session with Context() bound and FakeHost answering host calls.
func Run(ctx context.Context, backend eval.Backend, snippets []Snippet, oracle string) (Report, error) {
	return RunWith(ctx, backend, snippets, oracle, Options{})
}

// RunWith is Run with options.
func RunWith(ctx context.Context, backend eval.Backend, snippets []Snippet, oracle string, opt Options) (Report, error) {
	want, err := Oracle(ctx, oracle, snippets)
	if err != nil {
		return Report{}, err
	}
	if opt.CellTimeout == 0 {
		opt.CellTimeout = 10 * time.Second
	}
	rep := Report{Backend: backend.Name(), Version: backend.Version()}
	input := Context()
	for i, s := range snippets {
		if err := ctx.Err(); err != nil {
			return rep, err
		}
		res := Result{Snippet: s, Want: want[i]}
		start := time.Now()
		res.Got, res.Err = runOne(ctx, backend, s, input, opt)
		res.Duration = time.Since(start)
		rep.Results = append(rep.Results, res)
	}
	return rep, nil
}

func runOne(ctx context.Context, backend eval.Backend, s Snippet, input string, opt Options) (out Outcome, err error) {
	sess, err := backend.NewSession(ctx, eval.SessionConfig{
		Contexts:    []string{input},
		Host:        FakeHost(),
		CellTimeout: opt.CellTimeout,
	})
	if err != nil {
		return Outcome{}, fmt.Errorf("new session: %w", err)
	}
	defer sess.Close()
	r, err := sess.Exec(ctx, s.Code)
	if err != nil {
		return Outcome{}, err
	}
	out.Stdout = r.Stdout
	if r.TimedOut {
		out.Error = "TimedOut"
	} else if r.Error != "" {
		out.Error = ErrorType(r.Error)
	}
	return out, nil
}

// ErrorType extracts the exception class name from an error as a backend
// reports it: the last line's text before ":", without any module prefix.
func ErrorType(msg string) string {
	msg = strings.TrimSpace(msg)
	if i := strings.LastIndex(msg, "\n"); i >= 0 {
		msg = msg[i+1:]
	}
	if i := strings.Index(msg, ":"); i >= 0 {
		msg = msg[:i]
	}
	msg = strings.TrimSpace(msg)
	if i := strings.LastIndex(msg, "."); i >= 0 {
		msg = msg[i+1:]
	}
	return msg
}
