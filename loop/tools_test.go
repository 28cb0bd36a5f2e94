package loop

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/llm/mock"
)

// toolsEngine builds a tools-strategy engine (no REPL backend) on c.
func toolsEngine(t testing.TB, c ChatClient, rec event.Sink, configure func(*Config)) *Engine {
	t.Helper()
	cfg := Config{Model: "m", Strategy: StrategyTools, Sink: rec}
	if configure != nil {
		configure(&cfg)
	}
	e, err := New(c, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// startDryRun serves the built-in dry-run policy.
func startDryRun(t testing.TB) (*mock.Server, *llm.Client) {
	t.Helper()
	srv := mock.NewServer(nil)
	base, err := srv.Start("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Close() })
	c, err := llm.NewClient(llm.Config{BaseURL: base, MaxRetries: -1, RequestTimeout: 30 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	return srv, c
}

// haystack is size bytes of numbered filler lines with the given lines
// planted at the fractions of its length given.
func haystack(size int, plants map[float64]string) string {
	var b strings.Builder
	b.Grow(size + 1024)
	next := func() {
		fmt.Fprintf(&b, "filler line %07d of the haystack, saying nothing in particular.\n", b.Len()/64)
	}
	for b.Len() < size {
		for at, line := range plants {
			if at >= 0 && float64(b.Len()) >= at*float64(size) {
				b.WriteString(line + "\n")
				delete(plants, at)
			}
		}
		next()
	}
	return b.String()
}

// toolMessages returns the tool messages of a recorded request by the id
// of the call they answer.
func toolMessages(r mock.RecordedRequest) map[string]string {
	out := map[string]string{}
	for _, m := range r.Messages {
		if m.Role == llm.RoleTool {
			out[m.ToolCallID] = m.Content
		}
	}
	return out
}

func TestToolsNeedleIn8MB(t *testing.T) {
	const needle, marker = "The magic number is 4817203.", "PLANTED-MARKER-9d1c7e"
	text := haystack(8<<20, map[float64]string{0.3: marker, 0.7: needle})
	srv, c, _ := startMockWith(t, `{"rules": [
	  {"match": {"system": "Recursive Language Model"}, "times": 1,
	   "tool_calls": [{"name": "context_search", "arguments": {"query": "magic number", "limit": 5}}]},
	  {"match": {"any_message": "total_matches"}, "reply": "4817203"}
	]}`, 0)
	rec := &event.Recorder{}
	res, err := toolsEngine(t, c, rec, nil).Run(context.Background(), "What is the magic number?", []string{text})
	if err != nil {
		t.Fatal(err)
	}
	if res.Answer != "4817203" || res.Iterations != 2 || res.Strategy != "tools" {
		t.Errorf("answer %q after %d iterations (strategy %q), want 4817203 after 2", res.Answer, res.Iterations, res.Strategy)
	}
	reqs := srv.Requests()
	if len(reqs) != 2 {
		t.Fatalf("%d requests, want 2 (search, answer)", len(reqs))
	}
	found := toolMessages(reqs[1])["call_mock_0"]
	if !strings.Contains(found, needle) || !strings.Contains(found, `"total_matches":1`) {
		t.Errorf("the search result the model read holds no needle: %.300s", found)
	}
	for i, r := range reqs {
		if len(r.Body) > 64<<10 {
			t.Errorf("request %d body is %d bytes, over 64 KB", i, len(r.Body))
		}
		if strings.Contains(string(r.Body), marker) {
			t.Errorf("request %d carries the planted marker: the context leaked into the conversation", i)
		}
		if !strings.Contains(string(r.Body), `"name":"context_search"`) {
			t.Errorf("request %d does not offer the tools", i)
		}
	}
	stops := rec.Of(event.ToolStop)
	if len(stops) != 1 {
		t.Fatalf("%d tool.stop events, want 1", len(stops))
	}
	if d, _ := event.As[event.ToolStopData](stops[0]); d.Status != "ok" || d.Name != "context_search" || d.CallID != "call_mock_0" {
		t.Errorf("tool.stop = %+v", d)
	}
}

// TestToolsErrorsReachModel: a call the agent cannot run is a tool
// message the model reads, and the run goes on to its answer.
func TestToolsErrorsReachModel(t *testing.T) {
	cases := []struct {
		name, call, want string
	}{
		{"unknown tool", `{"name": "grep_everything", "arguments": {"q": "x"}, "unoffered": true}`, `unknown tool \"grep_everything\"`},
		{"invalid JSON", `{"name": "context_search", "raw_arguments": "{\"query\": \"magic"}`, "not valid JSON"},
		{"argument not in schema", `{"name": "context_search", "arguments": {"qeury": "magic"}}`, `unknown field \"qeury\"`},
		{"wrong type", `{"name": "context_read_chunk", "arguments": {"chunk_id": 3}}`, "cannot unmarshal number"},
		{"no chunks yet", `{"name": "context_read_chunk", "arguments": {"chunk_id": "c_0"}}`, "no chunks yet"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			srv, c, _ := startMockWith(t, `{"rules": [
			  {"match": {"system": "Recursive Language Model"}, "times": 1, "tool_calls": [`+tc.call+`]}
			], "default_reply": "finished anyway"}`, 0)
			rec := &event.Recorder{}
			res, err := toolsEngine(t, c, rec, nil).Run(context.Background(), "q", []string{"some context\n"})
			if err != nil {
				t.Fatal(err)
			}
			if res.Answer != "finished anyway" {
				t.Errorf("answer %q", res.Answer)
			}
			reqs := srv.Requests()
			if len(reqs) != 2 {
				t.Fatalf("%d requests, want 2", len(reqs))
			}
			got := toolMessages(reqs[1])["call_mock_0"]
			if !strings.Contains(got, `"error"`) || !strings.Contains(got, tc.want) {
				t.Errorf("tool message %q, want an error holding %q", got, tc.want)
			}
			stops := rec.Of(event.ToolStop)
			if d, _ := event.As[event.ToolStopData](stops[0]); len(stops) != 1 || d.Status != "error" {
				t.Errorf("tool.stop events %+v", stops)
			}
		})
	}
}

// TestToolsParallelCallsOverlap: two calls of one reply run at once. Each
// makes a sub-call the mock holds for two seconds; had the second call
// waited for the first, its sub-call would reach the mock only after the
// first one's reply, two seconds later.
func TestToolsParallelCallsOverlap(t *testing.T) {
	const hold = 2 * time.Second
	srv, c, _ := startMockWith(t, `{"rules": [
	  {"match": {"last_user": "^alpha"}, "delay_ms": 2000, "reply": "answer-alpha"},
	  {"match": {"last_user": "^beta"}, "delay_ms": 2000, "reply": "answer-beta"},
	  {"match": {"system": "Recursive Language Model"}, "times": 1,
	   "tool_calls": [{"name": "context_chunk", "arguments": {"size": 1}}]},
	  {"match": {"system": "Recursive Language Model"}, "times": 1,
	   "tool_calls": [{"name": "llm_subquery_batch", "arguments": {"chunk_ids": ["c_0"], "prompt": "alpha?"}},
	                  {"name": "llm_subquery_batch", "arguments": {"chunk_ids": ["c_1"], "prompt": "beta?"}}]}
	], "default_reply": "done"}`, 0)
	res, err := toolsEngine(t, c, nil, nil).Run(context.Background(), "q", []string{"line one\nline two\n"})
	if err != nil || res.Answer != "done" {
		t.Fatalf("answer %q, err %v", res.Answer, err)
	}
	var at = map[string]time.Time{}
	var last mock.RecordedRequest
	for _, r := range srv.Requests() {
		if m := r.Messages[len(r.Messages)-1].Content; len(r.Messages) == 1 {
			at[m[:4]] = r.Time
		} else {
			last = r
		}
	}
	a, b := at["alph"], at["beta"]
	if a.IsZero() || b.IsZero() {
		t.Fatalf("sub-calls seen: %v", at)
	}
	if gap := b.Sub(a).Abs(); gap >= hold {
		t.Errorf("the second sub-call reached the mock %s after the first: the calls ran one after the other", gap)
	}
	got := toolMessages(last)
	if !strings.Contains(got["call_mock_0"], "answer-alpha") || !strings.Contains(got["call_mock_1"], "answer-beta") {
		t.Errorf("results are not answered by their call ids: %v", got)
	}
}

// subqueryBatchRun runs one 64-chunk llm_subquery_batch whose sub-calls
// each take delay at the mock, and returns how long the tool took.
func subqueryBatchRun(t testing.TB, delay time.Duration, conc int) time.Duration {
	ids := make([]string, 64)
	lines := make([]string, 64)
	for i := range ids {
		ids[i] = fmt.Sprintf("c_%d", i)
		lines[i] = fmt.Sprintf("record %d", i)
	}
	idsJSON, _ := json.Marshal(ids)
	_, c, _ := startMockWith(t, fmt.Sprintf(`{"rules": [
	  {"match": {"last_user": "^Which record"}, "delay_ms": %d, "reply": "seen"},
	  {"match": {"system": "Recursive Language Model"}, "times": 1,
	   "tool_calls": [{"name": "context_chunk", "arguments": {"size": 1}}]},
	  {"match": {"system": "Recursive Language Model"}, "times": 1,
	   "tool_calls": [{"name": "llm_subquery_batch", "arguments": {"chunk_ids": %s, "prompt": "Which record is this?"}}]}
	], "default_reply": "done"}`, delay.Milliseconds(), idsJSON), 0)
	rec := &event.Recorder{}
	res, err := toolsEngine(t, c, rec, func(cfg *Config) { cfg.MaxConcurrentSubcalls = conc }).
		Run(context.Background(), "q", []string{strings.Join(lines, "\n") + "\n"})
	if err != nil || res.Answer != "done" {
		t.Fatalf("answer %q, err %v", res.Answer, err)
	}
	if res.SubCalls != 64 {
		t.Errorf("%d sub-calls, want 64", res.SubCalls)
	}
	for _, e := range rec.Of(event.ToolStop) {
		if d, _ := event.As[event.ToolStopData](e); d.Name == "llm_subquery_batch" {
			if !strings.Contains(d.Result, `"completed":64`) {
				t.Errorf("batch result %s", d.Result)
			}
			return time.Duration(d.DurationMS) * time.Millisecond
		}
	}
	t.Fatal("no llm_subquery_batch tool.stop")
	return 0
}

// TestToolsSubqueryBatchBound: 64 sub-calls of 200 ms at 16 at once take
// four rounds. The figure (within 1.1x of the bound) is measured by
// BenchmarkToolsSubqueryBatch; here the check is generous, as shared
// machines are noisy: no faster than the bound allows (so the bound
// holds) and well under the time of twice as many rounds.
func TestToolsSubqueryBatchBound(t *testing.T) {
	const delay, conc = 200 * time.Millisecond, 16
	bound := time.Duration((64+conc-1)/conc) * delay
	took := subqueryBatchRun(t, delay, conc)
	t.Logf("64 sub-calls of %s at %d at once: %s, %.3fx the bound %s", delay, conc, took, float64(took)/float64(bound), bound)
	if took < bound-20*time.Millisecond || took > 2*bound {
		t.Errorf("the batch took %s; the concurrency bound gives %s", took, bound)
	}
}

// BenchmarkToolsSubqueryBatch reports the mean and worst ratio of the
// batch's time to its concurrency bound (x-bound, worst-x-bound); the
// issue asks for at most 1.1.
func BenchmarkToolsSubqueryBatch(b *testing.B) {
	const delay, conc = 200 * time.Millisecond, 16
	bound := time.Duration((64+conc-1)/conc) * delay
	var worst, sum float64
	for i := 0; i < b.N; i++ {
		r := float64(subqueryBatchRun(b, delay, conc)) / float64(bound)
		worst, sum = max(worst, r), sum+r
	}
	b.ReportMetric(sum/float64(b.N), "x-bound")
	b.ReportMetric(worst, "worst-x-bound")
}

// TestToolsCancelLeavesNoGoroutines cancels a run while a tool's sub-calls
// wait at the mock.
func TestToolsCancelLeavesNoGoroutines(t *testing.T) {
	_, c, tr := startMockWith(t, `{"rules": [
	  {"match": {"last_user": "^Wait"}, "delay_ms": 30000, "reply": "late"},
	  {"match": {"system": "Recursive Language Model"}, "times": 1,
	   "tool_calls": [{"name": "context_chunk", "arguments": {"size": 1}}]},
	  {"match": {"system": "Recursive Language Model"}, "times": 1,
	   "tool_calls": [{"name": "llm_subquery_batch", "arguments": {"chunk_ids": ["c_0", "c_1", "c_2"], "prompt": "Wait for it"}},
	                  {"name": "context_search", "arguments": {"query": "line"}}]}
	], "default_reply": "done"}`, 0)
	ctx, cancel := context.WithCancel(context.Background())
	started := make(chan struct{}, 8)
	sink := event.SinkFunc(func(e event.Event) {
		if d, ok := event.As[event.SubcallStartData](e); ok && d.Kind == "llm_subquery" {
			started <- struct{}{}
		}
	})
	done := make(chan error, 1)
	go func() {
		_, err := toolsEngine(t, c, sink, nil).Run(ctx, "q", []string{"line a\nline b\nline c\n"})
		done <- err
	}()
	for range 3 {
		select {
		case <-started:
		case <-time.After(10 * time.Second):
			t.Fatal("the sub-calls did not start")
		}
	}
	cancel()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "context canceled") {
			t.Errorf("run ended with %v, want context canceled", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Run did not return after cancel")
	}
	tr.CloseIdleConnections()
	deadline := time.Now().Add(5 * time.Second)
	for n := runGoroutines("TestToolsCancelLeavesNoGoroutines"); n > 0; n = runGoroutines("TestToolsCancelLeavesNoGoroutines") {
		if time.Now().After(deadline) {
			t.Fatalf("%d engine goroutines left after cancel", n)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestToolsChildKeepsStrategy: rlm_subquery's child explores with tools
// too, over the chunk alone.
func TestToolsChildKeepsStrategy(t *testing.T) {
	srv, c, _ := startMockWith(t, `{"rules": [
	  {"match": {"last_user": "Query: what is in the chunk"}, "reply": "the chunk says beta"},
	  {"match": {"system": "Recursive Language Model"}, "times": 1,
	   "tool_calls": [{"name": "context_chunk", "arguments": {"size": 1}}]},
	  {"match": {"system": "Recursive Language Model"}, "times": 1,
	   "tool_calls": [{"name": "rlm_subquery", "arguments": {"chunk_id": "c_1", "query": "what is in the chunk"}}]}
	], "default_reply": "done"}`, 0)
	res, err := toolsEngine(t, c, nil, func(cfg *Config) { cfg.MaxDepth = 2 }).
		Run(context.Background(), "q", []string{"alpha line\nbeta line\ngamma line\n"})
	if err != nil || res.Answer != "done" {
		t.Fatalf("answer %q, err %v", res.Answer, err)
	}
	var child *mock.RecordedRequest
	reqs := srv.Requests()
	for i, r := range reqs {
		if strings.Contains(r.Messages[len(r.Messages)-1].Content, "Query: what is in the chunk") {
			child = &reqs[i]
		}
	}
	if child == nil {
		t.Fatal("no request of the child agent")
	}
	body := string(child.Body)
	if !strings.Contains(body, `"name":"context_search"`) || strings.Contains(body, "alpha line") || !strings.Contains(child.Messages[1].Content, "10 bytes in 1 lines") {
		t.Errorf("the child is not a tools agent over its chunk alone: %.600s", body)
	}
	if got := toolMessages(reqs[len(reqs)-1])["call_mock_0"]; !strings.Contains(got, "the chunk says beta") {
		t.Errorf("the child's answer did not reach the parent: %s", got)
	}
}

// TestToolsDryRunFindsNeedle: with no script the mock's dry-run policy
// drives the tools strategy to the needle.
func TestToolsDryRunFindsNeedle(t *testing.T) {
	cases := []struct {
		name, query, needle, want string
	}{
		{"magic number", "What is the magic number? Reply with the number only.", "The magic number is 5550123.", "5550123"},
		{"key value", `What is the special value for key "amber-cedar-42"? Reply with the number only.`,
			`The special value for key "amber-cedar-42" is 7771234.`, "7771234"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			srv, c := startDryRun(t)
			text := haystack(1<<20, map[float64]string{0.2: `The special value for key "onyx-raven-17" is 1112223.`, 0.6: tc.needle})
			res, err := toolsEngine(t, c, nil, nil).Run(context.Background(), tc.query, []string{text})
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(res.Answer, tc.want) || !strings.HasPrefix(res.Answer, "[mock]") {
				t.Errorf("answer %q, want the needle %s", res.Answer, tc.want)
			}
			if n := len(srv.Requests()); n != 2 {
				t.Errorf("%d requests, want 2 (searches, answer)", n)
			}
		})
	}
}

// TestToolsBudgets: the iteration limit ends a model that never stops
// calling tools with one last chance, as for the REPL.
func TestToolsIterationLimit(t *testing.T) {
	_, c, _ := startMockWith(t, `{"rules": [
	  {"match": {"last_user": "no more tool calls"}, "reply": "best guess"},
	  {"match": {"system": "Recursive Language Model"}, "tool_calls": [{"name": "context_stats"}]}
	]}`, 0)
	res, err := toolsEngine(t, c, nil, func(cfg *Config) { cfg.MaxIterations = 3 }).Run(context.Background(), "q", []string{"x\n"})
	if err != nil || res.Answer != "best guess" || res.BudgetExhausted != "iterations" || res.Iterations != 3 {
		t.Errorf("answer %q, budget %q, iterations %d, err %v", res.Answer, res.BudgetExhausted, res.Iterations, err)
	}
}

// TestToolsSession: a chat keeps the tools agent's conversation and
// workspace from one message to the next.
func TestToolsSession(t *testing.T) {
	srv, c := startDryRun(t)
	text := haystack(64<<10, map[float64]string{0.3: "The magic number is 1234567.", 0.8: "The secret colour is turquoise."})
	sess, err := toolsEngine(t, c, nil, nil).NewSession(context.Background(), []string{text})
	if err != nil {
		t.Fatal(err)
	}
	defer sess.Close()
	for _, tc := range []struct{ q, want string }{
		{"What is the magic number?", "1234567"},
		{"What is the secret colour?", "turquoise"},
	} {
		res, err := sess.Send(context.Background(), tc.q)
		if err != nil || !strings.Contains(res.Answer, tc.want) {
			t.Errorf("%s: answer %q, err %v", tc.q, res.Answer, err)
		}
	}
	if st := sess.Status(); st.Turns != 2 {
		t.Errorf("turns %d", st.Turns)
	}
	summary, err := sess.Vars(context.Background())
	if err != nil || !strings.Contains(summary, `"colour"`) {
		t.Errorf("workspace summary %q, err %v: it should name the second message's searches", summary, err)
	}
	reqs := srv.Requests()
	last := reqs[len(reqs)-1]
	if !strings.HasPrefix(last.Messages[1].Content, "Your context input 0") || !strings.Contains(string(last.Body), "[NEW MESSAGE]") {
		t.Errorf("the second message did not continue the first conversation")
	}
}
