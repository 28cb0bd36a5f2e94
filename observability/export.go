package observability

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/rlm-go/rlm/event"
)

// AgentLogFormat is the format tag of ExportAgentLog's document.
const AgentLogFormat = "rlm_agent_log_v1"

func init() {
	registerExporter(Exporter{Name: "agent_log", Extension: ".json", ContentType: "application/json",
		Description: "rlm_agent_log_v1 JSON",
		Write: func(events []event.Event, opts ExportOptions) ([]byte, error) {
			return ExportAgentLog(events, AgentLogOptions{LogView: opts.LogView, IncludeSystemPrompt: opts.IncludeSystemPrompt})
		}})
}

// AgentLogOptions tunes ExportAgentLog.
type AgentLogOptions struct {
	// IncludeSystemPrompt keeps system messages in context windows; without
	// it their content is replaced by a placeholder (prompts are long and
	// the same in every window).
	IncludeSystemPrompt bool
	// LogView is "normal" (default: the timeline leaves out context.window
	// and llm.start events, which the context windows and llm.stop already
	// carry) or "debug" (every event).
	LogView string
	// Now stamps exported_at; default time.Now.
	Now func() time.Time
}

// ContextWindow is one snapshot of an agent's messages before an LLM
// call, delta-encoded against the previous snapshot of the same agent.
type ContextWindow struct {
	ID              string    `json:"id"`
	TS              time.Time `json:"ts"`
	Iteration       int       `json:"iteration"`
	SizeChars       int       `json:"context_window_size_chars"`
	TruncatedBytes  int       `json:"truncated_bytes"`
	Compacted       bool      `json:"compacted"`
	DeltaKind       string    `json:"delta_kind"` // full, append, reset
	TranscriptDelta string    `json:"transcript_delta"`
	Messages        []Message `json:"messages_delta"`
	FromSnapshotID  string    `json:"from_snapshot_id,omitempty"`

	full []Message // the whole window after this snapshot
}

// contextWindows rebuilds an agent's snapshots from its context.window
// events. A snapshot that does not extend the previous one (compaction,
// or a gap from evicted events) is a reset holding the whole window.
func contextWindows(events []event.Event, agentID string) []ContextWindow {
	var (
		out  []ContextWindow
		cur  []Message
		prev string
	)
	for _, e := range events {
		d, ok := event.As[event.ContextWindowData](e)
		if !ok || e.AgentID != agentID {
			continue
		}
		// Compacted stays false: no emitter has written the "compacted"
		// key it was once read from (windows after compaction carry Reset).
		from, added := d.From, slices.Clone(d.Messages)
		w := ContextWindow{ID: fmt.Sprintf("%s#%d", agentID, e.ID), TS: e.Time, Iteration: e.Iteration,
			SizeChars: d.SizeChars}
		switch {
		case from == 0 && prev == "":
			w.DeltaKind = "full"
			cur = append([]Message(nil), added...)
			w.Messages = added
		case from == len(cur) && from > 0:
			w.DeltaKind, w.FromSnapshotID = "append", prev
			cur = append(cur, added...)
			w.Messages = added
		default:
			w.DeltaKind = "reset"
			if from > len(cur) {
				// Earlier snapshots are missing: keep what is known.
				w.TruncatedBytes = -1
				from = len(cur)
			}
			cur = append(append([]Message(nil), cur[:from]...), added...)
			w.Messages = append([]Message(nil), cur...)
			if from > 0 {
				w.FromSnapshotID = prev
			}
		}
		if w.TruncatedBytes < 0 {
			w.TruncatedBytes = max(w.SizeChars-messagesChars(cur), 0)
		}
		if w.SizeChars == 0 {
			w.SizeChars = messagesChars(cur)
		}
		w.full = append([]Message(nil), cur...)
		out = append(out, w)
		prev = w.ID
	}
	return out
}

// ContextAt returns an agent's context window as the model saw it at an
// iteration (the last snapshot taken at or before it; iteration <= 0 means
// the latest).
func ContextAt(events []event.Event, agentID string, iteration int) ([]Message, bool) {
	var found []Message
	ok := false
	for _, w := range contextWindows(events, agentID) {
		if iteration > 0 && w.Iteration > iteration {
			break
		}
		found, ok = w.full, true
	}
	return found, ok
}

func messagesChars(ms []Message) int {
	n := 0
	for _, m := range ms {
		n += len(m.Content)
	}
	return n
}

func transcript(ms []Message) string {
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = strings.ToUpper(m.Role[:min(1, len(m.Role))]) + m.Role[min(1, len(m.Role)):] + ": " + m.Content
	}
	return strings.Join(parts, "\n---\n")
}

type agentLog struct {
	Format                 string         `json:"format"`
	ExportedAt             time.Time      `json:"exported_at"`
	RunID                  string         `json:"run_id"`
	IncludeSystemPrompt    bool           `json:"include_system_prompt"`
	LogView                string         `json:"log_view"`
	ContextWindowsEncoding string         `json:"context_windows_encoding"`
	Summary                agentLogCounts `json:"summary"`
	RootAgentIDs           []string       `json:"root_agent_ids"`
	AgentTree              []*agentNode   `json:"agent_tree"`
}

type agentLogCounts struct {
	AgentCount         int `json:"agent_count"`
	EventCount         int `json:"event_count"`
	ContextWindowCount int `json:"context_window_count"`
	RootAgentCount     int `json:"root_agent_count"`
}

type agentNode struct {
	Agent          agentHead       `json:"agent"`
	Usage          agentUsage      `json:"usage"`
	Timeline       []timelineItem  `json:"timeline"`
	ContextWindows []ContextWindow `json:"context_windows"`
	ChildAgentIDs  []string        `json:"child_agent_ids"`
}

type agentHead struct {
	ID        string    `json:"id"`
	ParentID  *string   `json:"parent_id"`
	Status    string    `json:"status"`
	Depth     int       `json:"depth"`
	Model     string    `json:"model"`
	Query     string    `json:"query,omitempty"`
	Answer    string    `json:"answer,omitempty"`
	Error     string    `json:"error,omitempty"`
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"`
}

type agentUsage struct {
	LLMCalls     int     `json:"llm_calls"`
	InputTokens  int64   `json:"input_tokens"`
	OutputTokens int64   `json:"output_tokens"`
	CostUSD      float64 `json:"cost_usd"`
	Iterations   int     `json:"iterations"`
	DurationMS   int64   `json:"duration_ms"`
}

type timelineItem struct {
	Kind         string       `json:"kind"` // event, dispatch, child
	Event        *event.Event `json:"event,omitempty"`
	ChildAgentID string       `json:"child_agent_id,omitempty"`
	ChildAgent   *agentNode   `json:"child_agent,omitempty"`
}

// ExportAgentLog renders one run's events as the nested rlm_agent_log_v1
// document: the agent tree, each agent's timeline with its dispatches
// embedding the child agents they started, and delta-encoded context
// windows.
func ExportAgentLog(events []event.Event, opts AgentLogOptions) ([]byte, error) {
	runID, err := singleRun(events)
	if err != nil {
		return nil, err
	}
	if opts.LogView == "" {
		opts.LogView = "normal"
	}
	if opts.LogView != "normal" && opts.LogView != "debug" {
		return nil, fmt.Errorf("log view %q: want normal or debug", opts.LogView)
	}
	now := time.Now
	if opts.Now != nil {
		now = opts.Now
	}
	events = sortedCopy(events)
	_, agents := Summarize(events)
	byAgent := map[string][]event.Event{}
	for _, e := range events {
		byAgent[e.AgentID] = append(byAgent[e.AgentID], e)
	}
	infos := map[string]AgentInfo{}
	for _, a := range agents {
		infos[a.ID] = a
	}

	doc := agentLog{Format: AgentLogFormat, ExportedAt: now().UTC(), RunID: runID,
		IncludeSystemPrompt: opts.IncludeSystemPrompt, LogView: opts.LogView,
		ContextWindowsEncoding: "delta", RootAgentIDs: []string{}, AgentTree: []*agentNode{}}
	doc.Summary.AgentCount = len(agents)
	doc.Summary.EventCount = len(events)

	built := map[string]*agentNode{}
	var build func(id string) *agentNode
	build = func(id string) *agentNode {
		if n := built[id]; n != nil {
			return n
		}
		a := infos[id]
		n := &agentNode{Agent: agentHead{ID: a.ID, Status: a.Status, Depth: a.Depth, Model: a.Model,
			Query: a.Query, Answer: a.Answer, Error: a.Error, CreatedAt: a.CreatedAt, UpdatedAt: a.UpdatedAt},
			Usage: agentUsage{LLMCalls: a.LLMCalls, InputTokens: a.InputTokens, OutputTokens: a.OutputTokens,
				CostUSD: a.CostUSD, Iterations: a.Iterations, DurationMS: a.DurationMS},
			Timeline: []timelineItem{}, ContextWindows: []ContextWindow{}, ChildAgentIDs: []string{}}
		if a.ParentID != "" {
			p := a.ParentID
			n.Agent.ParentID = &p
		}
		built[id] = n
		for _, w := range contextWindows(events, id) {
			if !opts.IncludeSystemPrompt {
				w.Messages = withoutSystem(w.Messages)
			}
			w.TranscriptDelta = transcript(w.Messages)
			n.ContextWindows = append(n.ContextWindows, w)
		}
		doc.Summary.ContextWindowCount += len(n.ContextWindows)

		claimed := map[string]bool{}
		children := map[string]bool{}
		for _, c := range a.Children {
			children[c] = true
		}
		for _, e := range byAgent[id] {
			if opts.LogView == "normal" && (e.Kind == event.ContextWindow || e.Kind == event.LLMStart) {
				continue
			}
			ev := e
			if child := dispatchedChild(e); child != "" {
				item := timelineItem{Kind: "dispatch", Event: &ev, ChildAgentID: child}
				if children[child] && !claimed[child] {
					claimed[child] = true
					item.ChildAgent = build(child)
				}
				n.Timeline = append(n.Timeline, item)
				continue
			}
			n.Timeline = append(n.Timeline, timelineItem{Kind: "event", Event: &ev})
		}
		for _, c := range a.Children {
			n.ChildAgentIDs = append(n.ChildAgentIDs, c)
			if !claimed[c] {
				// No dispatch names this child (evicted, or started another
				// way): it still hangs under its parent.
				n.Timeline = append(n.Timeline, timelineItem{Kind: "child", ChildAgentID: c, ChildAgent: build(c)})
			}
		}
		return n
	}
	for _, a := range agents {
		if a.ParentID == "" || infos[a.ParentID].ID == "" {
			doc.RootAgentIDs = append(doc.RootAgentIDs, a.ID)
			doc.AgentTree = append(doc.AgentTree, build(a.ID))
		}
	}
	doc.Summary.RootAgentCount = len(doc.RootAgentIDs)
	return json.MarshalIndent(doc, "", "  ")
}

// dispatchedChild names the child agent an event started: an rlm_query
// sub-call, or a broker dispatch.
func dispatchedChild(e event.Event) string {
	switch d := event.Typed(e).(type) {
	case event.SubcallStartData:
		if d.Kind == event.SubcallRLMQuery {
			return d.ChildAgent
		}
	case event.DispatchData:
		return d.ChildID
	}
	return ""
}

func withoutSystem(ms []Message) []Message {
	out := make([]Message, len(ms))
	for i, m := range ms {
		if m.Role == "system" {
			m.Content = "[system prompt omitted]"
		}
		out[i] = m
	}
	return out
}

func singleRun(events []event.Event) (string, error) {
	id := ""
	for _, e := range events {
		if e.RunID == "" || e.RunID == id {
			continue
		}
		if id != "" {
			return "", fmt.Errorf("events span runs %s and %s: export one run at a time", id, e.RunID)
		}
		id = e.RunID
	}
	if len(events) == 0 {
		return "", fmt.Errorf("no events to export")
	}
	return id, nil
}

func sortedCopy(events []event.Event) []event.Event {
	out := append([]event.Event(nil), events...)
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].ID != out[j].ID {
			return out[i].ID < out[j].ID
		}
		return out[i].Time.Before(out[j].Time)
	})
	return out
}
