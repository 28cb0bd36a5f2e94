package score

import (
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// ScorerF1Pairs is OOLONG-Pairs' F1 over unordered pairs. Gold:
// [[1, 2], ["3", "4"], ...].
const ScorerF1Pairs = "f1_pairs"

func init() { Register(answerScorer(ScorerF1Pairs, decodePairs, F1Pairs)) }

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

func decodePairs(gold json.RawMessage) ([][2]string, error) {
	var raw [][]any
	if err := json.Unmarshal(gold, &raw); err != nil {
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
