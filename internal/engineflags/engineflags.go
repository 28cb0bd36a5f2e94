// Package engineflags declares the flags that shape an RLM engine once, for
// every command that builds one (rlm, rlm chat, rlm serve, rlm eval,
// rlm-bench run and optimize), checks them once, and turns them into the
// engine's configuration in one function, Open. The rlm package fills the
// same Engine from its Options, so a Go program and the commands build an
// engine the same way.
package engineflags

import (
	"io"
	"time"

	"github.com/spf13/pflag"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/eval/backends"
	"github.com/rlm-go/rlm/internal/cli"
	"github.com/rlm-go/rlm/internal/inputs"
	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/llm/endpoint"
	"github.com/rlm-go/rlm/loop"
)

// Group selects the flags a command binds, like cmd/go's shared flag
// groups.
type Group uint

const (
	// Endpoint: --base-url, --api-key, --model, --sub-model, --retries,
	// --request-timeout, --max-retry-wait, --reasoning-effort, --prices,
	// --stream, --mock-script.
	Endpoint Group = 1 << iota
	// Backend: --eval, --python.
	Backend
	// SystemPrompt: --system-prompt (falling back to RLM_SYSTEM_PROMPT_PATH).
	SystemPrompt
	// Iterations: --max-iterations.
	Iterations
	// Depth: --max-depth.
	Depth
	// CellTimeout: --eval-timeout.
	CellTimeout
	// Timeout: --timeout, the wall clock of a run (or of one chat message).
	Timeout
	// RunBudget: --max-sub-calls, --max-tokens, --max-cost for a whole run.
	RunBudget
	// TaskBudget: the same per benchmark task, with --task-timeout.
	TaskBudget
	// Subcalls: --max-concurrent-subcalls.
	Subcalls
	// Agents: --workspace, --read-only, --max-concurrent-agents,
	// --assessment-sample-rate, --compact-at, --context-window,
	// --max-consecutive-errors.
	Agents
	// Strategy: --strategy, how agents explore their inputs (repl or
	// tools).
	Strategy

	// Limits are the per-agent limits every engine command binds.
	Limits = Iterations | Depth | CellTimeout | Subcalls
)

// EvalHelp is the --eval help text, generated from the backend registry.
func EvalHelp() string { return backends.Help() }

// Engine is everything an engine is built from. New fills the defaults;
// flags bound with Bind overwrite the fields they name.
type Engine struct {
	Endpoint endpoint.Endpoint
	// Eval names the REPL backend (see EvalHelp); Python is the interpreter
	// for the CPython backend (default: python3 on PATH).
	Eval, Python string
	// InProcess runs embedded interpreters inside the engine's process
	// instead of worker processes; Sandbox is auto, on or off; MemoryLimit
	// is each session's limit in bytes (0: the backend's default).
	InProcess   bool
	Sandbox     string
	MemoryLimit int64
	// MaxContextBytes caps each input read from a file or standard input.
	MaxContextBytes int64
	// SystemPromptFile is a prompt file replacing the built-in prompt;
	// SystemPrompt, the prompt's text, wins over it.
	SystemPromptFile string
	SystemPrompt     string
	MaxIterations    int
	MaxDepth         int
	EvalTimeout      time.Duration
	// MaxConcurrentSubcalls bounds the sub-calls of one batch
	// (llm_query_batched, rlm_query_batched) running at once.
	MaxConcurrentSubcalls int
	Budget                loop.Budget
	// Strategy is StrategyREPL (the default) or StrategyTools; a tools run
	// opens no REPL backend.
	Strategy string

	Workspace            string
	ReadOnly             bool
	MaxConcurrentAgents  int // 0: no cap
	AssessmentSampleRate float64
	CompactAt            float64 // negative: never compact
	ContextWindow        int

	// SkipBackend leaves Opened.Config.Backend nil, for runs with no REPL
	// (rlm-bench --method direct).
	SkipBackend bool
	// Stderr hears of long waits between a model call's attempts, unless
	// Endpoint.OnWait is set (nil: os.Stderr).
	Stderr io.Writer

	inputs        *inputs.Set // made by Inputs, once the flags are parsed
	evalFlag      string      // the flag naming the backend: --eval, or rlm eval's --backend
	timeoutFlag   string      // --timeout or --task-timeout
	promptFromEnv bool        // --system-prompt is bound: RLM_SYSTEM_PROMPT_PATH applies
}

// New returns an Engine holding the defaults (loop's and llm's).
func New() *Engine {
	return &Engine{
		Endpoint:              endpoint.Endpoint{Retries: llm.DefaultRetries, RequestTimeout: llm.DefaultRequestTimeout, MaxRetryWait: llm.DefaultMaxRetryWait},
		Eval:                  "auto",
		Sandbox:               eval.SandboxAuto,
		MaxContextBytes:       DefaultMaxContextBytes,
		MaxIterations:         loop.DefaultMaxIterations,
		MaxDepth:              loop.DefaultMaxDepth,
		EvalTimeout:           loop.DefaultCellTimeout,
		MaxConcurrentSubcalls: loop.DefaultMaxConcurrentSubcalls,
		MaxConcurrentAgents:   loop.DefaultMaxConcurrentAgents,
		CompactAt:             loop.DefaultCompactAt,
		ContextWindow:         loop.DefaultContextWindowTokens,
		Strategy:              StrategyREPL,
		evalFlag:              "--eval",
		timeoutFlag:           "--timeout",
	}
}

// Bind registers the flags of groups on fs, with the defaults in e.
func (e *Engine) Bind(fs *pflag.FlagSet, groups Group) {
	if groups&Endpoint != 0 {
		e.bindEndpoint(fs)
	}
	if groups&Backend != 0 {
		e.BindBackend(fs, "eval")
	}
	if groups&SystemPrompt != 0 {
		e.ReadSystemPromptEnv()
		fs.StringVar(&e.SystemPromptFile, "system-prompt", e.SystemPromptFile, "system prompt file replacing the built-in one (env RLM_SYSTEM_PROMPT_PATH)")
	}
	if groups&Iterations != 0 {
		fs.IntVar(&e.MaxIterations, "max-iterations", e.MaxIterations, "model turns per agent before it must answer")
	}
	if groups&Depth != 0 {
		fs.IntVar(&e.MaxDepth, "max-depth", e.MaxDepth, "recursion depth: 1 makes rlm_query a plain sub-model call; 2 lets it start child RLMs")
	}
	if groups&CellTimeout != 0 {
		fs.DurationVar(&e.EvalTimeout, "eval-timeout", e.EvalTimeout, "limit for one code cell")
	}
	if groups&Subcalls != 0 {
		fs.IntVar(&e.MaxConcurrentSubcalls, "max-concurrent-subcalls", e.MaxConcurrentSubcalls, "sub-calls of one llm_query_batched/rlm_query_batched running at once, per agent")
	}
	if groups&Timeout != 0 {
		fs.DurationVar(&e.Budget.MaxWallClock, "timeout", e.Budget.MaxWallClock, "limit for the whole run, or for one chat message (0: none)")
	}
	if groups&RunBudget != 0 {
		fs.IntVar(&e.Budget.MaxSubCalls, "max-sub-calls", e.Budget.MaxSubCalls, "limit on llm_query/rlm_query calls in the whole run (0: none)")
		fs.Int64Var(&e.Budget.MaxTokens, "max-tokens", e.Budget.MaxTokens, "limit on tokens in the whole run (0: none)")
		fs.Float64Var(&e.Budget.MaxCostUSD, "max-cost", e.Budget.MaxCostUSD, "limit on cost in USD in the whole run, with --prices (0: none)")
	}
	if groups&TaskBudget != 0 {
		e.timeoutFlag = "--task-timeout"
		fs.IntVar(&e.Budget.MaxSubCalls, "max-sub-calls", e.Budget.MaxSubCalls, "per task (rlm): sub-calls at most; 0 = no limit")
		fs.Int64Var(&e.Budget.MaxTokens, "max-tokens", e.Budget.MaxTokens, "per task (rlm): input plus output tokens at most; 0 = no limit")
		fs.Float64Var(&e.Budget.MaxCostUSD, "max-cost", e.Budget.MaxCostUSD, "per task (rlm): USD at most (needs --prices); 0 = no limit")
		fs.DurationVar(&e.Budget.MaxWallClock, "task-timeout", e.Budget.MaxWallClock, "per task (rlm): wall clock at most, e.g. 10m; 0 = no limit")
	}
	if groups&Agents != 0 {
		e.bindAgents(fs)
	}
	if groups&Strategy != 0 {
		fs.StringVar(&e.Strategy, "strategy", e.Strategy, "how agents explore their input: repl (the model writes code a REPL runs) or tools (typed tool calls: search, chunk, read, sub-queries; no code, no REPL)")
	}
}

// The --strategy values.
const (
	StrategyREPL  = "repl"
	StrategyTools = "tools"
)

// LoopStrategy is the engine's strategy for a --strategy value.
func LoopStrategy(name string) (loop.Strategy, error) {
	switch name {
	case StrategyREPL, "":
		return loop.StrategyREPL, nil
	case StrategyTools:
		return loop.StrategyTools, nil
	}
	return 0, cli.Usagef("--strategy %q: want %s or %s", name, StrategyREPL, StrategyTools)
}

func (e *Engine) bindEndpoint(fs *pflag.FlagSet) {
	p := &e.Endpoint
	fs.StringVar(&p.BaseURL, "base-url", p.BaseURL, "OpenAI-compatible endpoint root, e.g. https://api.openai.com/v1 (env RLM_BASE_URL, OPENAI_BASE_URL)")
	fs.StringVar(&p.APIKey, "api-key", p.APIKey, "API key (env RLM_API_KEY, OPENAI_API_KEY); prefer the environment")
	fs.StringVarP(&p.Model, "model", "m", p.Model, `root model (env RLM_MODEL); "mock" runs the built-in dry-run mock server`)
	fs.StringVar(&p.SubModel, "sub-model", p.SubModel, "model for llm_query and child agents (env RLM_SUB_MODEL; default: --model)")
	fs.IntVar(&p.Retries, "retries", p.Retries, "retries per model call on 429, 5xx, timeouts and connection errors")
	fs.DurationVar(&p.RequestTimeout, "request-timeout", p.RequestTimeout, "timeout of one HTTP attempt")
	fs.DurationVar(&p.MaxRetryWait, "max-retry-wait", p.MaxRetryWait, "longest wait before a retry, a server's Retry-After included; waits over 5s are reported on stderr")
	fs.StringVar(&p.ReasoningEffort, "reasoning-effort", p.ReasoningEffort, "reasoning_effort sent to reasoning models: none, minimal, low, medium, high or xhigh (default: the server's)")
	fs.StringVar(&p.PricesFile, "prices", p.PricesFile, `price table JSON {"model": {"input_per_mtok": 2.5, "output_per_mtok": 10}} for cost in USD`)
	fs.BoolVar(&p.Stream, "stream", p.Stream, "stream replies (server-sent events)")
	fs.StringVar(&p.MockScript, "mock-script", p.MockScript, `with --model mock: serve replies from this script instead of the dry-run policy`)
}

// BindBackend registers the backend flag under name (rlm eval calls it
// --backend) and --python.
func (e *Engine) BindBackend(fs *pflag.FlagSet, name string) {
	e.evalFlag = "--" + name
	fs.StringVar(&e.Eval, name, e.Eval, EvalHelp())
	fs.StringVar(&e.Python, "python", e.Python, "python3 interpreter for "+e.evalFlag+" python (default: python3 on PATH)")
	fs.BoolVar(&e.InProcess, "in-process", e.InProcess, "run gpython and go sessions inside this process instead of supervised worker processes:\n"+
		"faster to start, but model code that overflows the stack or exhausts memory ends the whole run, and there is no sandbox")
	fs.StringVar(&e.Sandbox, "sandbox", e.Sandbox, "confine every session (no network, no user files, OS-enforced limits): auto (where the platform can), on (refuse to run without), off")
	fs.Var(byteSize{&e.MemoryLimit}, "memory-limit", "memory per session, e.g. 512MiB or 2GiB (default 1GiB; a CPython session gets twice its inputs on top, to build its str)")
	fs.Var(byteSize{&e.MaxContextBytes}, "max-context-bytes", "largest input accepted from a file or standard input, e.g. 10GiB")
}

// NameBackendFlag makes errors about the backend name the flag the user
// typed (rlm eval's deprecated --backend).
func (e *Engine) NameBackendFlag(name string) { e.evalFlag = "--" + name }

func (e *Engine) bindAgents(fs *pflag.FlagSet) {
	fs.StringVar(&e.Workspace, "workspace", e.Workspace, "give code ls/read_file/create_file/edit_file, rg/find_files and a sandboxed bash confined to this directory")
	fs.BoolVar(&e.ReadOnly, "read-only", e.ReadOnly, "with --workspace: refuse create_file and edit_file, and mount the workspace read-only for bash")
	fs.IntVar(&e.MaxConcurrentAgents, "max-concurrent-agents", e.MaxConcurrentAgents, "agents (root and children) running at once; 0: no limit")
	fs.Float64Var(&e.AssessmentSampleRate, "assessment-sample-rate", e.AssessmentSampleRate, "share (0..1) of lm_query children held to assessment gates")
	fs.Float64Var(&e.CompactAt, "compact-at", e.CompactAt, "compact the conversation at this share of --context-window (negative: never)")
	fs.IntVar(&e.ContextWindow, "context-window", e.ContextWindow, "the model's context window in tokens (about characters/4)")
	fs.IntVar(&e.Budget.MaxConsecutiveErr, "max-consecutive-errors", e.Budget.MaxConsecutiveErr, "stop after this many failing code steps in a row (0: no limit)")
}

// ReadSystemPromptEnv makes RLM_SYSTEM_PROMPT_PATH apply to a command that
// does not bind --system-prompt (rlm serve's chat read it before the flags
// were grouped).
func (e *Engine) ReadSystemPromptEnv() { e.promptFromEnv = true }
