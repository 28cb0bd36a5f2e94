package score

import "strings"

// ScorerContains looks for the normalised gold inside the normalised
// answer. Gold as for exact.
const ScorerContains = "contains"

func init() { Register(answerScorer(ScorerContains, decodeStrings, bestAlias(Contains))) }

// Contains is 1 when the normalised gold appears in the normalised answer.
// An empty gold never matches, so a missing gold cannot award points.
func Contains(answer, gold string) float64 {
	g := Normalize(gold)
	if g != "" && strings.Contains(Normalize(answer), g) {
		return 1
	}
	return 0
}
