package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/rlm-go/rlm/internal/inputs"
	"io"
	"strings"
	"sync"

	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/internal/cli"
	"github.com/rlm-go/rlm/internal/engineflags"
	"github.com/rlm-go/rlm/loop"
	"github.com/spf13/cobra"
)

type queryOptions struct {
	IO
	// Engine holds the engine flags, shared with chat, serve and eval.
	Engine       *engineflags.Engine
	ContextFiles []string
	JSON         bool
	Trace        string
	Quiet        bool
	DataDir      string
	NoStore      bool
	Web          bool
	WebAddr      string

	webURL string      // where --web serves, once openSinks started it
	status *statusLine // progress on a terminal, once openSinks made it
}

// working shows the status line, if any, until the returned func is
// called: before an answer is printed.
func (o *queryOptions) working() func() {
	if o.status == nil {
		return func() {}
	}
	o.status.Start()
	return o.status.Stop
}

func newQueryCmd(io IO) *cobra.Command {
	opts := &queryOptions{IO: io, Engine: engineflags.New()}
	cmd := &cobra.Command{
		Use:   "rlm [flags] QUERY",
		Short: "Answer a question over a large input with a Recursive Language Model",
		Long: `rlm answers QUERY over the input given with --context (repeatable) or on
standard input. The input never enters the model's context window: it sits in
a REPL variable the model inspects with code, handing pieces to sub-models.

The answer goes to standard output, progress to standard error.
Exit status: 0 with an answer, 1 without one, 2 on bad usage or input
(a question with no input among them), 130 when interrupted.

` + engineflags.EnvironmentHelp("--system-prompt", "runs are recorded under $XDG_STATE_HOME/rlm/runs (--data-dir)"),
		Example: `  rlm --model mock "What is the magic number?" < big.txt
  rlm --base-url http://127.0.0.1:8000/v1 --model qwen3 --context book.txt "Who is the narrator?"
  RLM_API_KEY=... rlm --model gpt-5 --sub-model gpt-5-mini --context a.txt --context b.txt --json "Compare them"`,
		Args: func(cmd *cobra.Command, args []string) error {
			// With nothing to read, a first word close to a subcommand
			// is a typo of it, not a question (rlm chta, rlm version).
			if words := strings.Fields(strings.Join(args, " ")); len(words) == 1 && !hasContext(opts) {
				if s := cli.Suggest(cmd.Root(), words[0]); s != "" {
					return cli.Usagef("unknown command %q; did you mean %s? (a question needs an input: pass -c FILE or pipe input)", args[0], s)
				}
			}
			if len(args) != 1 {
				return cli.Usagef("want exactly one QUERY argument, got %d (quote the question)", len(args))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			return runQuery(cmd, opts, args[0])
		},
	}
	f := cmd.Flags()
	bindEngineFlags(f, opts)
	opts.Engine.Bind(f, engineflags.RunBudget)
	f.StringArrayVarP(&opts.ContextFiles, "context", "c", nil, "input file (repeatable; - for standard input); default: standard input when it is not a terminal")
	f.BoolVar(&opts.JSON, "json", false, `print {"answer","run_id","iterations","usage","cost_usd","duration_ms",...} instead of the answer`)
	return cmd
}

func runQuery(cmd *cobra.Command, opts *queryOptions, query string) error {
	ctx := cmd.Context()
	if strings.TrimSpace(query) == "" {
		return cli.Usagef("QUERY is empty")
	}
	if err := opts.Engine.Check(); err != nil {
		return err
	}
	contexts, err := readContexts(opts.IO, opts.Engine.Inputs(), opts.ContextFiles)
	if err != nil {
		return err
	}
	bus := event.NewBus()
	engine, ep, err := openEngine(ctx, opts, bus)
	if err != nil {
		return err
	}
	defer ep.Close()
	if !hasContext(opts) {
		// Checked after the endpoint so that a missing model is named
		// first: both must be fixed, and the model is the larger step.
		return cli.Usagef("no context: pass -c FILE or pipe input (rlm answers a question over an input; see rlm --help)")
	}
	closeSinks, err := openSinks(ctx, opts, bus)
	if err != nil {
		return err
	}
	defer closeSinks()
	idle := opts.working()
	res, runErr := engine.Run(ctx, query, contexts)
	idle()
	err = reportQuery(opts, ep, res, runErr)
	if opts.webURL != "" && ctx.Err() == nil {
		// The page would lose its server with the process: keep it up,
		// showing the finished run, until the user is done with it.
		fmt.Fprintf(opts.Err, "rlm: the run is over; its view stays at %s until you press Ctrl-C\n", opts.webURL)
		<-ctx.Done()
	}
	return err
}

// reportQuery prints the answer (or --json) and maps the run's outcome to
// the command's error.
func reportQuery(opts *queryOptions, ep *engineflags.Opened, res loop.Result, runErr error) error {
	if opts.JSON {
		out := map[string]any{
			"answer": res.Answer, "run_id": res.RunID, "iterations": res.Iterations, "usage": res.Usage,
			"usage_by_model": res.UsageByModel, "usage_by_depth": res.UsageByDepth, "sub_calls": res.SubCalls,
			"cost_usd": res.Usage.CostUSD, "duration_ms": res.Duration.Milliseconds(),
			"backend": res.Backend, "backend_version": res.BackendVersion, "failed": res.Failed,
			"dispatches": res.Dispatches, "assessments_total": res.AssessmentsTotal,
			"assessments_satisfied": res.AssessmentsSatisfied,
		}
		if iso, ok := ep.Isolation(); ok {
			iso.Shown().Into(out)
		}
		if res.Usage.Estimated {
			out["usage_estimated"] = true // some server sent no usage: tokens counted as characters/4
		}
		if res.Usage.CostEstimated {
			out["cost_estimated"] = true
		}
		if runErr != nil {
			out["error"] = runErr.Error()
		}
		if res.BudgetExhausted != "" {
			out["budget_exhausted"] = res.BudgetExhausted
		}
		enc := json.NewEncoder(opts.Out)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			return err
		}
	} else if res.Answer != "" && !res.Failed {
		fmt.Fprintln(opts.Out, res.Answer)
	}
	var be *loop.BudgetError
	if res.BudgetExhausted != "" && !errors.As(runErr, &be) {
		// A soft budget (sub_calls, iterations) let the run go on.
		fmt.Fprintf(opts.Err, "rlm: the %s budget was exhausted; the run went on without it\n", res.BudgetExhausted)
	}
	if runErr != nil {
		if errors.As(runErr, &be) && res.Answer != "" {
			fmt.Fprintln(opts.Err, "rlm: stopped early, the answer above is partial:", runErr)
			return exitError{exitNoAnswer}
		}
		return runErr
	}
	if res.Failed {
		fmt.Fprintln(opts.Err, "rlm: the model gave up (fail):", res.Answer)
		return exitError{exitNoAnswer}
	}
	return nil
}

// hasContext reports whether the query has an input: a --context file or
// standard input that is not a terminal.
func hasContext(opts *queryOptions) bool {
	return len(opts.ContextFiles) > 0 || (opts.In != nil && !opts.InIsTerminal)
}

// readContexts reads --context files, or standard input when no file is
// named and it is not a terminal.
func readContexts(io IO, set *inputs.Set, files []string) ([]string, error) {
	if len(files) == 0 {
		if io.InIsTerminal || io.In == nil {
			return nil, nil
		}
		files = []string{"-"}
	}
	var out []string
	stdinUsed := false
	for _, f := range files {
		var s string
		var err error
		if f == "-" {
			if stdinUsed {
				return nil, cli.Usagef("--context -: standard input named twice")
			}
			stdinUsed = true
			s, err = set.Spool("standard input", io.In)
		} else {
			s, err = set.Load(f)
		}
		if err != nil {
			return nil, cli.Usagef("cannot read context %s: %v", f, err)
		}
		if why := inputs.Oddity(s); why != "" && io.Err != nil {
			name := f
			if f == "-" {
				name = "standard input"
			}
			fmt.Fprintf(io.Err, "rlm: warning: context %s %s\n", name, why)
		}
		out = append(out, s)
	}
	return out, nil
}

func readAll(r io.Reader) ([]byte, error) { return io.ReadAll(r) }

func secretsOf(opts *queryOptions) []string {
	return []string{opts.Engine.Endpoint.APIKey, opts.Getenv("RLM_API_KEY"), opts.Getenv("OPENAI_API_KEY")}
}

func firstNonEmpty(s ...string) string {
	for _, x := range s {
		if x != "" {
			return x
		}
	}
	return ""
}

// progress prints one short line per notable event.
type progress struct {
	mu sync.Mutex
	w  io.Writer
}

func newProgress(w io.Writer) *progress { return &progress{w: w} }

func (p *progress) Emit(e event.Event) {
	indent := strings.Repeat("  ", e.Depth)
	var line string
	switch d := event.Typed(e).(type) {
	case event.LLMStopData:
		if d.Error != "" {
			line = fmt.Sprintf("model call failed: %v", d.Error)
			break
		}
		if d.CallDepth != e.Depth {
			return // sub-calls are summarized by subcall.stop
		}
		line = fmt.Sprintf("iteration %d: model %v %vms, %v→%v tokens", e.Iteration, d.Model,
			d.DurationMS, d.InputTokens, d.OutputTokens)
	case event.EvalStopData:
		var dur any = d.DurationMS
		if d.Status == event.EvalStatusSessionError {
			dur = nil // a failed session reports no duration: printed "<nil>" as ever
		}
		line = fmt.Sprintf("iteration %d: code block %v %v in %vms", e.Iteration, d.Block+1, d.Status, dur)
	case event.ToolStopData:
		line = fmt.Sprintf("iteration %d: tool %s %s in %dms", e.Iteration, d.Name, d.Status, d.DurationMS)
	case event.SubcallStartData:
		if d.Kind != event.SubcallRLMQuery {
			return
		}
		line = fmt.Sprintf("child agent %v started", d.ChildAgent)
	case event.AgentEndData:
		line = fmt.Sprintf("agent %s done: %v", e.AgentID, d.Status)
	case event.NudgeData, event.BudgetExceededData:
		line = fmt.Sprintf("%s %s", e.Kind, dataText(e))
	default:
		return
	}
	p.mu.Lock()
	fmt.Fprintf(p.w, "%s[%s] %s\n", indent, e.AgentID, line)
	p.mu.Unlock()
}

// dataText shows an event's data as these lines always have, in the form
// fmt gives a map: map[key:value ...].
func dataText(e event.Event) string {
	fields := map[string]any{}
	if e.Data != nil {
		b, err := json.Marshal(e.Data)
		if err != nil {
			return err.Error()
		}
		dec := json.NewDecoder(bytes.NewReader(b))
		dec.UseNumber()
		if err := dec.Decode(&fields); err != nil {
			return err.Error()
		}
	}
	return fmt.Sprint(fields)
}
