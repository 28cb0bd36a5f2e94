package optimize

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"time"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/score"
	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/prompts"
)

// Direct evaluates a variant with one chat call per task: the variant is
// the system message, the context and query the user message, the reply
// the answer. It is the baseline method of a run and what fast tests use.
type Direct struct {
	Client      ChatClient
	Model       string
	Concurrency int    // default 4
	PoolDir     string // resolves relative context paths
}

// Evaluate implements Evaluator.
func (d *Direct) Evaluate(ctx context.Context, v prompts.Variant, tasks []bench.Task, tag string) ([]bench.Result, error) {
	n := d.Concurrency
	if n <= 0 {
		n = 4
	}
	var (
		mu   sync.Mutex
		rows []bench.Result
		wg   sync.WaitGroup
		sem  = make(chan struct{}, n)
	)
	for i := range tasks {
		select {
		case sem <- struct{}{}:
		case <-ctx.Done():
		}
		if ctx.Err() != nil {
			break
		}
		wg.Add(1)
		go func(t *bench.Task) {
			defer wg.Done()
			defer func() { <-sem }()
			r, ok := d.one(ctx, v, t)
			if !ok {
				return
			}
			mu.Lock()
			rows = append(rows, r)
			mu.Unlock()
		}(&tasks[i])
	}
	wg.Wait()
	return rows, ctx.Err()
}

// one runs a task; ok is false when ctx ended it (no row: it was not
// evaluated, so it must not be cached or charged).
func (d *Direct) one(ctx context.Context, v prompts.Variant, t *bench.Task) (bench.Result, bool) {
	r := bench.Result{TaskID: t.TaskID, Epoch: 1, Family: t.Family, SourceIDs: t.SourceIDs, Variant: v.Name,
		Model: d.Model, Method: "direct", Status: "ok", RunAt: time.Now().UTC().Format(time.RFC3339)}
	if r.SourceIDs == nil {
		r.SourceIDs = []string{}
	}
	if len(t.Gold) > 0 {
		var g any
		if json.Unmarshal(t.Gold, &g) == nil {
			r.Gold = g
		}
	}
	text, err := t.LoadContext(d.PoolDir)
	if err != nil {
		r.Status, r.Error = "error", err.Error()
		return r, true
	}
	user := "Question: " + t.Query
	if strings.TrimSpace(text) != "" {
		user = "Context:\n" + text + "\n\n" + user
	}
	resp, err := d.Client.Chat(ctx, llm.Request{Model: d.Model, Messages: []llm.Message{
		{Role: llm.RoleSystem, Content: v.Text}, {Role: llm.RoleUser, Content: user}}})
	if err != nil {
		if ctx.Err() != nil || errors.Is(err, context.Canceled) {
			return r, false
		}
		r.Status, r.Error = "error", err.Error()
		return r, true
	}
	r.Answer = strings.TrimSpace(resp.Content)
	r.InputTokens, r.OutputTokens, r.CostUSD = resp.Usage.InputTokens, resp.Usage.OutputTokens, resp.Usage.CostUSD
	r.LatencyMS = resp.Duration.Milliseconds()
	r.Iterations = 1
	s, correct, err := score.Score(t.Scorer, r.Answer, t.Gold)
	if err != nil {
		r.Error = "score: " + err.Error()
	}
	r.Score, r.Correct = s, correct
	return r, true
}
