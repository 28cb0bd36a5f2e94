package main

import (
	"fmt"
	"os"
	"regexp"
	"strings"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/internal/cli"
	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/loop"
	"github.com/spf13/cobra"
)

var cellSep = regexp.MustCompile(`(?m)^[ \t]*(#|//)[ \t]*%%.*$`)

func newEvalCmd(io IO) *cobra.Command {
	var (
		backendName, python string
		contextFiles        []string
		endpoint            cli.Endpoint
		opts                queryOptions
	)
	cmd := &cobra.Command{
		Use:   "eval [flags] [FILE|-]",
		Short: "Run a file of REPL cells in a backend, with the host API available",
		Long: `eval runs FILE (or standard input) as successive cells of one REPL session,
split on lines "# %%" (Python) or "// %%" (Go), and prints what the program
prints. llm_query and rlm_query are answered by --model (--model mock works
offline). The exit status is 1 when a cell raised, timed out or crashed.`,
		Example: `  rlm eval --backend gpython --context big.txt cells.py
  rlm eval --backend go --model mock cells.go`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			switch {
			case opts.EvalTimeout <= 0:
				return cli.Usagef("--eval-timeout must be positive, got %s", opts.EvalTimeout)
			case opts.MaxDepth < 1:
				return cli.Usagef("--max-depth must be at least 1, got %d", opts.MaxDepth)
			}
			src, name, err := readSource(io, args)
			if err != nil {
				return err
			}
			contexts, err := readContexts(IO{InIsTerminal: true}, contextFiles)
			if err != nil {
				return err
			}
			if len(contexts) == 0 {
				contexts = []string{""}
			}
			backend, err := cli.OpenBackendFlag("--backend", backendName, python)
			if err != nil {
				return err
			}
			if endpoint.Model == "" && llm.ConfigFromEnv(io.Getenv).Model == "" {
				endpoint.Model = cli.MockModel
			}
			ep, err := endpoint.Open(ctx, io.Getenv)
			if err != nil {
				return err
			}
			defer ep.Close()
			engine, err := loop.New(ep.Client, loop.Config{Model: ep.Model, SubModel: ep.SubModel,
				Backend: backend, CellTimeout: opts.EvalTimeout, MaxDepth: opts.MaxDepth})
			if err != nil {
				return err
			}
			sess, err := backend.NewSession(ctx, eval.SessionConfig{Contexts: contexts, Host: engine.Host(), CellTimeout: opts.EvalTimeout})
			if err != nil {
				return fmt.Errorf("start %s: %w", backend.Name(), err)
			}
			defer sess.Close()
			failed := false
			for i, cell := range splitCells(src) {
				res, err := sess.Exec(ctx, cell)
				if err != nil {
					return fmt.Errorf("%s cell %d: %w", name, i+1, err)
				}
				fmt.Fprint(io.Out, res.Stdout)
				fmt.Fprint(io.Err, res.Stderr)
				if res.Error != "" {
					failed = true
					fmt.Fprintf(io.Err, "%s cell %d: %s\n", name, i+1, strings.TrimRight(res.Error, "\n"))
				}
				if res.Final != nil {
					fmt.Fprintf(io.Err, "final answer (%s): %s\n", res.Final.Source, res.Final.Answer)
				}
			}
			if failed {
				return exitError{exitNoAnswer}
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&backendName, "backend", "auto", "backend: auto, python, gpython, go")
	f.StringVar(&python, "python", "", "python3 interpreter for --backend python")
	f.StringArrayVarP(&contextFiles, "context", "c", nil, "file bound to context (repeatable: context_0, context_1, ...)")
	f.DurationVar(&opts.EvalTimeout, "eval-timeout", 60e9, "limit for one cell")
	f.IntVar(&opts.MaxDepth, "max-depth", 1, "depth for rlm_query from the cells")
	endpoint.Bind(f)
	return cmd
}

func readSource(io IO, args []string) (string, string, error) {
	if len(args) == 0 || args[0] == "-" {
		b, err := readAll(io.In)
		if err != nil {
			return "", "", cli.Usagef("read standard input: %v", err)
		}
		return string(b), "<stdin>", nil
	}
	b, err := os.ReadFile(args[0])
	if err != nil {
		return "", "", cli.Usagef("cannot read cells: %v", err)
	}
	return string(b), args[0], nil
}

// splitCells cuts a source file at "# %%" / "// %%" lines, dropping cells
// that hold only whitespace.
func splitCells(src string) []string {
	var cells []string
	for _, c := range cellSep.Split(src, -1) {
		if strings.TrimSpace(c) != "" {
			cells = append(cells, c)
		}
	}
	return cells
}
