package score

import (
	"context"
	"fmt"
	"strings"

	"github.com/rlm-go/rlm/bench"
)

// SelfAssessment is the seed's objective for one delegation task: the rate
// of satisfied assessments times delegation coverage, where coverage is 1
// when the run dispatched at least requiredMinDispatches sub-calls and 0
// otherwise. A task with no assessments scores 0: silence is not success.
func SelfAssessment(r bench.Result, requiredMinDispatches int) float64 {
	if r.AssessmentsTotal <= 0 || r.Dispatches < requiredMinDispatches {
		return 0
	}
	sat := min(max(r.AssessmentsSatisfd, 0), r.AssessmentsTotal)
	return float64(sat) / float64(r.AssessmentsTotal)
}

// Objective is the seed's run-level objective over many results: the pooled
// satisfied rate (all satisfied over all assessments) times coverage (the
// share of results meeting their task's dispatch requirement). required
// maps task_id to its requirement; a missing entry means 0.
func Objective(results []bench.Result, required map[string]int) (satisfiedRate, coverage, objective float64) {
	if len(results) == 0 {
		return 0, 0, 0
	}
	var sat, total, covered int
	for _, r := range results {
		sat += min(max(r.AssessmentsSatisfd, 0), max(r.AssessmentsTotal, 0))
		total += max(r.AssessmentsTotal, 0)
		if r.Dispatches >= required[r.TaskID] {
			covered++
		}
	}
	if total > 0 {
		satisfiedRate = float64(sat) / float64(total)
	}
	coverage = float64(covered) / float64(len(results))
	return satisfiedRate, coverage, satisfiedRate * coverage
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
