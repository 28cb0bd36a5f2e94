package score

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
)

// ScorerChoice reads the letter A–D an answer picks. Gold: "C".
const ScorerChoice = "choice"

func init() { Register(answerScorer(ScorerChoice, decodeChoice, Choice)) }

var (
	choiceStatedRE = regexp.MustCompile(`(?i)(?:answer|choice|option)(?:\s*(?:is|:|=))*\s*(?:option\s*)?[*_(\[\s]*([A-D])\b[)\].*_]*`)
	choiceBoldRE   = regexp.MustCompile(`\*\*\s*\(?([A-D])\)?[.):]?\s*\*\*`)
	choiceParenRE  = regexp.MustCompile(`\(([A-D])\)`)
	choiceAloneRE  = regexp.MustCompile(`^[\s*_(\[]*([A-D])(?:[)\].:*_\s]|$)`)
)

// ExtractChoice finds the letter A–D an answer picks, trying in order: a
// stated answer ("The answer is (C)", "Answer: C"), taking the last one;
// a bold letter ("**C**"); an answer that starts with the letter ("C",
// "C) ...", "(C)"); a lone parenthesised letter. It returns "" when unsure.
func ExtractChoice(answer string) string {
	if m := choiceStatedRE.FindAllStringSubmatch(answer, -1); len(m) > 0 {
		return strings.ToUpper(m[len(m)-1][1])
	}
	if m := choiceBoldRE.FindAllStringSubmatch(answer, -1); len(m) > 0 {
		return m[len(m)-1][1]
	}
	if m := choiceAloneRE.FindStringSubmatch(answer); m != nil {
		return m[1]
	}
	if m := choiceParenRE.FindAllStringSubmatch(answer, -1); len(m) == 1 {
		return m[0][1]
	}
	return ""
}

// Choice is 1 when the extracted letter equals gold (case-insensitive).
func Choice(answer, gold string) float64 {
	g := strings.ToUpper(strings.Trim(strings.TrimSpace(gold), "()."))
	if c := ExtractChoice(answer); c != "" && c == g {
		return 1
	}
	return 0
}

func decodeChoice(gold json.RawMessage) (string, error) {
	var g string
	if err := json.Unmarshal(gold, &g); err != nil {
		return "", fmt.Errorf("gold must be a letter string like \"C\": %w", err)
	}
	return g, nil
}
