package pyconformance

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/eval/backends"
)

// TestMain lets the test binary serve as the eval workers the backends start.
func TestMain(m *testing.M) {
	if backends.RunIfChild() {
		return
	}
	os.Exit(m.Run())
}

const corporaDir = "testdata"

func loadCorpora(t *testing.T) []Program {
	t.Helper()
	progs, err := Load(corporaDir)
	if err != nil {
		t.Fatal(err)
	}
	return progs
}

func openBackend(t *testing.T, name string) eval.Backend {
	t.Helper()
	b, err := backends.Open("--eval", name, eval.OpenOptions{})
	if err != nil {
		t.Fatalf("opening backend %q: %v", name, err)
	}
	return b
}

func envInt(t *testing.T, key string, def int) int {
	t.Helper()
	v := os.Getenv(key)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 {
		t.Fatalf("%s=%q: want a positive integer", key, v)
	}
	return n
}

// The corpora must be as large as the issue asks and cover every built-in
// base the subclass table is about.
func TestCorporaShape(t *testing.T) {
	progs := loadCorpora(t)
	count := map[string]int{}
	prefixes := map[string]int{}
	for _, p := range progs {
		count[p.Corpus]++
		if p.Corpus == "subclass" {
			prefixes[strings.SplitN(p.Name, "_", 2)[0]]++
		}
		if strings.TrimSpace(p.Want) == "" {
			t.Errorf("%s: expected output is empty, so the program judges nothing", p.ID())
		}
	}
	if count["decimal"] < 320 {
		t.Errorf("decimal corpus has %d programs, want at least 320", count["decimal"])
	}
	if count["subclass"] < 48 {
		t.Errorf("subclass table has %d cases, want at least 48", count["subclass"])
	}
	for _, base := range []string{"dict", "list", "str", "int", "tuple", "set", "exc"} {
		if prefixes[base] < 4 {
			t.Errorf("subclass table has %d cases for %s, want at least 4", prefixes[base], base)
		}
	}
}

func TestJudge(t *testing.T) {
	tests := []struct {
		name      string
		want      string
		res       eval.Result
		wantCause string
	}{
		{"identical", "a\nb\n", eval.Result{Stdout: "a\nb\n"}, ""},
		{"differs", "a\nb\n", eval.Result{Stdout: "a\nc\n"}, "output differs"},
		{"cut short", "a\nb\n", eval.Result{Stdout: "a\n"}, "output cut short"},
		{"one byte", "a\n", eval.Result{Stdout: "a"}, "output cut short"},
		{"raised where python did not", "x -> Decimal('1')\n", eval.Result{Stdout: "x -> AttributeError\n"},
			"output differs: raised where python3 did not (AttributeError)"},
		{"did not raise", "x -> InvalidOperation\n", eval.Result{Stdout: "x -> Decimal('NaN')\n"},
			"output differs: did not raise InvalidOperation"},
		{"other exception", "x -> Overflow\n", eval.Result{Stdout: "x -> TypeError\n"},
			"output differs: other exception type"},
		{"uncaught", "a\n", eval.Result{Stdout: "a\n", Error: "Traceback (most recent call last):\n  File \"<cell>\", line 1\nNameError: name 'ExtendedContext' is not defined"},
			"uncaught NameError: missing name"},
		{"uncaught attribute", "", eval.Result{Error: "AttributeError: 'Decimal' object has no attribute 'fma'"},
			"uncaught AttributeError: missing attribute"},
		{"subclass refused", "", eval.Result{Error: "TypeError: cannot subclass the built-in type 'list'"},
			"uncaught TypeError: subclassing refused"},
		{"timeout", "a\n", eval.Result{TimedOut: true, Error: "TimeoutError: cell exceeded 1s"}, "timed out"},
		{"restart", "a\n", eval.Result{Restarted: true, Error: "worker died"}, "interpreter died"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cause, detail := Judge(tt.want, tt.res)
			if cause != tt.wantCause {
				t.Errorf("cause = %q, want %q", cause, tt.wantCause)
			}
			if (cause == "") != (detail == "") {
				t.Errorf("cause %q with detail %q: a failure needs its line, a pass none", cause, detail)
			}
		})
	}
}

func TestQuickCompare(t *testing.T) {
	q := Quick{Programs: map[string]bool{"d/a": true, "d/b": false, "s/c": true}}
	tests := []struct {
		name               string
		outs               []Outcome
		regressed, improve []string
	}{
		{"unchanged", []Outcome{{ID: "d/a", Pass: true}, {ID: "d/b"}, {ID: "s/c", Pass: true}}, nil, nil},
		{"regressed", []Outcome{{ID: "d/a"}, {ID: "d/b"}, {ID: "s/c", Pass: true}}, []string{"d/a"}, nil},
		{"missing counts as regressed", []Outcome{{ID: "d/a", Pass: true}}, []string{"s/c"}, nil},
		{"improved", []Outcome{{ID: "d/a", Pass: true}, {ID: "d/b", Pass: true}, {ID: "s/c", Pass: true}}, nil, []string{"d/b"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			reg, imp := q.Compare(tt.outs)
			if strings.Join(reg, ",") != strings.Join(tt.regressed, ",") || strings.Join(imp, ",") != strings.Join(tt.improve, ",") {
				t.Errorf("Compare = %v, %v; want %v, %v", reg, imp, tt.regressed, tt.improve)
			}
		})
	}
	if q.Passing() != 2 {
		t.Errorf("Passing() = %d, want 2", q.Passing())
	}
}

// TestQuickSubset runs a small recorded subset of both corpora in gpython
// on every `go test` and fails when a program that passed when the subset
// was recorded fails now, or the subset passes fewer programs than then.
// After a fix, record the improvement in testdata/quick.json.
func TestQuickSubset(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join(corporaDir, "quick.json"))
	if err != nil {
		t.Fatal(err)
	}
	var q Quick
	if err := json.Unmarshal(raw, &q); err != nil {
		t.Fatalf("testdata/quick.json: %v", err)
	}
	all := loadCorpora(t)
	var progs []Program
	for _, p := range all {
		if _, ok := q.Programs[p.ID()]; ok {
			progs = append(progs, p)
		}
	}
	if len(progs) != len(q.Programs) {
		t.Fatalf("testdata/quick.json names %d programs, %d found in the corpora", len(q.Programs), len(progs))
	}
	b := openBackend(t, q.Backend)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	outs := Run(ctx, b, progs, 2, time.Minute)
	passed := 0
	for _, o := range outs {
		if o.Pass {
			passed++
		}
	}
	regressed, improved := q.Compare(outs)
	for _, id := range regressed {
		for _, o := range outs {
			if o.ID == id {
				t.Errorf("%s passed when recorded and fails now: %s: %s", id, o.Cause, o.Detail)
			}
		}
	}
	if passed < q.Passing() {
		t.Errorf("%s passes %d of the %d quick programs, %d when recorded", q.Backend, passed, len(progs), q.Passing())
	}
	if len(improved) > 0 {
		t.Logf("now passing, record them in testdata/quick.json: %s", strings.Join(improved, ", "))
	}
	t.Logf("%s: %d/%d quick programs pass (recorded: %d)", q.Backend, passed, len(progs), q.Passing())
}

// TestPyConformance measures a backend over both corpora. It runs only with
// RLM_PYCOMPAT=1:
//
//	RLM_PYCOMPAT=1 go test -run TestPyConformance -v ./eval/pyconformance/
//
// RLM_PYCOMPAT_BACKEND picks the --eval backend (default gpython; python
// for CPython), RLM_PYCOMPAT_JOBS the programs run at once (default 3),
// RLM_PYCOMPAT_REPORT=PREFIX writes PREFIX.json and PREFIX.md, and
// RLM_PYCOMPAT_MIN=0.99 fails when a corpus passes less than that share,
// RLM_PYCOMPAT_ONLY=TEXT keeps the programs whose id contains TEXT, and
// RLM_PYCOMPAT_VERBOSE=1 logs every failure.
func TestPyConformance(t *testing.T) {
	if os.Getenv("RLM_PYCOMPAT") != "1" {
		t.Skip("set RLM_PYCOMPAT=1 to measure a backend over the corpora")
	}
	name := os.Getenv("RLM_PYCOMPAT_BACKEND")
	if name == "" {
		name = "gpython"
	}
	b := openBackend(t, name)
	progs := loadCorpora(t)
	if only := os.Getenv("RLM_PYCOMPAT_ONLY"); only != "" {
		var keep []Program
		for _, p := range progs {
			if strings.Contains(p.ID(), only) {
				keep = append(keep, p)
			}
		}
		progs = keep
	}
	start := time.Now()
	outs := Run(context.Background(), b, progs, envInt(t, "RLM_PYCOMPAT_JOBS", 3), time.Minute)
	rep := NewReport(b.Name(), b.Version(), outs)
	for _, tally := range rep.Tallies {
		t.Logf("%s %s", b.Name(), tally)
	}
	t.Logf("%d programs in %s", len(outs), time.Since(start).Round(time.Second))
	if os.Getenv("RLM_PYCOMPAT_VERBOSE") != "" {
		for _, o := range outs {
			if !o.Pass {
				t.Logf("FAIL %s: %s: %s", o.ID, o.Cause, o.Detail)
			}
		}
	}
	if prefix := os.Getenv("RLM_PYCOMPAT_REPORT"); prefix != "" {
		var js, md bytes.Buffer
		if err := rep.WriteJSON(&js); err != nil {
			t.Fatal(err)
		}
		if err := rep.WriteMarkdown(&md); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(prefix+".json", js.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(prefix+".md", md.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if v := os.Getenv("RLM_PYCOMPAT_MIN"); v != "" {
		min, err := strconv.ParseFloat(v, 64)
		if err != nil {
			t.Fatalf("RLM_PYCOMPAT_MIN=%q: want a share such as 0.99", v)
		}
		for _, tally := range rep.Tallies {
			if tally.Rate() < min {
				t.Errorf("%s %s, want at least %.1f%%", b.Name(), tally, 100*min)
			}
		}
	}
}

// TestUpdateExpected rewrites every .out file from python3 (run isolated,
// UTF-8, like the CPython backend), refusing a program that fails or that
// prints differently under two hash seeds. Only with RLM_PYCOMPAT_UPDATE=1;
// RLM_PYCOMPAT_ONLY=TEXT limits it to the programs whose path contains TEXT.
func TestUpdateExpected(t *testing.T) {
	if os.Getenv("RLM_PYCOMPAT_UPDATE") != "1" {
		t.Skip("set RLM_PYCOMPAT_UPDATE=1 to regenerate the expected outputs with python3")
	}
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Fatal("python3 not on PATH")
	}
	files, err := filepath.Glob(filepath.Join(corporaDir, "*", "*.py"))
	if err != nil {
		t.Fatal(err)
	}
	run := func(file, seed string) ([]byte, error) {
		cmd := exec.Command(py, "-I", "-X", "utf8", file)
		cmd.Env = append(os.Environ(), "PYTHONHASHSEED="+seed)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil || stderr.Len() > 0 {
			return nil, &oracleError{file, strings.TrimSpace(stderr.String())}
		}
		return out, nil
	}
	only := os.Getenv("RLM_PYCOMPAT_ONLY")
	sem := make(chan struct{}, envInt(t, "RLM_PYCOMPAT_JOBS", 3))
	var wg sync.WaitGroup
	for _, f := range files {
		if !strings.Contains(filepath.ToSlash(f), only) {
			continue
		}
		wg.Add(1)
		sem <- struct{}{}
		go func(f string) {
			defer func() { <-sem; wg.Done() }()
			a, err := run(f, "1")
			if err != nil {
				t.Error(err)
				return
			}
			b, err := run(f, "2")
			if err != nil {
				t.Error(err)
				return
			}
			if !bytes.Equal(a, b) {
				t.Errorf("%s prints differently under two hash seeds: it cannot judge a backend", f)
				return
			}
			if err := os.WriteFile(strings.TrimSuffix(f, ".py")+".out", a, 0o644); err != nil {
				t.Error(err)
			}
		}(f)
	}
	wg.Wait()
}

type oracleError struct{ file, stderr string }

func (e *oracleError) Error() string {
	return e.file + " fails in python3: " + e.stderr
}
