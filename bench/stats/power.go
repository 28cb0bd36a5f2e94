package stats

import (
	"math"

	"gonum.org/v1/gonum/stat/distuv"
)

// PairedTPower is the power of the two-sided paired t-test at level alpha to
// detect a mean difference effect when the differences have standard
// deviation sd, with n pairs. It uses the noncentral t distribution exactly,
// as statsmodels TTestPower().power(effect/sd, n, alpha) does:
// P(T > c) + P(T < −c) with T ~ t'(n−1, (effect/sd)·√n) and c the t critical
// value. n is real so that SampleSizeForPower can solve it continuously.
func PairedTPower(n, sd, effect, alpha float64) float64 {
	if n < 2 || !(sd >= 0) || !(alpha > 0 && alpha < 1) {
		return math.NaN()
	}
	if sd == 0 {
		if effect == 0 {
			return alpha
		}
		return 1
	}
	df := n - 1
	ncp := math.Abs(effect) / sd * math.Sqrt(n)
	crit := distuv.StudentsT{Mu: 0, Sigma: 1, Nu: df}.Quantile(1 - alpha/2)
	nct := distuv.NoncentralT{Nu: df, Mu: ncp}
	return (1 - nct.CDF(crit)) + nct.CDF(-crit)
}

// SampleSizeForPower is the (real) number of pairs at which PairedTPower
// reaches power; callers round up. It is +Inf when effect is zero and NaN
// when the inputs are meaningless.
func SampleSizeForPower(sd, effect, alpha, power float64) float64 {
	if !(sd >= 0) || !(power > 0 && power < 1) || !(alpha > 0 && alpha < 1) {
		return math.NaN()
	}
	if effect == 0 {
		return math.Inf(1)
	}
	f := func(n float64) float64 { return PairedTPower(n, sd, effect, alpha) - power }
	lo, hi := 2.0+1e-9, 4.0
	if f(lo) >= 0 {
		return lo
	}
	for f(hi) < 0 {
		lo, hi = hi, hi*2
		if hi > 1e12 {
			return math.Inf(1)
		}
	}
	// Power rises with n, so bisection converges; 200 halvings reach the
	// float64 resolution of any bracket here.
	for range 200 {
		mid := lo + (hi-lo)/2
		if mid == lo || mid == hi {
			break
		}
		if f(mid) < 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	return hi
}
