package engineflags

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/eval/backends"
	"github.com/rlm-go/rlm/internal/cli"
	"github.com/rlm-go/rlm/internal/inputs"
	"github.com/rlm-go/rlm/internal/shell"
	"github.com/rlm-go/rlm/limiter"
	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/llm/endpoint"
	"github.com/rlm-go/rlm/loop"
	"github.com/rlm-go/rlm/prompts"
)

// Check refuses values the engine would silently replace with its defaults
// (0 and negative limits), so what runs is what was asked for. Every error
// is a *cli.UsageError naming the flag.
func (e *Engine) Check() error {
	b := e.Budget
	switch {
	case e.MaxIterations < 1:
		return cli.Usagef("--max-iterations must be at least 1, got %d", e.MaxIterations)
	case e.MaxDepth < 1:
		return cli.Usagef("--max-depth must be at least 1, got %d", e.MaxDepth)
	case e.EvalTimeout <= 0:
		return cli.Usagef("--eval-timeout must be positive, got %s", e.EvalTimeout)
	case e.MaxConcurrentSubcalls < 1:
		return cli.Usagef("--max-concurrent-subcalls must be at least 1, got %d", e.MaxConcurrentSubcalls)
	case b.MaxWallClock < 0:
		return cli.Usagef("%s must not be negative, got %s", e.timeoutFlag, b.MaxWallClock)
	case b.MaxSubCalls < 0 || b.MaxTokens < 0 || b.MaxCostUSD < 0:
		return cli.Usagef("--max-sub-calls, --max-tokens and --max-cost must not be negative")
	case b.MaxCostUSD > 0 && e.Endpoint.PricesFile == "" && e.Endpoint.Prices == nil:
		return cli.Usagef("--max-cost needs --prices FILE: without a price table every call costs $0 and the limit never applies")
	case b.MaxConsecutiveErr < 0:
		return cli.Usagef("--max-consecutive-errors must not be negative, got %d", b.MaxConsecutiveErr)
	case e.Endpoint.MaxRetryWait <= 0:
		return cli.Usagef("--max-retry-wait must be positive, got %s", e.Endpoint.MaxRetryWait)
	}
	if err := llm.CheckReasoningEffort(e.Endpoint.ReasoningEffort); err != nil {
		return cli.Usagef("--reasoning-effort %v", err)
	}
	if _, err := LoopStrategy(e.Strategy); err != nil {
		return err
	}
	return e.checkAgents()
}

func (e *Engine) checkAgents() error {
	switch {
	case e.ReadOnly && e.Workspace == "":
		return cli.Usagef("--read-only needs --workspace DIR")
	case e.MaxConcurrentAgents < 0:
		return cli.Usagef("--max-concurrent-agents must be 0 or more, got %d", e.MaxConcurrentAgents)
	case e.AssessmentSampleRate < 0 || e.AssessmentSampleRate > 1:
		return cli.Usagef("--assessment-sample-rate must be within 0..1, got %v", e.AssessmentSampleRate)
	case e.CompactAt == 0 || e.CompactAt > 1:
		return cli.Usagef("--compact-at must be within (0, 1], or negative to disable, got %v", e.CompactAt)
	case e.ContextWindow <= 0:
		return cli.Usagef("--context-window must be positive, got %d", e.ContextWindow)
	}
	if e.Workspace != "" {
		if st, err := os.Stat(e.Workspace); err != nil || !st.IsDir() {
			return cli.Usagef("--workspace %s: not a directory", e.Workspace)
		}
	}
	return nil
}

// Opened is an engine's parts, ready: the endpoint (its client, resolved
// models, the mock server when one runs) and the configuration loop.New
// takes with Endpoint.Client. Close it when done.
type Opened struct {
	Endpoint *endpoint.Opened
	Config   loop.Config
}

// Close stops the in-process mock server, if any, and closes the backend
// when it holds processes of its own (a warm pool of workers, CPython's
// fork server), so none outlive the command.
func (o *Opened) Close() {
	if c, ok := o.Config.Backend.(io.Closer); ok {
		c.Close()
	}
	o.Endpoint.Close()
}

// Open is the one place settings become an engine configuration: it checks
// them, loads the system prompt, opens the eval backend and the endpoint
// (over getenv's RLM_* and OPENAI_* variables), and fills loop.Config.
// Errors the user must fix are *cli.UsageError.
func (e *Engine) Open(ctx context.Context, getenv func(string) string) (*Opened, error) {
	if err := e.Check(); err != nil {
		return nil, err
	}
	cfg := loop.Config{
		MaxIterations: e.MaxIterations, MaxDepth: e.MaxDepth, CellTimeout: e.EvalTimeout, Budget: e.Budget,
		MaxConcurrentSubcalls: e.MaxConcurrentSubcalls,
		Workspace:             loop.Workspace{Dir: e.Workspace, ReadOnly: e.ReadOnly},
		AssessmentSampleRate:  e.AssessmentSampleRate, CompactAt: e.CompactAt, ContextWindowTokens: e.ContextWindow,
	}
	system, err := e.systemPrompt(getenv)
	if err != nil {
		return nil, err
	}
	cfg.SystemPrompt = system
	cfg.Strategy, _ = LoopStrategy(e.Strategy)
	if e.MaxConcurrentAgents > 0 {
		lim, err := limiter.New(e.MaxConcurrentAgents)
		if err != nil {
			return nil, &cli.UsageError{Err: err}
		}
		cfg.Limiter = lim
	}
	// The tools strategy runs no code: its REPL children (rlm_subquery
	// with use_repl) are refused with a message instead.
	if !e.SkipBackend && cfg.Strategy != loop.StrategyTools {
		if cfg.Backend, err = OpenBackend(e.evalFlag, e.Eval, e.BackendOptions()); err != nil {
			return nil, err
		}
		if e.Workspace != "" {
			cfg.Workspace.Shell, cfg.Workspace.ShellOff = workspaceShell(cfg.Backend, cfg.Workspace)
		}
	}
	settings := e.Endpoint
	if settings.OnWait == nil {
		stderr := e.Stderr
		if stderr == nil {
			stderr = os.Stderr
		}
		// A long wait between attempts is otherwise silence: say what is
		// awaited and why, as each one starts.
		settings.OnWait = func(w llm.Wait) { fmt.Fprintf(stderr, "rlm: %s\n", w) }
	}
	ep, err := settings.Open(ctx, getenv)
	if err != nil {
		if endpoint.IsSettings(err) {
			return nil, &cli.UsageError{Err: err}
		}
		return nil, err
	}
	cfg.Model, cfg.SubModel = ep.Model, ep.SubModel
	return &Opened{Endpoint: ep, Config: cfg}, nil
}

// systemPrompt is the prompt text, the prompt file's, or "" for the
// built-in prompt of the backend's language.
func (e *Engine) systemPrompt(getenv func(string) string) (string, error) {
	if e.SystemPrompt != "" {
		return e.SystemPrompt, nil
	}
	path := e.SystemPromptFile
	if path == "" && e.promptFromEnv {
		path = getenv("RLM_SYSTEM_PROMPT_PATH")
	}
	if path == "" {
		return "", nil
	}
	v, err := prompts.LoadVariant(path)
	if err != nil {
		return "", &cli.UsageError{Err: err}
	}
	return v.Text, nil
}

// NewLoop opens the engine and builds it with loop.New; the caller closes
// the returned Opened.
func (e *Engine) NewLoop(ctx context.Context, getenv func(string) string, configure func(*loop.Config)) (*loop.Engine, *Opened, error) {
	o, err := e.Open(ctx, getenv)
	if err != nil {
		return nil, nil, err
	}
	if configure != nil {
		configure(&o.Config)
	}
	eng, err := loop.New(o.Endpoint.Client, o.Config)
	if err != nil {
		o.Close()
		return nil, nil, &cli.UsageError{Err: err}
	}
	return eng, o, nil
}

// workspaceShell is the shell that serves bash in workspace mode, or nil
// and why there is none: bash runs only where the backend's sessions are
// sandboxed, so --sandbox off and --in-process turn it off as well.
func workspaceShell(b eval.Backend, ws loop.Workspace) (loop.Shell, string) {
	iso := backends.Describe(b)
	if !iso.Sandbox.Enforced() {
		return nil, "sessions are not sandboxed: " + iso.Sandbox.String()
	}
	sh, err := shell.New(shell.Options{Dir: ws.Dir, ReadOnly: ws.ReadOnly})
	if err != nil {
		return nil, err.Error()
	}
	return sh, ""
}

// OpenBackend opens the eval backend a flag names through the registry
// (eval/backends); a name the registry does not know is a usage error, so it
// exits with status 2 and the message names the flag the user typed.
func OpenBackend(flag, name string, opts eval.OpenOptions) (eval.Backend, error) {
	b, err := backends.Open(flag, name, opts)
	var fe *backends.FlagError
	if errors.As(err, &fe) {
		return nil, &cli.UsageError{Err: err}
	}
	return b, err
}

// BackendOptions are the backend settings the flags hold.
func (e *Engine) BackendOptions() eval.OpenOptions {
	return eval.OpenOptions{PythonPath: e.Python, InProcess: e.InProcess, Sandbox: e.Sandbox,
		MemoryLimit: e.MemoryLimit, ContextFile: e.Inputs().File}
}

// Inputs is where the command loads its contexts: mapped, not copied, and
// capped at --max-context-bytes. Its files are what the backend's worker
// processes map too.
func (e *Engine) Inputs() *inputs.Set {
	if e.inputs == nil {
		e.inputs = inputs.NewSet(e.MaxContextBytes)
	}
	return e.inputs
}

// Isolation says how the opened backend keeps model code away from the
// engine and the machine; ok is false when no backend was opened (a
// direct-method run).
func (o *Opened) Isolation() (iso backends.Isolation, ok bool) {
	if o == nil || o.Config.Backend == nil {
		return backends.Isolation{}, false
	}
	return backends.Describe(o.Config.Backend), true
}

// WarnUnconfined writes, for a backend whose sessions run without a
// sandbox, the start-up line that says so: an unconfined run is never
// silent.
func (o *Opened) WarnUnconfined(w io.Writer, prog string) {
	if iso, ok := o.Isolation(); ok && !iso.Sandbox.Enforced() {
		fmt.Fprintf(w, "%s: sandbox: none (%s): model code runs with your user's access to files and network\n", prog, iso.Sandbox.Reason)
	}
}
