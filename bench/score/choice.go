package score

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/rlm-go/rlm/internal/lazyre"
)

// ScorerChoice is LongBench-v2's multiple-choice scoring. Gold: "C".
const ScorerChoice = "choice"

func init() { Register(answerScorer(ScorerChoice, decodeChoice, Choice)) }

// LongBenchV2AnswerInstruction is the answer format LongBench-v2's
// published prompt (prompts/0shot.txt) asks for; ExtractChoice reads only
// this form.
const LongBenchV2AnswerInstruction = `Format your response as follows: "The correct answer is (insert answer here)".`

var (
	choiceParenRE = lazyre.New(`The correct answer is \(([A-D])\)`)
	choiceBareRE  = lazyre.New(`The correct answer is ([A-D])`)
)

// ExtractChoice is LongBench-v2's extract_answer (pred.py): with every "*"
// removed, the letter of the first "The correct answer is (X)", else of the
// first "The correct answer is X", case-sensitive, with exactly one space;
// "" when neither matches. Like the reference, the second form reads the
// first letter of a word: "The correct answer is Definitely (A)" gives D.
func ExtractChoice(answer string) string {
	answer = strings.ReplaceAll(answer, "*", "")
	if m := choiceParenRE.FindStringSubmatch(answer); m != nil {
		return m[1]
	}
	if m := choiceBareRE.FindStringSubmatch(answer); m != nil {
		return m[1]
	}
	return ""
}

// Choice is 1 when the extracted letter equals the gold letter, as
// LongBench-v2's get_pred judges (pred == answer).
func Choice(answer, gold string) float64 {
	if c := ExtractChoice(answer); c != "" && c == gold {
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
