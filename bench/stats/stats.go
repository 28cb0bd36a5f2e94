// Package stats holds the paired-comparison statistics behind rlm-bench ab:
// paired t, Wilcoxon signed-rank, exact McNemar, a seeded paired bootstrap,
// cluster-robust standard errors, power of the paired t-test, and the single
// sample intervals run summaries use.
//
// Every function is checked against SciPy or statsmodels by the vectors in
// testdata/vectors.json (see testdata/gen_vectors.py for the reference calls).
// Functions return NaN where the reference returns NaN (n too small, zero
// variance with zero mean) rather than an error: an undefined statistic is a
// result a report must show, not a failure. Errors are kept for misuse
// (mismatched lengths, empty input).
package stats

import (
	"errors"
	"fmt"
	"math"

	"gonum.org/v1/gonum/stat"
	"gonum.org/v1/gonum/stat/distuv"
)

// Level is the confidence level of the intervals this package reports.
const Level = 0.95

// ErrEmpty is returned when a statistic is asked of no observations.
var ErrEmpty = errors.New("stats: no observations")

func diffs(a, b []float64) ([]float64, error) {
	if len(a) != len(b) {
		return nil, fmt.Errorf("stats: paired samples differ in length (%d and %d)", len(a), len(b))
	}
	if len(a) == 0 {
		return nil, ErrEmpty
	}
	d := make([]float64, len(a))
	for i := range a {
		d[i] = b[i] - a[i]
	}
	return d, nil
}

// TTest is a one-sample t-test of a mean against zero. For a paired test the
// sample is the differences B − A, as scipy.stats.ttest_rel(b, a) computes.
type TTest struct {
	N      int     `json:"n"`
	Mean   float64 `json:"mean"`
	SD     float64 `json:"sd"` // sample standard deviation (ddof 1)
	SE     float64 `json:"se"`
	DF     float64 `json:"df"`
	T      float64 `json:"t"`
	P      float64 `json:"p"` // two-sided
	CILow  float64 `json:"ci_low"`
	CIHigh float64 `json:"ci_high"` // 95% t interval of the mean
}

// PairedT is the paired t-test of B − A (scipy.stats.ttest_rel(b, a)).
func PairedT(a, b []float64) (TTest, error) {
	d, err := diffs(a, b)
	if err != nil {
		return TTest{}, err
	}
	return OneSampleT(d), nil
}

// OneSampleT tests the mean of x against zero. With n < 2 every spread
// statistic is NaN; with zero spread t is ±Inf (p = 0) unless the mean is
// zero too (NaN), as SciPy reports.
func OneSampleT(x []float64) TTest {
	n := len(x)
	r := TTest{N: n, Mean: math.NaN(), SD: math.NaN(), SE: math.NaN(), DF: float64(n - 1),
		T: math.NaN(), P: math.NaN(), CILow: math.NaN(), CIHigh: math.NaN()}
	if n == 0 {
		return r
	}
	r.Mean = stat.Mean(x, nil)
	if n < 2 {
		return r
	}
	r.SD = math.Sqrt(stat.Variance(x, nil))
	r.SE = r.SD / math.Sqrt(float64(n))
	r.T = r.Mean / r.SE
	switch {
	case r.SE == 0 && r.Mean == 0:
		r.T = math.NaN()
	case math.IsInf(r.T, 0):
		r.P = 0
	default:
		r.P = 2 * distuv.StudentsT{Mu: 0, Sigma: 1, Nu: r.DF}.Survival(math.Abs(r.T))
	}
	r.CILow, r.CIHigh = TInterval(r.Mean, r.SE, r.DF, Level)
	return r
}

// TInterval is mean ± q·se with q the two-sided t quantile at level.
func TInterval(mean, se, df, level float64) (low, high float64) {
	if !(df > 0) || math.IsNaN(se) {
		return math.NaN(), math.NaN()
	}
	q := distuv.StudentsT{Mu: 0, Sigma: 1, Nu: df}.Quantile(1 - (1-level)/2)
	return mean - q*se, mean + q*se
}

// MeanInterval is a sample mean with its 95% t interval
// (scipy.stats.t.interval(0.95, n-1, loc=mean, scale=sem)).
type MeanInterval struct {
	N    int     `json:"n"`
	Mean float64 `json:"mean"`
	SD   float64 `json:"sd"`
	SE   float64 `json:"se"`
	Low  float64 `json:"low"`
	High float64 `json:"high"`
}

// MeanCI returns the mean of x with its 95% t interval.
func MeanCI(x []float64) MeanInterval {
	t := OneSampleT(x)
	return MeanInterval{N: t.N, Mean: t.Mean, SD: t.SD, SE: t.SE, Low: t.CILow, High: t.CIHigh}
}

// Interval is a two-sided confidence interval.
type Interval struct {
	Low  float64 `json:"low"`
	High float64 `json:"high"`
}

// Excludes reports whether v lies outside the closed interval.
func (iv Interval) Excludes(v float64) bool { return v < iv.Low || v > iv.High }

// Wilson is the 95% Wilson score interval for k successes in n trials
// (statsmodels proportion_confint(method="wilson")).
func Wilson(k, n int) Interval {
	if n <= 0 {
		return Interval{math.NaN(), math.NaN()}
	}
	z := distuv.UnitNormal.Quantile(1 - (1-Level)/2)
	nf := float64(n)
	p := float64(k) / nf
	z2 := z * z
	den := 1 + z2/nf
	center := (p + z2/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf)) / den
	return Interval{center - half, center + half}
}
