package observability

import (
	"time"

	"github.com/rlm-go/rlm/event"
)

// fakeAgent describes an agent of a synthetic run: one iteration per
// step, each running one code block that may start a child with rlm_query.
type fakeAgent struct {
	id, model, query, answer string
	steps                    []fakeStep
}

type fakeStep struct {
	code, stdout string
	child        *fakeAgent
	llmQuery     string // an llm_query prompt made from the block
}

// runWriter emits a synthetic run the way the loop does.
type runWriter struct {
	sink  event.Sink
	run   string
	clock time.Time
}

func newRunWriter(sink event.Sink, run string) *runWriter {
	return &runWriter{sink: sink, run: run, clock: time.Date(2026, 11, 3, 10, 0, 0, 0, time.UTC)}
}

func (w *runWriter) emit(id, parent string, depth, it int, kind event.Kind, data map[string]any) {
	w.clock = w.clock.Add(10 * time.Millisecond)
	w.sink.Emit(event.Event{Time: w.clock, RunID: w.run, AgentID: id, ParentID: parent, Depth: depth,
		Iteration: it, Kind: kind, Data: data})
}

func (w *runWriter) agent(a *fakeAgent, parent string, depth int) {
	emit := func(it int, kind event.Kind, data map[string]any) { w.emit(a.id, parent, depth, it, kind, data) }
	emit(0, event.AgentStart, map[string]any{"query": a.query, "model": a.model, "backend": "gpython", "context_chars": 1000})
	snap := 0
	msgs := []Message{{"system", "You are an RLM. SYSTEM PROMPT TEXT"}, {"user", "Query: " + a.query}}
	for i, s := range a.steps {
		it := i + 1
		emit(it, event.IterationStart, nil)
		emit(it, event.ContextWindow, map[string]any{"from": snap, "messages": append([]Message(nil), msgs[snap:]...), "size_chars": messagesChars(msgs)})
		snap = len(msgs)
		emit(it, event.LLMStart, map[string]any{"model": a.model, "messages": len(msgs), "call_depth": depth})
		reply := "```repl\n" + s.code + "\n```"
		emit(it, event.LLMStop, map[string]any{"model": a.model, "call_depth": depth, "duration_ms": 120,
			"input_tokens": 100, "output_tokens": 20, "cost_usd": 0.001, "reply": reply})
		msgs = append(msgs, Message{"assistant", reply})
		emit(it, event.EvalStart, map[string]any{"block": 0, "code": s.code})
		if s.child != nil {
			emit(it, event.SubcallStart, map[string]any{"kind": "rlm_query", "child_agent": s.child.id, "query": s.child.query, "context_chars": 10})
			w.agent(s.child, a.id, depth+1)
			emit(it, event.SubcallStop, map[string]any{"kind": "rlm_query", "child_agent": s.child.id, "answer": s.child.answer})
		}
		if s.llmQuery != "" {
			emit(it, event.SubcallStart, map[string]any{"kind": "llm_query", "model": "small", "prompt": s.llmQuery})
			emit(it, event.LLMStart, map[string]any{"model": "small", "call_depth": depth + 1})
			emit(it, event.LLMStop, map[string]any{"model": "small", "call_depth": depth + 1, "input_tokens": 7, "output_tokens": 3, "reply": "sub reply"})
			emit(it, event.SubcallStop, map[string]any{"kind": "llm_query", "model": "small", "response": "sub reply", "duration_ms": 30})
		}
		final := i == len(a.steps)-1
		emit(it, event.EvalStop, map[string]any{"block": 0, "status": "ok", "stdout": s.stdout, "stderr": "",
			"error": "", "duration_ms": 15, "final": final})
		emit(it, event.IterationStop, map[string]any{"code_blocks": 1, "final": final})
		msgs = append(msgs, Message{"user", "[REPL output]\n" + s.stdout})
	}
	emit(len(a.steps), event.AgentEnd, map[string]any{"status": "ok", "answer": a.answer, "duration_ms": 500, "iterations": len(a.steps)})
}

// depth2Run: root starts root.1 (which starts root.1.3) in iteration 1
// and root.2 in iteration 2.
func depth2Run() *fakeAgent {
	grand := &fakeAgent{id: "root.1.3", model: "small", query: "count words in chunk", answer: "42",
		steps: []fakeStep{{code: "FINAL(len(context.split()))", stdout: ""}}}
	c1 := &fakeAgent{id: "root.1", model: "small", query: "summarize part A", answer: "A is about cats",
		steps: []fakeStep{{code: "n = rlm_query(context[:10], 'count words in chunk')", stdout: "42", child: grand},
			{code: "FINAL('A is about cats')"}}}
	c2 := &fakeAgent{id: "root.2", model: "small", query: "summarize part B", answer: "B is about dogs",
		steps: []fakeStep{{code: "FINAL('B is about dogs')"}}}
	return &fakeAgent{id: "root", model: "big", query: "What are the parts about?", answer: "cats and dogs",
		steps: []fakeStep{
			{code: "a = rlm_query(context[:500], 'summarize part A')\nprint(a)", stdout: "A is about cats", child: c1},
			{code: "b = rlm_query(context[500:], 'summarize part B')\nprint(b)", stdout: "B is about dogs", child: c2, llmQuery: "classify this"},
			{code: "FINAL(a + ' and ' + b)"},
		}}
}

// collect is a sink that keeps what it gets.
type collect struct{ events []event.Event }

func (c *collect) Emit(e event.Event) { c.events = append(c.events, e) }

func busRun(run string, a *fakeAgent, sinks ...event.Sink) {
	bus := event.NewBus(sinks...)
	newRunWriter(bus, run).agent(a, "", 0)
}
