package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/internal/cli"
	"github.com/rlm-go/rlm/internal/engineflags"
	"github.com/rlm-go/rlm/internal/lazyre"
	"github.com/rlm-go/rlm/llm/endpoint"
	"github.com/spf13/cobra"
)

var cellSep = lazyre.New(`(?m)^[ \t]*(#|//)[ \t]*%%.*$`)

// evalOptions are rlm eval's flags.
type evalOptions struct {
	IO
	// Engine holds the engine flags eval shares with the other commands:
	// the endpoint, the backend, --max-depth, --eval-timeout,
	// --workspace and --read-only.
	Engine       *engineflags.Engine
	ContextFiles []string
}

func newEvalCmd(io IO) *cobra.Command {
	opts := &evalOptions{IO: io, Engine: engineflags.New()}
	// Host calls from hand-run cells are not capped, as in a run of
	// their own.
	opts.Engine.MaxConcurrentAgents = 0
	cmd := &cobra.Command{
		Use:   "eval [flags] [FILE|-]",
		Short: "Run a file of REPL cells in a backend, with the host API available",
		Long: `eval runs FILE (or standard input) as successive cells of one REPL session,
split on lines "# %%" (Python) or "// %%" (Go), and prints what the program
prints. Without --eval the language follows the file's extension: .go runs in
the go backend, .py (and standard input) in auto's Python. llm_query and
rlm_query are answered by --model (--model mock works offline). The exit
status is 1 when a cell raised, timed out or crashed.`,
		Example: `  rlm eval --eval gpython --context big.txt cells.py
  rlm eval --model mock cells.go`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if cmd.Flags().Changed("backend") {
				fmt.Fprintln(opts.Err, "rlm eval: --backend is deprecated; use --eval")
				opts.Engine.NameBackendFlag("backend")
			}
			if !cmd.Flags().Changed("eval") && !cmd.Flags().Changed("backend") && len(args) > 0 {
				opts.Engine.Eval = backendForFile(args[0], opts.Engine.Eval)
			}
			return runEval(cmd.Context(), opts, args)
		},
	}
	f := cmd.Flags()
	opts.Engine.BindBackend(f, "eval")
	// --backend was this command's name for --eval: still accepted.
	f.StringVar(&opts.Engine.Eval, "backend", opts.Engine.Eval, "deprecated: --eval")
	_ = f.MarkHidden("backend")
	opts.Engine.Bind(f, engineflags.Endpoint|engineflags.Depth|engineflags.CellTimeout)
	f.StringArrayVarP(&opts.ContextFiles, "context", "c", nil, "file bound to context (repeatable: context_0, context_1, ...)")
	f.StringVar(&opts.Engine.Workspace, "workspace", "", "give cells ls/read_file/create_file/edit_file, rg/find_files and a sandboxed bash confined to this directory")
	f.BoolVar(&opts.Engine.ReadOnly, "read-only", false, "with --workspace: refuse create_file and edit_file, and mount the workspace read-only for bash")
	return cmd
}

func runEval(ctx context.Context, opts *evalOptions, args []string) error {
	if err := opts.Engine.Check(); err != nil {
		return err
	}
	src, name, err := readSource(opts.IO, args)
	if err != nil {
		return err
	}
	contexts, err := readContexts(IO{InIsTerminal: true}, opts.Engine.Inputs(), opts.ContextFiles)
	if err != nil {
		return err
	}
	if len(contexts) == 0 {
		contexts = []string{""}
	}
	if opts.Engine.Endpoint.ModelFrom(opts.Getenv) == "" {
		opts.Engine.Endpoint.Model = endpoint.MockModel
	}
	engine, opened, err := opts.Engine.NewLoop(ctx, opts.Getenv, nil)
	if err != nil {
		return err
	}
	defer opened.Close()
	opened.WarnUnconfined(opts.Err, "rlm eval")
	backend, timeout := opened.Config.Backend, opened.Config.CellTimeout
	sess, err := backend.NewSession(ctx, eval.SessionConfig{Contexts: contexts, Host: engine.Host(), CellTimeout: timeout})
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
		fmt.Fprint(opts.Out, res.Stdout)
		fmt.Fprint(opts.Err, res.Stderr)
		if res.Error != "" {
			failed = true
			fmt.Fprintf(opts.Err, "%s cell %d: %s\n", name, i+1, strings.TrimRight(res.Error, "\n"))
		}
		if res.Final != nil {
			fmt.Fprintf(opts.Err, "final answer (%s): %s\n", res.Final.Source, res.Final.Answer)
		}
	}
	if failed {
		return exitError{exitNoAnswer}
	}
	return nil
}

// backendForFile is the backend a cell file's extension names: go for .go,
// otherwise def (auto picks a Python backend, right for .py).
func backendForFile(path, def string) string {
	if strings.EqualFold(filepath.Ext(path), ".go") {
		return "go"
	}
	return def
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
