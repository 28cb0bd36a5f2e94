// Package event defines the one record type that flows from the engine
// (loop, broker, LLM calls, evals) to whoever listens: stores, exporters,
// the web view, progress printers. It sits at the bottom of the dependency
// graph so every package can emit without knowing its listeners.
package event

import (
	"sync"
	"time"
)

// Kind names what happened. Kinds are dotted: the part before the dot is the
// subsystem.
type Kind string

const (
	AgentStart     Kind = "agent.start"
	AgentEnd       Kind = "agent.end"
	AgentStatus    Kind = "agent.status"
	IterationStart Kind = "iteration.start"
	IterationStop  Kind = "iteration.stop"
	LLMStart       Kind = "llm.start"
	LLMStop        Kind = "llm.stop"
	EvalStart      Kind = "eval.start"
	EvalStop       Kind = "eval.stop"
	SubcallStart   Kind = "subcall.start" // llm_query / rlm_query from code
	SubcallStop    Kind = "subcall.stop"
	Dispatch       Kind = "dispatch"        // async child (lm_query) started
	DispatchResult Kind = "dispatch.result" // async child finished
	StructuredCall Kind = "structured_query"
	Compaction     Kind = "compaction"
	Nudge          Kind = "nudge"
	Assessment     Kind = "assessment"
	SurveyMissing  Kind = "survey.missing"
	BudgetExceeded Kind = "budget.exceeded"
	FinalStaged    Kind = "final.staged"
	ContextWindow  Kind = "context.window" // snapshot of an agent's messages before an LLM call
	ToolStart      Kind = "tool.start"     // a tool call of the tools strategy
	ToolStop       Kind = "tool.stop"
)

// Event is one thing that happened in a run. Data holds the kind's payload
// (payloads.go), or Raw for a kind or shape this build does not know; read
// it with As. In JSON it is the object "data", left out when empty.
type Event struct {
	ID        uint64    `json:"id"`
	Time      time.Time `json:"ts"`
	RunID     string    `json:"run_id"`
	AgentID   string    `json:"agent_id"`
	ParentID  string    `json:"parent_id,omitempty"`
	Depth     int       `json:"depth"`
	Iteration int       `json:"iteration,omitempty"`
	Kind      Kind      `json:"kind"`
	Data      Payload   `json:"data,omitempty"`
}

// Sink receives events. Implementations must be safe for concurrent use and
// must not block for long: the engine calls Emit on its hot path.
type Sink interface {
	Emit(Event)
}

// SinkFunc adapts a function to Sink.
type SinkFunc func(Event)

func (f SinkFunc) Emit(e Event) { f(e) }

// Discard is a Sink that drops everything.
var Discard Sink = SinkFunc(func(Event) {})

// Bus fans events out to subscribers and stamps each with a unique,
// increasing ID and a time when the emitter left them zero.
type Bus struct {
	mu     sync.RWMutex
	nextID uint64
	subs   []Sink
	now    func() time.Time
}

// NewBus returns a Bus with the given subscribers.
func NewBus(subs ...Sink) *Bus {
	return &Bus{subs: subs, now: time.Now}
}

// Subscribe adds a listener; it sees events emitted after the call.
func (b *Bus) Subscribe(s Sink) {
	b.mu.Lock()
	b.subs = append(b.subs, s)
	b.mu.Unlock()
}

// Emit stamps e and delivers it to every subscriber in order.
func (b *Bus) Emit(e Event) {
	b.mu.Lock()
	b.nextID++
	e.ID = b.nextID
	if e.Time.IsZero() {
		e.Time = b.now()
	}
	subs := b.subs
	b.mu.Unlock()
	for _, s := range subs {
		s.Emit(e)
	}
}

// Recorder is a Sink that keeps every event, for callers that read a run's
// events afterwards (tests, per-task scoring).
type Recorder struct {
	mu     sync.Mutex
	events []Event
}

// Emit keeps e.
func (r *Recorder) Emit(e Event) {
	r.mu.Lock()
	r.events = append(r.events, e)
	r.mu.Unlock()
}

// All returns a copy of the events kept so far.
func (r *Recorder) All() []Event {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]Event(nil), r.events...)
}

// Of returns the events of one kind.
func (r *Recorder) Of(kind Kind) []Event {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []Event
	for _, e := range r.events {
		if e.Kind == kind {
			out = append(out, e)
		}
	}
	return out
}

// Tee is a Sink that hands every event to each of its sinks in order.
type Tee []Sink

// Emit delivers e to every sink.
func (t Tee) Emit(e Event) {
	for _, s := range t {
		s.Emit(e)
	}
}
