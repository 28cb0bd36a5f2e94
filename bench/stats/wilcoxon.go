package stats

import (
	"math"
	"sort"

	"gonum.org/v1/gonum/stat/distuv"
)

// Wilcoxon methods, as chosen by WilcoxonSignedRank.
const (
	WilcoxonExact       = "exact"
	WilcoxonPermutation = "permutation"
	WilcoxonAsymptotic  = "asymptotic"
	WilcoxonNone        = "none" // every difference is zero: no test
)

// WilcoxonResult is a two-sided Wilcoxon signed-rank test of B − A.
type WilcoxonResult struct {
	N         int     `json:"n"`         // pairs, zeros included
	NonZero   int     `json:"nonzero"`   // pairs left after dropping zero differences
	Statistic float64 `json:"statistic"` // min(R+, R−), as SciPy reports for two-sided
	P         float64 `json:"p"`
	Method    string  `json:"method"`
	Ties      bool    `json:"ties"`
}

// WilcoxonSignedRank follows scipy.stats.wilcoxon(b, a) with its defaults
// (zero_method "wilcox", correction False, method "auto") as current SciPy
// implements them (scipy/stats/_wilcoxon.py):
//
//   - n > 50: normal approximation with the tie correction;
//   - n ≤ 50 with no ties and no zeros: the exact null distribution;
//   - ties or zeros with n ≤ 13: a permutation test over all 2^n sign flips,
//     which is exact and deterministic at that size;
//   - ties or zeros with n > 13: the normal approximation.
//
// Debian bookworm's SciPy 1.10.1 differs only in the tie/zero cases with
// n ≤ 50 (it used the exact table with a truncated statistic even when ranks
// tie, and the approximation for any zero); testdata/gen_vectors.py records
// both, and the tests hold this function to the current rule.
func WilcoxonSignedRank(a, b []float64) (WilcoxonResult, error) {
	d, err := diffs(a, b)
	if err != nil {
		return WilcoxonResult{}, err
	}
	n := len(d)
	nz := make([]float64, 0, n)
	for _, v := range d {
		if v != 0 {
			nz = append(nz, v)
		}
	}
	m := len(nz)
	r := WilcoxonResult{N: n, NonZero: m, P: math.NaN(), Method: WilcoxonNone}
	if m == 0 {
		return r, nil
	}
	abs := make([]float64, m)
	for i, v := range nz {
		abs[i] = math.Abs(v)
	}
	ranks, tieGroups := averageRanks(abs)
	r.Ties = len(tieGroups) > 0
	var rPlus, rMinus float64
	for i, v := range nz {
		if v > 0 {
			rPlus += ranks[i]
		} else {
			rMinus += ranks[i]
		}
	}
	r.Statistic = math.Min(rPlus, rMinus)

	zeros := m < n
	switch {
	case n > 50:
		r.Method = WilcoxonAsymptotic
	case !r.Ties && !zeros:
		r.Method = WilcoxonExact
	case n <= 13:
		r.Method = WilcoxonPermutation
	default:
		r.Method = WilcoxonAsymptotic
	}

	switch r.Method {
	case WilcoxonExact:
		r.P = wilcoxonExactP(m, rPlus)
	case WilcoxonPermutation:
		r.P = wilcoxonPermutationP(ranks, rPlus)
	default:
		mf := float64(m)
		mean := mf * (mf + 1) / 4
		v := mf * (mf + 1) * (2*mf + 1)
		for _, t := range tieGroups {
			tf := float64(t)
			v -= 0.5 * (tf*tf*tf - tf)
		}
		se := math.Sqrt(v / 24)
		z := (rPlus - mean) / se
		r.P = 2 * distuv.UnitNormal.Survival(math.Abs(z))
	}
	return r, nil
}

// averageRanks ranks x from 1 with ties given their mean rank, and returns
// the size of every group of ties (size ≥ 2).
func averageRanks(x []float64) (ranks []float64, tieGroups []int) {
	idx := make([]int, len(x))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool { return x[idx[i]] < x[idx[j]] })
	ranks = make([]float64, len(x))
	for i := 0; i < len(idx); {
		j := i + 1
		for j < len(idx) && x[idx[j]] == x[idx[i]] {
			j++
		}
		avg := float64(i+j+1) / 2 // mean of ranks i+1..j
		for k := i; k < j; k++ {
			ranks[idx[k]] = avg
		}
		if j-i > 1 {
			tieGroups = append(tieGroups, j-i)
		}
		i = j
	}
	return ranks, tieGroups
}

// subsetSumCounts returns c where c[s] is the number of subsets of w whose
// elements sum to s. The weights are small integers, so this is exact.
func subsetSumCounts(w []int) []float64 {
	total := 0
	for _, v := range w {
		total += v
	}
	c := make([]float64, total+1)
	c[0] = 1
	reach := 0
	for _, v := range w {
		for s := reach; s >= 0; s-- {
			if c[s] != 0 {
				c[s+v] += c[s]
			}
		}
		reach += v
	}
	return c
}

// wilcoxonExactP is the two-sided exact p-value for an integral R+ among m
// untied, nonzero differences: 2·min(P(R+ ≥ r), P(R+ ≤ r)), capped at 1.
func wilcoxonExactP(m int, rPlus float64) float64 {
	w := make([]int, m)
	for i := range w {
		w[i] = i + 1
	}
	c := subsetSumCounts(w)
	total := math.Ldexp(1, m)
	lo, hi := int(math.Ceil(rPlus)), int(math.Floor(rPlus))
	var cdf, sf float64
	for s, v := range c {
		if s <= lo {
			cdf += v
		}
		if s >= hi {
			sf += v
		}
	}
	return math.Min(1, 2*math.Min(cdf, sf)/total)
}

// wilcoxonPermutationP enumerates every sign assignment of the nonzero
// differences. Ranks are multiples of ½, so doubled ranks are integers and a
// subset-sum table gives the null distribution exactly. Zero differences only
// multiply every count by the same power of two, so they drop out.
// Comparisons use SciPy permutation_test's relative tolerance of 1e-14.
func wilcoxonPermutationP(ranks []float64, rPlus float64) float64 {
	w := make([]int, len(ranks))
	for i, r := range ranks {
		w[i] = int(math.Round(2 * r))
	}
	c := subsetSumCounts(w)
	total := math.Ldexp(1, len(ranks))
	gamma := math.Max(1e-14, math.Abs(1e-14*rPlus))
	var less, greater float64
	for s2, v := range c {
		s := float64(s2) / 2
		if s <= rPlus+gamma {
			less += v
		}
		if s >= rPlus-gamma {
			greater += v
		}
	}
	return math.Min(1, 2*math.Min(less, greater)/total)
}
