package observability

import (
	"bytes"
	"encoding/json"
	"strings"
	"time"

	"github.com/rlm-go/rlm/event"
)

// The trajectory export writes what the paper's reference logger
// (alexzhang13/rlm, rlm/logger/rlm_logger.py with the shapes of
// rlm/core/types.py) writes, key for key: a metadata line, then one line
// per iteration of the root agent. Every sub-call a code block made is an
// item of its result.rlm_calls; a child agent's (rlm_query or lm_query)
// own trajectory nests in that item's metadata as {run_metadata,
// iterations}, as the reference's child logger returns it.
//
// Where the reference has no key for what happened, the key the viewer
// ignores is "error" (an iteration whose model call failed; the reference
// itself has "error" only on a sub-call).

// trajRunMetadata is RLMMetadata.to_dict().
type trajRunMetadata struct {
	RootModel         string         `json:"root_model"`
	MaxDepth          *int           `json:"max_depth"`
	MaxIterations     *int           `json:"max_iterations"`
	Backend           string         `json:"backend"`
	BackendKwargs     map[string]any `json:"backend_kwargs"`
	EnvironmentType   string         `json:"environment_type"`
	EnvironmentKwargs map[string]any `json:"environment_kwargs"`
	OtherBackends     []string       `json:"other_backends"`
}

// trajMetadataLine is the logger's first line.
type trajMetadataLine struct {
	Type      string    `json:"type"`
	Timestamp time.Time `json:"timestamp"`
	trajRunMetadata
}

// trajTrajectory is RLMLogger.get_trajectory(): a child's log.
type trajTrajectory struct {
	RunMetadata trajRunMetadata `json:"run_metadata"`
	Iterations  []trajIteration `json:"iterations"`
}

// trajIteration is one logged RLMIteration.
type trajIteration struct {
	Type          string      `json:"type"`
	Iteration     int         `json:"iteration"`
	Timestamp     time.Time   `json:"timestamp"`
	Prompt        []Message   `json:"prompt"`
	Response      string      `json:"response"`
	CodeBlocks    []trajBlock `json:"code_blocks"`
	FinalAnswer   *string     `json:"final_answer"`
	IterationTime *float64    `json:"iteration_time"`
	Error         string      `json:"error,omitempty"`
}

type trajBlock struct {
	Code   string     `json:"code"`
	Result trajResult `json:"result"`
}

// trajResult is REPLResult.to_dict().
type trajResult struct {
	Stdout        string         `json:"stdout"`
	Stderr        string         `json:"stderr"`
	Locals        map[string]any `json:"locals"`
	ExecutionTime float64        `json:"execution_time"`
	RLMCalls      []trajCall     `json:"rlm_calls"`
	FinalAnswer   *string        `json:"final_answer"`
}

// trajCall is RLMChatCompletion.to_dict(): a plain model call, or a child
// agent with its trajectory in Metadata.
type trajCall struct {
	RootModel     string          `json:"root_model"`
	Prompt        string          `json:"prompt"`
	Response      string          `json:"response"`
	UsageSummary  usageSummary    `json:"usage_summary"`
	ExecutionTime float64         `json:"execution_time"`
	Metadata      *trajTrajectory `json:"metadata,omitempty"`
	Error         string          `json:"error,omitempty"`
}

type usageSummary struct {
	ModelUsageSummaries map[string]modelUsage `json:"model_usage_summaries"`
	TotalCost           *float64              `json:"total_cost,omitempty"`
}

type modelUsage struct {
	TotalCalls        int      `json:"total_calls"`
	TotalInputTokens  int64    `json:"total_input_tokens"`
	TotalOutputTokens int64    `json:"total_output_tokens"`
	TotalCost         *float64 `json:"total_cost,omitempty"`
}

// referenceBackend is the reference's client backend name for an
// OpenAI-compatible endpoint, the only kind rlm talks to.
const referenceBackend = "openai"

func init() {
	registerExporter(Exporter{Name: "trajectory", Extension: ".jsonl", ContentType: "application/x-ndjson",
		Description: "the RLM reference trajectory JSONL",
		Write:       func(events []event.Event, _ ExportOptions) ([]byte, error) { return ExportTrajectory(events) }})
}

// ExportTrajectory renders one run's events as the reference code's
// trajectory JSONL.
func ExportTrajectory(events []event.Event) ([]byte, error) {
	if _, err := singleRun(events); err != nil {
		return nil, err
	}
	t := newTrajBuilder(sortedCopy(events))
	rootID := "root"
	if _, ok := t.infos[rootID]; !ok && len(t.order) > 0 {
		rootID = t.order[0]
	}
	meta := trajMetadataLine{Type: "metadata", Timestamp: t.infos[rootID].CreatedAt, trajRunMetadata: t.runMetadata(rootID)}
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

// modelCall is one plain model call made from code (llm_query, or an
// lm_query at the depth limit): its subcall.start and stop, and the
// tokens of its llm.stop when they can be told apart from other calls'.
type modelCall struct {
	start event.Event
	kind  string
	data  event.SubcallStartData
	stop  *event.SubcallStopData
	end   time.Time
	usage *event.LLMStopData
}

type trajBuilder struct {
	events  []event.Event
	byAgent map[string][]event.Event
	infos   map[string]AgentInfo
	order   []string
	starts  map[string]event.AgentStartData
	usage   map[string]map[string]modelUsage // agent -> model -> its own calls
	// calls indexes the model calls by their subcall.start's event ID.
	calls map[uint64]*modelCall
	// plainLM lists, per parent agent, its lm_query calls made at the
	// depth limit in start order: the i-th belongs to the i-th dispatch
	// that started no agent.
	plainLM    map[string][]*modelCall
	dispatched map[string]event.Event // child id -> dispatch.result
	maxDepth   *int
	maxIters   *int
	others     []string
}

func newTrajBuilder(events []event.Event) *trajBuilder {
	_, agents := Summarize(events)
	t := &trajBuilder{events: events, byAgent: map[string][]event.Event{}, infos: map[string]AgentInfo{},
		starts: map[string]event.AgentStartData{}, usage: map[string]map[string]modelUsage{},
		calls: map[uint64]*modelCall{}, plainLM: map[string][]*modelCall{}, dispatched: map[string]event.Event{}}
	deepest := 0
	models := map[string]bool{}
	for _, a := range agents {
		t.infos[a.ID] = a
		t.order = append(t.order, a.ID)
		deepest = max(deepest, a.Depth)
	}
	open := map[string][]*modelCall{} // agent -> calls started, not stopped
	for _, e := range events {
		t.byAgent[e.AgentID] = append(t.byAgent[e.AgentID], e)
		switch d := event.Typed(e).(type) {
		case event.AgentStartData:
			if _, seen := t.starts[e.AgentID]; !seen {
				t.starts[e.AgentID] = d
			}
			if d.MaxDepth > 0 && t.maxDepth == nil {
				n := d.MaxDepth
				t.maxDepth = &n
			}
			if d.MaxIterations > 0 && t.maxIters == nil {
				n := d.MaxIterations
				t.maxIters = &n
			}
		case event.LLMStopData:
			if d.Model != "" {
				models[d.Model] = true
			}
			m := t.usage[e.AgentID]
			if m == nil {
				m = map[string]modelUsage{}
				t.usage[e.AgentID] = m
			}
			m[d.Model] = addUsage(m[d.Model], d)
			// A sub-call's tokens are surely its own only when it is the
			// one call of the agent in flight.
			if d.CallDepth != e.Depth && len(open[e.AgentID]) == 1 {
				c := open[e.AgentID][0]
				if c.usage == nil {
					c.usage = &d
				}
			}
		case event.SubcallStartData:
			if d.Kind == event.SubcallRLMQuery {
				continue
			}
			c := &modelCall{start: e, kind: d.Kind, data: d}
			t.calls[e.ID] = c
			open[e.AgentID] = append(open[e.AgentID], c)
			if d.Kind == "lm_query" {
				t.plainLM[e.AgentID] = append(t.plainLM[e.AgentID], c)
			}
		case event.SubcallStopData:
			if d.Kind == event.SubcallRLMQuery {
				continue
			}
			// Stops carry no call id: the oldest open call of the kind.
			for i, c := range open[e.AgentID] {
				if c.kind == d.Kind {
					c.stop, c.end = &d, e.Time
					open[e.AgentID] = append(open[e.AgentID][:i:i], open[e.AgentID][i+1:]...)
					break
				}
			}
		case event.DispatchResultData:
			t.dispatched[d.ChildID] = e
		}
	}
	if t.maxDepth == nil {
		// Traces written before the limit was recorded: the deepest
		// agent seen is at most max_depth-1.
		n := deepest + 1
		t.maxDepth = &n
	}
	root := t.infos["root"].Model
	for m := range models {
		if m != root {
			// The reference names the backends sub-calls may use, not
			// their models; rlm's sub-model is one more OpenAI-compatible
			// client.
			t.others = []string{referenceBackend}
		}
	}
	return t
}

func addUsage(u modelUsage, d event.LLMStopData) modelUsage {
	u.TotalCalls++
	u.TotalInputTokens += d.InputTokens
	u.TotalOutputTokens += d.OutputTokens
	if d.CostUSD > 0 {
		c := d.CostUSD
		if u.TotalCost != nil {
			c += *u.TotalCost
		}
		u.TotalCost = &c
	}
	return u
}

func (t *trajBuilder) runMetadata(agentID string) trajRunMetadata {
	a := t.infos[agentID]
	return trajRunMetadata{RootModel: a.Model, MaxDepth: t.maxDepth, MaxIterations: t.maxIters,
		Backend: referenceBackend, BackendKwargs: map[string]any{"model_name": a.Model},
		EnvironmentType: t.starts[agentID].Backend, EnvironmentKwargs: map[string]any{},
		OtherBackends: t.others}
}

// agentUsage is what a child agent's own model calls used, by model.
func (t *trajBuilder) agentUsage(agentID string) usageSummary {
	s := usageSummary{ModelUsageSummaries: map[string]modelUsage{}}
	var total float64
	for m, u := range t.usage[agentID] {
		s.ModelUsageSummaries[m] = u
		if u.TotalCost != nil {
			total += *u.TotalCost
		}
	}
	if total > 0 {
		s.TotalCost = &total
	}
	return s
}

// childCall is a child agent as its parent's rlm_calls item.
func (t *trajBuilder) childCall(childID, prompt string, seconds float64) trajCall {
	child := t.infos[childID]
	c := trajCall{RootModel: child.Model, Prompt: prompt, UsageSummary: t.agentUsage(childID),
		ExecutionTime: seconds,
		Metadata:      &trajTrajectory{RunMetadata: t.runMetadata(childID), Iterations: t.iterations(childID)}}
	switch child.Status {
	case "ok":
		c.Response = child.Answer
	case "failed":
		c.Error = "sub-agent gave up: " + child.Answer
	default:
		c.Error = firstNonEmpty(child.Error, "sub-agent did not finish (status "+child.Status+")")
	}
	if c.ExecutionTime == 0 {
		c.ExecutionTime = float64(child.DurationMS) / 1000
	}
	return c
}

// plainCall is a model call made from code as an rlm_calls item.
func (t *trajBuilder) plainCall(c *modelCall) trajCall {
	out := trajCall{RootModel: c.data.Model, Prompt: c.data.Prompt,
		UsageSummary: usageSummary{ModelUsageSummaries: map[string]modelUsage{}}}
	if c.usage != nil {
		u := addUsage(modelUsage{}, *c.usage)
		out.UsageSummary.ModelUsageSummaries[firstNonEmpty(c.usage.Model, c.data.Model)] = u
		out.UsageSummary.TotalCost = u.TotalCost
	}
	if s := c.stop; s != nil {
		out.Response, out.Error = s.Response, s.Error
		out.RootModel = firstNonEmpty(s.Model, out.RootModel)
		out.ExecutionTime = float64(s.DurationMS) / 1000
		if s.DurationMS == 0 && !c.end.IsZero() {
			out.ExecutionTime = c.end.Sub(c.start.Time).Seconds()
		}
	}
	return out
}

// dispatchCall is an lm_query job: a child agent, or at the depth limit
// one model call (the parent's next plain lm_query).
func (t *trajBuilder) dispatchCall(parent string, d event.DispatchData) trajCall {
	var seconds float64
	res, ended := t.dispatched[d.ChildID]
	r, _ := event.As[event.DispatchResultData](res)
	if ended {
		seconds = float64(r.DurationMS) / 1000
	}
	if _, isAgent := t.infos[d.ChildID]; isAgent {
		c := t.childCall(d.ChildID, d.Preview, seconds)
		if ended && r.Error != "" && c.Response == "" {
			c.Error = r.Error
		}
		return c
	}
	var c trajCall
	if q := t.plainLM[parent]; len(q) > 0 {
		c = t.plainCall(q[0])
		t.plainLM[parent] = q[1:]
	}
	c.Prompt = firstNonEmpty(c.Prompt, d.Preview)
	if c.UsageSummary.ModelUsageSummaries == nil {
		c.UsageSummary.ModelUsageSummaries = map[string]modelUsage{}
	}
	if ended {
		c.ExecutionTime = seconds
		if r.State == "ok" {
			c.Response = firstNonEmpty(c.Response, r.Preview)
		} else {
			c.Response, c.Error = "", firstNonEmpty(r.Error, c.Error, "lm_query "+r.State)
		}
	}
	return c
}

// iterations splits an agent's events into turns: a turn starts at
// iteration.start, or at the agent's own next model call once the turn
// already has a reply (the last-chance call after the iterations ran out).
func (t *trajBuilder) iterations(agentID string) []trajIteration {
	a := t.infos[agentID]
	evs := t.byAgent[agentID]
	windows := contextWindows(t.events, agentID)
	final := func() *string {
		if a.Status != "ok" {
			return nil
		}
		ans := a.Answer
		return &ans
	}
	var (
		out      []trajIteration
		cur      *trajIteration
		start    time.Time
		block    *trajBlock
		hasReply bool
		nWindows int // context.window events seen
		// toolBlocks finds the block of a tool call of the iteration by
		// its call id: a reply's calls all start before any ends.
		toolBlocks map[string]int
	)
	begin := func(e event.Event) {
		out = append(out, trajIteration{Type: "iteration", Iteration: len(out) + 1, Timestamp: e.Time,
			Prompt: []Message{}, CodeBlocks: []trajBlock{}})
		cur, start, block, hasReply = &out[len(out)-1], e.Time, nil, false
		toolBlocks = map[string]int{}
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
		win := -1
		if e.Kind == event.ContextWindow {
			win, nWindows = nWindows, nWindows+1
		}
		if cur == nil {
			continue
		}
		switch d := event.Typed(e).(type) {
		case event.ContextWindowData:
			// contextWindows gives one window per event, in order; event
			// IDs are not used, as a sink outside a Bus sees them all 0.
			if win >= 0 && win < len(windows) {
				cur.Prompt = queryFirst(windows[win].full)
			}
		case event.LLMStopData:
			if own {
				// A failed call has no reply; the reference would have
				// raised, so the error goes where its viewer does not look.
				cur.Response, cur.Error = d.Reply, d.Error
				hasReply = true
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
			for k, v := range d.Locals {
				r.Locals[k] = v
			}
			if d.Final {
				r.FinalAnswer = final()
				if cur.FinalAnswer == nil {
					cur.FinalAnswer = r.FinalAnswer
				}
			}
		case event.ToolStartData:
			// A tool call is a code block whose code is the call.
			cur.CodeBlocks = append(cur.CodeBlocks, trajBlock{Code: ToolCallCode(d.Name, d.Arguments),
				Result: trajResult{Locals: map[string]any{}, RLMCalls: []trajCall{}}})
			toolBlocks[d.CallID] = len(cur.CodeBlocks) - 1
			block = &cur.CodeBlocks[len(cur.CodeBlocks)-1]
		case event.ToolStopData:
			i, ok := toolBlocks[d.CallID]
			if !ok {
				continue
			}
			r := &cur.CodeBlocks[i].Result
			r.Stdout, r.Stderr = d.Result, d.Error
			r.ExecutionTime = float64(d.DurationMS) / 1000
		case event.SubcallStartData:
			if block == nil {
				continue
			}
			var c trajCall
			switch {
			case d.Kind == event.SubcallRLMQuery:
				c = t.childCall(d.ChildAgent, d.Query, t.span(e, d.ChildAgent))
			case d.Kind == "lm_query":
				continue // reported with its dispatch
			default:
				mc := t.calls[e.ID]
				if mc == nil {
					continue
				}
				c = t.plainCall(mc)
			}
			block.Result.RLMCalls = append(block.Result.RLMCalls, c)
		case event.DispatchData:
			if block == nil {
				continue
			}
			block.Result.RLMCalls = append(block.Result.RLMCalls, t.dispatchCall(agentID, d))
		case event.IterationStopData:
			if !start.IsZero() && !e.Time.IsZero() {
				s := e.Time.Sub(start).Seconds()
				cur.IterationTime = &s
			}
			if d.Final && cur.FinalAnswer == nil {
				cur.FinalAnswer = final()
			}
		}
	}
	if len(out) > 0 {
		last := &out[len(out)-1]
		if last.IterationTime == nil && len(evs) > 0 {
			s := evs[len(evs)-1].Time.Sub(last.Timestamp).Seconds()
			last.IterationTime = &s
		}
		if last.FinalAnswer == nil {
			last.FinalAnswer = final()
		}
	}
	return out
}

// span is how long an rlm_query child ran: from its parent's
// subcall.start to the matching subcall.stop.
func (t *trajBuilder) span(start event.Event, childID string) float64 {
	for _, e := range t.byAgent[start.AgentID] {
		if e.ID <= start.ID {
			continue
		}
		if d, ok := event.As[event.SubcallStopData](e); ok && d.Kind == event.SubcallRLMQuery && d.ChildAgent == childID {
			return e.Time.Sub(start.Time).Seconds()
		}
	}
	return 0
}

// queryFirst returns the messages with the query of the first user
// message moved to its front, in the reference's words ("Answer the
// following: ..."): the reference's viewer shows the start of that
// message as the run's question, and rlm writes the query last, after the
// description of the context.
func queryFirst(ms []Message) []Message {
	for i, m := range ms {
		if m.Role != "user" {
			continue
		}
		head, query, ok := strings.Cut(m.Content, "\nQuery: ")
		if !ok {
			return ms
		}
		out := append([]Message(nil), ms...)
		out[i].Content = "Answer the following: " + query + "\n\n" + strings.TrimRight(head, "\n")
		return out
	}
	return ms
}

// ToolCallCode is how a tool call reads as code: its name applied to the
// arguments as the model wrote them.
func ToolCallCode(name, arguments string) string {
	if strings.TrimSpace(arguments) == "" {
		arguments = "{}"
	}
	return name + "(" + arguments + ")"
}
