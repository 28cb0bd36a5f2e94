package main

import (
	"encoding/json"
	"fmt"

	"github.com/rlm-go/rlm/bench/compat"
	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/internal/cli"
	"github.com/rlm-go/rlm/internal/engineflags"
	"github.com/spf13/cobra"
)

func newCompatCmd() *cobra.Command {
	var backendName, python, corpusDir string
	var inProcess bool
	var asJSON bool
	var maxFailures int
	var minRate float64
	cmd := &cobra.Command{
		Use:   "compat",
		Short: "Measure a Python backend against CPython on the differential corpus",
		Long: `compat runs every snippet of the differential corpus (Python as models write it
in RLM REPLs: strings, regex, json, collections, formatting, sorting, classes,
exceptions, chunking and aggregation over context) in python3 as the oracle and
in the chosen backend, and prints the pass rate per category. A snippet passes
when stdout and the exception type match exactly.

With --backend go it measures the Go REPL against go run instead: the Go
corpus (eval/golang/conformance) and the Go distribution's documentation
examples with an // Output: comment for every package the REPL allows, each
as a per-group table (the examples need the go command on PATH).`,
		Example: `  rlm-bench compat                       # gpython, the embedded backend
  rlm-bench compat --backend python --min-rate 1
  rlm-bench compat --corpus my-snippets/ --json
  rlm-bench compat --backend go           # the Go REPL against go run`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if backendName == "go" {
				return runGoCompat(cmd.Context(), cmd.OutOrStdout(), goCompatOptions{InProcess: inProcess,
					CorpusDir: corpusDir, JSON: asJSON, Failures: maxFailures != 0, MinRate: minRate})
			}
			var snippets []compat.Snippet
			var err error
			if corpusDir != "" {
				snippets, err = compat.Load(corpusDir)
			} else {
				snippets, err = compat.Corpus()
			}
			if err != nil {
				return &cli.UsageError{Err: err}
			}
			backend, err := engineflags.OpenBackend("--backend", backendName, eval.OpenOptions{PythonPath: python, InProcess: inProcess})
			if err != nil {
				return err
			}
			oracle := python
			if oracle == "" {
				oracle = "python3"
			}
			rep, err := compat.Run(cmd.Context(), backend, snippets, oracle)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			if asJSON {
				type row struct {
					Category string  `json:"category"`
					Passed   int     `json:"passed"`
					Total    int     `json:"total"`
					Rate     float64 `json:"rate"`
				}
				var rows []row
				for _, c := range rep.Categories() {
					rows = append(rows, row{c.Category, c.Passed, c.Total, float64(c.Passed) / float64(c.Total)})
				}
				var failed []string
				for _, f := range rep.Failures() {
					failed = append(failed, f.Snippet.ID())
				}
				enc := json.NewEncoder(out)
				enc.SetIndent("", "  ")
				if err := enc.Encode(map[string]any{"backend": rep.Backend, "version": rep.Version,
					"passed": rep.Passed(), "total": len(rep.Results), "rate": rep.Rate(),
					"categories": rows, "failed": failed}); err != nil {
					return err
				}
			} else {
				rep.Summary(out, maxFailures)
			}
			if rep.Rate() < minRate {
				return fmt.Errorf("pass rate %.1f%% is below --min-rate %.1f%%", 100*rep.Rate(), 100*minRate)
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&backendName, "backend", "gpython", "backend to measure: gpython, python, auto, go")
	f.StringVar(&python, "python", "", "python3 used as the oracle (and by --backend python)")
	f.BoolVar(&inProcess, "in-process", false, "run gpython/go snippets inside this process instead of a sandboxed worker each (faster; the same interpreter)")
	f.StringVar(&corpusDir, "corpus", "", "directory of snippets <category>/<name>.py (default: the built-in corpus)")
	f.BoolVar(&asJSON, "json", false, "print the rates as JSON")
	f.IntVar(&maxFailures, "failures", 10, "failures to describe (-1: all)")
	f.Float64Var(&minRate, "min-rate", 0, "exit 1 when the pass rate is below this fraction")
	return cmd
}
