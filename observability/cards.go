package observability

import (
	"time"

	"github.com/rlm-go/rlm/event"
)

// IterationCard is what the web view shows of one iteration of an agent.
type IterationCard struct {
	Iteration    int         `json:"iteration"`
	Started      time.Time   `json:"started"`
	DurationMS   int64       `json:"duration_ms"`
	Response     string      `json:"response,omitempty"`
	LLMCalls     int         `json:"llm_calls"`
	InputTokens  int64       `json:"input_tokens"`
	OutputTokens int64       `json:"output_tokens"`
	CostUSD      float64     `json:"cost_usd"`
	Blocks       []CardBlock `json:"blocks"`
	Subcalls     []CardCall  `json:"subcalls"`
	Notes        []string    `json:"notes,omitempty"` // nudges, budget hits, errors
	Final        bool        `json:"final"`
	// UsageEstimated and CostEstimated: as in RunInfo.
	UsageEstimated bool `json:"usage_estimated,omitempty"`
	CostEstimated  bool `json:"cost_estimated,omitempty"`
}

// CardBlock is one code block run in an iteration, or one tool call of
// the tools strategy (Tool names the tool; Code is the call).
type CardBlock struct {
	Index      int    `json:"index"`
	Code       string `json:"code"`
	Tool       string `json:"tool,omitempty"`
	Status     string `json:"status"`
	Stdout     string `json:"stdout,omitempty"`
	Stderr     string `json:"stderr,omitempty"`
	Error      string `json:"error,omitempty"`
	DurationMS int64  `json:"duration_ms"`
}

// CardCall is one sub-call made from code.
type CardCall struct {
	Kind       string `json:"kind"`
	ChildAgent string `json:"child_agent,omitempty"`
	Model      string `json:"model,omitempty"`
	Prompt     string `json:"prompt,omitempty"`
	Answer     string `json:"answer,omitempty"`
	Error      string `json:"error,omitempty"`
	DurationMS int64  `json:"duration_ms,omitempty"`
	Done       bool   `json:"done"`
}

// IterationCards groups an agent's events by iteration.
func IterationCards(events []event.Event, agentID string) []IterationCard {
	var cards []IterationCard
	idx := map[int]int{}
	// tools finds a tool call's block: iteration, call id → block index.
	type callKey struct {
		iteration int
		id        string
	}
	tools := map[callKey]int{}
	card := func(e event.Event) *IterationCard {
		i, ok := idx[e.Iteration]
		if !ok {
			cards = append(cards, IterationCard{Iteration: e.Iteration, Started: e.Time, Blocks: []CardBlock{}, Subcalls: []CardCall{}})
			i = len(cards) - 1
			idx[e.Iteration] = i
		}
		return &cards[i]
	}
	for _, e := range events {
		if e.AgentID != agentID || e.Iteration == 0 {
			continue
		}
		c := card(e)
		if !e.Time.IsZero() {
			c.DurationMS = max(c.DurationMS, e.Time.Sub(c.Started).Milliseconds())
		}
		switch d := event.Typed(e).(type) {
		case event.LLMStopData:
			c.LLMCalls++
			c.InputTokens += d.InputTokens
			c.OutputTokens += d.OutputTokens
			c.CostUSD += d.CostUSD
			c.UsageEstimated = c.UsageEstimated || d.UsageEstimated
			c.CostEstimated = c.CostEstimated || d.CostEstimated
			if d.CallDepth == e.Depth {
				c.Response = firstNonEmpty(d.Reply, c.Response)
				if d.Error != "" {
					c.Notes = append(c.Notes, "model call failed: "+d.Error)
				}
			}
		case event.EvalStartData:
			c.Blocks = append(c.Blocks, CardBlock{Index: d.Block, Code: d.Code, Status: "running"})
		case event.EvalStopData:
			if n := len(c.Blocks); n > 0 {
				b := &c.Blocks[n-1]
				b.Status, b.Stdout, b.Stderr = d.Status, d.Stdout, d.Stderr
				b.Error, b.DurationMS = d.Error, d.DurationMS
			}
		case event.ToolStartData:
			tools[callKey{e.Iteration, d.CallID}] = len(c.Blocks)
			c.Blocks = append(c.Blocks, CardBlock{Index: len(c.Blocks), Code: ToolCallCode(d.Name, d.Arguments), Tool: d.Name, Status: "running"})
		case event.ToolStopData:
			if i, ok := tools[callKey{e.Iteration, d.CallID}]; ok && i < len(c.Blocks) {
				b := &c.Blocks[i]
				b.Status, b.Stdout, b.Error, b.DurationMS = d.Status, d.Result, d.Error, d.DurationMS
			}
		case event.SubcallStartData:
			c.Subcalls = append(c.Subcalls, CardCall{Kind: d.Kind, ChildAgent: d.ChildAgent,
				Model: d.Model, Prompt: firstNonEmpty(d.Prompt, d.Query)})
		case event.SubcallStopData:
			for i := range c.Subcalls {
				s := &c.Subcalls[i]
				if s.Done || s.Kind != d.Kind || (d.ChildAgent != "" && s.ChildAgent != d.ChildAgent) {
					continue
				}
				s.Done = true
				s.Answer = firstNonEmpty(d.Answer, d.Response)
				s.Error, s.DurationMS = d.Error, d.DurationMS
				break
			}
		case event.DispatchData:
			c.Subcalls = append(c.Subcalls, CardCall{Kind: "lm_query", ChildAgent: d.ChildID, Prompt: d.Preview})
		case event.DispatchResultData:
			for i := range c.Subcalls {
				s := &c.Subcalls[i]
				if s.Kind == "lm_query" && s.ChildAgent == d.ChildID {
					s.Done, s.Answer, s.Error = true, d.Preview, d.Error
				}
			}
		case event.NudgeData:
			c.Notes = append(c.Notes, "nudge: "+d.Reason)
		case event.BudgetExceededData:
			c.Notes = append(c.Notes, "budget exceeded: "+d.Error)
		case event.IterationStopData:
			c.Final = d.Final
		case event.AgentEndData:
			if d.Status != "ok" {
				c.Notes = append(c.Notes, "agent ended: "+d.Status+" "+d.Error)
			} else {
				c.Final = true
			}
		}
	}
	return cards
}
