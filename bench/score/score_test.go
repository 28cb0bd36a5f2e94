package score

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"strings"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestNormalizeAndExact(t *testing.T) {
	tests := []struct {
		answer, gold string
		want         float64
	}{
		{"Paris", "paris", 1},
		{"  The answer:  **Paris.** ", "Paris", 1},
		{"the  Eiffel\n tower", "Eiffel Tower", 1},
		{"An apple", "apple", 1},
		{"`strings.go`", "strings.go", 1},
		{"3.14", "314", 0},
		{"Paris, France", "Paris", 0},
		{"", "x", 0},
	}
	for _, tt := range tests {
		if got := Exact(tt.answer, tt.gold); got != tt.want {
			t.Errorf("Exact(%q, %q) = %v, want %v (normalised %q vs %q)", tt.answer, tt.gold, got, tt.want, Normalize(tt.answer), Normalize(tt.gold))
		}
	}
	// RULER's string_match_all: an empty needle is always found.
	if Contains("I think it is the Eiffel Tower.", []string{"eiffel tower"}) != 1 || Contains("anything", []string{""}) != 1 {
		t.Error("Contains")
	}
}

// Numeric is OOLONG's numeric scoring: the text after the last colon (or
// a short answer whole, or a long one's last word) must be an integer by
// Python's int().
func TestNumeric(t *testing.T) {
	tests := []struct {
		answer string
		gold   string
		want   float64
	}{
		{"42", "42", 1},
		{"Answer: 40", "42", 0.5625},
		{"After counting all 500 rows there are 1,234 entries.", "1234", 0},
		{"Label: spam, count: 7 (out of 90)", "9", 0},
		{"Count: 7", "9", 0.5625},
		{"no idea", "3", 0},
		{"-2", "2", math.Pow(0.75, 4)},
		{"Answer: 1,231", "1234", 0},
		{"Answer: 17 records", "17", 0},
		{"Answer: １７", "17", 1},
		{"Count: 17\nConfidence: 0.9", "17", 0},
		{"Answer: 17.0", "17.0", 1},
	}
	for _, tt := range tests {
		gold, err := decodeNumericGold(json.RawMessage(tt.gold))
		if err != nil {
			t.Fatal(err)
		}
		if got := Numeric(tt.answer, gold); !near(got, tt.want) {
			t.Errorf("Numeric(%q, %v) = %v, want %v", tt.answer, tt.gold, got, tt.want)
		}
	}
}

// Examples follow oolong-synth's published answer formats and the upstream
// synth scorer (parse after the last colon, exact, comparison phrase,
// 0.75^|error| for integers, dates parsed).
func TestOolong(t *testing.T) {
	tests := []struct {
		name   string
		answer string
		gold   OolongGold
		want   float64
	}{
		{"label exact", "Label: entity", OolongGold{"['entity']", OolongLabel}, 1},
		{"label bold brackets", "Answer: **[entity]**", OolongGold{"['entity']", ""}, 1},
		{"label case sensitive as upstream", "Answer: Entity", OolongGold{"['entity']", OolongLabel}, 0},
		{"numeric exact", "Answer: 17", OolongGold{"[17]", OolongNumeric}, 1},
		{"numeric off by two", "Answer: 15", OolongGold{"[17]", OolongNumeric}, 0.5625},
		{"numeric inferred type", "Answer: 18", OolongGold{"[17]", ""}, 0.75},
		{"numeric not bare integer", "Answer: 15 items", OolongGold{"[17]", OolongNumeric}, 0},
		{"no colon short", "17", OolongGold{"[17]", OolongNumeric}, 1},
		{"no colon long takes last word", "I counted every line and found 16", OolongGold{"[17]", OolongNumeric}, 0.75},
		{"comparison long", "Answer: numeric value is more common than location in the data", OolongGold{"['more common than']", OolongComparison}, 1},
		{"comparison wrong", "Answer: numeric value is less common than location in the data", OolongGold{"['more common than']", OolongComparison}, 0},
		{"comparison same", "Answer: they appear with the same frequency overall", OolongGold{"['same frequency as']", OolongComparison}, 1},
		{"date", "Date: 2023-04-01", OolongGold{"[datetime.date(2023, 4, 1)]", OolongDate}, 1},
		{"date words", "The date is: April 1, 2023", OolongGold{"[datetime.date(2023, 4, 1)]", ""}, 1},
		{"date wrong", "Date: 2023-04-02", OolongGold{"[datetime.date(2023, 4, 1)]", OolongDate}, 0},
		{"user id", "User: 44106", OolongGold{"[44106]", OolongUser}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Oolong(tt.answer, tt.gold); !near(got, tt.want) {
				c, conf := OolongParse(tt.answer)
				t.Errorf("Oolong(%q, %+v) = %v, want %v (candidate %q, %s)", tt.answer, tt.gold, got, tt.want, c, conf)
			}
		})
	}
}

func TestOolongParseConfidence(t *testing.T) {
	for _, tt := range []struct{ in, cand, conf string }{
		{"spam", "spam", "low"},
		{"Label: spam", "spam", "vhigh"},
		{"Result: this is a rather long candidate answer", "this is a rather long candidate answer", "med"},
	} {
		c, conf := OolongParse(tt.in)
		if c != tt.cand || conf != tt.conf {
			t.Errorf("OolongParse(%q) = %q, %q; want %q, %q", tt.in, c, conf, tt.cand, tt.conf)
		}
	}
}

func TestF1Pairs(t *testing.T) {
	gold := [][2]string{{"1", "2"}, {"3", "4"}, {"5", "9"}, {"10", "12"}}
	tests := []struct {
		name, answer string
		want         float64
	}{
		{"all, parenthesised", "(1, 2), (3, 4), (5, 9), (10, 12)", 1},
		{"unordered and duplicated", "(2, 1), (4,3), (9, 5), (12, 10), (1, 2)", 1},
		{"one per line", "1, 2\n3, 4\n- 9 and 5\n10 12", 1},
		{"half recall", "(1, 2), (3, 4)", 2 * 1 * 0.5 / 1.5},
		{"half precision", "(1, 2), (3, 4), (5, 9), (10, 12), (7, 8), (6, 11), (13, 14), (15, 16)", 2 * 0.5 * 1 / 1.5},
		{"none right", "(7, 8)", 0},
		{"empty answer", "No pairs.", 0},
		{"brackets with prose", "The pairs are [1,2] and [3,4] and also [5,9] plus [10,12].", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := F1Pairs(tt.answer, gold); !near(got, tt.want) {
				t.Errorf("F1Pairs = %v, want %v (parsed %v)", got, tt.want, ParsePairs(tt.answer))
			}
		})
	}
	if got := F1Pairs("There are no such pairs.", nil); got != 1 {
		t.Errorf("empty gold and empty answer = %v, want 1", got)
	}
}

// LongBench-v2's extract_answer: only "The correct answer is (X)" or
// "The correct answer is X", case-sensitive, first match, "*" removed.
func TestExtractChoice(t *testing.T) {
	tests := []struct{ in, want string }{
		{"The correct answer is (C)", "C"},
		{"**The correct answer is (B)**", "B"},
		{"The correct answer is B.", "B"},
		{"The correct answer is (A). The correct answer is (D)", "A"},
		{"Option D. The correct answer is (A)", "A"},
		{"The correct answer is Definitely (A)", "D"}, // the reference's fallback regex, kept
		{"The correct answer is Option (A)", ""},
		{"the correct answer is (A)", ""},
		{"The correct answer is  (A)", ""},
		{"The answer is (C).", ""},
		{"Answer: A", ""},
		{"**D**", ""},
		{"", ""},
	}
	for _, tt := range tests {
		if got := ExtractChoice(tt.in); got != tt.want {
			t.Errorf("ExtractChoice(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	if Choice("The correct answer is (A)", "a") != 0 {
		t.Error(`Choice against gold "a": the reference compares letters exactly`)
	}
}

func TestExtractChoiceLenient(t *testing.T) {
	tests := []struct{ in, want string }{
		{"C", "C"},
		{"c", ""}, // a lone lower-case letter is too ambiguous ("a")
		{"(B)", "B"},
		{"**D**", "D"},
		{"The answer is (C).", "C"},
		{"The correct answer is: B", "B"},
		{"Answer: A", "A"},
		{"After reading the code, option D is wrong, so the answer is **B**.", "B"},
		{"I'd go with **(A)** because ...", "A"},
		{"C) the cache is flushed", "C"},
		{"A. It returns nil", "A"},
		{"Between (A) and (C) I choose... the answer is C", "C"},
		{"I cannot tell.", ""},
		{"Because of (B)", "B"},
		{"Between (A) and (C)", ""},
		{"The answer is E", ""},
	}
	for _, tt := range tests {
		if got := ExtractChoiceLenient(tt.in); got != tt.want {
			t.Errorf("ExtractChoiceLenient(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestScoreDispatch(t *testing.T) {
	tests := []struct {
		scorer, answer, gold string
		want                 float64
		correct              bool
		wantErr              string
	}{
		{"exact", "Paris", `"paris"`, 1, true, ""},
		{"", "Paris", `["Lyon", "Paris"]`, 1, true, ""},
		{"exact", "12", `12`, 1, true, ""},
		{"contains", "it is Paris.", `"paris"`, 1, true, ""},
		{"numeric", "Answer: 41", `42`, 0.75, false, ""},
		{"numeric", "Answer: 42", `"42"`, 1, true, ""},
		{"oolong", "Answer: 17", `"[17]"`, 1, true, ""},
		{"oolong", "Answer: 16", `{"answer": "[17]", "answer_type": "ANSWER_TYPE.NUMERIC"}`, 0.75, false, ""},
		{"f1_pairs", "(1,2)", `[[1,2],["3","4"]]`, 2 * 0.5 / 1.5, false, ""},
		{"choice", "The correct answer is (C)", `"C"`, 1, true, ""},
		{"choice", "The answer is (C)", `"C"`, 0, false, ""},
		{"choice_lenient", "The answer is (C)", `"C"`, 1, true, ""},
		{"numeric", "1", `"many"`, 0, false, "numeric scorer: gold"},
		{"f1_pairs", "", `[[1,2,3]]`, 0, false, "pair 0 has 3 elements"},
		{"bogus", "", `""`, 0, false, `unknown scorer "bogus"`},
		{"exact", "x", ``, 0, false, "missing"},
	}
	for _, tt := range tests {
		got, ok, err := Score(tt.scorer, tt.answer, json.RawMessage(tt.gold))
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("Score(%s, %q, %s) err = %v, want %q", tt.scorer, tt.answer, tt.gold, err, tt.wantErr)
			}
			continue
		}
		if err != nil || !near(got, tt.want) || ok != tt.correct {
			t.Errorf("Score(%s, %q, %s) = %v, %v, %v; want %v, %v", tt.scorer, tt.answer, tt.gold, got, ok, err, tt.want, tt.correct)
		}
	}
	for _, s := range []string{"judge", "self_assessment"} {
		if _, _, err := Score(s, "x", json.RawMessage(`"x"`)); !errors.Is(err, ErrNotAnswerScored) {
			t.Errorf("Score(%s) err = %v, want ErrNotAnswerScored", s, err)
		}
	}
}

func TestSelfAssessmentAndObjective(t *testing.T) {
	tests := []struct {
		d    Delegation
		want float64
	}{
		{Delegation{Dispatches: 3, AssessmentsTotal: 4, AssessmentsSatisfied: 3, RequiredMinDispatches: 2}, 0.75},
		{Delegation{Dispatches: 1, AssessmentsTotal: 4, AssessmentsSatisfied: 4, RequiredMinDispatches: 2}, 0},
		{Delegation{Dispatches: 5, RequiredMinDispatches: 2}, 0},
		{Delegation{Dispatches: 2, AssessmentsTotal: 2, AssessmentsSatisfied: 9, RequiredMinDispatches: 2}, 1},
	}
	for _, tt := range tests {
		if got := SelfAssessment(tt.d); !near(got, tt.want) {
			t.Errorf("SelfAssessment(%+v) = %v, want %v", tt.d, got, tt.want)
		}
	}
	ds := []Delegation{
		{Dispatches: 2, AssessmentsTotal: 4, AssessmentsSatisfied: 3, RequiredMinDispatches: 2},
		{Dispatches: 0, AssessmentsTotal: 0, RequiredMinDispatches: 1},
		{Dispatches: 3, AssessmentsTotal: 4, AssessmentsSatisfied: 1, RequiredMinDispatches: 2},
	}
	sat, cov, obj := Objective(ds)
	if !near(sat, 0.5) || !near(cov, 2.0/3) || !near(obj, 1.0/3) {
		t.Errorf("Objective = %v, %v, %v; want 0.5, 0.667, 0.333", sat, cov, obj)
	}
}

type fakeJudge struct{ reply string }

func (f fakeJudge) Judge(_ context.Context, query, answer, gold string) (bool, error) {
	if !strings.Contains(JudgeMessage(query, answer, gold), answer) {
		return false, errors.New("prompt lost the answer")
	}
	return ParseVerdict(f.reply)
}

func TestJudgeVerdict(t *testing.T) {
	var j Judge = fakeJudge{"The answer matches.\nVERDICT: CORRECT"}
	if ok, err := j.Judge(context.Background(), "q", "a", "g"); !ok || err != nil {
		t.Errorf("Judge = %v, %v", ok, err)
	}
	for reply, want := range map[string]bool{"verdict: incorrect": false, "VERDICT: INCORRECT\n...\nVERDICT: CORRECT": true} {
		if got, err := ParseVerdict(reply); err != nil || got != want {
			t.Errorf("ParseVerdict(%q) = %v, %v", reply, got, err)
		}
	}
	if _, err := ParseVerdict("looks fine"); err == nil {
		t.Error("ParseVerdict without a verdict line should fail")
	}
}
