package event

// One payload type per Kind. Field names in JSON are the keys the engine
// has always written, declared in sorted order because the data objects on
// disk were written from maps, whose keys encoding/json sorts. Where one
// kind has several emitters that write different key sets, the payload's
// MarshalJSON chooses the set from the values (see shapes.go), so traces,
// run stores and exports keep their bytes.

// AgentStartData opens an agent's run, a session turn, or a task of
// rlm-bench's direct method (Method set: no REPL, no backend). MaxDepth
// and MaxIterations are the engine's limits (absent from traces written
// before they were recorded).
type AgentStartData struct {
	Backend        string `json:"backend"`
	BackendVersion string `json:"backend_version"`
	ContextChars   int    `json:"context_chars"`
	MaxDepth       int    `json:"max_depth,omitempty"`
	MaxIterations  int    `json:"max_iterations,omitempty"`
	Method         string `json:"method"`
	Model          string `json:"model"`
	Query          string `json:"query"`
	Sampled        bool   `json:"sampled"`
	SentChars      int    `json:"sent_chars"`
	SessionTurn    int    `json:"session_turn"`
}

// AgentEndData closes an agent. Status is "ok", "failed" or "error"; it is
// empty for the direct method, which reports only the answer.
type AgentEndData struct {
	Answer     string `json:"answer"`
	DurationMS int64  `json:"duration_ms"`
	Error      string `json:"error"`
	Iterations int    `json:"iterations"`
	Status     string `json:"status"`
}

// AgentStatusData reports sub-agent completions injected into the agent's
// next message.
type AgentStatusData struct {
	SubagentUpdates int `json:"subagent_updates"`
}

// IterationStartData carries nothing: the event's Iteration says which.
type IterationStartData struct{}

// IterationStopData ends a turn. Nudged marks the turn whose reply had
// neither code nor an answer: that turn reports no "final" key.
type IterationStopData struct {
	CodeBlocks int  `json:"code_blocks"`
	Final      bool `json:"final"`
	Nudged     bool `json:"-"`
}

// LLMStartData precedes a model call. The loop reports message count,
// prompt size and the depth the call is made for; the direct method
// reports MessagesChars instead.
type LLMStartData struct {
	CallDepth     int    `json:"call_depth"`
	Messages      int    `json:"messages"`
	MessagesChars int    `json:"messages_chars"`
	Model         string `json:"model"`
	PromptChars   int    `json:"prompt_chars"`
}

// LLMStopData ends a model call; Error is set when it failed. Direct marks
// the direct method's calls, which report neither call depth nor duration.
// UsageEstimated marks tokens estimated from characters because the server
// reported none, CostEstimated a cost priced from them; ReasoningTokens
// (part of OutputTokens) and Reasoning are a reasoning model's. These four
// are written only when set, so traces of other calls keep their bytes.
type LLMStopData struct {
	Attempts        int     `json:"attempts"`
	Cached          bool    `json:"cached"`
	CallDepth       int     `json:"call_depth"`
	CostEstimated   bool    `json:"cost_estimated,omitempty"`
	CostUSD         float64 `json:"cost_usd"`
	DurationMS      int64   `json:"duration_ms"`
	Error           string  `json:"error"`
	InputTokens     int64   `json:"input_tokens"`
	Model           string  `json:"model"`
	OutputTokens    int64   `json:"output_tokens"`
	Reasoning       string  `json:"reasoning,omitempty"`
	ReasoningTokens int64   `json:"reasoning_tokens,omitempty"`
	Reply           string  `json:"reply"`
	UsageEstimated  bool    `json:"usage_estimated,omitempty"`
	Direct          bool    `json:"-"`
}

// EvalStartData precedes running one code block.
type EvalStartData struct {
	Block int    `json:"block"`
	Code  string `json:"code"`
}

// EvalStatusSessionError is the EvalStop status when the REPL session
// itself failed; such an event carries only block, status and error.
const EvalStatusSessionError = "session_error"

// EvalStopData ends one code block: Status is "ok", "error", "timeout",
// "restarted" or EvalStatusSessionError. Locals maps each variable the
// block left in the REPL (the model's own, context and answer) to a short
// repr, when the backend reports them.
type EvalStopData struct {
	Block      int               `json:"block"`
	DurationMS int64             `json:"duration_ms"`
	Error      string            `json:"error"`
	Final      bool              `json:"final"`
	Locals     map[string]string `json:"locals,omitempty"`
	Status     string            `json:"status"`
	Stderr     string            `json:"stderr"`
	Stdout     string            `json:"stdout"`
}

// SubcallRLMQuery is the Subcall Kind of a child agent; other kinds
// (llm_query, lm_query, ...) are single model calls.
const SubcallRLMQuery = "rlm_query"

// SubcallStartData is a sub-call made from code. A child agent
// (Kind SubcallRLMQuery) reports ChildAgent, Query and ContextChars; a
// model call reports Model, Prompt and PromptChars.
type SubcallStartData struct {
	ChildAgent   string `json:"child_agent"`
	ContextChars int    `json:"context_chars"`
	Kind         string `json:"kind"`
	Model        string `json:"model"`
	Prompt       string `json:"prompt"`
	PromptChars  int    `json:"prompt_chars"`
	Query        string `json:"query"`
}

// SubcallStopData ends a sub-call. A child agent reports ChildAgent,
// Answer and Error if any; a model call reports Model, DurationMS and
// either Error or Response.
type SubcallStopData struct {
	Answer     string `json:"answer"`
	ChildAgent string `json:"child_agent"`
	DurationMS int64  `json:"duration_ms"`
	Error      string `json:"error"`
	Kind       string `json:"kind"`
	Model      string `json:"model"`
	Response   string `json:"response"`
}

// DispatchData is an async child (lm_query) started by the broker.
type DispatchData struct {
	ChildID   string `json:"child_id"`
	Preview   string `json:"preview"`
	Sampled   bool   `json:"sampled"`
	TextChars int64  `json:"text_chars"`
	TimeoutMS int64  `json:"timeout_ms"`
}

// DispatchResultData is an async child's end.
type DispatchResultData struct {
	ChildID    string `json:"child_id"`
	DurationMS int64  `json:"duration_ms"`
	Error      string `json:"error,omitempty"`
	Preview    string `json:"preview"`
	Sampled    bool   `json:"sampled"`
	State      string `json:"state"`
}

// StructuredCallData is an llm_query whose reply met its JSON schema.
type StructuredCallData struct {
	Model string `json:"model"`
}

// CompactionData reports a compaction of an agent's history.
type CompactionData struct {
	AfterTokens  int    `json:"after_tokens"`
	BeforeTokens int    `json:"before_tokens"`
	Compactions  int    `json:"compactions"`
	HistoryChars int    `json:"history_chars"`
	Variable     string `json:"variable"`
}

// NudgeData is a note the loop added for the model.
type NudgeData struct {
	Reason string `json:"reason"`
}

// AssessmentData is a rating of a delegated task: by a child of its
// parent's dispatch (Target "dispatch", ParentID set) or by a parent of
// an lm_query child (Target "lm_query").
type AssessmentData struct {
	ChildID  string `json:"child_id"`
	ParentID string `json:"parent_id,omitempty"`
	Reason   string `json:"reason"`
	Sampled  bool   `json:"sampled"`
	Target   string `json:"target"`
	Verdict  string `json:"verdict"`
}

// SurveyMissingData is an assessment gate closed without its ratings.
type SurveyMissingData struct {
	Children []string `json:"children,omitempty"`
	Gate     string   `json:"gate"`
}

// BudgetExceededData names the spent budget or the error that reported it.
type BudgetExceededData struct {
	Budget string `json:"budget,omitempty"`
	Error  string `json:"error,omitempty"`
}

// FinalStagedData is an answer held back for an assessment check-in.
type FinalStagedData struct {
	Answer   string   `json:"answer"`
	Children []string `json:"children,omitempty"`
	Gate     string   `json:"gate"`
}

// ToolStartData is a tool call of the tools strategy, like EvalStartData
// for a code cell: the model's call, named by CallID (the reply's
// tool_call_id), with its arguments as the model wrote them.
type ToolStartData struct {
	Arguments string `json:"arguments"`
	CallID    string `json:"call_id"`
	Name      string `json:"name"`
}

// ToolStopData ends a tool call: Status is "ok" or "error" (an unknown
// tool, arguments that are not JSON or break the schema, a failing tool);
// Result is what the model was sent, cut for the trace.
type ToolStopData struct {
	CallID     string `json:"call_id"`
	DurationMS int64  `json:"duration_ms"`
	Error      string `json:"error,omitempty"`
	Name       string `json:"name"`
	Result     string `json:"result"`
	Status     string `json:"status"`
}

// Message is one chat message of a context window. An assistant message
// of the tools strategy carries its ToolCalls; a tool message names the
// call it answers.
type Message struct {
	Role       string     `json:"role"`
	Content    string     `json:"content"`
	ToolCalls  []ToolCall `json:"tool_calls,omitempty"`
	ToolCallID string     `json:"tool_call_id,omitempty"`
}

// ToolCall is one function call in an assistant message.
type ToolCall struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Arguments string `json:"arguments"`
}

// ContextWindowData is the messages an agent added since its last
// snapshot, From the index of the first; Reset marks a window that starts
// over after compaction.
type ContextWindowData struct {
	From      int       `json:"from"`
	Messages  []Message `json:"messages"`
	Reset     bool      `json:"reset,omitempty"`
	SizeChars int       `json:"size_chars"`
}

func (AgentStartData) EventKind() Kind     { return AgentStart }
func (AgentEndData) EventKind() Kind       { return AgentEnd }
func (AgentStatusData) EventKind() Kind    { return AgentStatus }
func (IterationStartData) EventKind() Kind { return IterationStart }
func (IterationStopData) EventKind() Kind  { return IterationStop }
func (LLMStartData) EventKind() Kind       { return LLMStart }
func (LLMStopData) EventKind() Kind        { return LLMStop }
func (EvalStartData) EventKind() Kind      { return EvalStart }
func (EvalStopData) EventKind() Kind       { return EvalStop }
func (SubcallStartData) EventKind() Kind   { return SubcallStart }
func (SubcallStopData) EventKind() Kind    { return SubcallStop }
func (DispatchData) EventKind() Kind       { return Dispatch }
func (DispatchResultData) EventKind() Kind { return DispatchResult }
func (StructuredCallData) EventKind() Kind { return StructuredCall }
func (CompactionData) EventKind() Kind     { return Compaction }
func (NudgeData) EventKind() Kind          { return Nudge }
func (AssessmentData) EventKind() Kind     { return Assessment }
func (SurveyMissingData) EventKind() Kind  { return SurveyMissing }
func (BudgetExceededData) EventKind() Kind { return BudgetExceeded }
func (FinalStagedData) EventKind() Kind    { return FinalStaged }
func (ContextWindowData) EventKind() Kind  { return ContextWindow }
func (ToolStartData) EventKind() Kind      { return ToolStart }
func (ToolStopData) EventKind() Kind       { return ToolStop }

// payloadTypes maps each kind to its payload's zero value; DecodeData
// decodes into a fresh value of that type. Filled once, read only.
var payloadTypes = registry(
	AgentStartData{}, AgentEndData{}, AgentStatusData{},
	IterationStartData{}, IterationStopData{},
	LLMStartData{}, LLMStopData{},
	EvalStartData{}, EvalStopData{},
	SubcallStartData{}, SubcallStopData{},
	DispatchData{}, DispatchResultData{}, StructuredCallData{},
	CompactionData{}, NudgeData{}, AssessmentData{}, SurveyMissingData{},
	BudgetExceededData{}, FinalStagedData{}, ContextWindowData{},
	ToolStartData{}, ToolStopData{},
)
