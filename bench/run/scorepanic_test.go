package run

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/score"
)

// scorerThatPanics exists only in this test binary.
const scorerThatPanics = "test_panics"

func init() {
	score.Register(score.Scorer{Name: scorerThatPanics, Grade: func(context.Context, score.Attempt, any) (float64, error) {
		panic("index out of range [-1]")
	}})
}

// A panic inside a scorer is an error row naming the scorer; the other
// tasks of the run are scored as usual.
func TestScorerPanicBecomesErrorRow(t *testing.T) {
	dir := t.TempDir()
	pool := writeInlinePool(t, dir, 2)
	tasks, err := bench.ReadTasks(pool)
	if err != nil {
		t.Fatal(err)
	}
	tasks[0].Scorer = scorerThatPanics
	if err := bench.WriteTasks(pool, tasks); err != nil {
		t.Fatal(err)
	}
	_, client, base := startMock(t, nil, 0)
	sum, err := Run(context.Background(), Options{Pool: pool, DataDir: dir, Client: client, BaseURL: base,
		Model: "m", Method: MethodDirect, NoCache: true})
	if err != nil {
		t.Fatalf("run stopped: %v", err)
	}
	rows := uniqueRows(t, sum.RunDir)
	bad, good := rows[tasks[0].TaskID+"#1"], rows[tasks[1].TaskID+"#1"]
	if bad.Status != StatusError || bad.Score != 0 || !strings.Contains(bad.Error, scorerThatPanics+" scorer panicked") {
		t.Errorf("panicking scorer's row: status %s score %v error %q; want an error row naming %s", bad.Status, bad.Score, bad.Error, scorerThatPanics)
	}
	if good.Status != StatusOK || good.Score != 1 {
		t.Errorf("other row: status %s score %v error %q; want ok, 1", good.Status, good.Score, good.Error)
	}
	raw, _ := json.Marshal(bad)
	if !strings.Contains(string(raw), scorerThatPanics) {
		t.Errorf("row %s does not name the scorer", raw)
	}
}
