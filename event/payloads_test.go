package event

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
	"time"
)

// roundTrip checks that p survives an event's JSON round trip and that As
// reads it the same before and after.
func roundTrip[T Payload](t *testing.T, p T) {
	t.Helper()
	live := Event{ID: 3, Time: time.Unix(5, 6).UTC(), RunID: "r", AgentID: "root", Kind: p.EventKind(), Data: p}
	got, ok := As[T](live)
	if !ok || !reflect.DeepEqual(got, p) {
		t.Fatalf("As on the live %s event = %#v, %v; want %#v", p.EventKind(), got, ok, p)
	}
	b, err := json.Marshal(live)
	if err != nil {
		t.Fatalf("marshal %s: %v", p.EventKind(), err)
	}
	var back Event
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatalf("unmarshal %s: %v", b, err)
	}
	if _, raw := back.Data.(Raw); raw && !reflect.DeepEqual(p, *new(T)) {
		t.Errorf("%s decoded as Raw: %s", p.EventKind(), b)
	}
	got, ok = As[T](back)
	if !ok || !reflect.DeepEqual(got, p) {
		t.Errorf("As after a JSON round trip of %s = %#v, %v; want %#v", b, got, ok, p)
	}
	again, err := json.Marshal(back)
	if err != nil || !bytes.Equal(again, b) {
		t.Errorf("re-encoded %s\n  as %s (%v)", b, again, err)
	}
}

func TestPayloadRoundTrip(t *testing.T) {
	msgs := []Message{{Role: "system", Content: "s <b> & \u2028"}, {Role: "user", Content: ""}}
	cases := map[string]func(*testing.T){
		"agent.start run": func(t *testing.T) {
			roundTrip(t, AgentStartData{Backend: "gpython", Model: "m", Query: "q", Sampled: true})
		},
		"agent.start limits": func(t *testing.T) {
			roundTrip(t, AgentStartData{Backend: "gpython", Model: "m", Query: "q", MaxDepth: 2, MaxIterations: 30})
		},
		"agent.start session": func(t *testing.T) { roundTrip(t, AgentStartData{Backend: "go", BackendVersion: "v", SessionTurn: 2}) },
		"agent.start direct": func(t *testing.T) {
			roundTrip(t, AgentStartData{Method: "direct", Query: "q", ContextChars: 4, SentChars: 3})
		},
		"agent.end ok": func(t *testing.T) {
			roundTrip(t, AgentEndData{Status: "ok", Answer: "a", DurationMS: 4, Iterations: 2})
		},
		"agent.end error":     func(t *testing.T) { roundTrip(t, AgentEndData{Status: "error", Error: "e", DurationMS: 4}) },
		"agent.end direct":    func(t *testing.T) { roundTrip(t, AgentEndData{Answer: "a"}) },
		"agent.status":        func(t *testing.T) { roundTrip(t, AgentStatusData{SubagentUpdates: 2}) },
		"iteration.start":     func(t *testing.T) { roundTrip(t, IterationStartData{}) },
		"iteration.stop":      func(t *testing.T) { roundTrip(t, IterationStopData{CodeBlocks: 2, Final: true}) },
		"iteration.stop zero": func(t *testing.T) { roundTrip(t, IterationStopData{}) },
		"iteration.stop nudged": func(t *testing.T) {
			roundTrip(t, IterationStopData{Nudged: true})
		},
		"llm.start":        func(t *testing.T) { roundTrip(t, LLMStartData{CallDepth: 1, Messages: 2, Model: "m", PromptChars: 9}) },
		"llm.start direct": func(t *testing.T) { roundTrip(t, LLMStartData{MessagesChars: 9, Model: "m"}) },
		"llm.stop": func(t *testing.T) {
			roundTrip(t, LLMStopData{Attempts: 2, Cached: true, CallDepth: 1, CostUSD: 0.25, DurationMS: 7, InputTokens: 5, OutputTokens: 6, Model: "m", Reply: "r"})
		},
		"llm.stop error":  func(t *testing.T) { roundTrip(t, LLMStopData{CallDepth: 1, DurationMS: 7, Model: "m", Error: "e"}) },
		"llm.stop direct": func(t *testing.T) { roundTrip(t, LLMStopData{Direct: true, Model: "m", InputTokens: 1, Reply: "r"}) },
		"llm.stop direct error": func(t *testing.T) {
			roundTrip(t, LLMStopData{Direct: true, Error: "e"})
		},
		"eval.start": func(t *testing.T) { roundTrip(t, EvalStartData{Block: 1, Code: "print(1)"}) },
		"eval.stop": func(t *testing.T) {
			roundTrip(t, EvalStopData{Block: 1, Status: "ok", Stdout: "o", Stderr: "e", DurationMS: 3, Final: true})
		},
		"eval.stop locals": func(t *testing.T) {
			roundTrip(t, EvalStopData{Block: 0, Status: "ok", Locals: map[string]string{"context": "'abc'", "n": "3"}})
		},
		"eval.stop session error": func(t *testing.T) {
			roundTrip(t, EvalStopData{Block: 1, Status: EvalStatusSessionError, Error: "dead"})
		},
		"subcall.start llm": func(t *testing.T) {
			roundTrip(t, SubcallStartData{Kind: "llm_query", Model: "m", Prompt: "p", PromptChars: 1})
		},
		"subcall.start rlm": func(t *testing.T) {
			roundTrip(t, SubcallStartData{Kind: SubcallRLMQuery, ChildAgent: "root.1", Query: "q", ContextChars: 3})
		},
		"subcall.stop llm": func(t *testing.T) {
			roundTrip(t, SubcallStopData{Kind: "llm_query", Model: "m", DurationMS: 2, Response: "r"})
		},
		"subcall.stop llm error": func(t *testing.T) { roundTrip(t, SubcallStopData{Kind: "llm_query", Model: "m", Error: "e"}) },
		"subcall.stop rlm":       func(t *testing.T) { roundTrip(t, SubcallStopData{Kind: SubcallRLMQuery, ChildAgent: "c", Answer: "a"}) },
		"subcall.stop rlm error": func(t *testing.T) {
			roundTrip(t, SubcallStopData{Kind: SubcallRLMQuery, ChildAgent: "c", Answer: "a", Error: "e"})
		},
		"dispatch": func(t *testing.T) {
			roundTrip(t, DispatchData{ChildID: "c", Preview: "p", Sampled: true, TextChars: 4, TimeoutMS: 1000})
		},
		"dispatch.result": func(t *testing.T) {
			roundTrip(t, DispatchResultData{ChildID: "c", DurationMS: 3, Error: "e", Preview: "p", State: "error"})
		},
		"structured_query": func(t *testing.T) { roundTrip(t, StructuredCallData{Model: "m"}) },
		"compaction": func(t *testing.T) {
			roundTrip(t, CompactionData{AfterTokens: 1, BeforeTokens: 2, Compactions: 3, HistoryChars: 4, Variable: "v"})
		},
		"nudge": func(t *testing.T) { roundTrip(t, NudgeData{Reason: "no_code"}) },
		"assessment dispatch": func(t *testing.T) {
			roundTrip(t, AssessmentData{Target: "dispatch", ChildID: "c", ParentID: "p", Verdict: "satisfied"})
		},
		"assessment lm_query": func(t *testing.T) {
			roundTrip(t, AssessmentData{Target: "lm_query", ChildID: "c", Reason: "r", Sampled: true})
		},
		"survey.missing": func(t *testing.T) {
			roundTrip(t, SurveyMissingData{Gate: "assess_lm_query", Children: []string{"a", "b"}})
		},
		"budget.exceeded": func(t *testing.T) { roundTrip(t, BudgetExceededData{Budget: "consecutive_errors"}) },
		"final.staged":    func(t *testing.T) { roundTrip(t, FinalStagedData{Gate: "assess_dispatch", Answer: "a"}) },
		"context.window": func(t *testing.T) {
			roundTrip(t, ContextWindowData{From: 2, Messages: msgs, Reset: true, SizeChars: 10})
		},
		"context.window tools": func(t *testing.T) {
			roundTrip(t, ContextWindowData{From: 1, SizeChars: 30, Messages: []Message{
				{Role: "assistant", ToolCalls: []ToolCall{{ID: "c1", Name: "context_search", Arguments: `{"query":"x"}`}}},
				{Role: "tool", ToolCallID: "c1", Content: `{"hits":[]}`}}})
		},
		"tool.start": func(t *testing.T) {
			roundTrip(t, ToolStartData{CallID: "c1", Name: "context_search", Arguments: `{"query":"x"}`})
		},
		"tool.stop ok": func(t *testing.T) {
			roundTrip(t, ToolStopData{CallID: "c1", Name: "context_search", Status: "ok", Result: "{}", DurationMS: 3})
		},
		"tool.stop error": func(t *testing.T) {
			roundTrip(t, ToolStopData{CallID: "c2", Name: "nope", Status: "error", Error: "unknown tool", Result: `{"error":"unknown tool"}`})
		},
	}
	covered := map[Kind]bool{}
	for name, run := range cases {
		covered[Kind(name[:len(name)-len(afterSpace(name))])] = true
		t.Run(name, run)
	}
	for _, k := range Kinds() {
		if !covered[k] {
			t.Errorf("no round-trip case for kind %s", k)
		}
	}
}

func afterSpace(s string) string {
	if i := bytes.IndexByte([]byte(s), ' '); i >= 0 {
		return s[i:]
	}
	return ""
}

// Every kind the engine emits has a payload type, and the plain struct
// payloads declare their keys sorted, as the maps they replace wrote them.
func TestRegistryCoversKinds(t *testing.T) {
	all := []Kind{AgentStart, AgentEnd, AgentStatus, IterationStart, IterationStop, LLMStart, LLMStop,
		EvalStart, EvalStop, SubcallStart, SubcallStop, Dispatch, DispatchResult, StructuredCall,
		Compaction, Nudge, Assessment, SurveyMissing, BudgetExceeded, FinalStaged, ContextWindow,
		ToolStart, ToolStop}
	slices.Sort(all)
	if got := Kinds(); !slices.Equal(got, all) {
		t.Fatalf("Kinds() = %v, want %v", got, all)
	}
	for _, k := range all {
		p, ok := NewData(k)
		if !ok || p.EventKind() != k {
			t.Errorf("NewData(%s) = %#v, %v", k, p, ok)
		}
		keys := payloadTypes[k].keys
		if !slices.IsSorted(keys) {
			t.Errorf("%s payload keys %v are not in sorted order", k, keys)
		}
	}
}

// Traces recorded before the payloads were typed decode into typed
// payloads and encode back to the same bytes.
func TestGoldenTracesReencodeUnchanged(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.jsonl")
	if len(files) == 0 {
		t.Fatal("no golden traces in testdata")
	}
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(nil, 1<<24)
		n := 0
		for sc.Scan() {
			n++
			line := sc.Bytes()
			var e Event
			if err := json.Unmarshal(line, &e); err != nil {
				t.Fatalf("%s:%d: %v", f, n, err)
			}
			if _, raw := e.Data.(Raw); raw {
				t.Errorf("%s:%d: %s data not typed", f, n, e.Kind)
			}
			got, err := json.Marshal(e)
			if err != nil || !bytes.Equal(got, line) {
				t.Errorf("%s:%d re-encoded differently (%v):\n got %s\nwant %s", f, n, err, got, line)
			}
			// An encoder without HTML escaping gives the same bytes unescaped.
			var buf bytes.Buffer
			enc := json.NewEncoder(&buf)
			enc.SetEscapeHTML(false)
			if err := enc.Encode(e); err != nil {
				t.Fatal(err)
			}
			var escaped bytes.Buffer
			json.HTMLEscape(&escaped, bytes.TrimSuffix(buf.Bytes(), []byte("\n")))
			if !bytes.Equal(escaped.Bytes(), line) {
				t.Errorf("%s:%d: unescaped encoding differs:\n got %s\nwant %s", f, n, buf.Bytes(), line)
			}
		}
		fh.Close()
		if err := sc.Err(); err != nil {
			t.Fatal(err)
		}
	}
}

func TestRawKeepsUnknownData(t *testing.T) {
	cases := []struct {
		name, line string
		typed      bool
	}{
		{"unknown kind", `{"id":1,"ts":"2025-01-01T00:00:00Z","run_id":"r","agent_id":"a","depth":0,"kind":"future.kind","data":{"x":[1,2]}}`, false},
		{"extra key", `{"id":1,"ts":"2025-01-01T00:00:00Z","run_id":"r","agent_id":"a","depth":0,"kind":"nudge","data":{"reason":"no_code","severity":3}}`, false},
		{"other value type", `{"id":1,"ts":"2025-01-01T00:00:00Z","run_id":"r","agent_id":"a","depth":0,"kind":"nudge","data":{"reason":7}}`, false},
		{"note instead of data", `{"id":1,"ts":"2025-01-01T00:00:00Z","run_id":"r","agent_id":"a","depth":0,"kind":"eval.stop","data":{"redaction_error":"x"}}`, false},
		{"no data", `{"id":1,"ts":"2025-01-01T00:00:00Z","run_id":"r","agent_id":"a","depth":0,"kind":"eval.stop"}`, false},
		{"typed", `{"id":1,"ts":"2025-01-01T00:00:00Z","run_id":"r","agent_id":"a","depth":0,"kind":"nudge","data":{"reason":"no_code"}}`, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var e Event
			if err := json.Unmarshal([]byte(c.line), &e); err != nil {
				t.Fatal(err)
			}
			if _, raw := e.Data.(Raw); raw == c.typed {
				t.Errorf("data %#v: raw = %v, want %v", e.Data, raw, !c.typed)
			}
			got, err := json.Marshal(e)
			if err != nil || string(got) != c.line {
				t.Errorf("re-encoded as %s (%v)", got, err)
			}
		})
	}
	var e Event
	_ = json.Unmarshal([]byte(cases[1].line), &e)
	if n, ok := As[NudgeData](e); !ok || n.Reason != "no_code" {
		t.Errorf("As on Raw data with an extra key = %#v, %v", n, ok)
	}
	if _, ok := As[EvalStopData](e); ok {
		t.Error("As read a nudge as eval.stop")
	}
}
