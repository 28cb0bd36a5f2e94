package score

import (
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode"
)

// Normalize prepares text for exact comparison: lower case, runs of white
// space collapsed to one space, markdown emphasis, quotes and punctuation
// stripped from both ends, a leading "answer:" label dropped and a leading
// article (a, an, the) dropped, so "The Answer: **Paris.**" and "paris" are
// equal. Punctuation inside the text is kept: "3.14" and "314" differ.
func Normalize(s string) string {
	s = strings.ToLower(strings.Join(strings.Fields(s), " "))
	for {
		before := s
		s = strings.TrimFunc(s, isEdgeJunk)
		for _, label := range []string{"final answer:", "answer:"} {
			if strings.HasPrefix(s, label) {
				s = strings.TrimSpace(s[len(label):])
			}
		}
		for _, art := range []string{"the ", "an ", "a "} {
			if strings.HasPrefix(s, art) && len(s) > len(art) {
				s = s[len(art):]
			}
		}
		if s == before {
			return s
		}
	}
}

func isEdgeJunk(r rune) bool {
	return unicode.IsSpace(r) || unicode.IsPunct(r) || r == '`' || r == '*' || r == '"' || r == '\''
}

// Exact is 1 when the normalised answer equals the normalised gold.
func Exact(answer, gold string) float64 {
	if Normalize(answer) == Normalize(gold) {
		return 1
	}
	return 0
}

// Contains is 1 when the normalised gold appears in the normalised answer.
// An empty gold never matches, so a missing gold cannot award points.
func Contains(answer, gold string) float64 {
	g := Normalize(gold)
	if g != "" && strings.Contains(Normalize(answer), g) {
		return 1
	}
	return 0
}

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

var (
	pairParenRE = regexp.MustCompile(`[(\[{<]\s*([A-Za-z0-9_.\-]+)\s*[,;:]\s*([A-Za-z0-9_.\-]+)\s*[)\]}>]`)
	pairLineRE  = regexp.MustCompile(`^\s*(?:[-*•]|\d+[.)])?\s*([A-Za-z0-9_.\-]+)\s*(?:,|;|and|&|-|–|\s)\s*([A-Za-z0-9_.\-]+)\s*[.,;]?\s*$`)
)

// ParsePairs reads unordered pairs from an answer: bracketed pairs anywhere
// ("(1, 2), (3, 4)" or "[1,2]"), or, when there are none, one pair per line
// ("1, 2" / "- 1 and 2"). Each pair is returned with its smaller element
// first; duplicates are dropped.
func ParsePairs(answer string) [][2]string {
	var raw [][2]string
	for _, m := range pairParenRE.FindAllStringSubmatch(answer, -1) {
		raw = append(raw, [2]string{m[1], m[2]})
	}
	if len(raw) == 0 {
		for _, line := range strings.Split(answer, "\n") {
			if m := pairLineRE.FindStringSubmatch(line); m != nil && !strings.EqualFold(m[1], "and") {
				raw = append(raw, [2]string{m[1], m[2]})
			}
		}
	}
	seen := map[[2]string]bool{}
	var out [][2]string
	for _, p := range raw {
		p = canonicalPair(p)
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}

func canonicalPair(p [2]string) [2]string {
	a, b := strings.TrimSpace(p[0]), strings.TrimSpace(p[1])
	if lessID(b, a) {
		a, b = b, a
	}
	return [2]string{a, b}
}

// lessID orders numerically when both are numbers, so "10" sorts after "9".
func lessID(a, b string) bool {
	x, errA := strconv.ParseFloat(a, 64)
	y, errB := strconv.ParseFloat(b, 64)
	if errA == nil && errB == nil {
		return x < y
	}
	return a < b
}

// F1Pairs is the F1 of the set of unordered pairs in the answer against the
// gold pairs. Both empty scores 1: "no pair qualifies" answered correctly.
func F1Pairs(answer string, gold [][2]string) float64 {
	return PairF1(ParsePairs(answer), gold)
}

// PairF1 is set F1 over unordered pairs.
func PairF1(pred, gold [][2]string) float64 {
	g := map[[2]string]bool{}
	for _, p := range gold {
		g[canonicalPair(p)] = true
	}
	p := map[[2]string]bool{}
	for _, x := range pred {
		p[canonicalPair(x)] = true
	}
	if len(g) == 0 && len(p) == 0 {
		return 1
	}
	tp := 0
	for x := range p {
		if g[x] {
			tp++
		}
	}
	if tp == 0 {
		return 0
	}
	precision := float64(tp) / float64(len(p))
	recall := float64(tp) / float64(len(g))
	return 2 * precision * recall / (precision + recall)
}

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

// sortPairs orders pairs for stable output (gold lists in generated tasks).
func sortPairs(ps [][2]string) {
	sort.Slice(ps, func(i, j int) bool {
		if ps[i][0] != ps[j][0] {
			return lessID(ps[i][0], ps[j][0])
		}
		return lessID(ps[i][1], ps[j][1])
	})
}

// CanonicalPairs returns the pairs with smaller element first, deduplicated
// and sorted: the form generators store as gold.
func CanonicalPairs(ps [][2]string) [][2]string {
	seen := map[[2]string]bool{}
	var out [][2]string
	for _, p := range ps {
		p = canonicalPair(p)
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	sortPairs(out)
	return out
}
