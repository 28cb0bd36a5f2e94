// Package scale generates the data of the bench's scale benchmarks: task
// pools of any size for rlm-bench run and results files of any size for
// rlm-bench ab, deterministic for a seed, so a figure quoted in README can
// be measured again on the same input.
package scale

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"

	"github.com/rlm-go/rlm/bench"
)

// Families are the task families the generators spread rows over.
var families = []string{"needle", "count", "pairs", "code", "qa"}

// WritePool writes n small tasks to path (a tasks.jsonl): an inline context
// of two lines with a code in it, and the "contains" scorer on that code.
func WritePool(path string, n int) error {
	return writeJSONL(path, n, func(i int) any {
		return bench.Task{
			TaskID: fmt.Sprintf("t%06d", i), Family: families[i%len(families)],
			Context: fmt.Sprintf("no digits here\nthe code is %d\n", 500+i),
			Query:   "What is the code?", Gold: json.RawMessage(fmt.Sprintf(`"%d"`, 500+i)), Scorer: "contains",
		}
	})
}

// writeJSONL writes item(0) .. item(n-1) to path, one JSON line each.
func writeJSONL(path string, n int, item func(i int) any) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(f, 1<<20)
	enc := json.NewEncoder(w)
	for i := range n {
		if err := enc.Encode(item(i)); err != nil {
			f.Close()
			return err
		}
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// ResultsSpec shapes a generated results file.
type ResultsSpec struct {
	Rows    int     // (task, epoch) rows, one epoch each
	Seed    int64   // the same seed gives the same file
	Variant string  // written in every row
	Skill   float64 // probability that a row is correct, 0..1
	// Documents is how many source documents the tasks cluster on (0: one
	// per 20 tasks).
	Documents int
}

// WriteResults writes a results.jsonl of spec.Rows rows shaped like the
// rows rlm-bench run writes: tasks t000000.., a family, a source document,
// a 0/1 score drawn with probability Skill, tokens, cost and latency.
func WriteResults(path string, spec ResultsSpec) error {
	docs := spec.Documents
	if docs <= 0 {
		docs = max(spec.Rows/20, 1)
	}
	rng := rand.New(rand.NewSource(spec.Seed))
	return writeJSONL(path, spec.Rows, func(i int) any {
		correct := rng.Float64() < spec.Skill
		score := 0.0
		if correct {
			score = 1
		}
		in, out := int64(800+rng.Intn(400)), int64(20+rng.Intn(40))
		return bench.Result{
			TaskID: fmt.Sprintf("t%06d", i), Epoch: 1, Family: families[i%len(families)],
			SourceIDs: []string{fmt.Sprintf("doc%05d", i%docs)},
			Variant:   spec.Variant, Model: "m", Method: "direct", Status: "ok",
			Answer: fmt.Sprint(500 + i), Gold: fmt.Sprint(500 + i), Score: score, Correct: correct,
			InputTokens: in, OutputTokens: out, CostUSD: float64(in)*1e-7 + float64(out)*4e-7,
			LatencyMS: int64(200 + rng.Intn(1800)), Iterations: 1,
			RunAt: "2025-01-01T00:00:00Z", TracePath: fmt.Sprintf("tasks/t%06d/e1/trace.jsonl", i),
		}
	})
}
