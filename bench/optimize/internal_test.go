package optimize

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/bench"
)

func TestClassify(t *testing.T) {
	for _, tc := range []struct {
		name  string
		r     bench.Result
		trace string
		want  string
	}{
		{"solved", bench.Result{Score: 1, Status: "ok"}, "", ""},
		{"iterations at the cap", bench.Result{Status: "ok", Iterations: 30}, "", BucketMaxIterations},
		{"iterations error", bench.Result{Status: "error", Error: "reached max_iterations"}, "", BucketMaxIterations},
		{"timeout", bench.Result{Status: "error", Error: "eval: cell timed out after 180s"}, "", BucketTimeout},
		{"no code", bench.Result{Status: "error", Error: "no code block found after retry"}, "", BucketNoCode},
		{"no answer", bench.Result{Status: "no_answer"}, "", BucketInvalidFinal},
		{"python traceback in trace", bench.Result{Status: "ok", Score: 0.5},
			"Traceback (most recent call last):\nNameError: name 'x' is not defined", BucketPythonError},
		{"wrong answer", bench.Result{Status: "ok", Score: 0}, "x = 3", BucketWrongAnswer},
		{"other error", bench.Result{Status: "error", Error: "HTTP 400 bad request"}, "", BucketOther},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Classify(tc.r, tc.trace, 30); got != tc.want {
				t.Errorf("Classify = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestProposeRulePatchesOncePerBucket(t *testing.T) {
	task := &bench.Task{TaskID: "a", Query: "q"}
	rows := []trajectory{
		{Task: task, Result: bench.Result{Status: "ok"}},
		{Task: task, Result: bench.Result{Status: "ok"}},
		{Task: task, Result: bench.Result{Status: "error", Error: "timed out"}},
	}
	text, buckets, patch, _ := proposeRule("Base.\n", rows, 0, nil)
	if patch != BucketWrongAnswer || !strings.Contains(text, "## Guidance (wrong_answer)") {
		t.Fatalf("first patch %q, buckets %v:\n%s", patch, buckets, text)
	}
	if !slices.Equal(buckets, []string{"wrong_answer:2", "timeout:1"}) {
		t.Errorf("buckets %v", buckets)
	}
	text2, _, patch2, _ := proposeRule(text, rows, 0, nil)
	if patch2 != BucketTimeout || strings.Count(text2, "## Guidance (wrong_answer)") != 1 {
		t.Fatalf("second patch %q:\n%s", patch2, text2)
	}
	if text3, _, _, _ := proposeRule(text2, rows, 0, nil); text3 != "" {
		t.Errorf("a third patch for covered reasons:\n%s", text3)
	}
}

func TestParseReflection(t *testing.T) {
	for _, tc := range []struct{ reply, want string }{
		{"Thoughts.\n<prompt>\nNew prompt.\n</prompt>", "New prompt.\n"},
		{"<prompt>old</prompt> then <prompt>final</prompt>", "final\n"},
		{"Here:\n```markdown\nFenced prompt.\n```\n", "Fenced prompt.\n"},
		{"  Just the prompt.  ", "Just the prompt.\n"},
		{"   ", ""},
	} {
		if got := parseReflection(tc.reply); got != tc.want {
			t.Errorf("parseReflection(%q) = %q, want %q", tc.reply, got, tc.want)
		}
	}
}

func TestParetoFront(t *testing.T) {
	tasks := []string{"t1", "t2", "t3"}
	c := func(h string, s ...float64) Candidate {
		m := map[string]float64{}
		for i, v := range s {
			m[tasks[i]] = v
		}
		return Candidate{Hash: h, Scores: m}
	}
	for _, tc := range []struct {
		name    string
		cands   []Candidate
		members []string
		wins    map[string]int
	}{
		{"diverse winners stay", []Candidate{c("a", 1, 0, 0), c("b", 0, 1, 1), c("c", 0, 0, 0)},
			[]string{"a", "b"}, map[string]int{"a": 1, "b": 2}},
		{"dominated drops even with ties", []Candidate{c("a", 1, 1, 0), c("b", 1, 1, 1)},
			[]string{"b"}, map[string]int{"b": 3}},
		{"identical keeps the first", []Candidate{c("a", 1, 0, 1), c("b", 1, 0, 1)},
			[]string{"a"}, map[string]int{"a": 3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := ParetoFront(tc.cands, tasks)
			if !slices.Equal(f.Members, tc.members) {
				t.Fatalf("members %v, want %v", f.Members, tc.members)
			}
			for h, w := range tc.wins {
				if f.Wins[h] != w {
					t.Errorf("wins[%s] = %d, want %d", h, f.Wins[h], w)
				}
			}
		})
	}
	// Sampling follows the wins: b (2 wins) about twice as often as a.
	f := ParetoFront([]Candidate{c("a", 1, 0, 0), c("b", 0, 1, 1)}, tasks)
	rng := rand.New(rand.NewPCG(1, 2))
	n := map[string]int{}
	for i := 0; i < 3000; i++ {
		n[f.Sample(rng)]++
	}
	if r := float64(n["b"]) / float64(n["a"]); r < 1.7 || r > 2.3 {
		t.Errorf("sampled %v: ratio %.2f, want about 2", n, r)
	}
}

func TestSplitIsSeededAndDisjoint(t *testing.T) {
	var tasks []bench.Task
	for i := 0; i < 20; i++ {
		tasks = append(tasks, bench.Task{TaskID: string(rune('a' + i))})
	}
	a, err := split(tasks, 5, 0.5, 0.25)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := split(tasks, 5, 0.5, 0.25)
	c, _ := split(tasks, 6, 0.5, 0.25)
	if !slices.Equal(a.Train, b.Train) || slices.Equal(a.Train, c.Train) {
		t.Error("split not determined by the seed alone")
	}
	if len(a.Train) != 10 || len(a.Validation) != 5 || len(a.Test) != 5 {
		t.Fatalf("sizes %d/%d/%d", len(a.Train), len(a.Validation), len(a.Test))
	}
	seen := map[string]bool{}
	for _, id := range slices.Concat(a.Train, a.Validation, a.Test) {
		if seen[id] {
			t.Errorf("%s in two splits", id)
		}
		seen[id] = true
	}
	if m1, m2 := minibatch(cycleRNG(5, 3), a.Train, 4), minibatch(cycleRNG(5, 3), a.Train, 4); !slices.Equal(m1, m2) {
		t.Error("a cycle's minibatch is not re-derivable")
	}
}

// The rule method skips a patch whose prompt was evaluated already and
// proposes the next reason's instead; when every patch is a repeat it
// proposes nothing and says so.
func TestProposeRuleSkipsTriedPrompts(t *testing.T) {
	task := &bench.Task{TaskID: "a", Query: "q"}
	rows := []trajectory{
		{Task: task, Result: bench.Result{Status: "ok"}},
		{Task: task, Result: bench.Result{Status: "ok"}},
		{Task: task, Result: bench.Result{Status: "error", Error: "timed out"}},
	}
	first, _, _, _ := proposeRule("Base.\n", rows, 0, nil)
	tried := map[string]bool{normText(first): true}
	isTried := func(s string) bool { return tried[normText(s)] }
	text, _, patch, repeated := proposeRule("Base.\n", rows, 0, isTried)
	if patch != BucketTimeout || repeated || !strings.Contains(text, "## Guidance (timeout)") {
		t.Fatalf("patch %q repeated %v, want the timeout patch:\n%s", patch, repeated, text)
	}
	tried[normText(text)] = true
	if text, _, _, repeated := proposeRule("Base.\n", rows, 0, isTried); text != "" || !repeated {
		t.Errorf("every patch tried: got %q repeated %v, want nothing and repeated", text, repeated)
	}
}
