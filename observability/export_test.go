package observability

import (
	"bufio"
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/rlm-go/rlm/event"
)

func TestExportAgentLogNestsChildren(t *testing.T) {
	var c collect
	busRun("run-x", depth2Run(), &c)
	out, err := ExportAgentLog(c.events, AgentLogOptions{Now: func() time.Time { return time.Unix(0, 0) }})
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Format                 string `json:"format"`
		LogView                string `json:"log_view"`
		ContextWindowsEncoding string `json:"context_windows_encoding"`
		Summary                struct {
			AgentCount         int `json:"agent_count"`
			EventCount         int `json:"event_count"`
			ContextWindowCount int `json:"context_window_count"`
			RootAgentCount     int `json:"root_agent_count"`
		} `json:"summary"`
		RootAgentIDs []string `json:"root_agent_ids"`
		AgentTree    []node   `json:"agent_tree"`
	}
	if err := json.Unmarshal(out, &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Format != "rlm_agent_log_v1" || doc.LogView != "normal" || doc.ContextWindowsEncoding != "delta" {
		t.Errorf("header: %+v", doc)
	}
	if doc.Summary.AgentCount != 4 || doc.Summary.RootAgentCount != 1 || doc.Summary.EventCount != len(c.events) || doc.Summary.ContextWindowCount != 7 {
		t.Errorf("summary: %+v", doc.Summary)
	}
	if len(doc.AgentTree) != 1 || doc.AgentTree[0].Agent.ID != "root" {
		t.Fatalf("tree roots: %+v", doc.RootAgentIDs)
	}
	root := doc.AgentTree[0]
	d := root.dispatches()
	if len(d) != 2 {
		t.Fatalf("root has %d dispatches, want 2", len(d))
	}
	// Each dispatch embeds the child it started, in the iteration it ran.
	if d[0].ChildAgent == nil || d[0].ChildAgent.Agent.ID != "root.1" || d[0].Event.Iteration != 1 {
		t.Errorf("first dispatch: %+v", d[0])
	}
	if d[1].ChildAgent == nil || d[1].ChildAgent.Agent.ID != "root.2" || d[1].Event.Iteration != 2 {
		t.Errorf("second dispatch: %+v", d[1])
	}
	// The depth-2 grandchild hangs under root.1's own dispatch.
	gd := d[0].ChildAgent.dispatches()
	if len(gd) != 1 || gd[0].ChildAgent == nil || gd[0].ChildAgent.Agent.ID != "root.1.3" ||
		gd[0].ChildAgent.Agent.ParentID == nil || *gd[0].ChildAgent.Agent.ParentID != "root.1" || gd[0].ChildAgent.Agent.Depth != 2 {
		t.Errorf("grandchild dispatch: %+v", gd)
	}
	if strings.Join(root.ChildAgentIDs, ",") != "root.1,root.2" {
		t.Errorf("child ids %v", root.ChildAgentIDs)
	}
	// Context windows: full, then appends; the system prompt is left out.
	cw := root.ContextWindows
	if len(cw) != 3 || cw[0].DeltaKind != "full" || cw[1].DeltaKind != "append" || cw[1].FromSnapshotID != cw[0].ID {
		t.Fatalf("windows: %+v", cw)
	}
	if strings.Contains(string(out), "SYSTEM PROMPT TEXT") {
		t.Error("system prompt exported without include_system_prompt")
	}
	if len(cw[1].Messages) != 2 || cw[1].Messages[0].Role != "assistant" {
		t.Errorf("append delta: %+v", cw[1].Messages)
	}
	debug, _ := ExportAgentLog(c.events, AgentLogOptions{LogView: "debug", IncludeSystemPrompt: true})
	if !bytes.Contains(debug, []byte("SYSTEM PROMPT TEXT")) || !bytes.Contains(debug, []byte(`"kind": "context.window"`)) {
		t.Error("debug view with system prompt lacks them")
	}
}

type node struct {
	Agent struct {
		ID       string  `json:"id"`
		ParentID *string `json:"parent_id"`
		Depth    int     `json:"depth"`
		Status   string  `json:"status"`
	} `json:"agent"`
	Timeline []struct {
		Kind  string `json:"kind"`
		Event struct {
			Kind      string `json:"kind"`
			Iteration int    `json:"iteration"`
		} `json:"event"`
		ChildAgent *node `json:"child_agent"`
	} `json:"timeline"`
	ContextWindows []ContextWindow `json:"context_windows"`
	ChildAgentIDs  []string        `json:"child_agent_ids"`
}

type dispatch = struct {
	Kind  string `json:"kind"`
	Event struct {
		Kind      string `json:"kind"`
		Iteration int    `json:"iteration"`
	} `json:"event"`
	ChildAgent *node `json:"child_agent"`
}

func (n *node) dispatches() []dispatch {
	var out []dispatch
	for _, it := range n.Timeline {
		if it.Kind == "dispatch" {
			out = append(out, it)
		}
	}
	return out
}

func TestExportTrajectory(t *testing.T) {
	var c collect
	busRun("run-x", depth2Run(), &c)
	out, err := ExportTrajectory(c.events)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<20)
	var lines []map[string]any
	for sc.Scan() {
		var m map[string]any
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("line %d is not JSON: %v", len(lines)+1, err)
		}
		lines = append(lines, m)
	}
	if len(lines) != 4 {
		t.Fatalf("%d lines, want metadata + 3 iterations", len(lines))
	}
	meta := lines[0]
	if meta["type"] != "metadata" || meta["root_model"] != "big" || meta["max_depth"] != 3.0 || meta["environment_type"] != "gpython" {
		t.Errorf("metadata: %v", meta)
	}
	// Fields the reference viewer reads from every iteration line.
	for i, it := range lines[1:] {
		for _, f := range []string{"type", "iteration", "timestamp", "prompt", "response", "code_blocks", "final_answer", "iteration_time"} {
			if _, ok := it[f]; !ok {
				t.Errorf("iteration line %d lacks %q", i+1, f)
			}
		}
		if it["iteration"] != float64(i+1) {
			t.Errorf("iteration number %v", it["iteration"])
		}
		for _, b := range it["code_blocks"].([]any) {
			res := b.(map[string]any)["result"].(map[string]any)
			for _, f := range []string{"stdout", "stderr", "locals", "execution_time", "rlm_calls"} {
				if _, ok := res[f]; !ok {
					t.Errorf("iteration %d block result lacks %q", i+1, f)
				}
			}
		}
	}
	first := lines[1]
	if p := first["prompt"].([]any); len(p) != 2 || p[0].(map[string]any)["role"] != "system" {
		t.Errorf("first prompt %v", p)
	}
	if !strings.Contains(first["response"].(string), "rlm_query") || first["final_answer"] != nil {
		t.Errorf("first iteration %v", first)
	}
	calls := first["code_blocks"].([]any)[0].(map[string]any)["result"].(map[string]any)["rlm_calls"].([]any)
	if len(calls) != 1 {
		t.Fatalf("rlm_calls %v", calls)
	}
	call := calls[0].(map[string]any)
	child := call["metadata"].(map[string]any)
	if call["response"] != "A is about cats" || call["prompt"] != "summarize part A" ||
		child["run_metadata"].(map[string]any)["root_model"] != "small" {
		t.Errorf("child call %v", call)
	}
	// The grandchild nests inside the child's own iterations.
	citers := child["iterations"].([]any)
	gcalls := citers[0].(map[string]any)["code_blocks"].([]any)[0].(map[string]any)["result"].(map[string]any)["rlm_calls"].([]any)
	if len(gcalls) != 1 || gcalls[0].(map[string]any)["prompt"] != "count words in chunk" ||
		gcalls[0].(map[string]any)["metadata"].(map[string]any)["run_metadata"] == nil {
		t.Errorf("grandchild calls %v", gcalls)
	}
	second := lines[2]["code_blocks"].([]any)[0].(map[string]any)["result"].(map[string]any)["rlm_calls"].([]any)
	if len(second) != 2 || second[1].(map[string]any)["metadata"] != nil || second[1].(map[string]any)["response"] != "sub reply" {
		t.Errorf("second iteration calls %v", second)
	}
	usage := second[1].(map[string]any)["usage_summary"].(map[string]any)["model_usage_summaries"].(map[string]any)["small"].(map[string]any)
	if usage["total_input_tokens"] != 7.0 {
		t.Errorf("llm_query usage %v", usage)
	}
	if lines[3]["final_answer"] != "cats and dogs" {
		t.Errorf("final answer %v", lines[3]["final_answer"])
	}
}

func TestExportRejectsMixedRuns(t *testing.T) {
	var c collect
	busRun("a", depth2Run(), &c)
	busRun("b", depth2Run(), &c)
	if _, err := ExportTrajectory(c.events); err == nil {
		t.Error("trajectory over two runs: no error")
	}
	if _, err := ExportAgentLog(c.events, AgentLogOptions{}); err == nil {
		t.Error("agent log over two runs: no error")
	}
}

// A model call that failed has no reply: the reference's viewer must not
// show the endpoint's error as what the model said.
func TestExportTrajectoryEndpointErrorIsNotAResponse(t *testing.T) {
	var c collect
	w := newRunWriter(event.NewBus(&c), "run-e")
	const msg = "llm: 401 Unauthorized: invalid api key"
	w.emit("root", "", 0, 0, event.AgentStartData{Query: "q", Model: "big", Backend: "gpython", MaxDepth: 1, MaxIterations: 30})
	w.emit("root", "", 0, 1, event.IterationStartData{})
	w.emit("root", "", 0, 1, event.ContextWindowData{Messages: []Message{{Role: "system", Content: "s"}, {Role: "user", Content: "ctx\n\nQuery: q"}}})
	w.emit("root", "", 0, 1, event.LLMStartData{Model: "big", Messages: 2})
	w.emit("root", "", 0, 1, event.LLMStopData{Model: "big", DurationMS: 5, Error: msg})
	w.emit("root", "", 0, 1, event.AgentEndData{Status: "error", Error: msg, DurationMS: 9, Iterations: 1})
	out, err := ExportTrajectory(c.events)
	if err != nil {
		t.Fatal(err)
	}
	lines := bytes.Split(bytes.TrimSpace(out), []byte("\n"))
	if len(lines) != 2 {
		t.Fatalf("%d lines:\n%s", len(lines), out)
	}
	var it map[string]any
	if err := json.Unmarshal(lines[1], &it); err != nil {
		t.Fatal(err)
	}
	if it["response"] != "" || it["error"] != msg || it["final_answer"] != nil {
		t.Errorf("iteration after a failed call: response %q, error %v, final %v", it["response"], it["error"], it["final_answer"])
	}
	var meta map[string]any
	if err := json.Unmarshal(lines[0], &meta); err != nil {
		t.Fatal(err)
	}
	if meta["max_depth"] != 1.0 || meta["max_iterations"] != 30.0 || meta["other_backends"] != nil {
		t.Errorf("metadata %v", meta)
	}
}
