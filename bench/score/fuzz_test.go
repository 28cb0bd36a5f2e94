package score

import (
	"encoding/json"
	"math"
	"strconv"
	"testing"
)

// The fuzz targets feed arbitrary Unicode answers and golds to each
// scorer through the registry, as a run does. A scorer must not panic and
// must return a score in [0, 1] or an error. Seeds are in testdata/fuzz,
// drawn from the conformance corpus; run one with
// go test -fuzz FuzzOolong -fuzztime 30s ./bench/score/

func checkScore(t *testing.T, scorer, answer string, gold json.RawMessage) {
	t.Helper()
	s, _, err := Score(scorer, answer, gold)
	if err != nil {
		if s != 0 {
			t.Fatalf("%s(%q, %s) = %v with error %v; want 0 with an error", scorer, answer, gold, s, err)
		}
		return
	}
	if math.IsNaN(s) || s < 0 || s > 1 {
		t.Fatalf("%s(%q, %s) = %v, outside [0, 1]", scorer, answer, gold, s)
	}
}

var oolongFuzzTypes = []string{"", OolongNumeric, OolongDate, OolongLabel, OolongComparison, OolongUser}

func FuzzOolong(f *testing.F) {
	f.Add("Label: spam", "['spam']", uint8(3))
	f.Add("Date: April 1st, 2023", "[datetime.date(2023, 4, 1)]", uint8(2))
	f.Fuzz(func(t *testing.T, answer, gold string, typ uint8) {
		g, _ := json.Marshal(OolongGold{Answer: gold, AnswerType: oolongFuzzTypes[int(typ)%len(oolongFuzzTypes)]})
		checkScore(t, ScorerOolong, answer, g)
		// the date parser on its own, as a date gold reaches it
		if d, ok := parseDateutil(answer); ok && !d.aware && (d.t.Year() < 1 || d.t.Year() > 9999) {
			t.Fatalf("parseDateutil(%q) = %v, outside dateutil's years", answer, d.t)
		}
	})
}

func FuzzNumeric(f *testing.F) {
	f.Add("Answer: 17", "17")
	f.Fuzz(func(t *testing.T, answer, gold string) {
		checkScore(t, ScorerNumeric, answer, json.RawMessage(gold))
		checkScore(t, ScorerNumeric, answer, json.RawMessage(strconv.Quote(gold)))
	})
}

func FuzzChoice(f *testing.F) {
	f.Add("The correct answer is (B)", "B")
	f.Fuzz(func(t *testing.T, answer, gold string) {
		g, _ := json.Marshal(gold)
		checkScore(t, ScorerChoice, answer, g)
		checkScore(t, ScorerChoiceLenient, answer, g)
	})
}

func FuzzContains(f *testing.F) {
	f.Add("The magic number is 1234567.", `"1234567"`)
	f.Fuzz(func(t *testing.T, answer, gold string) {
		checkScore(t, ScorerContains, answer, json.RawMessage(gold))
		g, _ := json.Marshal(gold)
		checkScore(t, ScorerContains, answer, g)
	})
}

func FuzzF1Pairs(f *testing.F) {
	f.Add("[(101, 202), (101, 303)]", `[[101, 202], [101, 303], [202, 303]]`)
	f.Fuzz(func(t *testing.T, answer, gold string) {
		checkScore(t, ScorerF1Pairs, answer, json.RawMessage(gold))
		for _, p := range ParsePairs(answer) {
			if p[0] == "" || p[1] == "" || lessID(p[1], p[0]) {
				t.Fatalf("ParsePairs(%q) gave %v: want two ids, smaller first", answer, p)
			}
		}
	})
}
