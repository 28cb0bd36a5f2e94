package score

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// ScorerJudge asks a model whether the answer states the gold. Gold: any
// JSON; a string is shown as its text, anything else as JSON.
const ScorerJudge = "judge"

func init() {
	Register(Scorer{
		Name:  ScorerJudge,
		Needs: Needs{Judge: true},
		Grade: func(ctx context.Context, a Attempt, _ any) (float64, error) {
			if a.Judge == nil {
				return 0, errors.New("judge scorer: no judge configured, scored 0")
			}
			if a.Answer == "" {
				return 0, nil
			}
			ok, err := a.Judge.Judge(ctx, a.Query, a.Answer, goldText(a.Gold))
			if err != nil {
				return 0, fmt.Errorf("judge: %w", err)
			}
			if ok {
				return 1, nil
			}
			return 0, nil
		},
	})
}

func goldText(g json.RawMessage) string {
	var s string
	if json.Unmarshal(g, &s) == nil {
		return s
	}
	return string(g)
}

// Judge decides whether an answer is correct given the gold, usually by
// asking a model with JudgePrompt. It is optional: runs without one skip
// judge-scored tasks.
type Judge interface {
	Judge(ctx context.Context, query, answer, gold string) (bool, error)
}

// JudgePrompt is the grading prompt for a model-backed Judge; fill it with
// JudgeMessage. The verdict line keeps parsing trivial and robust.
const JudgePrompt = `You are grading an answer to a question against a reference answer.

Question:
%s

Reference answer:
%s

Answer to grade:
%s

The answer is correct if it states the same fact or conclusion as the reference answer, even if worded differently or with extra explanation. It is incorrect if it contradicts the reference, omits the key fact, hedges between several options, or gives no answer.

Reply with a short justification, then a final line that is exactly "VERDICT: CORRECT" or "VERDICT: INCORRECT".`

// JudgeMessage fills JudgePrompt.
func JudgeMessage(query, answer, gold string) string {
	return fmt.Sprintf(JudgePrompt, query, gold, answer)
}

// ParseVerdict reads the verdict line of a judge reply; the last verdict
// wins, and a reply without one is an error rather than a silent "no".
func ParseVerdict(reply string) (bool, error) {
	up := strings.ToUpper(reply)
	i := strings.LastIndex(up, "VERDICT:")
	if i < 0 {
		return false, fmt.Errorf("judge reply has no VERDICT line: %.80q", reply)
	}
	rest := strings.TrimSpace(up[i+len("VERDICT:"):])
	switch {
	case strings.HasPrefix(rest, "CORRECT"):
		return true, nil
	case strings.HasPrefix(rest, "INCORRECT"):
		return false, nil
	}
	return false, fmt.Errorf("judge verdict is neither CORRECT nor INCORRECT: %.40q", rest)
}
