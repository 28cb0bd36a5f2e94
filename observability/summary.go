// Package observability keeps, exports and shows what runs did. Everything
// it knows arrives as event.Event values: stores (Memory, FileStore) are
// event sinks, exports and the web view read the events back. The loop
// never knows who listens.
package observability

import (
	"sort"
	"strings"
	"time"

	"github.com/rlm-go/rlm/event"
)

// RunInfo summarizes one run for listings.
type RunInfo struct {
	ID           string    `json:"id"`
	Started      time.Time `json:"started"`
	Updated      time.Time `json:"updated"`
	Query        string    `json:"query"`
	Model        string    `json:"model,omitempty"`
	Backend      string    `json:"backend,omitempty"`
	Status       string    `json:"status"` // running, ok, failed, error, incomplete
	Answer       string    `json:"answer,omitempty"`
	Error        string    `json:"error,omitempty"`
	Agents       int       `json:"agents"`
	Events       int       `json:"events"`
	Iterations   int       `json:"iterations"`
	LLMCalls     int       `json:"llm_calls"`
	InputTokens  int64     `json:"input_tokens"`
	OutputTokens int64     `json:"output_tokens"`
	CostUSD      float64   `json:"cost_usd"`
	DurationMS   int64     `json:"duration_ms"`
	// UsageEstimated and CostEstimated are set when some call's server sent
	// no usage, so tokens (and the cost priced from them) are estimates.
	UsageEstimated bool `json:"usage_estimated,omitempty"`
	CostEstimated  bool `json:"cost_estimated,omitempty"`
}

// AgentInfo is one node of a run's agent tree.
type AgentInfo struct {
	RunID        string    `json:"run_id"`
	ID           string    `json:"id"`
	ParentID     string    `json:"parent_id,omitempty"`
	Depth        int       `json:"depth"`
	Model        string    `json:"model,omitempty"`
	Status       string    `json:"status"` // running, ok, failed, error
	Query        string    `json:"query,omitempty"`
	Answer       string    `json:"answer,omitempty"`
	Error        string    `json:"error,omitempty"`
	CreatedAt    time.Time `json:"created_at"`
	UpdatedAt    time.Time `json:"updated_at"`
	Iterations   int       `json:"iterations"`
	LLMCalls     int       `json:"llm_calls"`
	InputTokens  int64     `json:"input_tokens"`
	OutputTokens int64     `json:"output_tokens"`
	CostUSD      float64   `json:"cost_usd"`
	DurationMS   int64     `json:"duration_ms,omitempty"`
	Events       int       `json:"events"`
	// UsageEstimated and CostEstimated: as in RunInfo.
	UsageEstimated bool     `json:"usage_estimated,omitempty"`
	CostEstimated  bool     `json:"cost_estimated,omitempty"`
	Children       []string `json:"children,omitempty"`
}

// runState folds a run's events into its summary and agent tree. It holds
// no events, so it stays small however long the run.
type runState struct {
	info   RunInfo
	agents map[string]*AgentInfo
	order  []string // agent ids in creation order
}

func newRunState(id string) *runState {
	return &runState{info: RunInfo{ID: id, Status: "running"}, agents: map[string]*AgentInfo{}}
}

func (r *runState) agent(e event.Event) *AgentInfo {
	a := r.agents[e.AgentID]
	if a != nil {
		return a
	}
	a = &AgentInfo{RunID: r.info.ID, ID: e.AgentID, ParentID: e.ParentID, Depth: e.Depth,
		Status: "running", CreatedAt: e.Time}
	r.agents[e.AgentID] = a
	r.order = append(r.order, e.AgentID)
	if p := r.agents[e.ParentID]; p != nil && e.ParentID != "" {
		p.Children = append(p.Children, e.AgentID)
	}
	r.info.Agents = len(r.agents)
	return a
}

func (r *runState) apply(e event.Event) {
	if r.info.Started.IsZero() || (!e.Time.IsZero() && e.Time.Before(r.info.Started)) {
		r.info.Started = e.Time
	}
	if e.Time.After(r.info.Updated) {
		r.info.Updated = e.Time
	}
	r.info.Events++
	a := r.agent(e)
	a.Events++
	if e.Time.After(a.UpdatedAt) {
		a.UpdatedAt = e.Time
	}
	if e.Iteration > a.Iterations {
		a.Iterations = e.Iteration
	}
	switch d := event.Typed(e).(type) {
	case event.AgentStartData:
		a.ParentID, a.Depth = e.ParentID, e.Depth
		a.Model = d.Model
		a.Query = d.Query
		a.Status = "running"
		if isRoot(e) {
			r.info.Query, r.info.Model, r.info.Backend = a.Query, a.Model, d.Backend
		}
	case event.AgentEndData:
		a.Status = firstNonEmpty(d.Status, "ok")
		a.Answer, a.Error = d.Answer, d.Error
		a.DurationMS = d.DurationMS
		if n := d.Iterations; n > a.Iterations {
			a.Iterations = n
		}
		if isRoot(e) {
			r.info.Status, r.info.Answer, r.info.Error = a.Status, a.Answer, a.Error
			r.info.DurationMS = a.DurationMS
			r.info.Iterations = a.Iterations
		}
	case event.LLMStopData:
		a.LLMCalls++
		in, out, cost := d.InputTokens, d.OutputTokens, d.CostUSD
		a.InputTokens += in
		a.OutputTokens += out
		a.CostUSD += cost
		r.info.LLMCalls++
		r.info.InputTokens += in
		r.info.OutputTokens += out
		r.info.CostUSD += cost
		a.UsageEstimated = a.UsageEstimated || d.UsageEstimated
		a.CostEstimated = a.CostEstimated || d.CostEstimated
		r.info.UsageEstimated = r.info.UsageEstimated || d.UsageEstimated
		r.info.CostEstimated = r.info.CostEstimated || d.CostEstimated
	}
	if isRoot(e) && e.Kind != event.AgentEnd && e.Iteration > r.info.Iterations {
		r.info.Iterations = e.Iteration
	}
	if r.info.Status == "running" && r.info.DurationMS == 0 {
		// Live runs show elapsed time so far.
		r.info.LiveDuration()
	}
}

// LiveDuration fills DurationMS from the span of events seen when the run
// has not reported its own duration.
func (r *RunInfo) LiveDuration() {
	if !r.Started.IsZero() && r.Updated.After(r.Started) {
		r.DurationMS = r.Updated.Sub(r.Started).Milliseconds()
	}
}

func (r *runState) remove(agentID string) {
	a := r.agents[agentID]
	if a == nil {
		return
	}
	delete(r.agents, agentID)
	for i, id := range r.order {
		if id == agentID {
			r.order = append(r.order[:i], r.order[i+1:]...)
			break
		}
	}
	r.info.Agents = len(r.agents)
}

func (r *runState) tree() []AgentInfo {
	out := make([]AgentInfo, 0, len(r.order))
	for _, id := range r.order {
		a := *r.agents[id]
		a.Children = append([]string(nil), a.Children...)
		out = append(out, a)
	}
	return out
}

// Summarize folds the events of one run into its summary and agent tree.
func Summarize(events []event.Event) (RunInfo, []AgentInfo) {
	id := ""
	for _, e := range events {
		if e.RunID != "" {
			id = e.RunID
			break
		}
	}
	r := newRunState(id)
	for _, e := range events {
		r.apply(e)
	}
	return r.info, r.tree()
}

func isRoot(e event.Event) bool { return e.ParentID == "" && e.Depth == 0 && e.AgentID == "root" }

// Message is one chat message of a context window.
type Message = event.Message

func firstNonEmpty(s ...string) string {
	for _, x := range s {
		if x != "" {
			return x
		}
	}
	return ""
}

// matchKind reports whether k is one of the comma-separated kinds in
// filter; a kind without a dot matches its whole subsystem ("llm").
func matchKind(filter string, k event.Kind) bool {
	if filter == "" {
		return true
	}
	for _, f := range strings.Split(filter, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if string(k) == f || strings.HasPrefix(string(k), f+".") {
			return true
		}
	}
	return false
}

func sortEvents(evs []event.Event) {
	sort.SliceStable(evs, func(i, j int) bool { return evs[i].ID < evs[j].ID })
}
