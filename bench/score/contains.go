package score

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// ScorerContains is RULER's string_match_all, the metric of its needle
// tasks (S-NIAH). Gold: one needle "text" (or a number), or a list of
// needles that must all appear.
const ScorerContains = "contains"

func init() { Register(answerScorer(ScorerContains, decodeNeedles, Contains)) }

// Contains is RULER's per-example string_match_all: the fraction of the
// gold needles that appear, lower-cased with Python's str.lower, in the
// answer after RULER's postprocess_pred (strip, every control character
// U+0000..U+001F replaced by a newline, strip again). An empty needle is
// always found. RULER averages these fractions over a run and rounds the
// percentage to two decimals; the per-example fraction is not rounded.
func Contains(answer string, needles []string) float64 {
	if len(needles) == 0 {
		return 0
	}
	pred := pyLower(rulerPostprocess(answer))
	found := 0
	for _, n := range needles {
		if strings.Contains(pred, pyLower(n)) {
			found++
		}
	}
	return float64(found) / float64(len(needles))
}

// rulerPostprocess is RULER's postprocess_pred.
func rulerPostprocess(s string) string {
	s = pyStrip(s)
	s = strings.Map(func(r rune) rune {
		if r <= 0x1f {
			return '\n'
		}
		return r
	}, s)
	return pyStrip(s)
}

// decodeNeedles reads a needle gold: a string, a number (its JSON text),
// or a non-empty list of those.
func decodeNeedles(gold json.RawMessage) ([]string, error) {
	if len(gold) == 0 {
		return nil, errors.New("gold: missing")
	}
	d := json.NewDecoder(bytes.NewReader(gold))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, fmt.Errorf("gold: want a string, a number or a list of needles, got %s", gold)
	}
	one := func(x any) (string, bool) {
		switch x := x.(type) {
		case string:
			return x, true
		case json.Number:
			return x.String(), true
		}
		return "", false
	}
	if s, ok := one(v); ok {
		return []string{s}, nil
	}
	if list, ok := v.([]any); ok && len(list) > 0 {
		out := make([]string, len(list))
		for i, x := range list {
			s, ok := one(x)
			if !ok {
				return nil, fmt.Errorf("gold: needle %d is %v, want a string", i, x)
			}
			out[i] = s
		}
		return out, nil
	}
	return nil, fmt.Errorf("gold: want a string, a number or a non-empty list of needles, got %s", gold)
}
