package score

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// ScorerNumeric is OOLONG's numeric scoring on its own: the answer is
// parsed as OOLONG's synth scorer parses it and earns 0.75^|gold − pred|.
// Gold: 42 or "42".
const ScorerNumeric = "numeric"

func init() {
	Register(answerScorer(ScorerNumeric, decodeNumericGold, Numeric))
}

// Numeric scores an answer exactly as OOLONG's synth_process_response
// scores a gold of answer type ANSWER_TYPE.NUMERIC: the candidate is the
// text after the last ":" (see OolongParse), which must be an integer by
// Python's int() ("17", " +17 ", "1_000", "１７"; not "1,234", "17.0",
// "17 records"); it earns 0.75^|gold − pred|, and anything else earns 0.
// The answer should end with a line "Answer: <number>", the form OOLONG's
// questions ask for.
func Numeric(answer string, gold OolongGold) float64 { return Oolong(answer, gold) }

// decodeNumericGold reads a number (or a string holding one) into the
// OOLONG gold "[<number>]" the reference is given: an integer stays an
// integer, anything else is a Python float.
func decodeNumericGold(gold json.RawMessage) (OolongGold, error) {
	text := ""
	var s string
	if err := json.Unmarshal(gold, &s); err == nil {
		text = strings.TrimSpace(s)
	} else {
		d := json.NewDecoder(bytes.NewReader(gold))
		d.UseNumber()
		var n json.Number
		if err := d.Decode(&n); err == nil {
			text = n.String()
		}
	}
	if _, err := strconv.ParseInt(text, 10, 64); err == nil {
		return OolongGold{Answer: "[" + text + "]", AnswerType: OolongNumeric}, nil
	}
	if f, err := strconv.ParseFloat(text, 64); err == nil {
		return OolongGold{Answer: "[" + pyFloatRepr(f) + "]", AnswerType: OolongNumeric}, nil
	}
	return OolongGold{}, fmt.Errorf("gold: want a number, got %s", gold)
}
