package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"strings"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/eval/golang/conformance"
	"github.com/rlm-go/rlm/internal/engineflags"
)

// goCompatOptions are the compat flags that mean something for --backend go.
type goCompatOptions struct {
	InProcess bool
	CorpusDir string
	JSON      bool
	Failures  bool
	MinRate   float64
}

// runGoCompat measures the go backend against go run: the Go corpus
// (eval/golang/conformance, or --corpus DIR of <theme>_NNN.go with .out
// files) and, when the go command is on PATH, the Go distribution's
// documentation examples of the REPL's allowed packages, each printed as a
// per-group table.
func runGoCompat(ctx context.Context, out io.Writer, opt goCompatOptions) error {
	var corpus []conformance.Program
	var err error
	if opt.CorpusDir != "" {
		corpus, err = conformance.LoadCorpus(opt.CorpusDir)
	} else {
		corpus, err = conformance.Corpus()
	}
	if err != nil {
		return err
	}
	backend, err := engineflags.OpenBackend("--backend", "go", eval.OpenOptions{InProcess: opt.InProcess})
	if err != nil {
		return err
	}
	runner := conformance.BackendRunner{Backend: backend}
	reports := []conformance.Report{{Title: "corpus (model-style programs)",
		Results: conformance.Measure(ctx, runner, corpus, 3)}}

	goTool, lookErr := exec.LookPath("go")
	if lookErr == nil {
		goroot, err := exec.CommandContext(ctx, goTool, "env", "GOROOT").Output()
		if err != nil {
			return fmt.Errorf("go env GOROOT: %w", err)
		}
		examples, skipped, err := conformance.DocExamples(strings.TrimSpace(string(goroot)), conformance.AllowedPackages)
		if err != nil {
			return err
		}
		kept, dropped := conformance.CheckWithGoRun(ctx, conformance.GoRun{Go: goTool, CacheDir: conformance.DefaultCacheDir()}, examples, 2)
		reports = append(reports, conformance.Report{Title: "Go documentation examples with // Output:",
			Results: conformance.Measure(ctx, runner, kept, 3), Skipped: append(skipped, dropped...)})
	}

	if opt.JSON {
		var sums []conformance.Summary
		for _, r := range reports {
			sums = append(sums, conformance.Summarize(r))
		}
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		if err := enc.Encode(map[string]any{"backend": backend.Name(), "version": backend.Version(), "reports": sums}); err != nil {
			return err
		}
	} else {
		fmt.Fprintf(out, "backend %s (%s)\n", backend.Name(), backend.Version())
		for _, r := range reports {
			fmt.Fprintln(out)
			r.WriteTable(out, opt.Failures)
		}
		if lookErr != nil {
			fmt.Fprintln(out, "\n(no go command on PATH: the documentation examples were not measured)")
		}
	}
	for _, r := range reports {
		if r.Percent() < 100*opt.MinRate {
			return fmt.Errorf("%s: %.1f%% identical is below --min-rate %.1f%%", r.Title, r.Percent(), 100*opt.MinRate)
		}
	}
	return nil
}
