package stats

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sort"

	"gonum.org/v1/gonum/stat/distuv"
)

// IsBinary reports whether every value is exactly 0 or 1.
func IsBinary(x []float64) bool {
	for _, v := range x {
		if v != 0 && v != 1 {
			return false
		}
	}
	return true
}

// McNemarResult is the exact McNemar test on the discordant pairs.
type McNemarResult struct {
	AOnly     int     `json:"a_only"`    // pairs A got right and B wrong
	BOnly     int     `json:"b_only"`    // pairs B got right and A wrong
	Statistic float64 `json:"statistic"` // min(AOnly, BOnly)
	P         float64 `json:"p"`         // two-sided
}

// McNemarExact is statsmodels mcnemar(table, exact=True): the discordant
// count min(b, c) against Binomial(b+c, ½), doubled and capped at 1. Both
// samples must be binary (0/1).
func McNemarExact(a, b []float64) (McNemarResult, error) {
	if _, err := diffs(a, b); err != nil {
		return McNemarResult{}, err
	}
	if !IsBinary(a) || !IsBinary(b) {
		return McNemarResult{}, fmt.Errorf("stats: McNemar needs binary (0/1) scores")
	}
	var r McNemarResult
	for i := range a {
		switch {
		case a[i] == 1 && b[i] == 0:
			r.AOnly++
		case a[i] == 0 && b[i] == 1:
			r.BOnly++
		}
	}
	k := min(r.AOnly, r.BOnly)
	r.Statistic = float64(k)
	n := r.AOnly + r.BOnly
	if n == 0 {
		r.P = 1
		return r, nil
	}
	cdf := distuv.Binomial{N: float64(n), P: 0.5}.CDF(float64(k))
	r.P = math.Min(1, 2*cdf)
	return r, nil
}

// BootstrapResult is a percentile bootstrap interval of the mean paired
// difference.
type BootstrapResult struct {
	Mean      float64  `json:"mean"`
	Interval  Interval `json:"interval"`
	Resamples int      `json:"resamples"`
	Seed      int64    `json:"seed"`
}

// DefaultResamples is the bootstrap size when the caller gives none.
const DefaultResamples = 10000

// BootstrapPairedMean resamples whole pairs with replacement (so the
// within-pair correlation is kept) and takes the 2.5th and 97.5th
// percentiles of the resampled mean differences, interpolating linearly
// between order statistics (numpy.percentile's default). The generator is
// PCG seeded from seed, so equal inputs and seed give equal intervals.
func BootstrapPairedMean(a, b []float64, resamples int, seed int64) (BootstrapResult, error) {
	d, err := diffs(a, b)
	if err != nil {
		return BootstrapResult{}, err
	}
	if resamples <= 0 {
		resamples = DefaultResamples
	}
	rng := rand.New(rand.NewPCG(uint64(seed), 0x5eed_ab))
	n := len(d)
	means := make([]float64, resamples)
	var total float64
	for _, v := range d {
		total += v
	}
	for i := range means {
		var s float64
		for range n {
			s += d[rng.IntN(n)]
		}
		means[i] = s / float64(n)
	}
	sort.Float64s(means)
	alpha := 1 - Level
	return BootstrapResult{
		Mean:      total / float64(n),
		Interval:  Interval{percentile(means, alpha/2), percentile(means, 1-alpha/2)},
		Resamples: resamples,
		Seed:      seed,
	}, nil
}

// BootstrapClusteredMean is BootstrapPairedMean resampling whole clusters:
// each resample draws G clusters with replacement and takes the mean
// difference over every pair of the drawn clusters. Pairs in one cluster
// (epochs of a task, tasks on one source document) move together, so the
// interval reflects how many independent units there are, not how many
// rows. With fewer than two clusters there is nothing to resample and the
// interval is NaN.
func BootstrapClusteredMean(a, b []float64, clusters []string, resamples int, seed int64) (BootstrapResult, error) {
	d, err := diffs(a, b)
	if err != nil {
		return BootstrapResult{}, err
	}
	if len(clusters) != len(d) {
		return BootstrapResult{}, fmt.Errorf("stats: %d pairs but %d cluster labels", len(d), len(clusters))
	}
	if resamples <= 0 {
		resamples = DefaultResamples
	}
	// Cluster sums and sizes, in sorted label order so the draw does not
	// depend on map iteration.
	idx := map[string]int{}
	for _, c := range clusters {
		idx[c] = 0
	}
	labels := make([]string, 0, len(idx))
	for c := range idx {
		labels = append(labels, c)
	}
	sort.Strings(labels)
	for i, c := range labels {
		idx[c] = i
	}
	sums := make([]float64, len(labels))
	sizes := make([]float64, len(labels))
	var total float64
	for i, v := range d {
		g := idx[clusters[i]]
		sums[g] += v
		sizes[g]++
		total += v
	}
	res := BootstrapResult{Mean: total / float64(len(d)), Resamples: resamples, Seed: seed,
		Interval: Interval{math.NaN(), math.NaN()}}
	g := len(labels)
	if g < 2 {
		return res, nil
	}
	rng := rand.New(rand.NewPCG(uint64(seed), 0x5eed_c1))
	means := make([]float64, resamples)
	for i := range means {
		var s, n float64
		for range g {
			k := rng.IntN(g)
			s += sums[k]
			n += sizes[k]
		}
		means[i] = s / n
	}
	sort.Float64s(means)
	alpha := 1 - Level
	res.Interval = Interval{percentile(means, alpha/2), percentile(means, 1-alpha/2)}
	return res, nil
}

// percentile of sorted x at q in [0,1], linear between order statistics.
func percentile(x []float64, q float64) float64 {
	pos := q * float64(len(x)-1)
	lo := int(math.Floor(pos))
	hi := min(lo+1, len(x)-1)
	return x[lo] + (pos-float64(lo))*(x[hi]-x[lo])
}

// ClusterResult is the mean paired difference with a cluster-robust
// standard error.
type ClusterResult struct {
	N        int     `json:"n"`
	Clusters int     `json:"clusters"`
	Mean     float64 `json:"mean"`
	SE       float64 `json:"se"`
	DF       float64 `json:"df"` // clusters − 1
	CILow    float64 `json:"ci_low"`
	CIHigh   float64 `json:"ci_high"`
	P        float64 `json:"p"`
}

// ClusterMean is the mean of x with the CR1 cluster-robust standard error
// statsmodels reports for OLS(x, ones).fit(cov_type="cluster", use_t=True):
// SE² = G/(G−1) · Σ_g (Σ_{i∈g} (x_i − x̄))² / N², the (N−1)/(N−K) factor being
// 1 for an intercept-only model; interval and p use t with G−1 degrees of
// freedom. Fewer than two clusters leave the spread undefined (NaN).
func ClusterMean(x []float64, clusters []string) (ClusterResult, error) {
	if len(x) != len(clusters) {
		return ClusterResult{}, fmt.Errorf("stats: %d values but %d cluster labels", len(x), len(clusters))
	}
	if len(x) == 0 {
		return ClusterResult{}, ErrEmpty
	}
	n := float64(len(x))
	var mean float64
	for _, v := range x {
		mean += v
	}
	mean /= n
	sums := map[string]float64{}
	for i, v := range x {
		sums[clusters[i]] += v - mean
	}
	g := len(sums)
	r := ClusterResult{N: len(x), Clusters: g, Mean: mean, DF: float64(g - 1),
		SE: math.NaN(), CILow: math.NaN(), CIHigh: math.NaN(), P: math.NaN()}
	if g < 2 {
		return r, nil
	}
	// Sum in a fixed order so the result does not depend on map iteration.
	keys := make([]string, 0, g)
	for k := range sums {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var meat float64
	for _, k := range keys {
		meat += sums[k] * sums[k]
	}
	gf := float64(g)
	r.SE = math.Sqrt(gf/(gf-1)*meat) / n
	r.CILow, r.CIHigh = TInterval(mean, r.SE, r.DF, Level)
	t := mean / r.SE
	switch {
	case r.SE == 0 && mean == 0:
	case math.IsInf(t, 0):
		r.P = 0
	default:
		r.P = 2 * distuv.StudentsT{Mu: 0, Sigma: 1, Nu: r.DF}.Survival(math.Abs(t))
	}
	return r, nil
}

// ClusterSE is ClusterMean on the paired differences B − A.
func ClusterSE(a, b []float64, clusters []string) (ClusterResult, error) {
	d, err := diffs(a, b)
	if err != nil {
		return ClusterResult{}, err
	}
	return ClusterMean(d, clusters)
}
