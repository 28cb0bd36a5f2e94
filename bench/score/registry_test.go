package score

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
)

// The registry holds exactly the scorers that have a file; a new scorer
// must be added here, with examples below.
func TestRegistryListsEveryScorer(t *testing.T) {
	want := []string{"choice", "choice_lenient", "contains", "exact", "f1_pairs", "judge", "numeric", "oolong", "self_assessment"}
	if got := Names(); !slices.Equal(got, want) {
		t.Errorf("Names() = %v, want %v", got, want)
	}
	if s, err := Lookup(""); err != nil || s.Name != ScorerExact {
		t.Errorf(`Lookup("") = %q, %v; want the exact scorer`, s.Name, err)
	}
	_, err := Lookup("bogus")
	if err == nil || err.Error() != `unknown scorer "bogus" (want choice, choice_lenient, contains, exact, f1_pairs, judge, numeric, oolong or self_assessment)` {
		t.Errorf("Lookup(bogus) err = %v", err)
	}
}

type verdictJudge bool

func (v verdictJudge) Judge(context.Context, string, string, string) (bool, error) {
	return bool(v), nil
}

// Every registered scorer gives full marks to a right attempt and less to
// a wrong one, and declares the needs its attempts exercise.
func TestEveryScorerScoresRightAndWrong(t *testing.T) {
	type example struct {
		needs        Needs
		right, wrong Attempt
	}
	delegated := Delegation{Dispatches: 2, AssessmentsTotal: 2, AssessmentsSatisfied: 2, RequiredMinDispatches: 2}
	examples := map[string]example{
		"exact":          {Needs{}, Attempt{Answer: "The Eiffel Tower.", Gold: json.RawMessage(`["tour eiffel", "eiffel tower"]`)}, Attempt{Answer: "Louvre", Gold: json.RawMessage(`"eiffel tower"`)}},
		"contains":       {Needs{}, Attempt{Answer: "It is the Eiffel Tower, I think.", Gold: json.RawMessage(`"eiffel tower"`)}, Attempt{Answer: "the Louvre", Gold: json.RawMessage(`"eiffel tower"`)}},
		"numeric":        {Needs{}, Attempt{Answer: "Count: 1204", Gold: json.RawMessage(`1204`)}, Attempt{Answer: "Count: 1200", Gold: json.RawMessage(`"1204"`)}},
		"oolong":         {Needs{}, Attempt{Answer: "Label: spam", Gold: json.RawMessage(`"['spam']"`)}, Attempt{Answer: "Label: ham", Gold: json.RawMessage(`"['spam']"`)}},
		"f1_pairs":       {Needs{}, Attempt{Answer: "(2, 1), (3, 4)", Gold: json.RawMessage(`[[1, 2], [3, 4]]`)}, Attempt{Answer: "(1, 2)", Gold: json.RawMessage(`[[1, 2], [3, 4]]`)}},
		"choice":         {Needs{}, Attempt{Answer: "The correct answer is (B).", Gold: json.RawMessage(`"B"`)}, Attempt{Answer: "The correct answer is (A).", Gold: json.RawMessage(`"B"`)}},
		"choice_lenient": {Needs{}, Attempt{Answer: "The answer is (B).", Gold: json.RawMessage(`"B"`)}, Attempt{Answer: "The answer is (A).", Gold: json.RawMessage(`"B"`)}},
		"judge": {Needs{Judge: true},
			Attempt{Query: "q", Answer: "yes", Gold: json.RawMessage(`"yes"`), Judge: verdictJudge(true)},
			Attempt{Query: "q", Answer: "no", Gold: json.RawMessage(`"yes"`), Judge: verdictJudge(false)}},
		"self_assessment": {Needs{Delegation: true},
			Attempt{Answer: "anything", Delegation: delegated},
			Attempt{Answer: "anything", Delegation: Delegation{Dispatches: 1, AssessmentsTotal: 2, AssessmentsSatisfied: 2, RequiredMinDispatches: 2}}},
	}
	for _, name := range Names() {
		t.Run(name, func(t *testing.T) {
			ex, ok := examples[name]
			if !ok {
				t.Fatalf("scorer %q has no examples here", name)
			}
			s, err := Lookup(name)
			if err != nil {
				t.Fatal(err)
			}
			if s.Needs != ex.needs {
				t.Errorf("Needs = %+v, want %+v", s.Needs, ex.needs)
			}
			if got, err := s.Score(context.Background(), ex.right); err != nil || got != 1 {
				t.Errorf("right attempt scored %v, %v; want 1", got, err)
			}
			if got, err := s.Score(context.Background(), ex.wrong); err != nil || got >= 1 {
				t.Errorf("wrong attempt scored %v, %v; want less than 1", got, err)
			}
			_, _, err = Score(name, ex.right.Answer, ex.right.Gold)
			if answerOnly := s.Needs == (Needs{}); answerOnly == errors.Is(err, ErrNotAnswerScored) {
				t.Errorf("Score(%s) err = %v; answer-only scorer: %v", name, err, answerOnly)
			}
		})
	}
}

// What a scorer that needs more than the answer says when it lacks it; a
// run writes these notes into the row.
func TestScorersExplainMissingRunData(t *testing.T) {
	judge, _ := Lookup(ScorerJudge)
	if got, err := judge.Score(context.Background(), Attempt{Answer: "x"}); got != 0 || err == nil || err.Error() != "judge scorer: no judge configured, scored 0" {
		t.Errorf("judge without a judge = %v, %v", got, err)
	}
	if got, err := judge.Score(context.Background(), Attempt{Judge: verdictJudge(true)}); got != 0 || err != nil {
		t.Errorf("judge of an empty answer = %v, %v; want 0 without asking", got, err)
	}
	sa, _ := Lookup(ScorerSelfAssessment)
	if got, err := sa.Score(context.Background(), Attempt{Delegation: Delegation{Dispatches: 3}}); got != 0 || err == nil || !strings.Contains(err.Error(), "recorded no assessments") {
		t.Errorf("self_assessment without assessments = %v, %v", got, err)
	}
	num, _ := Lookup(ScorerNumeric)
	var ge *GoldError
	if _, err := num.Score(context.Background(), Attempt{Answer: "1", Gold: json.RawMessage(`"many"`)}); !errors.As(err, &ge) || ge.Scorer != "numeric" {
		t.Errorf("bad gold err = %v, want a *GoldError from numeric", err)
	}
}
