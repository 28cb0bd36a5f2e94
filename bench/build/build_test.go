package build

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/parquet-go/parquet-go"
	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/pull"
	"github.com/rlm-go/rlm/bench/score"
)

func buildStarter(t *testing.T, seed int64) (*Pool, string) {
	t.Helper()
	out := filepath.Join(t.TempDir(), "pool")
	p, err := Run(context.Background(), Options{Profile: "starter", OutDir: out, Seed: seed, DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	return p, out
}

// goldAnswer writes the answer a perfect model would give, in the format
// the task asks for.
func goldAnswer(t *testing.T, task bench.Task) string {
	t.Helper()
	switch task.Scorer {
	case "oolong":
		var g score.OolongGold
		json.Unmarshal(task.Gold, &g)
		inner := strings.Trim(g.Answer, "[]'\"")
		return "Answer: " + inner
	case "f1_pairs":
		var ps [][2]int
		json.Unmarshal(task.Gold, &ps)
		var parts []string
		for _, p := range ps {
			parts = append(parts, fmt.Sprintf("(%d, %d)", p[0], p[1]))
		}
		return strings.Join(parts, ", ")
	case "choice":
		var s string
		json.Unmarshal(task.Gold, &s)
		return "The correct answer is (" + s + ")."
	default:
		var v any
		json.Unmarshal(task.Gold, &v)
		return fmt.Sprint(v)
	}
}

func TestStarterPool(t *testing.T) {
	p, out := buildStarter(t, 0)
	want := map[string]int{FamilySNIAH: 12, FamilyOolong: 10, FamilyOolongPairs: 6, FamilyCodeQA: 12}
	for f, n := range want {
		if p.Counts[f] != n {
			t.Errorf("%s: %d tasks, want %d (all: %v)", f, p.Counts[f], n, p.Counts)
		}
	}
	tasks, err := bench.ReadTasks(filepath.Join(out, "tasks.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if len(tasks) != 40 {
		t.Fatalf("%d tasks, want 40", len(tasks))
	}
	kinds := map[string]bool{}
	for _, task := range tasks {
		ctxText, err := task.LoadContext(out)
		if err != nil {
			t.Fatal(err)
		}
		if len(task.SourceIDs) == 0 || len(task.Tags) == 0 || task.Metadata == nil {
			t.Errorf("%s: missing source_ids, tags or metadata", task.TaskID)
		}
		if len(task.Tags) > 1 {
			kinds[task.Family+"/"+task.Tags[1]] = true
		}
		// The perfect answer must score 1 with the task's own scorer.
		s, ok, err := score.Score(task.Scorer, goldAnswer(t, task), task.Gold)
		if err != nil || !ok {
			t.Errorf("%s: gold answer %q scores %v, %v, %v", task.TaskID, goldAnswer(t, task), s, ok, err)
		}
		switch task.Family {
		case FamilySNIAH:
			checkSNIAH(t, task, ctxText)
		case FamilyOolong:
			checkOolong(t, task, ctxText)
		}
	}
	for _, k := range []string{"sniah/number", "sniah/kv", "oolong/count", "oolong/comparison", "oolong/most_common", "oolong_pairs/cross", "code_qa/defining_file", "code_qa/method_count"} {
		if !kinds[k] {
			t.Errorf("starter has no %s task (have %v)", k, kinds)
		}
	}
	if _, err := os.Stat(filepath.Join(out, "profile.json")); err != nil {
		t.Error("profile.json not written")
	}
}

func checkSNIAH(t *testing.T, task bench.Task, ctxText string) {
	var gold string
	json.Unmarshal(task.Gold, &gold)
	i := strings.Index(ctxText, " is "+gold+".")
	if i < 0 || strings.Count(ctxText, gold) != 1 {
		t.Errorf("%s: needle value %s appears %d times", task.TaskID, gold, strings.Count(ctxText, gold))
		return
	}
	depth := task.Metadata["depth"].(float64)
	if got := float64(i) / float64(len(ctxText)); got < depth-0.05 || got > depth+0.05 {
		t.Errorf("%s: needle at %.2f of the context, want %.2f", task.TaskID, got, depth)
	}
	tokens := task.Metadata["length_tokens"].(float64)
	if n := float64(len(ctxText)) / charsPerToken; n < tokens*0.95 || n > tokens*1.05 {
		t.Errorf("%s: %0.f tokens, want about %0.f", task.TaskID, n, tokens)
	}
	if strings.Contains(task.Query, gold) {
		t.Errorf("%s: the query gives the answer away", task.TaskID)
	}
}

var labelLineRE = regexp.MustCompile(`(?m)\|\| Label: (.+)$`)

// checkOolong recounts count questions from the context text itself.
func checkOolong(t *testing.T, task bench.Task, ctxText string) {
	m := regexp.MustCompile(`How many records have the label '([^']+)'`).FindStringSubmatch(task.Query)
	if m == nil {
		return
	}
	n := 0
	for _, l := range labelLineRE.FindAllStringSubmatch(ctxText, -1) {
		if l[1] == m[1] {
			n++
		}
	}
	var g score.OolongGold
	json.Unmarshal(task.Gold, &g)
	if g.Answer != "["+strconv.Itoa(n)+"]" {
		t.Errorf("%s: gold %s, recount %d", task.TaskID, g.Answer, n)
	}
}

func TestBuildDeterministic(t *testing.T) {
	_, a := buildStarter(t, 7)
	_, b := buildStarter(t, 7)
	_, c := buildStarter(t, 8)
	ta, _ := os.ReadFile(filepath.Join(a, "tasks.jsonl"))
	tb, _ := os.ReadFile(filepath.Join(b, "tasks.jsonl"))
	tc, _ := os.ReadFile(filepath.Join(c, "tasks.jsonl"))
	if !bytes.Equal(ta, tb) {
		t.Error("same seed, different tasks.jsonl")
	}
	if bytes.Equal(ta, tc) {
		t.Error("different seeds, same tasks.jsonl")
	}
	entries, _ := os.ReadDir(filepath.Join(a, "contexts"))
	for _, e := range entries {
		x, _ := os.ReadFile(filepath.Join(a, "contexts", e.Name()))
		y, err := os.ReadFile(filepath.Join(b, "contexts", e.Name()))
		if err != nil || !bytes.Equal(x, y) {
			t.Errorf("context %s differs between identical builds", e.Name())
		}
	}
}

func TestCountOverride(t *testing.T) {
	out := filepath.Join(t.TempDir(), "pool")
	p, err := Run(context.Background(), Options{Profile: "starter", OutDir: out, Count: 8})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Tasks) != 8 {
		t.Errorf("--count 8 built %d tasks: %v", len(p.Tasks), p.Counts)
	}
	for _, f := range []string{FamilySNIAH, FamilyOolong, FamilyOolongPairs, FamilyCodeQA} {
		if p.Counts[f] == 0 {
			t.Errorf("--count 8 dropped %s: %v", f, p.Counts)
		}
	}
}

func TestDelegationFamilies(t *testing.T) {
	dir := t.TempDir()
	var text strings.Builder
	for i := 0; i < 400; i++ {
		fmt.Fprintf(&text, "Paragraph %d. The keeper must lock the gate before dusk, unless the bell has rung twice.\n\n", i)
	}
	src := filepath.Join(dir, "book.txt")
	os.WriteFile(src, []byte("header\n*** START OF THE BOOK ***\n"+text.String()+"*** END OF THE BOOK ***\nlicence"), 0o644)
	wrapper := filepath.Join(dir, "wrap.txt")
	os.WriteFile(wrapper, []byte("W[{{family}}|{{source_id}}|{{required_min_dispatches}}]\n{{task}}"), 0o644)
	prof := map[string]any{
		"name": "deleg", "target_task_count": 10, "families": delegationFamilyNames(),
		"segment_size_chars": 3000, "segment_overlap_chars": 300, "required_min_dispatches": 3,
		"sources": []string{"path:" + src}, "task_wrapper_path": wrapper,
	}
	pb, _ := json.Marshal(prof)
	pf := filepath.Join(dir, "deleg.json")
	os.WriteFile(pf, pb, 0o644)
	out := filepath.Join(dir, "pool")
	p, err := Run(context.Background(), Options{Profile: pf, OutDir: out})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Tasks) != 10 {
		t.Fatalf("%d tasks, want 10", len(p.Tasks))
	}
	for _, task := range p.Tasks {
		if p.Counts[task.Family] != 2 || task.Scorer != "self_assessment" || task.RequiredMinDispatches != 3 {
			t.Errorf("%s: family count %d, scorer %s, dispatches %d", task.TaskID, p.Counts[task.Family], task.Scorer, task.RequiredMinDispatches)
		}
		if !strings.HasPrefix(task.Query, "W["+task.Family+"|book.txt|3]\n") || !strings.Contains(task.Query, familyTemplates[task.Family]) {
			t.Errorf("%s: query not wrapped: %.120q", task.TaskID, task.Query)
		}
		c, _ := task.LoadContext(out)
		re := regexp.MustCompile(`(?s)^\[SOURCE_ID\] book\.txt\n\[SEGMENT_A\]\n(.+)\n\n\[SEGMENT_B\]\n(.+)\n$`)
		m := re.FindStringSubmatch(c)
		if m == nil {
			t.Errorf("%s: context format wrong: %.100q", task.TaskID, c)
			continue
		}
		if strings.Contains(c, "licence") || strings.Contains(c, "START OF") {
			t.Errorf("%s: Gutenberg boilerplate kept", task.TaskID)
		}
		// Neighbouring segments overlap: B starts inside A's tail.
		if a, b := m[1], m[2]; !strings.Contains(a, b[:100]) {
			t.Errorf("%s: segment B does not overlap A", task.TaskID)
		}
	}
	os.WriteFile(wrapper, []byte("no placeholder"), 0o644)
	if _, err := Run(context.Background(), Options{Profile: pf, OutDir: out}); err == nil || !strings.Contains(err.Error(), "{{task}}") {
		t.Errorf("wrapper without {{task}}: %v", err)
	}
}

func TestSegments(t *testing.T) {
	text := strings.Repeat("word ", 5000)
	segs := segments(text, 1000, 100)
	if len(segs) < 25 {
		t.Fatalf("%d segments", len(segs))
	}
	for i, s := range segs {
		if len(s) > 1000 {
			t.Errorf("segment %d has %d chars", i, len(s))
		}
		if i > 0 && !strings.HasPrefix(s, "word") {
			t.Errorf("segment %d starts mid-word: %.10q", i, s)
		}
	}
	if got := segments("short", 1000, 100); len(got) != 1 || got[0] != "short" {
		t.Errorf("short text: %q", got)
	}
}

func TestProfileErrors(t *testing.T) {
	dir := t.TempDir()
	tests := []struct{ body, want string }{
		{`{"name":"x","families":["nope"]}`, `unknown family "nope"`},
		{`{"name":"x","families":["sniah"],"bogus":1}`, `unknown field "bogus"`},
		{`{"families":["sniah"]}`, `missing "name"`},
		{`{"name":"x","families":["sniah"],"segment_overlap_chars":20000}`, "segment_size_chars"},
		{`{"name":"x","families":["sniah"],"counts":{"oolong":3}}`, "not in families"},
	}
	for i, tt := range tests {
		p := filepath.Join(dir, fmt.Sprintf("p%d.json", i))
		os.WriteFile(p, []byte(tt.body), 0o644)
		if _, err := LoadProfile(p); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: err = %v, want %q", tt.body, err, tt.want)
		}
	}
	if _, err := LoadProfile("nosuch"); err == nil || !strings.Contains(err.Error(), "no built-in profile") {
		t.Errorf("unknown name: %v", err)
	}
	for _, n := range BuiltinProfileNames() {
		p, ok := BuiltinProfile(n)
		if !ok || p.Validate() != nil {
			t.Errorf("built-in %s invalid: %v", n, p.Validate())
		}
	}
	// The seed profile needs pulled data and says how to get it.
	_, err := Run(context.Background(), Options{Profile: "seed", DataDir: t.TempDir(), OutDir: t.TempDir()})
	if err == nil || !strings.Contains(err.Error(), "rlm-bench pull") {
		t.Errorf("seed without data: %v", err)
	}
}

type synthRow struct {
	ID         int64  `parquet:"id"`
	Context    string `parquet:"context_window_text"`
	Question   string `parquet:"question"`
	Answer     string `parquet:"answer"`
	AnswerType string `parquet:"answer_type"`
	Dataset    string `parquet:"dataset"`
	ContextLen int64  `parquet:"context_len"`
}

func TestOolongSynthFromPulledParquet(t *testing.T) {
	dir := t.TempDir()
	var buf bytes.Buffer
	rows := []synthRow{
		{1, "Date: Jan 01, 2023 || User: 1 || Instance: x", "How many ...? Answer: <n>", "[3]", "ANSWER_TYPE.NUMERIC", "trec_coarse", 1024},
		{2, "Date: Jan 01, 2023 || User: 2 || Instance: y", "Which label ...?", "['entity']", "ANSWER_TYPE.LABEL", "trec_coarse", 1024},
	}
	if err := parquet.Write(&buf, rows); err != nil {
		t.Fatal(err)
	}
	src := filepath.Join(dir, "synth.parquet")
	os.WriteFile(src, buf.Bytes(), 0o644)
	man, _ := json.Marshal(pull.Manifest{Version: 1, Sources: []pull.Source{{ID: "oolong_synth_validation_0", Type: pull.TypeParquet, Path: src}}})
	os.WriteFile(filepath.Join(dir, "m.json"), man, 0o644)
	data := filepath.Join(dir, "data")
	if _, err := pull.Run(context.Background(), pull.Options{Manifest: filepath.Join(dir, "m.json"), OutDir: data}); err != nil {
		t.Fatal(err)
	}
	p, err := Run(context.Background(), Options{Profile: "oolong_synth", DataDir: data})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Tasks) != 2 || p.Dir != filepath.Join(data, "pools", "oolong_synth") {
		t.Fatalf("tasks %d in %s", len(p.Tasks), p.Dir)
	}
	for _, task := range p.Tasks {
		s, ok, err := score.Score(task.Scorer, goldAnswer(t, task), task.Gold)
		if err != nil || !ok {
			t.Errorf("%s: gold scores %v %v %v", task.TaskID, s, ok, err)
		}
	}
}

func TestRunCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Run(ctx, Options{Profile: "starter", OutDir: t.TempDir()}); err == nil {
		t.Error("cancelled build succeeded")
	}
}

// Tasks scored like a published benchmark ask for that benchmark's answer
// format: LongBench-v2's for choice, OOLONG-synth's for oolong and
// numeric (the scorers read only those forms).
func TestStarterUsesPublishedAnswerInstructions(t *testing.T) {
	_, out := buildStarter(t, 0)
	tasks, err := bench.ReadTasks(filepath.Join(out, "tasks.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	oolongForms := []string{
		"Give your final answer in the form 'Answer: number'.",
		"Give your final answer in the form 'Label: answer' where answer is one of the labels: ",
		"', where [X] is 'more common than', 'less common than', or 'same frequency as'.",
	}
	seen := map[string]int{}
	for _, task := range tasks {
		switch task.Scorer {
		case "choice":
			seen[task.Scorer]++
			if !strings.HasSuffix(task.Query, "\n"+`Format your response as follows: "The correct answer is (insert answer here)".`) {
				t.Errorf("%s: choice query does not end with LongBench-v2's instruction: %q", task.TaskID, task.Query)
			}
		case "oolong", "numeric":
			seen[task.Scorer]++
			if !slices.ContainsFunc(oolongForms, func(f string) bool { return strings.Contains(task.Query, f) }) {
				t.Errorf("%s: %s query has none of OOLONG's answer formats: %q", task.TaskID, task.Scorer, task.Query)
			}
		}
	}
	if seen["choice"] == 0 || seen["oolong"] == 0 || seen["numeric"] == 0 {
		t.Errorf("starter pool has choice/oolong/numeric tasks %v; want some of each", seen)
	}
}
