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

func (w *runWriter) emit(id, parent string, depth, it int, data event.Payload) {
	w.clock = w.clock.Add(10 * time.Millisecond)
	w.sink.Emit(event.Event{Time: w.clock, RunID: w.run, AgentID: id, ParentID: parent, Depth: depth,
		Iteration: it, Kind: data.EventKind(), Data: data})
}

func (w *runWriter) agent(a *fakeAgent, parent string, depth int) {
	emit := func(it int, data event.Payload) { w.emit(a.id, parent, depth, it, data) }
	emit(0, event.AgentStartData{Query: a.query, Model: a.model, Backend: "gpython", ContextChars: 1000})
	snap := 0
	msgs := []Message{{Role: "system", Content: "You are an RLM. SYSTEM PROMPT TEXT"}, {Role: "user", Content: "Query: " + a.query}}
	for i, s := range a.steps {
		it := i + 1
		emit(it, event.IterationStartData{})
		emit(it, event.ContextWindowData{From: snap, Messages: append([]Message(nil), msgs[snap:]...), SizeChars: messagesChars(msgs)})
		snap = len(msgs)
		emit(it, event.LLMStartData{Model: a.model, Messages: len(msgs), CallDepth: depth})
		reply := "```repl\n" + s.code + "\n```"
		emit(it, event.LLMStopData{Model: a.model, CallDepth: depth, DurationMS: 120,
			InputTokens: 100, OutputTokens: 20, CostUSD: 0.001, Reply: reply})
		msgs = append(msgs, Message{Role: "assistant", Content: reply})
		emit(it, event.EvalStartData{Block: 0, Code: s.code})
		if s.child != nil {
			emit(it, event.SubcallStartData{Kind: "rlm_query", ChildAgent: s.child.id, Query: s.child.query, ContextChars: 10})
			w.agent(s.child, a.id, depth+1)
			emit(it, event.SubcallStopData{Kind: "rlm_query", ChildAgent: s.child.id, Answer: s.child.answer})
		}
		if s.llmQuery != "" {
			emit(it, event.SubcallStartData{Kind: "llm_query", Model: "small", Prompt: s.llmQuery})
			emit(it, event.LLMStartData{Model: "small", CallDepth: depth + 1})
			emit(it, event.LLMStopData{Model: "small", CallDepth: depth + 1, InputTokens: 7, OutputTokens: 3, Reply: "sub reply"})
			emit(it, event.SubcallStopData{Kind: "llm_query", Model: "small", Response: "sub reply", DurationMS: 30})
		}
		final := i == len(a.steps)-1
		emit(it, event.EvalStopData{Block: 0, Status: "ok", Stdout: s.stdout, Stderr: "",
			Error: "", DurationMS: 15, Final: final})
		emit(it, event.IterationStopData{CodeBlocks: 1, Final: final})
		msgs = append(msgs, Message{Role: "user", Content: "[REPL output]\n" + s.stdout})
	}
	emit(len(a.steps), event.AgentEndData{Status: "ok", Answer: a.answer, DurationMS: 500, Iterations: len(a.steps)})
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
