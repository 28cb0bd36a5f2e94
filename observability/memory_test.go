package observability

import (
	"fmt"
	"sync"
	"testing"

	"github.com/rlm-go/rlm/event"
)

func TestMemoryTreeAndQueries(t *testing.T) {
	m := NewMemory(MemoryOptions{})
	busRun("run-1", depth2Run(), m)

	runs := m.Runs()
	if len(runs) != 1 || runs[0].ID != "run-1" || runs[0].Status != "ok" || runs[0].Answer != "cats and dogs" {
		t.Fatalf("runs = %+v", runs)
	}
	if runs[0].Agents != 4 || runs[0].Query != "What are the parts about?" || runs[0].CostUSD < 0.005 {
		t.Errorf("run summary = %+v", runs[0])
	}
	agents := m.Agents("run-1")
	byID := map[string]AgentInfo{}
	for _, a := range agents {
		byID[a.ID] = a
	}
	tests := []struct {
		id, parent string
		depth      int
		model      string
		children   int
	}{
		{"root", "", 0, "big", 2},
		{"root.1", "root", 1, "small", 1},
		{"root.1.3", "root.1", 2, "small", 0},
		{"root.2", "root", 1, "small", 0},
	}
	for _, tt := range tests {
		a, ok := byID[tt.id]
		if !ok {
			t.Errorf("agent %s missing", tt.id)
			continue
		}
		if a.ParentID != tt.parent || a.Depth != tt.depth || a.Model != tt.model || len(a.Children) != tt.children || a.Status != "ok" {
			t.Errorf("agent %s = %+v", tt.id, a)
		}
	}
	if byID["root"].LLMCalls != 4 || byID["root"].InputTokens != 307 {
		t.Errorf("root usage = %+v (the llm_query's call counts to the agent that made it)", byID["root"])
	}

	all := m.Events(Query{RunID: "run-1"})
	for i := 1; i < len(all); i++ {
		if all[i].ID <= all[i-1].ID {
			t.Fatalf("events out of order at %d", i)
		}
	}
	since := m.Events(Query{RunID: "run-1", Since: all[10].ID, Limit: 5})
	if len(since) != 5 || since[0].ID != all[11].ID {
		t.Errorf("since cursor: got %d events starting %d, want 5 from %d", len(since), since[0].ID, all[11].ID)
	}
	llm := m.Events(Query{RunID: "run-1", AgentID: "root.2", Kind: "llm"})
	if len(llm) != 2 || llm[0].Kind != event.LLMStart || llm[1].Kind != event.LLMStop {
		t.Errorf("kind filter: %+v", llm)
	}
}

func TestMemoryRetention(t *testing.T) {
	const perAgent, maxAgents = 50, 20
	m := NewMemory(MemoryOptions{MaxEventsPerAgent: perAgent, MaxWindowsPerAgent: 5, MaxAgents: maxAgents})
	bus := event.NewBus(m)
	for i := 0; i < 10000; i++ {
		run := fmt.Sprintf("run-%d", i/2000) // 5 runs
		agent := fmt.Sprintf("root.%d", (i/7)%30)
		var data event.Payload = event.EvalStopData{Block: i}
		if i%3 == 0 {
			data = event.ContextWindowData{From: i}
		}
		bus.Emit(event.Event{RunID: run, AgentID: agent, Kind: data.EventKind(), Data: data})
		if i%97 == 0 {
			s := m.Stats()
			if s.Agents > maxAgents || s.Events > perAgent*maxAgents || s.Windows > 5*maxAgents {
				t.Fatalf("after %d events the store holds %+v, over its limits", i, s)
			}
		}
	}
	s := m.Stats()
	if s.Agents != maxAgents || s.Events > perAgent*maxAgents {
		t.Fatalf("final stats %+v", s)
	}
	// The oldest runs went first: only the last run is left.
	if runs := m.Runs(); len(runs) != 1 || runs[0].ID != "run-4" {
		t.Errorf("runs left: %+v", runs)
	}
	// The newest event is still there.
	last := m.Events(Query{Since: 9999})
	if len(last) != 1 || last[0].ID != 10000 {
		t.Errorf("newest event: %+v", last)
	}
}

func TestMemoryBrokerEventsJoinTheirRun(t *testing.T) {
	m := NewMemory(MemoryOptions{})
	m.Emit(event.Event{ID: 1, RunID: "r1", AgentID: "root", Kind: event.AgentStart})
	m.Emit(event.Event{ID: 2, RunID: "r2", AgentID: "other", Kind: event.AgentStart})
	m.Emit(event.Event{ID: 3, AgentID: "root", Kind: event.Dispatch, Data: event.DispatchData{ChildID: "c1"}})
	got := m.Events(Query{RunID: "r1", Kind: "dispatch"})
	if len(got) != 1 || got[0].RunID != "r1" {
		t.Fatalf("dispatch without run id landed in %+v", got)
	}
}

func TestMemoryConcurrent(t *testing.T) {
	m := NewMemory(MemoryOptions{MaxEventsPerAgent: 10, MaxAgents: 5})
	bus := event.NewBus(m)
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; i < 500; i++ {
				bus.Emit(event.Event{RunID: fmt.Sprint("r", g), AgentID: fmt.Sprint("a", i%8), Kind: event.EvalStart})
				if i%50 == 0 {
					_ = m.Runs()
					_ = m.Events(Query{RunID: fmt.Sprint("r", g)})
					_ = m.Agents(fmt.Sprint("r", g))
				}
			}
		}(g)
	}
	wg.Wait()
	if s := m.Stats(); s.Agents > 5 || s.Events > 50 {
		t.Fatalf("stats %+v", s)
	}
}

func BenchmarkMemoryEmit(b *testing.B) {
	m := NewMemory(MemoryOptions{})
	bus := event.NewBus(m)
	data := event.EvalStopData{Stdout: "x"}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		bus.Emit(event.Event{RunID: "r", AgentID: fmt.Sprint("root.", i%50), Kind: event.EvalStop, Data: data})
	}
}

func BenchmarkFileStoreEmit(b *testing.B) {
	fs, _ := OpenFileStore(b.TempDir())
	defer fs.Close()
	bus := event.NewBus(fs)
	data := event.EvalStopData{Stdout: "some output line"}
	b.ReportAllocs()
	for b.Loop() {
		bus.Emit(event.Event{RunID: "r", AgentID: "root", Kind: event.EvalStop, Data: data})
	}
}
