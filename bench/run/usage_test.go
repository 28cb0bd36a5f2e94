package run

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/eval/python"
	"github.com/rlm-go/rlm/llm"
)

// traceRunIDs reads the run_id of every event in a trace file.
func traceRunIDs(t *testing.T, runDir, tracePath string) map[string]int {
	t.Helper()
	b, err := OpenTaskRecords(runDir).ReadPath(tracePath)
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]int{}
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(nil, 16<<20)
	for sc.Scan() {
		var e struct {
			RunID string `json:"run_id"`
		}
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatalf("%s: %v", tracePath, err)
		}
		ids[e.RunID]++
	}
	return ids
}

// A row names its run id and its trace, so it joins the trace's events,
// and splits its usage between the root model's own calls and the
// sub-model's, by depth and by model name.
func TestRowsJoinTraceAndSplitUsage(t *testing.T) {
	dir := t.TempDir()
	pool := writeInlinePool(t, dir, 1)
	script := mustScript(t, `{"rules": [
		{"match": {"model": "^sub$"}, "reply": "1000"},
		{"match": {"last_user": "stored"}, "reply": "FINAL_VAR(x)"},
		{"match": {"model": "^m$"}, "reply": "`+"```repl\\nx = llm_query('what is the code?')\\nprint('stored ' + x)\\n```"+`"}
	]}`)
	_, client, base := startMock(t, script, 0)
	for _, c := range []struct {
		name   string
		method string
	}{{"rlm", MethodRLM}, {"direct", MethodDirect}} {
		t.Run(c.name, func(t *testing.T) {
			opts := Options{Pool: pool, DataDir: dir, RunDir: filepath.Join(dir, c.name), Client: client, BaseURL: base,
				Model: "m", SubModel: "sub", Method: c.method, Backend: python.New(python.Options{}), NoCache: true}
			sum, err := Run(context.Background(), opts)
			if err != nil {
				t.Fatal(err)
			}
			r := uniqueRows(t, sum.RunDir)["t0000#1"]
			if r.RunID == "" || r.TracePath != "tasks/t0000/e1/trace.jsonl" {
				t.Fatalf("run_id %q trace_path %q", r.RunID, r.TracePath)
			}
			ids := traceRunIDs(t, sum.RunDir, r.TracePath)
			if len(ids) != 1 || ids[r.RunID] == 0 {
				t.Errorf("trace run ids %v, want every event under the row's %s", ids, r.RunID)
			}
			root, sub := r.RootUsage, r.SubUsage
			if root.InputTokens+sub.InputTokens != r.InputTokens || root.OutputTokens+sub.OutputTokens != r.OutputTokens {
				t.Errorf("root %+v + sub %+v do not make the row's %d/%d tokens", root, sub, r.InputTokens, r.OutputTokens)
			}
			wantRoot, wantSub := 2, 1 // the code, then FINAL_VAR; one llm_query
			if c.method == MethodDirect {
				wantRoot, wantSub = 1, 0
			}
			if root.Calls != wantRoot || sub.Calls != wantSub || r.UsageByModel["m"].Calls != wantRoot || r.UsageByModel["sub"].Calls != wantSub {
				t.Errorf("root %+v sub %+v by model %+v; want %d root and %d sub-model calls", root, sub, r.UsageByModel, wantRoot, wantSub)
			}
			if r.UsageEstimated || r.CostEstimated || sum.UsageEstimated {
				t.Error("usage counted by the server is marked estimated")
			}
		})
	}
}

// stripUsage serves what upstream serves, with the "usage" object of each
// JSON reply removed, as some OpenAI-compatible servers do.
func stripUsage(t *testing.T, upstream string) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		resp, err := http.Post(upstream+strings.TrimPrefix(r.URL.Path, "/v1"), r.Header.Get("Content-Type"), bytes.NewReader(body))
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		defer resp.Body.Close()
		var m map[string]any
		if err := json.NewDecoder(resp.Body).Decode(&m); err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		delete(m, "usage")
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(resp.StatusCode)
		json.NewEncoder(w).Encode(m)
	}))
	t.Cleanup(srv.Close)
	return srv.URL + "/v1"
}

// When the endpoint sends no usage, rows and summaries say their tokens
// and cost are estimates, and old rows without the new fields still load
// and resume.
func TestEstimatedUsageIsMarked(t *testing.T) {
	dir := t.TempDir()
	pool := writeInlinePool(t, dir, 2)
	_, _, upstream := startMock(t, nil, 0)
	tr := &http.Transport{}
	t.Cleanup(tr.CloseIdleConnections)
	base := stripUsage(t, upstream)
	client, err := llm.NewClient(llm.Config{BaseURL: base, MaxRetries: -1, HTTPClient: &http.Client{Transport: tr},
		Prices: map[string]llm.Price{"m": {InputPerMTok: 1, OutputPerMTok: 2}}})
	if err != nil {
		t.Fatal(err)
	}
	opts := Options{Pool: pool, DataDir: dir, RunDir: filepath.Join(dir, "r"), Client: client, BaseURL: base,
		Model: "m", Method: MethodDirect, NoCache: true}
	sum, err := Run(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	for k, r := range uniqueRows(t, sum.RunDir) {
		if !r.UsageEstimated || !r.CostEstimated || !r.RootUsage.Estimated || r.InputTokens == 0 || r.CostUSD == 0 {
			t.Errorf("%s: usage_estimated %v cost_estimated %v root %+v tokens %d cost %v", k, r.UsageEstimated, r.CostEstimated, r.RootUsage, r.InputTokens, r.CostUSD)
		}
	}
	js, _ := os.ReadFile(filepath.Join(sum.RunDir, SummaryJSON))
	md, _ := os.ReadFile(filepath.Join(sum.RunDir, SummaryMD))
	if !sum.UsageEstimated || !sum.CostEstimated || !bytes.Contains(js, []byte(`"usage_estimated": true`)) || !bytes.Contains(js, []byte(`"cost_estimated": true`)) {
		t.Errorf("summary.json does not mark the estimates:\n%s", js)
	}
	if !bytes.Contains(md, []byte("Estimated usage:** in 2 rows")) || !bytes.Contains(md, []byte("≈")) {
		t.Errorf("summary.md does not mark the estimates:\n%s", md)
	}

	// A results.jsonl written before these fields existed resumes: its
	// rows count as done and nothing runs again.
	resultsPath := filepath.Join(sum.RunDir, ResultsFile)
	rows, _, _ := bench.ReadResults(resultsPath)
	var old strings.Builder
	for _, r := range rows {
		old.WriteString(`{"task_id":"` + r.TaskID + `","epoch":1,"family":"` + r.Family + `","source_ids":["src"],"variant":"default","model":"m","method":"direct","backend":"","status":"ok","answer":"x","gold":"1","score":1,"correct":true,"input_tokens":10,"output_tokens":2,"cost_usd":0,"latency_ms":3,"iterations":0,"sub_calls":0,"run_at":"2025-01-01T00:00:00Z"}` + "\n")
	}
	os.WriteFile(resultsPath, []byte(old.String()), 0o644)
	sum, err = Run(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(resultsPath); string(b) != old.String() || sum.Rows != 2 || sum.UsageEstimated {
		t.Errorf("old rows: %d rows, estimated %v; results.jsonl now\n%s", sum.Rows, sum.UsageEstimated, b)
	}
}
