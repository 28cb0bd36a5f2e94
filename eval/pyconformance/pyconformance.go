// Package pyconformance measures a Python backend against held-out corpora
// whose expected output is what python3 printed: a decimal corpus written
// from the Python 3.11 decimal documentation, and a table of classes that
// derive from built-in types. A program passes when the backend prints
// exactly the recorded output and raises nothing.
//
// The corpora live in testdata/<corpus>/NAME.py with NAME.out beside each;
// gen/ holds the scripts that wrote the programs. The backend is used only
// through eval.Backend, so the measurement never depends on how a backend
// is built.
package pyconformance

import (
	"context"
	"fmt"
	"github.com/rlm-go/rlm/internal/textdiff"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/rlm-go/rlm/eval"
)

// Program is one corpus file and the output python3 printed for it.
type Program struct {
	Corpus string // directory name under testdata: "decimal", "subclass"
	Name   string // file name without .py
	Source string
	Want   string // contents of NAME.out
}

// ID names a program across corpora: "decimal/ctx_abs".
func (p Program) ID() string { return p.Corpus + "/" + p.Name }

// Outcome is what one program did in a backend.
type Outcome struct {
	ID     string `json:"id"`
	Corpus string `json:"corpus"`
	Pass   bool   `json:"pass"`
	// Cause is a short class of failure ("uncaught AttributeError: missing
	// attribute", "output differs", "session failed"); empty on a pass.
	Cause string `json:"cause,omitempty"`
	// Detail is the first line that tells what went wrong: the exception
	// line, or the first differing line of output (want / got).
	Detail string `json:"detail,omitempty"`
	Got    string `json:"-"`
}

// Load reads every corpus under root (one directory per corpus), in name
// order. A program without its .out file is an error: it cannot be judged.
func Load(root string) ([]Program, error) {
	dirs, err := os.ReadDir(root)
	if err != nil {
		return nil, fmt.Errorf("reading corpora: %w", err)
	}
	var progs []Program
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		files, err := filepath.Glob(filepath.Join(root, d.Name(), "*.py"))
		if err != nil {
			return nil, err
		}
		sort.Strings(files)
		for _, f := range files {
			src, err := os.ReadFile(f)
			if err != nil {
				return nil, err
			}
			out := strings.TrimSuffix(f, ".py") + ".out"
			want, err := os.ReadFile(out)
			if err != nil {
				return nil, fmt.Errorf("%s has no expected output (%s): run the test with RLM_PYCOMPAT_UPDATE=1 where python3 is installed", f, filepath.Base(out))
			}
			progs = append(progs, Program{
				Corpus: d.Name(),
				Name:   strings.TrimSuffix(filepath.Base(f), ".py"),
				Source: string(src),
				Want:   string(want),
			})
		}
	}
	if len(progs) == 0 {
		return nil, fmt.Errorf("no programs under %s", root)
	}
	return progs, nil
}

// noHost refuses every host call: corpus programs never call the model.
var noHost = eval.HostFunc(func(ctx context.Context, name string, args map[string]any) (any, error) {
	return nil, fmt.Errorf("%w: %s (corpus programs make no host calls)", eval.ErrUnknownCall, name)
})

// Run runs each program in a fresh session of b, at most workers at a time,
// and returns the outcomes in the order of progs. cellTimeout bounds one
// program.
func Run(ctx context.Context, b eval.Backend, progs []Program, workers int, cellTimeout time.Duration) []Outcome {
	if workers < 1 {
		workers = 1
	}
	out := make([]Outcome, len(progs))
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				out[i] = runOne(ctx, b, progs[i], cellTimeout)
			}
		}()
	}
	for i := range progs {
		next <- i
	}
	close(next)
	wg.Wait()
	return out
}

func runOne(ctx context.Context, b eval.Backend, p Program, cellTimeout time.Duration) Outcome {
	o := Outcome{ID: p.ID(), Corpus: p.Corpus}
	sess, err := b.NewSession(ctx, eval.SessionConfig{Host: noHost, CellTimeout: cellTimeout})
	if err != nil {
		o.Cause, o.Detail = "session failed", firstLine(err.Error())
		return o
	}
	defer sess.Close()
	res, err := sess.Exec(ctx, p.Source)
	if err != nil {
		o.Cause, o.Detail = "session failed", firstLine(err.Error())
		return o
	}
	o.Got = res.Stdout
	o.Cause, o.Detail = Judge(p.Want, res)
	o.Pass = o.Cause == ""
	return o
}

// Judge compares one cell's result with the expected output and returns the
// class of failure and its first telling line, or two empty strings when the
// output is identical and nothing was raised.
func Judge(want string, res eval.Result) (cause, detail string) {
	switch {
	case res.TimedOut:
		return "timed out", firstLine(res.Error)
	case res.Restarted:
		return "interpreter died", firstLine(res.Error)
	case res.Error != "":
		line := exceptionLine(res.Error)
		return "uncaught " + errorClass(line), line
	case res.Stdout != want:
		return diffClass(want, res.Stdout)
	}
	return "", ""
}

// exceptionLine picks the "Type: message" line of a traceback: the last
// line that is not indentation or the traceback header.
func exceptionLine(msg string) string {
	lines := strings.Split(strings.TrimRight(msg, "\n"), "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		l := lines[i]
		if l == "" || strings.HasPrefix(l, " ") || strings.HasPrefix(l, "Traceback") {
			continue
		}
		return clip(l)
	}
	return clip(firstLine(msg))
}

// errorClass reduces an exception line to a class that groups failures of
// one kind: the exception type, plus what is missing where that is the cause.
func errorClass(line string) string {
	typ, msg, _ := strings.Cut(line, ": ")
	switch {
	case strings.Contains(msg, "has no attribute"):
		return typ + ": missing attribute"
	case strings.HasPrefix(typ, "NameError"):
		return typ + ": missing name"
	case strings.Contains(msg, "cannot import name"), strings.Contains(msg, "No module named"):
		return typ + ": missing module or name"
	case strings.Contains(msg, "cannot subclass"):
		return typ + ": subclassing refused"
	case strings.Contains(msg, "internal error"):
		return typ + ": internal error"
	}
	return typ
}

// diffClass describes the first line where got departs from want. When the
// program's own error report differs ("label -> Type"), the class says an
// exception was raised or expected; otherwise the output is just different.
func diffClass(want, got string) (string, string) {
	n, wl, gl, ok := textdiff.FirstLine(want, got)
	if ok {
		detail := clip(fmt.Sprintf("line %d: want %q, got %q", n, wl, gl))
		gotLines := strings.Count(got, "\n") + 1
		switch {
		case n > gotLines || (n == gotLines && gl == "" && strings.HasPrefix(want, got)):
			return "output cut short", detail
		case raisedIn(gl) && !raisedIn(wl):
			return "output differs: raised where python3 did not (" + raisedType(gl) + ")", detail
		case raisedIn(wl) && !raisedIn(gl):
			return "output differs: did not raise " + raisedType(wl), detail
		case raisedIn(wl) && raisedIn(gl):
			return "output differs: other exception type", detail
		}
		return "output differs", detail
	}
	return "output differs", "same lines, different bytes"
}

// raisedIn reports whether a line is a corpus program's report of an
// exception: "label -> TypeName" with a capitalised name and nothing after.
func raisedIn(line string) bool {
	t := raisedType(line)
	return t != "" && !strings.ContainsAny(t, " ('\"") && t[0] >= 'A' && t[0] <= 'Z' &&
		(strings.HasSuffix(t, "Error") || strings.HasSuffix(t, "Exception") || isSignal(t))
}

func raisedType(line string) string {
	_, t, ok := strings.Cut(line, " -> ")
	if !ok {
		return ""
	}
	return t
}

func isSignal(t string) bool {
	switch t {
	case "Clamped", "DivisionByZero", "Inexact", "InvalidOperation", "Overflow",
		"Rounded", "Subnormal", "Underflow", "FloatOperation", "StopIteration":
		return true
	}
	return false
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return clip(s)
}

func clip(s string) string { return textdiff.Clip(s, 200) }

// Tally is one corpus's figures.
type Tally struct {
	Corpus string `json:"corpus"`
	Passed int    `json:"passed"`
	Total  int    `json:"total"`
}

// Rate is the fraction passed, 0..1.
func (t Tally) Rate() float64 {
	if t.Total == 0 {
		return 0
	}
	return float64(t.Passed) / float64(t.Total)
}

func (t Tally) String() string {
	return fmt.Sprintf("%s: %d/%d (%.1f%%)", t.Corpus, t.Passed, t.Total, 100*t.Rate())
}

// Tallies counts outcomes per corpus, in corpus name order.
func Tallies(outs []Outcome) []Tally {
	by := map[string]*Tally{}
	for _, o := range outs {
		t := by[o.Corpus]
		if t == nil {
			t = &Tally{Corpus: o.Corpus}
			by[o.Corpus] = t
		}
		t.Total++
		if o.Pass {
			t.Passed++
		}
	}
	ts := make([]Tally, 0, len(by))
	for _, t := range by {
		ts = append(ts, *t)
	}
	sort.Slice(ts, func(i, j int) bool { return ts[i].Corpus < ts[j].Corpus })
	return ts
}
