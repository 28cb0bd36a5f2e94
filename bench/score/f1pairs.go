package score

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/rlm-go/rlm/internal/lazyre"
)

// ScorerF1Pairs is OOLONG-Pairs' F1 over unordered pairs. Gold:
// [[1, 2], ["3", "4"], ...].
const ScorerF1Pairs = "f1_pairs"

func init() { Register(answerScorer(ScorerF1Pairs, decodePairs, F1Pairs)) }

var (
	// pairObjectRE matches a JSON object without nested objects.
	pairObjectRE = lazyre.New(`\{[^{}]*\}`)
	// pairKeyRE matches a JSON key and its colon.
	pairKeyRE = lazyre.New(`"[^"]*"\s*:`)
	// pairIDPrefixRE matches words that may precede an id.
	pairIDPrefixRE = lazyre.New(`(?i)\b(?:users?(?:[ _]?ids?)?|ids?)\b\s*#?|#`)
	// pairBracketRE matches a bracketed pair: (a, b), [a, b], ('a', "b").
	pairBracketRE = lazyre.New(`[(\[]\s*(?:(?i:users?)\s+)?['"]?(\d+)['"]?\s*[,;]\s*(?:(?i:users?)\s+)?['"]?(\d+)['"]?\s*[)\]]`)
	pairDigitsRE  = lazyre.New(`\d+`)
	pairListRE    = lazyre.New(`^\s*(?:\d+[.)]\s+|[-*•+]\s+)`)
)

// pairTextNormalizer maps characters a model writes around ids to their
// plain forms: full-width brackets and commas, non-breaking spaces; it
// drops zero-width characters.
var pairTextNormalizer = strings.NewReplacer(
	"（", "(", "）", ")", "，", ",", "、", ",", "；", ";", "［", "[", "］", "]",
	"\u00a0", " ", "\u202f", " ", "\u3000", " ",
	"\u200b", "", "\u200c", "", "\u200d", "", "\u2060", "", "\ufeff", "",
)

// ParsePairs reads the unordered pairs of ids an answer lists. Each pair
// is returned with its smaller id first; duplicates are dropped. The
// grammar, in the order it is applied:
//
//   - An id is a run of decimal digits (any script's digits), read as an
//     integer: leading zeros do not matter, "(01, 2)" is (1, 2). It may be
//     quoted ('55229', "55229") or preceded by "User", "user", "Users",
//     "user id" or "#".
//   - A JSON object ({...} with "key": value fields) is a pair when its
//     values hold exactly two ids: {"user_a": a, "user_b": b},
//     {"user1": "a", "user2": "b"}, {"pair": [a, b]}.
//   - A bracketed pair anywhere: (a, b), [a, b], (a; b), also full-width
//     （a，b）; so Python/JSON lists and sets of tuples or of two-element
//     lists, nested or not, with or without separators between them.
//   - What is left is read line by line; a leading list marker ("1.", "1)",
//     "-", "*", "•") is dropped. A markdown table row (starting with "|")
//     is a pair when exactly two of its cells are ids.
//   - In any other line, two ids joined by "->", "→", "<->", "↔", "=>",
//     "⇒", "-", "–", "—", "&" or "and" form a pair ("User a and User b",
//     "users a and b", "a -> b", "a-b, c-d"). In a line without such a
//     joiner, ids joined by "," form pairs when the line also separates
//     items with ";" ("a,b; c,d"); otherwise a run of an even number of
//     ids separated only by commas or spaces is read as consecutive pairs
//     ("a, b" or "a b" alone on its line).
//
// Everything else is text, not pairs: headings ("Here are the pairs:"),
// counts ("I found 3 pairs", "Total: 3 pairs across 12 users"), prose,
// code fences.
func ParsePairs(answer string) [][2]string {
	text := pairTextNormalizer.Replace(answer)
	text = strings.Map(func(r rune) rune {
		if d, ok := pyDecimal(r); ok {
			return rune('0' + d)
		}
		return r
	}, text)
	var raw [][2]string
	// JSON objects.
	text = pairObjectRE.ReplaceAllStringFunc(text, func(obj string) string {
		if !strings.Contains(obj, ":") {
			return obj // a set literal: {(a, b), (c, d)}
		}
		ids := pairDigitsRE.FindAllString(pairKeyRE.ReplaceAllString(obj, " "), -1)
		if len(ids) == 2 {
			raw = append(raw, [2]string{ids[0], ids[1]})
		}
		return " \x01 "
	})
	// Bracketed pairs.
	text = pairBracketRE.ReplaceAllStringFunc(text, func(m string) string {
		sub := pairBracketRE.FindStringSubmatch(m)
		raw = append(raw, [2]string{sub[1], sub[2]})
		return " \x01 "
	})
	for _, line := range strings.Split(text, "\n") {
		raw = append(raw, linePairs(line)...)
	}
	return uniqueCanonical(raw)
}

// linePairs reads the pairs of one line that has no brackets or objects
// left (see ParsePairs).
func linePairs(line string) [][2]string {
	line = strings.TrimSpace(line)
	if strings.HasPrefix(line, "|") {
		var ids []string
		for _, cell := range strings.Split(strings.Trim(line, "|"), "|") {
			cell = strings.Trim(pairIDPrefixRE.ReplaceAllString(cell, " "), " \t*`'\"")
			if pairDigitsRE.FindString(cell) == cell && cell != "" {
				ids = append(ids, cell)
			}
		}
		if len(ids) == 2 {
			return [][2]string{{ids[0], ids[1]}}
		}
		return nil
	}
	line = pairListRE.ReplaceAllString(line, "")
	line = pairIDPrefixRE.ReplaceAllString(line, " ")
	loc := pairDigitsRE.FindAllStringIndex(line, -1)
	if len(loc) < 2 {
		return nil
	}
	ids := make([]string, len(loc))
	gaps := make([]string, len(loc)) // gaps[i] lies between ids[i-1] and ids[i]
	for i, l := range loc {
		ids[i] = line[l[0]:l[1]]
		if i > 0 {
			gaps[i] = strings.ToLower(strings.Map(func(r rune) rune {
				switch r {
				case ' ', '\t', '*', '`', '\'', '"', '_':
					return -1
				}
				return r
			}, line[loc[i-1][1]:l[0]]))
		}
	}
	var out [][2]string
	used := make([]bool, len(ids))
	pairUp := func(join func(gap string) bool) {
		for i := 1; i < len(ids); i++ {
			if !used[i-1] && !used[i] && join(gaps[i]) {
				out = append(out, [2]string{ids[i-1], ids[i]})
				used[i-1], used[i] = true, true
			}
		}
	}
	pairUp(func(g string) bool {
		switch g {
		case "->", "→", "<->", "↔", "=>", "⇒", "-", "–", "—", "&", "and", "<=>", "⟷", "--", "-->":
			return true
		}
		return false
	})
	if len(out) > 0 {
		return out
	}
	hasSemi := false
	for _, g := range gaps[1:] {
		if g == ";" || g == ",;" || g == ";," {
			hasSemi = true
		}
	}
	if hasSemi {
		pairUp(func(g string) bool { return g == "," })
		return out
	}
	// Runs of comma-joined ids of even length.
	for i := 0; i < len(ids); {
		j := i + 1
		for j < len(ids) && (gaps[j] == "," || gaps[j] == "") {
			j++
		}
		if (j-i)%2 == 0 {
			for k := i; k < j; k += 2 {
				out = append(out, [2]string{ids[k], ids[k+1]})
			}
		}
		i = j
	}
	return out
}

func canonicalPair(p [2]string) [2]string {
	a, b := canonicalID(p[0]), canonicalID(p[1])
	if lessID(b, a) {
		a, b = b, a
	}
	return [2]string{a, b}
}

// canonicalID writes an all-digit id as its integer ("007" is "7");
// other ids are only trimmed.
func canonicalID(id string) string {
	id = strings.TrimSpace(id)
	if pairDigitsRE.FindString(id) != id || id == "" {
		return id
	}
	if id = strings.TrimLeft(id, "0"); id == "" {
		return "0"
	}
	return id
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
	out := uniqueCanonical(ps)
	sortPairs(out)
	return out
}

// uniqueCanonical is ps in canonical form, each pair once, in first-seen
// order.
func uniqueCanonical(ps [][2]string) [][2]string {
	seen := map[[2]string]bool{}
	var out [][2]string
	for _, p := range ps {
		p = canonicalPair(p)
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}

func decodePairs(gold json.RawMessage) ([][2]string, error) {
	var raw [][]any
	d := json.NewDecoder(bytes.NewReader(gold))
	d.UseNumber()
	if err := d.Decode(&raw); err != nil {
		return nil, fmt.Errorf("gold: want a list of pairs like [[1, 2], [3, 4]]: %w", err)
	}
	out := make([][2]string, 0, len(raw))
	for i, p := range raw {
		if len(p) != 2 {
			return nil, fmt.Errorf("gold: pair %d has %d elements, want 2", i, len(p))
		}
		out = append(out, [2]string{fmt.Sprint(p[0]), fmt.Sprint(p[1])})
	}
	return out, nil
}
