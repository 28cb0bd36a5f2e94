package score

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode"
)

// ScorerExact compares normalised text. Gold: "text", a number, or
// ["alias", "alias", ...] where any alias may match. It is the scorer of a
// task that names none.
const ScorerExact = "exact"

func init() { Register(answerScorer(ScorerExact, decodeStrings, bestAlias(Exact))) }

// Normalize prepares text for exact comparison: lower case, runs of white
// space collapsed to one space, markdown emphasis, quotes and punctuation
// stripped from both ends, a leading "answer:" label dropped and a leading
// article (a, an, the) dropped, so "The Answer: **Paris.**" and "paris" are
// equal. Punctuation inside the text is kept: "3.14" and "314" differ.
func Normalize(s string) string {
	s = strings.ToLower(strings.Join(strings.Fields(s), " "))
	for {
		before := s
		s = strings.TrimFunc(s, isEdgeJunk)
		for _, label := range []string{"final answer:", "answer:"} {
			if strings.HasPrefix(s, label) {
				s = strings.TrimSpace(s[len(label):])
			}
		}
		for _, art := range []string{"the ", "an ", "a "} {
			if strings.HasPrefix(s, art) && len(s) > len(art) {
				s = s[len(art):]
			}
		}
		if s == before {
			return s
		}
	}
}

func isEdgeJunk(r rune) bool {
	return unicode.IsSpace(r) || unicode.IsPunct(r) || r == '`' || r == '*' || r == '"' || r == '\''
}

// Exact is 1 when the normalised answer equals the normalised gold.
func Exact(answer, gold string) float64 {
	if Normalize(answer) == Normalize(gold) {
		return 1
	}
	return 0
}

// decodeStrings reads the text gold of exact: a string, a number, or a
// non-empty list of aliases (contains reads its needles with decodeNeedles).
func decodeStrings(gold json.RawMessage) ([]string, error) {
	if len(gold) == 0 {
		return nil, errors.New("gold: missing")
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
		return nil, fmt.Errorf("gold: want a string, a number or a non-empty list of aliases, got %s", gold)
	}
	out := make([]string, len(list))
	for i, v := range list {
		out[i] = fmt.Sprint(v)
	}
	return out, nil
}
