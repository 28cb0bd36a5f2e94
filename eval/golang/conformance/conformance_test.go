package conformance_test

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/eval/backends"
	"github.com/rlm-go/rlm/eval/golang/conformance"
)

// The figures measured at 286232b (BASELINE.md); a measurement below them is
// a regression. Raise them as the REPL gets better, never lower them.
const (
	quickFloor  = 12  // of the 20 programs in quickSubset
	corpusFloor = 168 // of the 177 corpus programs (171 measured on s5-go2; 95% is the goal)
	docsFloor   = 557 // of the 567 documentation examples that pass go run
)

func TestMain(m *testing.M) {
	if backends.RunIfChild() {
		return
	}
	os.Exit(m.Run())
}

// quickSubset is every ninth corpus program: 20 programs over every theme.
func quickSubset(t *testing.T) []conformance.Program {
	all, err := conformance.Corpus()
	if err != nil {
		t.Fatal(err)
	}
	var out []conformance.Program
	for i, p := range all {
		if i%9 == 0 {
			out = append(out, p)
		}
	}
	return out
}

func goBackend(t *testing.T) eval.Backend {
	t.Helper()
	b, err := backends.Open("--eval", "go", eval.OpenOptions{})
	if err != nil {
		t.Fatalf("opening the go backend: %v", err)
	}
	return b
}

// TestQuickCorpus runs in every `go test ./...`: twenty corpus programs
// through the go backend's workers, held to the figure measured before any
// fix.
func TestQuickCorpus(t *testing.T) {
	progs := quickSubset(t)
	if len(progs) != 20 {
		t.Fatalf("quick subset has %d programs, want 20 (the corpus changed: re-measure quickFloor)", len(progs))
	}
	rep := conformance.Report{Title: "quick corpus subset",
		Results: conformance.Measure(context.Background(), conformance.BackendRunner{Backend: goBackend(t)}, progs, 2)}
	var b strings.Builder
	rep.WriteTable(&b, true)
	t.Logf("\n%s", b.String())
	if n := rep.Identical(); n < quickFloor {
		t.Errorf("%d of %d quick programs identical to go run, fewer than the %d measured before: a regression", n, len(progs), quickFloor)
	}
}

func TestCorpusIsWellFormed(t *testing.T) {
	all, err := conformance.Corpus()
	if err != nil {
		t.Fatal(err)
	}
	if len(all) < 160 {
		t.Fatalf("corpus has %d programs, want at least 160", len(all))
	}
	themes := map[string]int{}
	for _, p := range all {
		themes[p.Group]++
		if !strings.HasPrefix(p.Source, "package main\n") || !strings.Contains(p.Source, "\nfunc main() {") {
			t.Errorf("%s: not a whole package main program", p.Name)
		}
		if p.Want == "" {
			t.Errorf("%s: empty expected output", p.Name)
		}
	}
	if len(themes) < 10 {
		t.Errorf("corpus covers %d themes: %v", len(themes), themes)
	}
}

// fixedRunner answers every program with the same outcome, to check what
// the report counts.
type fixedRunner conformance.Outcome

func (f fixedRunner) Run(context.Context, conformance.Program) (conformance.Outcome, error) {
	return conformance.Outcome(f), nil
}

func TestIdenticalIsExact(t *testing.T) {
	p := conformance.Program{Name: "p", Group: "g", Want: "a\nb\n"}
	cases := []struct {
		name      string
		got       conformance.Outcome
		unordered bool
		want      bool
		class     string
	}{
		{"same", conformance.Outcome{Stdout: "a\nb\n"}, false, true, ""},
		{"missing final newline", conformance.Outcome{Stdout: "a\nb"}, false, false, conformance.CauseSemantics},
		{"raised after printing it all", conformance.Outcome{Stdout: "a\nb\n", Error: "panic: boom"}, false, false, conformance.CauseSemantics},
		{"lines reordered", conformance.Outcome{Stdout: "b\na\n"}, false, false, conformance.CauseSemantics},
		{"lines reordered, unordered", conformance.Outcome{Stdout: "b\na\n"}, true, true, ""},
		{"folded repeats", conformance.Outcome{Stdout: "a\n[previous line repeated 1 more times]\n"}, false, false, conformance.CauseOutputAltered},
		{"struct printed", conformance.Outcome{Stdout: "struct { A int }{1}\n"}, false, false, conformance.CausePrinting},
		{"refused", conformance.Outcome{Error: `Error: line 3: import "io": package not available in the Go REPL`}, false, false, conformance.CauseRefusedPackage},
		{"missing symbol", conformance.Outcome{Error: "package strings has no symbol Lines"}, false, false, conformance.CauseMissingSymbol},
		{"generic", conformance.Outcome{Error: "undefined type for E"}, false, false, conformance.CauseGeneric},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			q := p
			q.Unordered = c.unordered
			rep := conformance.Report{Results: conformance.Measure(context.Background(), fixedRunner(c.got), []conformance.Program{q}, 1)}
			if got := rep.Identical() == 1; got != c.want {
				t.Fatalf("identical = %v, want %v", got, c.want)
			}
			if !c.want {
				if got := conformance.Classify(rep.Results[0]); got != c.class {
					t.Errorf("class %q, want %q", got, c.class)
				}
			}
		})
	}
}

// TestGoConformance is the whole measurement: the corpus and the Go
// distribution's documentation examples of AllowedPackages, through the go
// backend. It needs the go command and takes minutes the first time (every
// example is built by go run; outputs are cached under the user cache dir).
//
//	RLM_GOCOMPAT=1 go test -run TestGoConformance -v ./eval/golang/conformance/
//
// RLM_GOCOMPAT_RLM=/path/to/rlm runs the programs through that binary's
// `rlm eval` instead of the backend in this test binary;
// RLM_GOCOMPAT_OUT=DIR writes corpus.json and docs.json there;
// RLM_GOCOMPAT_UPDATE=1 rewrites the corpus's .out files from go run.
func TestGoConformance(t *testing.T) {
	if os.Getenv("RLM_GOCOMPAT") == "" {
		t.Skip("set RLM_GOCOMPAT=1 to measure the go backend against go run")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("needs the go command")
	}
	ctx := context.Background()
	gorun := conformance.GoRun{Go: goTool, CacheDir: conformance.DefaultCacheDir()}
	var runner conformance.Runner = conformance.BackendRunner{Backend: goBackend(t)}
	if bin := os.Getenv("RLM_GOCOMPAT_RLM"); bin != "" {
		runner = conformance.CLIRunner{Binary: bin}
	}
	outDir := os.Getenv("RLM_GOCOMPAT_OUT")

	corpus, err := conformance.Corpus()
	if err != nil {
		t.Fatal(err)
	}
	// The corpus's expected output must still be what go run prints.
	checked, dropped := conformance.CheckWithGoRun(ctx, gorun, corpus, 2)
	for _, d := range dropped {
		t.Errorf("corpus %s: %s", d.Name, d.Reason)
	}
	for i, p := range checked {
		if p.Want != corpus[i].Want {
			if os.Getenv("RLM_GOCOMPAT_UPDATE") != "" {
				if err := os.WriteFile(filepath.Join("testdata", "corpus", p.Name+".out"), []byte(p.Want), 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			t.Errorf("corpus %s: its .out is not what go run prints now (RLM_GOCOMPAT_UPDATE=1 rewrites it)", p.Name)
		}
	}
	crep := conformance.Report{Title: "corpus (model-style programs)", Results: conformance.Measure(ctx, runner, corpus, 3)}
	report(t, crep, outDir, "corpus.json")
	if n := crep.Identical(); n < corpusFloor {
		t.Errorf("corpus: %d of %d identical, fewer than the %d measured before: a regression", n, len(corpus), corpusFloor)
	}

	gorootOut, err := exec.Command(goTool, "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	examples, skipped, err := conformance.DocExamples(strings.TrimSpace(string(gorootOut)), conformance.AllowedPackages)
	if err != nil {
		t.Fatal(err)
	}
	kept, dropped := conformance.CheckWithGoRun(ctx, gorun, examples, 2)
	drep := conformance.Report{Title: "Go documentation examples with // Output:",
		Results: conformance.Measure(ctx, runner, kept, 3), Skipped: append(skipped, dropped...)}
	report(t, drep, outDir, "docs.json")
	if n := drep.Identical(); n < docsFloor {
		t.Errorf("doc examples: %d of %d identical, fewer than the %d measured before: a regression", n, len(kept), docsFloor)
	}
}

func report(t *testing.T, rep conformance.Report, outDir, name string) {
	t.Helper()
	var b strings.Builder
	rep.WriteTable(&b, true)
	t.Logf("\n%s", b.String())
	if outDir == "" {
		return
	}
	js, err := json.MarshalIndent(conformance.Summarize(rep), "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(outDir, name), append(js, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
}
