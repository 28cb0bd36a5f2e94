package score

import (
	"context"
	"errors"
)

// ScorerSelfAssessment scores the seed's delegation tasks from what the run
// recorded, not from the answer; the gold is not read.
const ScorerSelfAssessment = "self_assessment"

func init() {
	Register(Scorer{
		Name:  ScorerSelfAssessment,
		Needs: Needs{Delegation: true},
		Grade: func(_ context.Context, a Attempt, _ any) (float64, error) {
			s := SelfAssessment(a.Delegation)
			if a.Delegation.AssessmentsTotal == 0 {
				return s, errors.New("self_assessment: the run recorded no assessments, scored 0")
			}
			return s, nil
		},
	})
}

// Delegation is what one attempt recorded about delegating work, with what
// its task required.
type Delegation struct {
	Dispatches            int
	AssessmentsTotal      int
	AssessmentsSatisfied  int
	RequiredMinDispatches int
}

// SelfAssessment is the seed's objective for one delegation task: the rate
// of satisfied assessments times delegation coverage, where coverage is 1
// when the run dispatched at least RequiredMinDispatches sub-calls and 0
// otherwise. A task with no assessments scores 0: silence is not success.
func SelfAssessment(d Delegation) float64 {
	if d.AssessmentsTotal <= 0 || d.Dispatches < d.RequiredMinDispatches {
		return 0
	}
	sat := min(max(d.AssessmentsSatisfied, 0), d.AssessmentsTotal)
	return float64(sat) / float64(d.AssessmentsTotal)
}

// Objective is the seed's run-level objective over many attempts: the
// pooled satisfied rate (all satisfied over all assessments) times coverage
// (the share of attempts meeting their task's dispatch requirement).
func Objective(ds []Delegation) (satisfiedRate, coverage, objective float64) {
	if len(ds) == 0 {
		return 0, 0, 0
	}
	var sat, total, covered int
	for _, d := range ds {
		sat += min(max(d.AssessmentsSatisfied, 0), max(d.AssessmentsTotal, 0))
		total += max(d.AssessmentsTotal, 0)
		if d.Dispatches >= d.RequiredMinDispatches {
			covered++
		}
	}
	if total > 0 {
		satisfiedRate = float64(sat) / float64(total)
	}
	coverage = float64(covered) / float64(len(ds))
	return satisfiedRate, coverage, satisfiedRate * coverage
}
