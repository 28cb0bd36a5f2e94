// Package synth writes synthetic recorded runs, shaped like the engine's
// (the same event kinds, payloads and sizes per agent), so the web view's
// benchmarks can be rerun at any size without a model.
package synth

import (
	"fmt"
	"strings"
	"time"

	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/observability"
)

// Fanout is how many children an agent of a synthetic run starts, at most:
// agent i's parent is agent (i-1)/Fanout, so a run of 5,000 agents is a
// tree four levels deep.
const Fanout = 16

// childrenPerIteration spreads an agent's children over its iterations.
const childrenPerIteration = 4

// Run emits one run of n agents (n >= 1) to sink, timed from start; each
// agent costs about 6.5 KB and 10 events plus 2 per child, as a real run
// with the mock model does.
func Run(sink event.Sink, runID string, n int, start time.Time) {
	w := &writer{sink: sink, run: runID, clock: start, n: max(n, 1)}
	w.agent(0, "", 0)
}

// WriteRun writes run runID of n agents into the run store at dir.
func WriteRun(dir, runID string, n int) error {
	files, err := observability.OpenFileStore(dir)
	if err != nil {
		return err
	}
	Run(event.NewBus(files), runID, n, time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	if err := files.Close(); err != nil {
		return err
	}
	return files.Err()
}

// WriteRuns writes n small finished runs (three agents each, statuses
// mixed) into the run store at dir, one minute apart.
func WriteRuns(dir string, n int) error {
	files, err := observability.OpenFileStore(dir)
	if err != nil {
		return err
	}
	bus := event.NewBus(files)
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := range n {
		Run(bus, fmt.Sprintf("20260101T000000-run%06d", i), 3, t0.Add(time.Duration(i)*time.Minute))
		if err := files.Err(); err != nil {
			return err
		}
	}
	if err := files.Close(); err != nil {
		return err
	}
	return files.Err()
}

type writer struct {
	sink  event.Sink
	run   string
	clock time.Time
	n     int
}

func agentID(i int, parent string) string {
	if i == 0 {
		return "root"
	}
	return fmt.Sprintf("%s.%d", parent, (i-1)%Fanout+1)
}

var filler = strings.Repeat("lorem ipsum dolor sit amet ", 20)

func (w *writer) agent(i int, parent string, depth int) string {
	id := agentID(i, parent)
	emit := func(it int, d event.Payload) {
		w.clock = w.clock.Add(time.Millisecond)
		w.sink.Emit(event.Event{Time: w.clock, RunID: w.run, AgentID: id, ParentID: parent, Depth: depth,
			Iteration: it, Kind: d.EventKind(), Data: d})
	}
	var kids []int
	for c := i*Fanout + 1; c <= i*Fanout+Fanout && c < w.n; c++ {
		kids = append(kids, c)
	}
	query := fmt.Sprintf("agent %d: summarize chunk %d of the input", i, i)
	status := "ok"
	switch {
	case i%97 == 13:
		status = "failed"
	case i%211 == 17:
		status = "error"
	}
	emit(0, event.AgentStartData{Backend: "gpython", Model: "mock", Query: query, ContextChars: 100000})
	iters := max(1, (len(kids)+childrenPerIteration-1)/childrenPerIteration)
	msgs := []event.Message{{Role: "system", Content: "You are an RLM. " + filler}, {Role: "user", Content: "Query: " + query}}
	for it := 1; it <= iters; it++ {
		emit(it, event.IterationStartData{})
		emit(it, event.ContextWindowData{Messages: append([]event.Message(nil), msgs...), SizeChars: 2000})
		emit(it, event.LLMStartData{CallDepth: depth, Messages: len(msgs), Model: "mock"})
		code := fmt.Sprintf("parts = [rlm_query(c, 'summarize') for c in chunks[%d:%d]]\nprint(parts)", it, it+4)
		reply := "```repl\n" + code + "\n```\n" + filler
		emit(it, event.LLMStopData{CallDepth: depth, DurationMS: int64(50 + i%300), InputTokens: int64(800 + i%500),
			OutputTokens: int64(60 + i%40), CostUSD: 0.0001 * float64(1+i%50), Reply: reply})
		emit(it, event.EvalStartData{Block: 0, Code: code})
		from := (it - 1) * childrenPerIteration
		for _, c := range kids[min(from, len(kids)):min(from+childrenPerIteration, len(kids))] {
			cid := agentID(c, id)
			emit(it, event.SubcallStartData{Kind: "rlm_query", ChildAgent: cid, Query: "summarize", ContextChars: 1000})
			w.agent(c, id, depth+1)
			emit(it, event.SubcallStopData{Kind: "rlm_query", ChildAgent: cid, Answer: "summary of " + cid})
		}
		final := it == iters
		emit(it, event.EvalStopData{Block: 0, Status: "ok", Stdout: "['" + filler[:300] + "']", DurationMS: 15, Final: final})
		emit(it, event.IterationStopData{CodeBlocks: 1, Final: final})
		msgs = append(msgs, event.Message{Role: "assistant", Content: reply})
	}
	end := event.AgentEndData{Status: status, Answer: "answer of " + id, DurationMS: int64(100 + (i*37)%5000), Iterations: iters}
	if status != "ok" {
		end.Answer, end.Error = "", "synthetic "+status
	}
	emit(iters, end)
	return id
}
