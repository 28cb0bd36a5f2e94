package observability

import (
	"sort"
	"sync"
	"time"

	"github.com/rlm-go/rlm/event"
)

// MemoryOptions bounds a Memory store. Zero fields take the defaults.
type MemoryOptions struct {
	MaxEventsPerAgent  int // default 2000; oldest events of the agent dropped first
	MaxWindowsPerAgent int // context.window snapshots kept apart from other events; default 500
	MaxAgents          int // default 1000 over all runs; the oldest runs' agents go first
}

// MemoryStats counts what a Memory store holds.
type MemoryStats struct {
	Runs    int `json:"runs"`
	Agents  int `json:"agents"`
	Events  int `json:"events"`
	Windows int `json:"windows"`
}

// Query selects events. Zero fields select everything.
type Query struct {
	RunID   string
	AgentID string
	Kind    string // comma-separated kinds; "llm" matches llm.start and llm.stop
	Since   uint64 // only events with a larger ID
	Limit   int    // at most this many, oldest first
}

// Memory is an event.Sink that keeps recent events of recent runs in
// memory, within fixed bounds, for the live web view. It is safe for
// concurrent use.
type Memory struct {
	opts MemoryOptions

	mu       sync.Mutex
	runs     map[string]*memRun
	runOrder []string // run ids, oldest first
	agents   int
	resolve  runResolver
	changed  chan struct{}
}

type memRun struct {
	state  *runState
	agents map[string]*memAgent
}

type memAgent struct {
	events  ring
	windows ring
}

// NewMemory returns an empty store.
func NewMemory(opts MemoryOptions) *Memory {
	if opts.MaxEventsPerAgent <= 0 {
		opts.MaxEventsPerAgent = 2000
	}
	if opts.MaxWindowsPerAgent <= 0 {
		opts.MaxWindowsPerAgent = 500
	}
	if opts.MaxAgents <= 0 {
		opts.MaxAgents = 1000
	}
	return &Memory{opts: opts, runs: map[string]*memRun{}, changed: make(chan struct{}),
		resolve: runResolver{byAgent: map[string]string{}}}
}

// Emit stores e. Events without an ID get one from the store's own counter;
// events without a run (the broker's) go to the run their agent last
// appeared in.
func (m *Memory) Emit(e event.Event) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if !m.resolve.stamp(&e) {
		return
	}
	r := m.runs[e.RunID]
	if r == nil {
		r = &memRun{state: newRunState(e.RunID), agents: map[string]*memAgent{}}
		m.runs[e.RunID] = r
		m.runOrder = append(m.runOrder, e.RunID)
	}
	a := r.agents[e.AgentID]
	if a == nil {
		a = &memAgent{events: newRing(m.opts.MaxEventsPerAgent), windows: newRing(m.opts.MaxWindowsPerAgent)}
		r.agents[e.AgentID] = a
		m.agents++
	}
	r.state.apply(e)
	if e.Kind == event.ContextWindow {
		a.windows.push(e)
	} else {
		a.events.push(e)
	}
	for m.agents > m.opts.MaxAgents {
		m.evictOne(e.RunID, e.AgentID)
	}
	close(m.changed)
	m.changed = make(chan struct{})
}

// evictOne drops the oldest agent of the oldest run, sparing the agent
// that just emitted.
func (m *Memory) evictOne(keepRun, keepAgent string) {
	for _, runID := range m.runOrder {
		r := m.runs[runID]
		for _, agentID := range r.state.order {
			if runID == keepRun && agentID == keepAgent {
				continue
			}
			delete(r.agents, agentID)
			r.state.remove(agentID)
			m.agents--
			if len(r.agents) == 0 {
				delete(m.runs, runID)
				m.runOrder = removeString(m.runOrder, runID)
				m.resolve.forgetRun(runID)
			}
			return
		}
	}
	// Only the keeper is left; cannot happen with MaxAgents >= 1.
	m.agents = m.opts.MaxAgents
}

// Changed returns a channel closed at the next Emit, for waiting on news
// without polling.
func (m *Memory) Changed() <-chan struct{} {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.changed
}

// Stats counts what the store holds.
func (m *Memory) Stats() MemoryStats {
	m.mu.Lock()
	defer m.mu.Unlock()
	s := MemoryStats{Runs: len(m.runs), Agents: m.agents}
	for _, r := range m.runs {
		for _, a := range r.agents {
			s.Events += a.events.len()
			s.Windows += a.windows.len()
		}
	}
	return s
}

// Runs lists the runs held, newest first.
func (m *Memory) Runs() []RunInfo {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]RunInfo, 0, len(m.runs))
	for _, r := range m.runs {
		out = append(out, r.state.info)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Started.After(out[j].Started) })
	return out
}

// Run returns one run's summary.
func (m *Memory) Run(id string) (RunInfo, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	r := m.runs[id]
	if r == nil {
		return RunInfo{}, false
	}
	return r.state.info, true
}

// Agents returns a run's agent tree in creation order.
func (m *Memory) Agents(runID string) []AgentInfo {
	m.mu.Lock()
	defer m.mu.Unlock()
	r := m.runs[runID]
	if r == nil {
		return nil
	}
	return r.state.tree()
}

// Events returns the events q selects, ordered by ID.
func (m *Memory) Events(q Query) []event.Event {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []event.Event
	for _, runID := range m.runOrder {
		if q.RunID != "" && runID != q.RunID {
			continue
		}
		r := m.runs[runID]
		for agentID, a := range r.agents {
			if q.AgentID != "" && agentID != q.AgentID {
				continue
			}
			keep := func(e event.Event) {
				if e.ID > q.Since && matchKind(q.Kind, e.Kind) {
					out = append(out, e)
				}
			}
			a.events.each(keep)
			a.windows.each(keep)
		}
	}
	sortEvents(out)
	if q.Limit > 0 && len(out) > q.Limit {
		out = out[:q.Limit]
	}
	return out
}

// ring keeps the last max events.
type ring struct {
	buf  []event.Event
	max  int
	head int // index of the oldest once full
}

func newRing(n int) ring { return ring{buf: make([]event.Event, 0, min(n, 64)), max: n} }

func (r *ring) push(e event.Event) {
	if len(r.buf) < r.max {
		r.buf = append(r.buf, e)
		return
	}
	r.buf[r.head] = e
	r.head = (r.head + 1) % len(r.buf)
}

func (r *ring) len() int { return len(r.buf) }

func (r *ring) each(f func(event.Event)) {
	for i := range r.buf {
		f(r.buf[(r.head+i)%len(r.buf)])
	}
}

// runResolver completes events the way both stores need them: an ID from
// its own counter when the emitter gave none, a time, and a run for events
// emitted without one (the broker knows agents, not runs): the run the
// agent was last seen in.
type runResolver struct {
	byAgent map[string]string
	last    string
	seq     uint64
}

// stamp fills in e's ID, time and run; false means e belongs to no run and
// is dropped.
func (r *runResolver) stamp(e *event.Event) bool {
	if e.ID == 0 {
		r.seq++
		e.ID = r.seq
	} else if e.ID > r.seq {
		r.seq = e.ID
	}
	if e.Time.IsZero() {
		e.Time = time.Now()
	}
	e.RunID = r.run(*e)
	return e.RunID != ""
}

func (r *runResolver) run(e event.Event) string {
	if e.RunID == "" {
		if id, ok := r.byAgent[e.AgentID]; ok {
			return id
		}
		return r.last
	}
	if e.AgentID != "" {
		r.byAgent[e.AgentID] = e.RunID
	}
	r.last = e.RunID
	return e.RunID
}

func (r *runResolver) forgetRun(id string) {
	for a, run := range r.byAgent {
		if run == id {
			delete(r.byAgent, a)
		}
	}
	if r.last == id {
		r.last = ""
	}
}

func removeString(ss []string, s string) []string {
	for i, x := range ss {
		if x == s {
			return append(ss[:i], ss[i+1:]...)
		}
	}
	return ss
}
