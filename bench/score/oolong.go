package score

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// ScorerOolong is the OOLONG synth evaluation. Gold: OOLONG's answer repr
// ("['X']", "[3]", "[datetime.date(2024, 1, 5)]"), or
// {"answer": "...", "answer_type": "ANSWER_TYPE.NUMERIC"}.
const ScorerOolong = "oolong"

func init() { Register(answerScorer(ScorerOolong, decodeOolongGold, Oolong)) }

// OOLONG answer types as stored in oolong-synth's answer_type column.
const (
	OolongNumeric    = "ANSWER_TYPE.NUMERIC"
	OolongDate       = "ANSWER_TYPE.DATE"
	OolongLabel      = "ANSWER_TYPE.LABEL"
	OolongComparison = "ANSWER_TYPE.COMPARISON"
	OolongUser       = "ANSWER_TYPE.USER"
)

// OolongGold is one oolong-synth gold answer: Answer is the dataset's
// Python repr ("['spam']", "[12]", "[datetime.date(2023, 4, 1)]"). An empty
// AnswerType is inferred: numeric for an integer, date for a datetime.
type OolongGold struct {
	Answer     string `json:"answer"`
	AnswerType string `json:"answer_type,omitempty"`
}

var comparisonPhrases = []string{"more common", "less common", "same frequency"}

// OolongParse is the OOLONG synth answer parser: the text after the last
// colon with "*", "[" and "]" removed; a long candidate containing a
// comparison phrase becomes that phrase. Without a colon a short answer is
// taken whole and a long one by its last word. Confidence is "low", "med",
// "high" or "vhigh" as upstream reports it.
func OolongParse(answer string) (candidate, confidence string) {
	if !strings.Contains(answer, ":") {
		if len(answer) < 20 {
			return answer, "low"
		}
		f := strings.Fields(answer)
		return f[len(f)-1], "low"
	}
	candidate = strings.TrimSpace(answer[strings.LastIndex(answer, ":")+1:])
	candidate = strings.NewReplacer("*", "", "[", "", "]", "").Replace(candidate)
	confidence = "med"
	for _, tok := range []string{"User:", "Answer:", "Date:", "Label"} {
		if strings.Contains(answer, tok) {
			confidence = "high"
		}
	}
	if len(candidate) < 20 {
		return candidate, "vhigh"
	}
	for _, p := range comparisonPhrases {
		if strings.Contains(candidate, p) {
			return p, confidence
		}
	}
	return candidate, confidence
}

// Oolong scores an answer the way the OOLONG synth evaluation does: exact
// string match of the parsed candidate with the gold's first element is 1;
// a comparison phrase found in the gold is 1; numeric answers earn
// 0.75^|gold − pred| (the candidate must be a bare integer, as upstream);
// dates are compared after parsing. Anything else is 0.
func Oolong(answer string, gold OolongGold) float64 {
	g, isDate, err := parseOolongGold(gold.Answer)
	if err != nil {
		return 0
	}
	typ := gold.AnswerType
	if typ == "" {
		switch {
		case isDate:
			typ = OolongDate
		default:
			if _, err := strconv.Atoi(g); err == nil {
				typ = OolongNumeric
			}
		}
	}
	cand, _ := OolongParse(answer)
	if !isDate && cand == g {
		return 1
	}
	for _, p := range comparisonPhrases {
		if cand == p {
			if strings.Contains(g, p) {
				return 1
			}
			return 0
		}
	}
	switch typ {
	case OolongNumeric:
		pred, err1 := strconv.Atoi(strings.TrimSpace(cand))
		want, err2 := strconv.Atoi(g)
		if err1 != nil || err2 != nil {
			return 0
		}
		return math.Pow(0.75, math.Abs(float64(want-pred)))
	case OolongDate:
		want, err1 := time.Parse(time.DateOnly, g)
		got, err2 := parseLooseDate(cand)
		if err1 == nil && err2 == nil && got.Equal(want) {
			return 1
		}
	}
	return 0
}

var pyDateRE = regexp.MustCompile(`datetime\.date\(\s*(\d{1,4})\s*,\s*(\d{1,2})\s*,\s*(\d{1,2})\s*\)`)

// parseOolongGold returns the first element of a Python list repr as a
// string (dates as YYYY-MM-DD).
func parseOolongGold(repr string) (string, bool, error) {
	s := strings.TrimSpace(repr)
	if m := pyDateRE.FindStringSubmatch(s); m != nil {
		y, _ := strconv.Atoi(m[1])
		mo, _ := strconv.Atoi(m[2])
		d, _ := strconv.Atoi(m[3])
		return fmt.Sprintf("%04d-%02d-%02d", y, mo, d), true, nil
	}
	if !strings.HasPrefix(s, "[") || !strings.HasSuffix(s, "]") {
		// Not a list repr: treat the whole string as the answer, which lets
		// hand-written pools say "spam" instead of "['spam']".
		return s, false, nil
	}
	s = strings.TrimSpace(s[1 : len(s)-1])
	if s == "" {
		return "", false, fmt.Errorf("empty gold list %q", repr)
	}
	if q := s[0]; q == '\'' || q == '"' {
		var b strings.Builder
		for i := 1; i < len(s); i++ {
			c := s[i]
			switch {
			case c == '\\' && i+1 < len(s):
				i++
				b.WriteByte(s[i])
			case c == q:
				return b.String(), false, nil
			default:
				b.WriteByte(c)
			}
		}
		return "", false, fmt.Errorf("unterminated string in gold %q", repr)
	}
	if i := strings.IndexByte(s, ','); i >= 0 {
		s = s[:i]
	}
	return strings.TrimSpace(s), false, nil
}

var dateLayouts = []string{
	time.DateOnly, "2006/01/02", "01/02/2006", "1/2/2006", "Jan 2, 2006", "January 2, 2006",
	"Jan 2 2006", "January 2 2006", "2 Jan 2006", "2 January 2006", "Jan. 2, 2006",
	"Monday, January 2, 2006", "2006-01-02T15:04:05", time.RFC3339,
}

// parseLooseDate accepts the common ways a model writes a date; it stands in
// for dateutil's lenient parser.
func parseLooseDate(s string) (time.Time, error) {
	s = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(s), "."))
	for _, l := range dateLayouts {
		if t, err := time.Parse(l, s); err == nil {
			return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC), nil
		}
	}
	return time.Time{}, fmt.Errorf("unrecognised date %q", s)
}

func decodeOolongGold(gold json.RawMessage) (OolongGold, error) {
	var s string
	if err := json.Unmarshal(gold, &s); err == nil {
		return OolongGold{Answer: s}, nil
	}
	var g OolongGold
	if err := json.Unmarshal(gold, &g); err == nil && g.Answer != "" {
		return g, nil
	}
	var n json.Number
	if err := json.Unmarshal(gold, &n); err == nil {
		return OolongGold{Answer: "[" + n.String() + "]", AnswerType: OolongNumeric}, nil
	}
	return OolongGold{}, fmt.Errorf(`gold: want OOLONG's answer repr like "['X']" or {"answer": ..., "answer_type": ...}, got %s`, gold)
}
