package runeval_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/optimize"
	"github.com/rlm-go/rlm/bench/optimize/runeval"
	"github.com/rlm-go/rlm/bench/run"
	"github.com/rlm-go/rlm/eval/python"
	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/llm/mock"
	"github.com/rlm-go/rlm/prompts"
)

const phrase = "Answer exactly what was asked"

// The RLM agent (a mock) writes Python that stores the right code word
// only when the system prompt carries the rule method's wrong-answer
// guidance; the code really runs in gpython and the answer comes back
// through FINAL_VAR.
func script(n int) string {
	var rules []string
	code := func(v, tag string) string {
		return fmt.Sprintf("```repl\nx = %q\nprint(%q)\n```", v, tag)
	}
	for i := 0; i < n; i++ {
		gold := fmt.Sprintf("word%02d", i)
		tag := fmt.Sprintf("stored %s", gold)
		if i%4 != 3 { // every fourth task stays unsolved
			rules = append(rules, fmt.Sprintf(`{"match":{"system":%q,"last_user":"Query: Q#%02d:"},"reply":%q}`, phrase, i, code(gold, tag)))
		}
		rules = append(rules, fmt.Sprintf(`{"match":{"last_user":"%s"},"reply":"FINAL_VAR(x)"}`, tag))
	}
	rules = append(rules, `{"match":{"last_user":"stored guess"},"reply":"FINAL_VAR(x)"}`)
	rules = append(rules, fmt.Sprintf(`{"match":{"last_user":"Query: Q#"},"reply":%q}`, code("maybe", "stored guess")))
	return `{"rules":[` + strings.Join(rules, ",\n") + `]}`
}

func TestRuleMethodOverBenchRun(t *testing.T) {
	const n = 15
	s, err := mock.ParseScript("runeval.json", []byte(script(n)))
	if err != nil {
		t.Fatal(err)
	}
	srv := mock.NewServer(s)
	base, err := srv.Start("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	tr := http.DefaultTransport.(*http.Transport).Clone()
	defer tr.CloseIdleConnections()
	client, err := llm.NewClient(llm.Config{BaseURL: base, MaxRetries: -1, RequestTimeout: 10 * time.Second,
		HTTPClient: &http.Client{Transport: tr}})
	if err != nil {
		t.Fatal(err)
	}
	var tasks []bench.Task
	for i := 0; i < n; i++ {
		tasks = append(tasks, bench.Task{TaskID: fmt.Sprintf("t%02d", i), Family: "words", SourceIDs: []string{"d"},
			Context: "a list of items and their code words", Query: fmt.Sprintf("Q#%02d: what is the code word of item %d?", i, i),
			Gold: json.RawMessage(fmt.Sprintf(`"word%02d"`, i)), Scorer: "exact"})
	}
	work := t.TempDir()
	ev := &runeval.Evaluator{Dir: filepath.Join(work, "evals"), Base: run.Options{
		DataDir: filepath.Join(work, "data"), Client: client, BaseURL: base, Model: "agent",
		Backend: python.New(python.Options{}), MaxIterations: 4, Concurrency: 4, NoCache: true,
	}}
	progress := &bytes.Buffer{}
	out := filepath.Join(work, "opt")
	sum, err := optimize.Run(context.Background(), optimize.Options{
		OutDir: out, Tasks: tasks, Evaluator: ev, Method: optimize.MethodRule, Seed: 3, Minibatch: 3, MaxIterations: 4,
		Start:    prompts.Variant{Name: "start", Text: "Solve the query with the REPL.\n"},
		Budget:   optimize.Budget{MaxCycles: 2},
		Progress: progress,
	})
	if err != nil {
		t.Fatalf("%v\n%s", err, progress)
	}
	t.Log(progress.String())
	champ, err := os.ReadFile(sum.ChampionAt)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Champion == sum.Start || !strings.Contains(string(champ), phrase) {
		t.Fatalf("champion %s does not carry the wrong-answer patch:\n%s", sum.Champion, champ)
	}
	if !(float64(sum.Test.Diff) > 0) {
		t.Errorf("held-out difference %v, want > 0", sum.Test.Diff)
	}
	// The run adapter's log reached the cache as the trace the rule
	// method and the reflection model read.
	st, err := optimize.LoadState(out)
	if err != nil || st == nil {
		t.Fatal(err)
	}
	if len(st.Lineage) == 0 || len(st.Lineage[0].Buckets) == 0 || !strings.HasPrefix(st.Lineage[0].Buckets[0], optimize.BucketWrongAnswer) {
		t.Errorf("first cycle buckets %v, want wrong_answer first", st.Lineage)
	}
	r := st.Lineage[0]
	tr0, err := ev.Trace(tagOf(t, ev.Dir, r.Parent, r.MinibatchTasks[0]), bench.Result{TaskID: r.MinibatchTasks[0], Epoch: 1})
	if err != nil || !strings.Contains(tr0, "stored") {
		t.Errorf("trace of %s: %v %q", r.MinibatchTasks[0], err, tr0)
	}
}

// tagOf finds the run directory in which the adapter ran a task with a
// variant.
func tagOf(t *testing.T, dir, hash, task string) string {
	t.Helper()
	m, _ := filepath.Glob(filepath.Join(dir, "runs", hash[:12]+"-*"))
	for _, d := range m {
		if run.OpenTaskRecords(d).Has(task, 1) {
			return filepath.Base(d)
		}
	}
	t.Fatalf("no run directory for %s on %s", hash, task)
	return ""
}
