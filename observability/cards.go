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
}

// CardBlock is one code block run in an iteration.
type CardBlock struct {
	Index      int    `json:"index"`
	Code       string `json:"code"`
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
		d := e.Data
		if !e.Time.IsZero() {
			c.DurationMS = max(c.DurationMS, e.Time.Sub(c.Started).Milliseconds())
		}
		switch e.Kind {
		case event.LLMStop:
			c.LLMCalls++
			c.InputTokens += dataInt(d, "input_tokens")
			c.OutputTokens += dataInt(d, "output_tokens")
			c.CostUSD += dataFloat(d, "cost_usd")
			if int(dataInt(d, "call_depth")) == e.Depth {
				c.Response = firstNonEmpty(dataString(d, "reply"), c.Response)
				if msg := dataString(d, "error"); msg != "" {
					c.Notes = append(c.Notes, "model call failed: "+msg)
				}
			}
		case event.EvalStart:
			c.Blocks = append(c.Blocks, CardBlock{Index: int(dataInt(d, "block")), Code: dataString(d, "code"), Status: "running"})
		case event.EvalStop:
			if n := len(c.Blocks); n > 0 {
				b := &c.Blocks[n-1]
				b.Status, b.Stdout, b.Stderr = dataString(d, "status"), dataString(d, "stdout"), dataString(d, "stderr")
				b.Error, b.DurationMS = dataString(d, "error"), dataInt(d, "duration_ms")
			}
		case event.SubcallStart:
			c.Subcalls = append(c.Subcalls, CardCall{Kind: dataString(d, "kind"), ChildAgent: dataString(d, "child_agent"),
				Model: dataString(d, "model"), Prompt: firstNonEmpty(dataString(d, "prompt"), dataString(d, "query"))})
		case event.SubcallStop:
			kind, child := dataString(d, "kind"), dataString(d, "child_agent")
			for i := range c.Subcalls {
				s := &c.Subcalls[i]
				if s.Done || s.Kind != kind || (child != "" && s.ChildAgent != child) {
					continue
				}
				s.Done = true
				s.Answer = firstNonEmpty(dataString(d, "answer"), dataString(d, "response"))
				s.Error, s.DurationMS = dataString(d, "error"), dataInt(d, "duration_ms")
				break
			}
		case event.Dispatch:
			c.Subcalls = append(c.Subcalls, CardCall{Kind: "lm_query", ChildAgent: dataString(d, "child_id"),
				Prompt: dataString(d, "preview")})
		case event.DispatchResult:
			for i := range c.Subcalls {
				s := &c.Subcalls[i]
				if s.Kind == "lm_query" && s.ChildAgent == dataString(d, "child_id") {
					s.Done, s.Answer, s.Error = true, dataString(d, "preview"), dataString(d, "error")
				}
			}
		case event.Nudge:
			c.Notes = append(c.Notes, "nudge: "+dataString(d, "reason"))
		case event.BudgetExceeded:
			c.Notes = append(c.Notes, "budget exceeded: "+dataString(d, "error"))
		case event.IterationStop:
			c.Final = dataBool(d, "final")
		case event.AgentEnd:
			if st := dataString(d, "status"); st != "ok" {
				c.Notes = append(c.Notes, "agent ended: "+st+" "+dataString(d, "error"))
			} else {
				c.Final = true
			}
		}
	}
	return cards
}
