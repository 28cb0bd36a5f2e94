// Package eval defines what the engine needs of a REPL, whatever the language:
// a Backend that opens Sessions, a Session that runs cells while keeping its
// variables, and the Host that code calls back into (llm_query, rlm_query,
// async sub-agents, workspace files). Language backends live below it
// (eval/python: gpython embedded; eval/cpython: a python3 subprocess;
// eval/golang: yaegi).
//
// # The host API every language exposes
//
// Python spelling (Go spelling in eval/golang):
//
//	context, context_0..context_N      the inputs (str); context is context_0
//	llm_query(prompt, model=None, schema=None) -> str (or parsed object with schema)
//	llm_query_batched(prompts, model=None) -> [str]  ("[ERROR] ..." per failed prompt)
//	rlm_query(sub_context, query) -> str             child RLM one level deeper
//	rlm_query_batched(pairs) -> [str]                pairs of (sub_context, query)
//	SHOW_VARS() -> str                               names and types of user variables
//	FINAL(x), FINAL_VAR("name")                      set the final answer
//	answer = {"content": ..., "ready": True}         the paper's newer contract
//	final_answer = x | ok(x) | fail(reason)          the seed's contract
//	lm_query(text, model_size="small") -> id         async child (broker)
//	poll_lm_query(id), await_lm_query(id, timeout_ms=None), cancel_lm_query(id)
//	assess_lm_query(id, verdict, reason), assess_dispatch(verdict, reason)
//	grep(pattern, text=None) -> [(line_no, line)], list_bindings()
//	ls(path="."), read_file(path), create_file(path, text), edit_file(path, blocks)
//	bash(command, timeout=None) -> {"output", "exit_code", "timed_out", "truncated"}
//	rg(pattern, path=".", glob=None) -> [(path, line_no, line)]
//	find_files(glob) -> [path], preview(value, n=500) -> str, chunks(text, size) -> [str]
//
// Every host call reaches Go through one primitive, Host.Call(ctx, name, args),
// so adding a function to the API touches the prelude and the loop, never the
// backends' plumbing.
package eval

import (
	"context"
	"errors"
	"time"
)

// Host is what code running in a session can call. Names are the Call*
// constants below; args and results are JSON-shaped values (string, float64,
// int64, bool, nil, []any, map[string]any). An error returned by Call is raised
// in the cell as an exception carrying its message.
type Host interface {
	Call(ctx context.Context, name string, args map[string]any) (any, error)
}

// HostFunc adapts a function to Host.
type HostFunc func(ctx context.Context, name string, args map[string]any) (any, error)

func (f HostFunc) Call(ctx context.Context, name string, args map[string]any) (any, error) {
	return f(ctx, name, args)
}

// Names of host calls. Arguments are named as in the Python signatures above.
const (
	CallLLMQuery        = "llm_query"         // prompt, model?, schema?
	CallLLMQueryBatched = "llm_query_batched" // prompts, model?
	CallRLMQuery        = "rlm_query"         // sub_context, query
	CallRLMQueryBatched = "rlm_query_batched" // pairs: [[sub_context, query], ...]
	CallLMQuery         = "lm_query"          // text, model_size
	CallPollLMQuery     = "poll_lm_query"     // id
	CallAwaitLMQuery    = "await_lm_query"    // id, timeout_ms?
	CallCancelLMQuery   = "cancel_lm_query"   // id
	CallAssessLMQuery   = "assess_lm_query"   // id, verdict, reason
	CallAssessDispatch  = "assess_dispatch"   // verdict, reason
	CallLs              = "ls"                // path
	CallReadFile        = "read_file"         // path
	CallCreateFile      = "create_file"       // path, text
	CallEditFile        = "edit_file"         // path, blocks
	// CallBash runs a shell command in a sandbox over the workspace; the
	// result is {"output": str, "exit_code": int, "timed_out": bool,
	// "truncated": bool}.
	CallBash = "bash" // command, timeout? (seconds)
	// CallRg searches workspace files with ripgrep's defaults; the result
	// is {"matches": [[path, line_no, text], ...], "truncated": bool}.
	CallRg = "rg" // pattern, path?, glob?
	// CallFindFiles lists workspace files by glob; the result is
	// {"files": [path, ...], "truncated": bool}.
	CallFindFiles = "find_files" // glob
)

// ErrUnknownCall is returned by hosts for a name they do not serve.
var ErrUnknownCall = errors.New("unknown host call")

// Backend opens sessions for one language.
type Backend interface {
	// Name is the --eval value that selects the backend ("python", "gpython", "go").
	Name() string
	// Version describes the interpreter, e.g. "CPython 3.11.7" or "gpython v0.2.1-...".
	Version() string
	// Language is the language the model must write and how the engine
	// speaks it (eval.Python(), eval.Go()).
	Language() Language
	NewSession(ctx context.Context, cfg SessionConfig) (Session, error)
}

// SessionConfig is what a new session needs.
type SessionConfig struct {
	// Contexts are the inputs, bound to context_0..N, with context = context_0.
	// Backends must not copy them per session where they can avoid it.
	Contexts []string
	Host     Host
	// CellTimeout bounds one Exec; zero means no limit beyond ctx.
	CellTimeout time.Duration
	// MaxOutput bounds captured stdout and stderr per cell, in bytes; output
	// past it is dropped with a marker. Zero means 1 MiB.
	MaxOutput int
	// MemoryLimit bounds the interpreter's memory in bytes where the backend
	// can enforce it. Zero means the backend's default.
	MemoryLimit int64
	// Workdir is the session's working directory for backends that have a
	// filesystem view (CPython). Empty means a fresh temporary directory.
	Workdir string
}

// Session is one persistent REPL: variables defined by a cell are visible to
// the next.
type Session interface {
	// Exec runs one cell. A cell that raises, times out or is interrupted is
	// not an error: it is reported in Result. An error means the session
	// itself failed (it may be unusable; Close it).
	Exec(ctx context.Context, code string) (Result, error)
	// Close frees the interpreter. Safe to call more than once.
	Close() error
}

// Result is what one cell did.
type Result struct {
	Stdout string `json:"stdout"`
	Stderr string `json:"stderr"`
	// Error is the exception as the language prints it ("NameError: name 'x'
	// is not defined"), empty when the cell ran to the end.
	Error string `json:"error,omitempty"`
	// TimedOut is set when the cell was stopped at its timeout.
	TimedOut bool `json:"timed_out,omitempty"`
	// Restarted is set when the interpreter had to be killed and started
	// again: every variable is gone except the contexts.
	Restarted bool `json:"restarted,omitempty"`
	// Final is set when the cell set a final answer by any contract.
	Final *Final `json:"final,omitempty"`
	// FinalInvalid explains a final_answer value that breaks its contract
	// (it was reset to None); the loop nudges the model with it.
	FinalInvalid string        `json:"final_invalid,omitempty"`
	Duration     time.Duration `json:"duration_ns"`
	// Locals maps the variables after the cell (the model's, context and
	// answer) to short texts for the trace: a string as itself, other
	// values as the language prints them, each cut to a few hundred bytes.
	// Backends that cannot tell leave it nil.
	Locals map[string]string `json:"locals,omitempty"`
}

// Final is a final answer set by code.
type Final struct {
	Answer string `json:"answer"`
	// Failed is set by fail(reason): the agent gives up; Answer holds the reason.
	Failed bool `json:"failed,omitempty"`
	// Source names the contract used: "FINAL", "FINAL_VAR", "answer", "final_answer".
	Source string `json:"source"`
}
