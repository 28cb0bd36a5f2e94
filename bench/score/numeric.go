package score

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
)

// ScorerNumeric gives partial credit by distance. Gold: 42 or "42".
const ScorerNumeric = "numeric"

func init() { Register(answerScorer(ScorerNumeric, decodeNumber, Numeric)) }

var numberRE = regexp.MustCompile(`-?\d[\d,]*(?:\.\d+)?|-?\.\d+`)

// ParseNumber finds the number an answer commits to: the first number after
// the last colon when there is one ("Count: 42"), else the last number in
// the text ("... so there are 42."). Thousands separators are allowed.
func ParseNumber(answer string) (float64, bool) {
	text := answer
	first := false
	if i := strings.LastIndex(answer, ":"); i >= 0 && numberRE.MatchString(answer[i+1:]) {
		text, first = answer[i+1:], true
	}
	all := numberRE.FindAllString(text, -1)
	if len(all) == 0 {
		return 0, false
	}
	tok := all[len(all)-1]
	if first {
		tok = all[0]
	}
	f, err := strconv.ParseFloat(strings.ReplaceAll(tok, ",", ""), 64)
	return f, err == nil
}

// Numeric gives OOLONG's partial credit 0.75^|gold − pred| for the number
// parsed from the answer, and 0 when the answer holds no number.
func Numeric(answer string, gold float64) float64 {
	pred, ok := ParseNumber(answer)
	if !ok {
		return 0
	}
	return math.Pow(0.75, math.Abs(gold-pred))
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
	return 0, fmt.Errorf("gold: want a number, got %s", gold)
}
