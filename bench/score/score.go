// Package score turns a model's answer and a task's gold value into a score
// in [0, 1]. Each scorer is exported on its own; Score dispatches on the
// task's scorer name and decodes the gold JSON the way that scorer expects.
//
// Gold shapes by scorer:
//
//	exact, contains  "text" or ["alias", "alias", ...] (any alias may match), or a number
//	numeric          42 or "42"
//	oolong           "['X']" / "[3]" / "[datetime.date(2024, 1, 5)]" (OOLONG's repr),
//	                 or {"answer": "...", "answer_type": "ANSWER_TYPE.NUMERIC"}
//	f1_pairs         [[1, 2], ["3", "4"], ...] (unordered pairs)
//	choice           "C"
//	self_assessment  not scored from the answer: use SelfAssessment
//	judge            not scored here: use a Judge
package score

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Scorer names as they appear in a task's "scorer" field.
const (
	ScorerExact          = "exact"
	ScorerNumeric        = "numeric"
	ScorerOolong         = "oolong"
	ScorerF1Pairs        = "f1_pairs"
	ScorerChoice         = "choice"
	ScorerContains       = "contains"
	ScorerJudge          = "judge"
	ScorerSelfAssessment = "self_assessment"
)

// ErrNotAnswerScored is returned by Score for scorers that need more than
// the answer text: self_assessment reads the run's assessment counts and
// judge needs a model.
var ErrNotAnswerScored = errors.New("scorer does not score answer text")

// Score scores answer against gold with the named scorer. An empty scorer
// means exact. correct is true when the score is full marks.
func Score(scorer, answer string, gold json.RawMessage) (score float64, correct bool, err error) {
	switch scorer {
	case "", ScorerExact, ScorerContains:
		golds, err := decodeStrings(gold)
		if err != nil {
			return 0, false, fmt.Errorf("%s scorer: gold: %w", nonEmpty(scorer, ScorerExact), err)
		}
		f := Exact
		if scorer == ScorerContains {
			f = Contains
		}
		for _, g := range golds {
			if s := f(answer, g); s > score {
				score = s
			}
		}
	case ScorerNumeric:
		g, err := decodeNumber(gold)
		if err != nil {
			return 0, false, fmt.Errorf("numeric scorer: gold: %w", err)
		}
		score = Numeric(answer, g)
	case ScorerOolong:
		g, err := decodeOolongGold(gold)
		if err != nil {
			return 0, false, fmt.Errorf("oolong scorer: gold: %w", err)
		}
		score = Oolong(answer, g)
	case ScorerF1Pairs:
		g, err := decodePairs(gold)
		if err != nil {
			return 0, false, fmt.Errorf("f1_pairs scorer: gold: %w", err)
		}
		score = F1Pairs(answer, g)
	case ScorerChoice:
		var g string
		if err := json.Unmarshal(gold, &g); err != nil {
			return 0, false, fmt.Errorf("choice scorer: gold must be a letter string like \"C\": %w", err)
		}
		score = Choice(answer, g)
	case ScorerJudge, ScorerSelfAssessment:
		return 0, false, fmt.Errorf("%s: %w", scorer, ErrNotAnswerScored)
	default:
		return 0, false, fmt.Errorf("unknown scorer %q (want exact, numeric, oolong, f1_pairs, choice, contains, judge or self_assessment)", scorer)
	}
	return score, score >= 1-1e-9, nil
}

func nonEmpty(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

func decodeStrings(gold json.RawMessage) ([]string, error) {
	if len(gold) == 0 {
		return nil, errors.New("missing")
	}
	var s string
	if err := json.Unmarshal(gold, &s); err == nil {
		return []string{s}, nil
	}
	var n json.Number
	if err := json.Unmarshal(gold, &n); err == nil {
		return []string{n.String()}, nil
	}
	var list []any
	if err := json.Unmarshal(gold, &list); err != nil || len(list) == 0 {
		return nil, fmt.Errorf("want a string, a number or a non-empty list of aliases, got %s", gold)
	}
	out := make([]string, len(list))
	for i, v := range list {
		out[i] = fmt.Sprint(v)
	}
	return out, nil
}

func decodeNumber(gold json.RawMessage) (float64, error) {
	var f float64
	if err := json.Unmarshal(gold, &f); err == nil {
		return f, nil
	}
	var s string
	if err := json.Unmarshal(gold, &s); err == nil {
		if f, err := strconv.ParseFloat(strings.ReplaceAll(strings.TrimSpace(s), ",", ""), 64); err == nil {
			return f, nil
		}
	}
	return 0, fmt.Errorf("want a number, got %s", gold)
}

func decodeOolongGold(gold json.RawMessage) (OolongGold, error) {
	var s string
	if err := json.Unmarshal(gold, &s); err == nil {
		return OolongGold{Answer: s}, nil
	}
	var g OolongGold
	if err := json.Unmarshal(gold, &g); err == nil && g.Answer != "" {
		return g, nil
	}
	var n json.Number
	if err := json.Unmarshal(gold, &n); err == nil {
		return OolongGold{Answer: "[" + n.String() + "]", AnswerType: OolongNumeric}, nil
	}
	return OolongGold{}, fmt.Errorf(`want OOLONG's answer repr like "['X']" or {"answer": ..., "answer_type": ...}, got %s`, gold)
}

func decodePairs(gold json.RawMessage) ([][2]string, error) {
	var raw [][]any
	if err := json.Unmarshal(gold, &raw); err != nil {
		return nil, fmt.Errorf("want a list of pairs like [[1, 2], [3, 4]]: %w", err)
	}
	out := make([][2]string, 0, len(raw))
	for i, p := range raw {
		if len(p) != 2 {
			return nil, fmt.Errorf("pair %d has %d elements, want 2", i, len(p))
		}
		out = append(out, [2]string{fmt.Sprint(p[0]), fmt.Sprint(p[1])})
	}
	return out, nil
}
