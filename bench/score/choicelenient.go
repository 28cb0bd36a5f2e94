package score

import (
	"strings"

	"github.com/rlm-go/rlm/internal/lazyre"
)

// ScorerChoiceLenient reads the letter A–D an answer picks in any of the
// usual ways ("The answer is (C)", "Answer: C", "**C**"). It is not
// LongBench-v2's scoring, and runs scored with it are not comparable with
// published LongBench-v2 numbers. Gold: "C".
const ScorerChoiceLenient = "choice_lenient"

func init() { Register(answerScorer(ScorerChoiceLenient, decodeChoice, ChoiceLenient)) }

var (
	lenientStatedRE = lazyre.New(`(?i)(?:answer|choice|option)(?:\s*(?:is|:|=))*\s*(?:option\s*)?[*_(\[\s]*([A-D])\b[)\].*_]*`)
	lenientBoldRE   = lazyre.New(`\*\*\s*\(?([A-D])\)?[.):]?\s*\*\*`)
	lenientParenRE  = lazyre.New(`\(([A-D])\)`)
	lenientAloneRE  = lazyre.New(`^[\s*_(\[]*([A-D])(?:[)\].:*_\s]|$)`)
)

// ExtractChoiceLenient finds the letter A–D an answer picks, trying in
// order: a stated answer ("The answer is (C)", "Answer: C"), taking the
// last one; a bold letter ("**C**"); an answer that starts with the letter
// ("C", "C) ...", "(C)"); a lone parenthesised letter. It returns "" when
// unsure.
func ExtractChoiceLenient(answer string) string {
	if m := lenientStatedRE.FindAllStringSubmatch(answer, -1); len(m) > 0 {
		return strings.ToUpper(m[len(m)-1][1])
	}
	if m := lenientBoldRE.FindAllStringSubmatch(answer, -1); len(m) > 0 {
		return m[len(m)-1][1]
	}
	if m := lenientAloneRE.FindStringSubmatch(answer); m != nil {
		return m[1]
	}
	if m := lenientParenRE.FindAllStringSubmatch(answer, -1); len(m) == 1 {
		return m[0][1]
	}
	return ""
}

// ChoiceLenient is 1 when ExtractChoiceLenient's letter equals gold
// (case-insensitive, brackets and dots around the gold ignored).
func ChoiceLenient(answer, gold string) float64 {
	g := strings.ToUpper(strings.Trim(strings.TrimSpace(gold), "()."))
	if c := ExtractChoiceLenient(answer); c != "" && c == g {
		return 1
	}
	return 0
}
