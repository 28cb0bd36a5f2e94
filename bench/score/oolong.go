package score

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/rlm-go/rlm/internal/lazyre"
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

// OolongParse is OOLONG's synth_attempt_answer_parse: the text after the
// last ":" stripped, then with "*", "[" and "]" removed; a candidate of 20
// or more characters containing a comparison phrase becomes that phrase.
// Without a colon an answer under 20 characters is taken whole and a
// longer one by its last white-space separated word. Lengths count code
// points and white space is Python's (see pystr.go). Confidence is "low",
// "med", "high" or "vhigh" as upstream reports it. An answer of 20 or more
// characters without a colon and without a word (all white space) makes
// the reference raise IndexError; here it gives an empty candidate.
func OolongParse(answer string) (candidate, confidence string) {
	c, conf, _ := oolongCandidate(answer)
	return c, conf
}

func oolongCandidate(answer string) (candidate, confidence string, ok bool) {
	if !strings.Contains(answer, ":") {
		if pyLen(answer) < 20 {
			return answer, "low", true
		}
		f := pySplit(answer)
		if len(f) == 0 {
			return "", "low", false
		}
		return f[len(f)-1], "low", true
	}
	candidate = pyStrip(answer[strings.LastIndex(answer, ":")+1:])
	candidate = strings.NewReplacer("*", "", "[", "", "]", "").Replace(candidate)
	confidence = "med"
	for _, tok := range []string{"User:", "Answer:", "Date:", "Label"} {
		if strings.Contains(answer, tok) {
			confidence = "high"
		}
	}
	if pyLen(candidate) < 20 {
		return candidate, "vhigh", true
	}
	for _, p := range comparisonPhrases {
		if strings.Contains(candidate, p) {
			return p, confidence, true
		}
	}
	return candidate, confidence, true
}

// Oolong scores an answer exactly as OOLONG's synth_process_response
// (src/eval/eval_helpers.py) does: 1 when the parsed candidate equals
// str(gold); for a candidate that is a comparison phrase, 1 when the gold
// contains it and 0 otherwise; for numeric golds 0.75^|gold − pred| when
// the candidate is an integer by Python's int(); for date golds 1 when
// dateutil's parser reads the candidate as the gold date at midnight
// without a time zone. Anything else is 0. Two deliberate differences
// from the reference: missing date parts are filled from a fixed date
// (oolongToday) rather than the wall clock, and the answer the reference
// crashes on (see OolongParse) scores 0.
func Oolong(answer string, gold OolongGold) float64 {
	g, err := parseOolongGold(gold.Answer)
	if err != nil {
		return 0
	}
	typ := gold.AnswerType
	if typ == "" {
		switch {
		case g.kind == pyDate:
			typ = OolongDate
		case g.kind == pyInteger:
			typ = OolongNumeric
		}
	}
	cand, _, ok := oolongCandidate(answer)
	if !ok {
		return 0
	}
	if cand == g.str {
		return 1
	}
	for _, p := range comparisonPhrases {
		if cand == p {
			if strings.Contains(g.str, p) {
				return 1
			}
			return 0
		}
	}
	switch typ {
	case OolongNumeric:
		pred, ok1 := pyInt(cand)
		want, ok2 := g.toInt()
		if !ok1 || !ok2 {
			return 0
		}
		diff, _ := new(big.Float).SetInt(new(big.Int).Abs(new(big.Int).Sub(want, pred))).Float64()
		return math.Pow(0.75, diff)
	case OolongDate:
		if g.kind != pyDate {
			return 0
		}
		got, ok := parseDateutil(cand)
		if ok && !got.aware && got.t.Equal(g.date) {
			return 1
		}
	}
	return 0
}

// The kinds of Python value an OOLONG gold list holds.
const (
	pyString = iota
	pyInteger
	pyFloat
	pyDate
	pyOther // True, False, None
)

// oolongValue is the first element of a gold answer list, as the
// reference sees it after ast.literal_eval (or strptime for dates).
type oolongValue struct {
	kind int
	str  string    // Python's str() of the value
	i    *big.Int  // pyInteger, and 0/1 for True/False
	f    float64   // pyFloat
	date time.Time // pyDate, at midnight
}

// toInt is Python's int() of the value.
func (v oolongValue) toInt() (*big.Int, bool) {
	switch v.kind {
	case pyInteger:
		if v.i == nil {
			return nil, false
		}
		return v.i, true
	case pyFloat:
		if math.IsInf(v.f, 0) || math.IsNaN(v.f) {
			return nil, false
		}
		n, _ := big.NewFloat(math.Trunc(v.f)).Int(nil)
		return n, true
	case pyString:
		return pyInt(v.str)
	}
	return nil, false
}

var pyDateRE = lazyre.New(`^\[datetime\.date\((\d{4}), (\d{1,2}), (\d{1,2})\)\]$`)

// parseOolongGold reads a gold answer the way the reference does: a
// "[datetime.date(Y, M, D)]" repr as a date, anything else as a Python
// list literal whose first element is the gold. A string that is not a
// list (hand-written pools say "spam" for "['spam']") is taken whole.
func parseOolongGold(repr string) (oolongValue, error) {
	s := strings.TrimSpace(repr)
	if strings.Contains(s, "datetime") {
		m := pyDateRE.FindStringSubmatch(s)
		if m == nil {
			return oolongValue{}, fmt.Errorf("gold %q: want [datetime.date(YYYY, M, D)]", repr)
		}
		y, _ := strconv.Atoi(m[1])
		mo, _ := strconv.Atoi(m[2])
		d, _ := strconv.Atoi(m[3])
		t := time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC)
		if y < 1 || mo < 1 || mo > 12 || d < 1 || t.Day() != d {
			return oolongValue{}, fmt.Errorf("gold %q: not a valid date", repr)
		}
		return oolongValue{kind: pyDate, str: t.Format("2006-01-02 15:04:05"), date: t}, nil
	}
	if !strings.HasPrefix(s, "[") || !strings.HasSuffix(s, "]") {
		return oolongValue{kind: pyString, str: s}, nil
	}
	v, err := pyLiteral(strings.TrimLeft(s[1:len(s)-1], " \t\n"))
	if err != nil {
		return oolongValue{}, fmt.Errorf("gold %q: %w", repr, err)
	}
	return v, nil
}

var (
	pyIntLitRE   = lazyre.New(`^[-+]?(?:0[xX](?:_?[0-9a-fA-F])+|0[oO](?:_?[0-7])+|0[bB](?:_?[01])+|[1-9](?:_?[0-9])*|0(?:_?0)*)`)
	pyFloatLitRE = lazyre.New(`^[-+]?(?:(?:[0-9](?:_?[0-9])*)?\.[0-9](?:_?[0-9])*|[0-9](?:_?[0-9])*\.?)(?:[eE][-+]?[0-9](?:_?[0-9])*)?`)
)

// pyLiteral reads the Python literal at the start of s (a list element):
// a quoted string, an integer, a float, True, False or None.
func pyLiteral(s string) (oolongValue, error) {
	if s == "" {
		return oolongValue{}, fmt.Errorf("empty list")
	}
	switch q := s[0]; {
	case q == '\'' || q == '"':
		str, err := pyStringLiteral(s)
		return oolongValue{kind: pyString, str: str}, err
	case strings.HasPrefix(s, "True"):
		return oolongValue{kind: pyOther, str: "True", i: big.NewInt(1)}, nil
	case strings.HasPrefix(s, "False"):
		return oolongValue{kind: pyOther, str: "False", i: big.NewInt(0)}, nil
	case strings.HasPrefix(s, "None"):
		return oolongValue{kind: pyOther, str: "None"}, nil
	}
	f := pyFloatLitRE.FindString(s)
	if i := pyIntLitRE.FindString(s); i != "" && len(i) >= len(f) {
		n, ok := new(big.Int).SetString(strings.ReplaceAll(strings.TrimPrefix(i, "+"), "_", ""), 0)
		if !ok {
			return oolongValue{}, fmt.Errorf("bad integer %q", i)
		}
		return oolongValue{kind: pyInteger, str: n.String(), i: n}, nil
	}
	if f != "" && strings.ContainsAny(f, ".eE") {
		v, err := strconv.ParseFloat(strings.ReplaceAll(f, "_", ""), 64)
		if err != nil && !math.IsInf(v, 0) {
			return oolongValue{}, fmt.Errorf("bad float %q", f)
		}
		return oolongValue{kind: pyFloat, str: pyFloatRepr(v), f: v}, nil
	}
	return oolongValue{}, fmt.Errorf("unsupported literal %q", s)
}

// pyStringLiteral decodes the quoted Python string at the start of s.
func pyStringLiteral(s string) (string, error) {
	q := s[0]
	var b strings.Builder
	for i := 1; i < len(s); i++ {
		c := s[i]
		switch {
		case c == q:
			return b.String(), nil
		case c == '\\' && i+1 < len(s):
			i++
			switch e := s[i]; e {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			case 'r':
				b.WriteByte('\r')
			case '0':
				b.WriteByte(0)
			case 'a':
				b.WriteByte(7)
			case 'b':
				b.WriteByte(8)
			case 'f':
				b.WriteByte(12)
			case 'v':
				b.WriteByte(11)
			case '\n':
			case 'x', 'u', 'U':
				n := map[byte]int{'x': 2, 'u': 4, 'U': 8}[e]
				if i+n >= len(s) {
					return "", fmt.Errorf("truncated escape")
				}
				r, err := strconv.ParseUint(s[i+1:i+1+n], 16, 32)
				if err != nil {
					return "", fmt.Errorf("bad escape \\%c", e)
				}
				b.WriteRune(rune(r))
				i += n
			case '\\', '\'', '"':
				b.WriteByte(e)
			default:
				b.WriteByte('\\')
				b.WriteByte(e)
			}
		default:
			b.WriteByte(c)
		}
	}
	return "", fmt.Errorf("unterminated string")
}

// pyFloatRepr is Python's repr of a float: the shortest round-trip digits,
// positional between 1e-4 and 1e16, always with a "." or an exponent.
func pyFloatRepr(f float64) string {
	switch {
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	case math.IsNaN(f):
		return "nan"
	}
	e := strconv.FormatFloat(f, 'e', -1, 64) // d.ddde±XX
	mant, expStr, _ := strings.Cut(e, "e")
	exp, _ := strconv.Atoi(expStr)
	if exp < -4 || exp >= 16 {
		return fmt.Sprintf("%se%+03d", mant, exp)
	}
	s := strconv.FormatFloat(f, 'f', -1, 64)
	if !strings.Contains(s, ".") {
		s += ".0"
	}
	return s
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
