package observability

import (
	"bytes"
	"encoding/json"
	"strconv"
	"time"

	"github.com/rlm-go/rlm/event"
)

// The trajectory export follows the JSONL log of the paper's reference
// code (alexzhang13/rlm): a metadata line, then one line per iteration of
// the root agent; sub-calls made from a code block appear in its
// result.rlm_calls, and an rlm_query child's own iterations nest in that
// call's metadata.

type trajMetadata struct {
	Type              string         `json:"type"`
	Timestamp         time.Time      `json:"timestamp"`
	RootModel         string         `json:"root_model"`
	MaxDepth          int            `json:"max_depth"`
	MaxIterations     *int           `json:"max_iterations"`
	Backend           string         `json:"backend"`
	BackendKwargs     map[string]any `json:"backend_kwargs"`
	EnvironmentType   string         `json:"environment_type"`
	EnvironmentKwargs map[string]any `json:"environment_kwargs"`
	OtherBackends     []string       `json:"other_backends"`
	RunID             string         `json:"run_id,omitempty"`
	AgentID           string         `json:"agent_id,omitempty"`
	Depth             int            `json:"depth"`
	Query             string         `json:"query"`
	Status            string         `json:"status,omitempty"`
	FinalAnswer       *string        `json:"final_answer"`
	// Iterations is set only when the metadata nests in a parent's
	// rlm_calls; the top-level file has one line per iteration instead.
	Iterations []trajIteration `json:"iterations,omitempty"`
}

type trajIteration struct {
	Type          string      `json:"type"`
	Iteration     int         `json:"iteration"`
	Timestamp     time.Time   `json:"timestamp"`
	Prompt        []Message   `json:"prompt"`
	Response      string      `json:"response"`
	CodeBlocks    []trajBlock `json:"code_blocks"`
	FinalAnswer   *string     `json:"final_answer"`
	IterationTime *float64    `json:"iteration_time"`
}

type trajBlock struct {
	Code   string     `json:"code"`
	Result trajResult `json:"result"`
}

type trajResult struct {
	Stdout        string         `json:"stdout"`
	Stderr        string         `json:"stderr"`
	Locals        map[string]any `json:"locals"`
	ExecutionTime float64        `json:"execution_time"`
	RLMCalls      []trajCall     `json:"rlm_calls"`
	Status        string         `json:"status,omitempty"`
}

type trajCall struct {
	RootModel     string        `json:"root_model"`
	Prompt        string        `json:"prompt"`
	Response      string        `json:"response"`
	UsageSummary  usageSummary  `json:"usage_summary"`
	ExecutionTime float64       `json:"execution_time"`
	Error         string        `json:"error,omitempty"`
	Kind          string        `json:"kind"` // llm_query or rlm_query
	Metadata      *trajMetadata `json:"metadata,omitempty"`

	childID string
	closed  bool
}

type usageSummary struct {
	ModelUsageSummaries map[string]modelUsage `json:"model_usage_summaries"`
}

type modelUsage struct {
	TotalCalls        int   `json:"total_calls"`
	TotalInputTokens  int64 `json:"total_input_tokens"`
	TotalOutputTokens int64 `json:"total_output_tokens"`
}

func init() {
	registerExporter(Exporter{Name: "trajectory", Extension: ".jsonl", ContentType: "application/x-ndjson",
		Description: "the RLM reference trajectory JSONL",
		Write:       func(events []event.Event, _ ExportOptions) ([]byte, error) { return ExportTrajectory(events) }})
}

// ExportTrajectory renders one run's events as the reference code's
// trajectory JSONL.
func ExportTrajectory(events []event.Event) ([]byte, error) {
	runID, err := singleRun(events)
	if err != nil {
		return nil, err
	}
	events = sortedCopy(events)
	info, agents := Summarize(events)
	t := trajBuilder{events: events, byAgent: map[string][]event.Event{}, infos: map[string]AgentInfo{}}
	for _, e := range events {
		t.byAgent[e.AgentID] = append(t.byAgent[e.AgentID], e)
	}
	maxDepth := 0
	var subModels []string
	for _, a := range agents {
		t.infos[a.ID] = a
		maxDepth = max(maxDepth, a.Depth)
		if a.Model != "" && a.Model != info.Model && !contains(subModels, a.Model) {
			subModels = append(subModels, a.Model)
		}
	}
	rootID := "root"
	if _, ok := t.infos[rootID]; !ok && len(agents) > 0 {
		rootID = agents[0].ID
	}
	meta := t.metadata(rootID)
	meta.RunID = runID
	meta.MaxDepth = maxDepth + 1
	meta.OtherBackends = subModels
	meta.Iterations = nil
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(meta); err != nil {
		return nil, err
	}
	for _, it := range t.iterations(rootID) {
		if err := enc.Encode(it); err != nil {
			return nil, err
		}
	}
	return buf.Bytes(), nil
}

type trajBuilder struct {
	events  []event.Event
	byAgent map[string][]event.Event
	infos   map[string]AgentInfo
}

func (t *trajBuilder) metadata(agentID string) *trajMetadata {
	a := t.infos[agentID]
	m := &trajMetadata{Type: "metadata", Timestamp: a.CreatedAt, RootModel: a.Model, Backend: "openai",
		BackendKwargs: map[string]any{"model_name": a.Model}, EnvironmentKwargs: map[string]any{},
		AgentID: a.ID, Depth: a.Depth, Query: a.Query, Status: a.Status}
	for _, e := range t.byAgent[agentID] {
		if d, ok := event.As[event.AgentStartData](e); ok {
			m.EnvironmentType = d.Backend
			break
		}
	}
	if a.Status == "ok" {
		ans := a.Answer
		m.FinalAnswer = &ans
	}
	m.Iterations = t.iterations(agentID)
	return m
}

// iterations splits an agent's events into turns: a turn starts at
// iteration.start, or at the agent's own next model call once the turn
// already has a reply (the last-chance call after the iterations ran out).
func (t *trajBuilder) iterations(agentID string) []trajIteration {
	a := t.infos[agentID]
	evs := t.byAgent[agentID]
	windows := contextWindows(t.events, agentID)
	var (
		out       []trajIteration
		cur       *trajIteration
		start     time.Time
		block     *trajBlock
		openCalls []*trajCall // llm_query calls started, not yet stopped
		hasReply  bool
	)
	begin := func(e event.Event) {
		out = append(out, trajIteration{Type: "iteration", Iteration: len(out) + 1, Timestamp: e.Time,
			Prompt: []Message{}, CodeBlocks: []trajBlock{}})
		cur, start, block, hasReply = &out[len(out)-1], e.Time, nil, false
	}
	finish := func(end time.Time) {
		if cur != nil && !start.IsZero() && !end.IsZero() {
			d := end.Sub(start).Seconds()
			cur.IterationTime = &d
		}
	}
	for _, e := range evs {
		stop, isStop := event.As[event.LLMStopData](e)
		own := isStop && stop.CallDepth == e.Depth
		llmStart, isStart := event.As[event.LLMStartData](e)
		switch {
		case e.Kind == event.IterationStart:
			begin(e)
		case cur == nil && (e.Kind == event.ContextWindow || e.Kind == event.LLMStart || own):
			begin(e)
		case cur != nil && hasReply && (e.Kind == event.ContextWindow ||
			(isStart && llmStart.CallDepth == e.Depth)):
			begin(e)
		}
		if cur == nil {
			continue
		}
		switch d := event.Typed(e).(type) {
		case event.ContextWindowData:
			for _, w := range windows {
				if w.ID == agentID+"#"+itoa(e.ID) {
					cur.Prompt = w.full
				}
			}
		case event.LLMStopData:
			if own {
				cur.Response = firstNonEmpty(d.Reply, d.Error)
				hasReply = true
			} else if len(openCalls) == 1 {
				// Only one call in flight: these tokens are surely its.
				c := openCalls[0]
				c.UsageSummary = oneCall(d.Model, d.InputTokens, d.OutputTokens)
			}
		case event.EvalStartData:
			cur.CodeBlocks = append(cur.CodeBlocks, trajBlock{Code: d.Code,
				Result: trajResult{Locals: map[string]any{}, RLMCalls: []trajCall{}}})
			block = &cur.CodeBlocks[len(cur.CodeBlocks)-1]
		case event.EvalStopData:
			if block == nil {
				continue
			}
			r := &block.Result
			r.Stdout, r.Stderr = d.Stdout, d.Stderr
			if msg := d.Error; msg != "" {
				if r.Stderr != "" && r.Stderr[len(r.Stderr)-1] != '\n' {
					r.Stderr += "\n"
				}
				r.Stderr += msg
			}
			r.ExecutionTime = float64(d.DurationMS) / 1000
			r.Status = d.Status
		case event.SubcallStartData:
			if block == nil {
				continue
			}
			c := trajCall{Kind: d.Kind, RootModel: d.Model,
				Prompt:       firstNonEmpty(d.Prompt, d.Query),
				UsageSummary: usageSummary{ModelUsageSummaries: map[string]modelUsage{}},
				childID:      d.ChildAgent}
			block.Result.RLMCalls = append(block.Result.RLMCalls, c)
			openCalls = t.reindex(block, openCalls)
		case event.SubcallStopData:
			if block == nil {
				continue
			}
			c := t.matchCall(block, d)
			if c == nil {
				continue
			}
			c.Response = firstNonEmpty(d.Response, d.Answer)
			c.Error = d.Error
			c.ExecutionTime = float64(d.DurationMS) / 1000
			if c.childID != "" {
				child := t.infos[c.childID]
				c.RootModel = child.Model
				c.UsageSummary = oneCall(child.Model, child.InputTokens, child.OutputTokens)
				c.UsageSummary.ModelUsageSummaries[child.Model] = modelUsage{TotalCalls: child.LLMCalls,
					TotalInputTokens: child.InputTokens, TotalOutputTokens: child.OutputTokens}
				if c.ExecutionTime == 0 {
					c.ExecutionTime = float64(child.DurationMS) / 1000
				}
				c.Metadata = t.metadata(c.childID)
			}
			c.closed = true
			openCalls = t.reindex(block, openCalls[:0])
		case event.IterationStopData:
			finish(e.Time)
			if d.Final && a.Status == "ok" {
				ans := a.Answer
				cur.FinalAnswer = &ans
			}
		}
	}
	if len(out) > 0 {
		last := &out[len(out)-1]
		if last.IterationTime == nil && len(evs) > 0 {
			d := evs[len(evs)-1].Time.Sub(last.Timestamp).Seconds()
			last.IterationTime = &d
		}
		if last.FinalAnswer == nil && a.Status == "ok" {
			ans := a.Answer
			last.FinalAnswer = &ans
		}
	}
	return out
}

// reindex lists the block's llm_query calls still open; pointers into the
// slice are rebuilt after every append.
func (t *trajBuilder) reindex(b *trajBlock, _ []*trajCall) []*trajCall {
	var open []*trajCall
	for i := range b.Result.RLMCalls {
		c := &b.Result.RLMCalls[i]
		if c.Kind == "llm_query" && !c.closed {
			open = append(open, c)
		}
	}
	return open
}

// matchCall pairs a subcall.stop with its start: an rlm_query by child id,
// an llm_query with the oldest one still open (stops carry no call id).
func (t *trajBuilder) matchCall(b *trajBlock, stop event.SubcallStopData) *trajCall {
	kind, child := stop.Kind, stop.ChildAgent
	for i := range b.Result.RLMCalls {
		c := &b.Result.RLMCalls[i]
		if c.closed || c.Kind != kind {
			continue
		}
		if child != "" && c.childID != child {
			continue
		}
		return c
	}
	return nil
}

func oneCall(model string, in, out int64) usageSummary {
	return usageSummary{ModelUsageSummaries: map[string]modelUsage{
		model: {TotalCalls: 1, TotalInputTokens: in, TotalOutputTokens: out}}}
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

func itoa(n uint64) string { return strconv.FormatUint(n, 10) }
