package observability

import (
	"bufio"
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/event"
)

// toolsRun emits a tools-strategy run as the loop does: two parallel
// calls (the second failing) in iteration 1, the answer in iteration 2.
func toolsRun() []event.Event {
	c := &collect{}
	w := newRunWriter(c, "run-tools")
	emit := func(it int, d event.Payload) { w.emit("root", "", 0, it, d) }
	emit(0, event.AgentStartData{Query: "magic?", Model: "m", Backend: "tools", ContextChars: 9000})
	emit(1, event.IterationStartData{})
	emit(1, event.ContextWindowData{From: 0, SizeChars: 40, Messages: []Message{{Role: "system", Content: "S"}, {Role: "user", Content: "Query: magic?"}}})
	emit(1, event.LLMStopData{Model: "m", DurationMS: 5, InputTokens: 10, OutputTokens: 5})
	emit(1, event.ToolStartData{CallID: "call_a", Name: "context_search", Arguments: `{"query":"magic"}`})
	emit(1, event.ToolStartData{CallID: "call_b", Name: "nope", Arguments: `{}`})
	emit(1, event.ToolStopData{CallID: "call_b", Name: "nope", Status: "error", Error: "unknown tool", Result: `{"error":"unknown tool"}`})
	emit(1, event.ToolStopData{CallID: "call_a", Name: "context_search", Status: "ok", DurationMS: 7, Result: `{"total_matches":1}`})
	emit(1, event.IterationStopData{CodeBlocks: 2})
	emit(2, event.IterationStartData{})
	emit(2, event.ContextWindowData{From: 2, SizeChars: 80, Messages: []Message{
		{Role: "assistant", ToolCalls: []event.ToolCall{{ID: "call_a", Name: "context_search", Arguments: `{"query":"magic"}`}}},
		{Role: "tool", ToolCallID: "call_a", Content: `{"total_matches":1}`}}})
	emit(2, event.LLMStopData{Model: "m", DurationMS: 5, InputTokens: 30, OutputTokens: 2, Reply: "42"})
	emit(2, event.IterationStopData{Final: true})
	emit(2, event.AgentEndData{Status: "ok", Answer: "42", Iterations: 2, DurationMS: 90})
	return c.events
}

func TestToolCallsExportLikeCode(t *testing.T) {
	evs := toolsRun()
	b, err := ExportTrajectory(evs)
	if err != nil {
		t.Fatal(err)
	}
	var its []trajIteration
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var it trajIteration
		if json.Unmarshal(sc.Bytes(), &it) == nil && it.Type == "iteration" {
			its = append(its, it)
		}
	}
	if len(its) != 2 {
		t.Fatalf("%d iterations in\n%s", len(its), b)
	}
	blocks := its[0].CodeBlocks
	if len(blocks) != 2 || blocks[0].Code != `context_search({"query":"magic"})` || blocks[0].Result.Stdout != `{"total_matches":1}` ||
		blocks[1].Code != "nope({})" || blocks[1].Result.Stderr != "unknown tool" {
		t.Errorf("iteration 1 blocks %+v", blocks)
	}
	if f := its[1].FinalAnswer; f == nil || *f != "42" {
		t.Errorf("final answer %v", f)
	}

	cards := IterationCards(evs, "root")
	if len(cards) != 2 || len(cards[0].Blocks) != 2 {
		t.Fatalf("cards %+v", cards)
	}
	if b := cards[0].Blocks[0]; b.Tool != "context_search" || b.Status != "ok" || b.Stdout != `{"total_matches":1}` || !strings.HasPrefix(b.Code, "context_search(") {
		t.Errorf("card block %+v", b)
	}
	if b := cards[0].Blocks[1]; b.Status != "error" || b.Error != "unknown tool" {
		t.Errorf("failed call's card block %+v", b)
	}

	log, err := ExportAgentLog(evs, AgentLogOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"kind": "tool.start"`, `"tool_call_id": "call_a"`, `"name": "context_search"`} {
		if !bytes.Contains(log, []byte(want)) {
			t.Errorf("agent log lacks %s", want)
		}
	}
}
