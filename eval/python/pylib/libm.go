package pylib

import (
	"math"
	"math/big"
	"sync"
)

// CPython's math functions and float ** are C's libm. On Linux (glibc)
// exp, log, pow, sin, cos, tan and the inverse trigonometric functions
// round correctly in practice; Go's math package is off by an ulp often
// enough (pow in about half of all cases, sin and cos in a quarter) that
// printed results differ in their last digit. The cr* functions compute
// in double-double arithmetic (about 106 bits) and round once, so they
// agree with glibc but in rare near-halfway cases. glibc's log10, log1p,
// expm1 and hyperbolic functions are not correctly rounded: libmhyp.go
// builds those from the same identities glibc evaluates.

// dd is the unevaluated sum hi + lo, |lo| at most half an ulp of hi.
type dd struct{ hi, lo float64 }

// The float64() conversions below keep the compiler from fusing a multiply
// and an add, which would change the rounding the algorithms rely on.

func twoSum(a, b float64) dd {
	s := a + b
	bb := s - a
	return dd{s, (a - (s - bb)) + (b - bb)}
}

func quickTwoSum(a, b float64) dd {
	s := a + b
	return dd{s, b - (s - a)}
}

func twoProd(a, b float64) dd {
	p := float64(a * b)
	return dd{p, math.FMA(a, b, -p)}
}

func (a dd) add(b dd) dd {
	s := twoSum(a.hi, b.hi)
	t := twoSum(a.lo, b.lo)
	s = quickTwoSum(s.hi, s.lo+t.hi)
	return quickTwoSum(s.hi, s.lo+t.lo)
}

func (a dd) neg() dd            { return dd{-a.hi, -a.lo} }
func (a dd) sub(b dd) dd        { return a.add(b.neg()) }
func (a dd) scale(f float64) dd { return dd{a.hi * f, a.lo * f} } // f a power of two

func (a dd) mul(b dd) dd {
	p := twoProd(a.hi, b.hi)
	return quickTwoSum(p.hi, p.lo+(float64(a.hi*b.lo)+float64(a.lo*b.hi)))
}

func (a dd) mulF(b float64) dd {
	p := twoProd(a.hi, b)
	return quickTwoSum(p.hi, p.lo+float64(a.lo*b))
}

func (a dd) div(b dd) dd {
	q1 := a.hi / b.hi
	r := a.sub(b.mulF(q1))
	q2 := r.hi / b.hi
	r = r.sub(b.mulF(q2))
	q3 := r.hi / b.hi
	return quickTwoSum(q1, q2).add(dd{q3, 0})
}

func (a dd) sqrt() dd {
	if a.hi <= 0 {
		return dd{math.Sqrt(a.hi), 0}
	}
	x := math.Sqrt(a.hi)
	s := twoProd(x, x)
	e := (((a.hi - s.hi) - s.lo) + a.lo) / (2 * x)
	return quickTwoSum(x, e)
}

// float rounds a to the nearest float64.
func (a dd) float() float64 { return a.hi + a.lo }

var (
	ddLn2  = dd{0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56}
	ddPi   = dd{0x1.921fb54442d18p+1, 0x1.1a62633145c07p-53}
	ddPio2 = dd{0x1.921fb54442d18p+0, 0x1.1a62633145c07p-54}
	ddOne  = dd{1, 0}
)

// Tables for the reductions, built once on first use: 1/n and 1/n! for
// the series, log(j/128) for j in [96, 192] and 2^(j/64) for j in [0, 64).
var (
	ddTablesOnce sync.Once
	ddInv        [48]dd
	ddInvFact    [32]dd
	ddLogTable   [97]dd
	ddExp2Table  [64]dd
)

func ddTables() {
	ddTablesOnce.Do(func() {
		for n := 1; n < len(ddInv); n++ {
			ddInv[n] = ddOne.div(dd{float64(n), 0})
		}
		ddInvFact[0] = ddOne
		for n := 1; n < len(ddInvFact); n++ {
			ddInvFact[n] = ddInvFact[n-1].mul(ddInv[n])
		}
		for j := range ddLogTable {
			ddLogTable[j] = logSeries(dd{float64(96+j) / 128, 0})
		}
		for j := range ddExp2Table {
			// 2^(j/64) = e^(j·ln2/64), r below ln2 so the series converges.
			ddExp2Table[j] = ddOne.add(expm1Series(ddLn2.mulF(float64(j) / 64)))
		}
	})
}

// atanhSeries is atanh(s) = s + s³/3 + s⁵/5 + ... for small s.
func atanhSeries(s dd) dd {
	s2 := s.mul(s)
	sum, pow := s, s
	for k := 3; k < len(ddInv); k += 2 {
		pow = pow.mul(s2)
		t := pow.mul(ddInv[k])
		sum = sum.add(t)
		if math.Abs(t.hi) <= math.Abs(sum.hi)*0x1p-104 {
			break
		}
	}
	return sum
}

// logSeries is log(m) for m near 1 (within a factor of 1.5), by
// log m = 2·atanh((m-1)/(m+1)); slow, it fills the table.
func logSeries(m dd) dd {
	s := m.sub(ddOne).div(m.add(ddOne))
	s2 := s.mul(s)
	sum, pow := s, s
	for k := 3.0; k < 200; k += 2 {
		pow = pow.mul(s2)
		t := pow.div(dd{k, 0})
		sum = sum.add(t)
		if math.Abs(t.hi) <= math.Abs(sum.hi)*0x1p-110 {
			break
		}
	}
	return sum.scale(2)
}

// logDD is log(a) for a > 0 finite: a = m·2^e with m in [0.75, 1.5),
// m = c·(m/c) with c = j/128 nearest m, log(m/c) = 2·atanh((m-c)/(m+c)).
// c is 1 exactly near a = 1, so a result near 0 keeps its relative bits.
func logDD(a dd) dd {
	ddTables()
	m, e := math.Frexp(a.hi)
	if m < 0.75 {
		m *= 2
		e--
	}
	j := math.Round(m * 128)
	c := j / 128
	s := dd{m - c, 0}.div(twoSum(m, c)) // m - c is exact: m and c are close
	r := atanhSeries(s).scale(2).add(ddLogTable[int(j)-96])
	if e != 0 {
		r = r.add(ddLn2.mulF(float64(e)))
	}
	if a.lo != 0 {
		// log(a.hi + a.lo) = log(a.hi) + a.lo/a.hi, to within the last bits.
		r = r.add(dd{a.lo / a.hi, 0})
	}
	return r
}

// expm1Series is e^r - 1 for |r| < 1, by its Taylor series.
func expm1Series(r dd) dd {
	sum, pow := r, r
	for n := 2; n < len(ddInvFact); n++ {
		pow = pow.mul(r)
		t := pow.mul(ddInvFact[n])
		sum = sum.add(t)
		if math.Abs(t.hi) <= math.Abs(sum.hi)*0x1p-104 {
			break
		}
	}
	return sum
}

// expParts returns e^a as m·2^k, m in dd within [0.7, 1.5); a finite,
// |a| < 1500: a = (64k + j)·ln2/64 + r, |r| <= ln2/128, and
// e^a = 2^k · 2^(j/64) · e^r.
func expParts(a dd) (dd, int) {
	ddTables()
	n := math.Round(a.hi * (64 / ddLn2.hi))
	r := a.sub(ddLn2.mulF(n / 64))
	k := math.Floor(n / 64)
	j := int(n - 64*k)
	t := ddExp2Table[j]
	return t.add(t.mul(expm1Series(r))), int(k)
}

// ldexpDD rounds a·2^k to a float64, correctly also when the result is
// subnormal (where rounding hi alone would round twice).
func ldexpDD(a dd, k int) float64 {
	r := math.Ldexp(a.hi, k)
	if math.Abs(r) >= 0x1p-1022 || r == 0 && a.hi == 0 {
		return math.Ldexp(a.float(), k)
	}
	x := new(big.Float).SetPrec(200).SetFloat64(a.hi)
	x.Add(x, new(big.Float).SetFloat64(a.lo))
	x.SetMantExp(x, k)
	f, _ := x.Float64()
	return f
}

// expDDFloat is e^a rounded to float64; it overflows to ±Inf and
// underflows to 0 as C's exp does.
func expDDFloat(a dd) float64 {
	switch {
	case math.IsNaN(a.hi):
		return a.hi
	case a.hi > 710:
		return math.Inf(1)
	case a.hi < -746:
		return 0
	}
	m, k := expParts(a)
	return ldexpDD(m, k)
}

func crExp(x float64) float64 {
	if math.IsInf(x, 0) || x == 0 {
		return math.Exp(x)
	}
	return expDDFloat(dd{x, 0})
}

func crExp2(x float64) float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) || x == math.Trunc(x) && math.Abs(x) < 1024 {
		return math.Exp2(x)
	}
	return expDDFloat(ddLn2.mulF(x))
}

// crLog is log(x) for a float64; domain errors are the caller's.
func crLog(x float64) float64 {
	if !(x > 0) || math.IsInf(x, 1) {
		return math.Log(x)
	}
	return logDD(dd{x, 0}).float()
}

// crLog2 rounds log(x)/log(2) once; powers of two come out exact.
func crLog2(x float64) float64 {
	if !(x > 0) || math.IsInf(x, 1) {
		return math.Log2(x)
	}
	if m, e := math.Frexp(x); m == 0.5 {
		return float64(e - 1)
	}
	return logDD(dd{x, 0}).div(ddLn2).float()
}

// crPow is C's pow(x, y) with its special cases (C99 Annex F, as Go's
// math.Pow also follows them) and a correctly rounded general case.
func crPow(x, y float64) float64 {
	switch {
	case y == 0 || x == 1:
		return 1
	case y == 1:
		return x
	case y == 2:
		return x * x
	case y == 0.5 && x > 0 && !math.IsInf(x, 0):
		return math.Sqrt(x)
	case y == -1 && x != 0 && !math.IsInf(x, 0):
		return 1 / x
	case math.IsNaN(x) || math.IsNaN(y) || math.IsInf(x, 0) || math.IsInf(y, 0) || x == 0:
		return math.Pow(x, y)
	}
	sign := 1.0
	if x < 0 {
		if y != math.Trunc(y) {
			return math.NaN()
		}
		if math.Mod(y, 2) != 0 {
			sign = -1
		}
		x = -x
	}
	t := logDD(dd{x, 0}).mulF(y)
	switch {
	case t.hi > 710:
		return sign * math.Inf(1)
	case t.hi < -746:
		return sign * 0
	}
	r, k := expParts(t)
	if nearTie(r) && y == math.Trunc(y) && math.Abs(y) <= 4096 {
		return sign * exactIntPow(x, int(y))
	}
	return sign * ldexpDD(r, k)
}

// nearTie reports whether a lies so close to halfway between two floats
// that 106 bits cannot say which way it rounds: exact results such as
// 3.0**34, an odd 54-bit integer, land there.
func nearTie(a dd) bool {
	half := math.Abs(math.Nextafter(a.hi, math.Inf(1))-a.hi) / 2
	return math.Abs(math.Abs(a.lo)-half) <= half*0x1p-40
}

// exactIntPow is x**n computed exactly and rounded once.
func exactIntPow(x float64, n int) float64 {
	neg := n < 0
	if neg {
		n = -n
	}
	b := new(big.Float).SetPrec(uint(53*n + 64)).SetFloat64(x)
	r := new(big.Float).SetPrec(b.Prec()).SetFloat64(1)
	for ; n > 0; n >>= 1 {
		if n&1 != 0 {
			r.Mul(r, b)
		}
		b.Mul(b, b)
	}
	if neg {
		r = new(big.Float).SetPrec(53).Quo(new(big.Float).SetFloat64(1), r)
	}
	f, _ := r.Float64()
	return f
}

// Trigonometry. pio2Parts are pi/2 split into three 33-bit pieces and a
// remainder: k times a piece is exact for k below 2^20, so x - k·pi/2
// keeps its bits when x is near a multiple of pi/2.
var pio2Parts = [4]float64{0x1.921fb544p+0, 0x1.0b4611a6p-34, 0x1.3198a2ep-69, 0x1.b839a252049c1p-104}

// reduce returns r and k with x = k·pi/2 + r, |r| <= pi/4 (about).
func reduce(x float64) (dd, int) {
	if math.Abs(x) <= math.Pi/4 {
		return dd{x, 0}, 0
	}
	k := math.Round(x / ddPio2.hi)
	if math.Abs(k) < 1<<20 {
		r := twoSum(x, -k*pio2Parts[0])
		r = r.sub(twoProd(k, pio2Parts[1]))
		r = r.sub(twoProd(k, pio2Parts[2]))
		r = r.sub(dd{k * pio2Parts[3], 0})
		return r, int(math.Mod(k, 4)+4) % 4
	}
	return reduceBig(x)
}

var (
	bigPiOnce sync.Once
	bigPio2   *big.Float
)

const bigPiPrec = 1400

// bigArctanInv is atan(1/n) to bigPiPrec bits.
func bigArctanInv(n int64) *big.Float {
	prec := uint(bigPiPrec + 32)
	x := new(big.Float).SetPrec(prec).Quo(big.NewFloat(1).SetPrec(prec), new(big.Float).SetPrec(prec).SetInt64(n))
	x2 := new(big.Float).SetPrec(prec).Mul(x, x)
	sum := new(big.Float).SetPrec(prec).Set(x)
	pow := new(big.Float).SetPrec(prec).Set(x)
	limit := new(big.Float).SetMantExp(big.NewFloat(1), -bigPiPrec-16)
	for k := int64(3); ; k += 2 {
		pow.Mul(pow, x2)
		t := new(big.Float).SetPrec(prec).Quo(pow, new(big.Float).SetPrec(prec).SetInt64(k))
		if t.Cmp(limit) < 0 {
			return sum
		}
		if k%4 == 3 {
			sum.Sub(sum, t)
		} else {
			sum.Add(sum, t)
		}
	}
}

// reduceBig reduces a huge argument with pi to 1400 bits, enough for any
// float64 (whose exponent is below 1024).
func reduceBig(x float64) (dd, int) {
	bigPiOnce.Do(func() {
		// Machin: pi/4 = 4·atan(1/5) - atan(1/239).
		a := bigArctanInv(5)
		a.Mul(a, big.NewFloat(4))
		a.Sub(a, bigArctanInv(239))
		bigPio2 = a.Mul(a, big.NewFloat(2))
	})
	prec := uint(bigPiPrec + 32)
	bx := new(big.Float).SetPrec(prec).SetFloat64(x)
	q := new(big.Float).SetPrec(prec).Quo(bx, bigPio2)
	// k = round(q)
	half := big.NewFloat(0.5)
	if q.Sign() < 0 {
		q.Sub(q, half)
	} else {
		q.Add(q, half)
	}
	k, _ := q.Int(nil)
	kf := new(big.Float).SetPrec(prec).SetInt(k)
	r := new(big.Float).SetPrec(prec).Mul(kf, bigPio2)
	r.Sub(bx, r)
	hi, _ := r.Float64()
	lo, _ := new(big.Float).SetPrec(prec).Sub(r, new(big.Float).SetFloat64(hi)).Float64()
	m := new(big.Int).Mod(k, big.NewInt(4))
	return dd{hi, lo}, int(m.Int64())
}

// trigSeries sums r^n/n! with alternating signs for n = first, first+2,
// ...: sin r from first = 1 (pow = r), cos r from first = 0 (pow = 1).
func trigSeries(pow, r2 dd, first int) dd {
	ddTables()
	sum := pow
	for n := first + 2; n < len(ddInvFact); n += 2 {
		pow = pow.mul(r2)
		t := pow.mul(ddInvFact[n])
		if (n-first)%4 == 2 {
			t = t.neg()
		}
		sum = sum.add(t)
		if math.Abs(t.hi) <= math.Abs(sum.hi)*0x1p-104 {
			break
		}
	}
	return sum
}

// sinOrCos is sin x (wantCos false) or cos x for finite x.
func sinOrCos(x float64, wantCos bool) dd {
	r, k := reduce(x)
	r2 := r.mul(r)
	// sin(r + k·pi/2) cycles sin, cos, -sin, -cos; cos is one step on.
	if wantCos {
		k++
	}
	var v dd
	if k%2 == 0 {
		v = trigSeries(r, r2, 1)
	} else {
		v = trigSeries(ddOne, r2, 0)
	}
	if k%4 >= 2 {
		v = v.neg()
	}
	return v
}

// tinyArg reports an argument below 2^-27, where sin, tan, asin and atan
// round to the argument itself (their x³ terms are below a quarter ulp).
func tinyArg(x float64) bool { return math.Abs(x) < 0x1p-27 }

func crSin(x float64) float64 {
	switch {
	case math.IsInf(x, 0) || math.IsNaN(x):
		return math.Sin(x)
	case tinyArg(x):
		return x
	}
	return sinOrCos(x, false).float()
}

func crCos(x float64) float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return math.Cos(x)
	}
	return sinOrCos(x, true).float()
}

func crTan(x float64) float64 {
	switch {
	case math.IsInf(x, 0) || math.IsNaN(x):
		return math.Tan(x)
	case tinyArg(x):
		return x
	}
	return sinOrCos(x, false).div(sinOrCos(x, true)).float()
}

// atanDD is atan(a) for finite a.
func atanDD(a dd) dd {
	if a.hi < 0 {
		return atanDD(a.neg()).neg()
	}
	if a.hi > 1 {
		return ddPio2.sub(atanDD(ddOne.div(a)))
	}
	// atan(a) = 2·atan(a / (1 + sqrt(1 + a²))) until a is small.
	doublings := 0
	for a.hi > 0.1 {
		a = a.div(ddOne.add(ddOne.add(a.mul(a)).sqrt()))
		doublings++
	}
	ddTables()
	a2 := a.mul(a)
	sum, pow := a, a
	for k := 3; k < len(ddInv); k += 2 {
		pow = pow.mul(a2).neg()
		t := pow.mul(ddInv[k])
		sum = sum.add(t)
		if math.Abs(t.hi) <= math.Abs(sum.hi)*0x1p-104 {
			break
		}
	}
	return sum.scale(math.Ldexp(1, doublings))
}

func crAtan(x float64) float64 {
	switch {
	case math.IsNaN(x) || math.IsInf(x, 0):
		return math.Atan(x)
	case tinyArg(x):
		return x
	}
	return atanDD(dd{x, 0}).float()
}

func crAtan2(y, x float64) float64 {
	if math.IsNaN(x) || math.IsNaN(y) || math.IsInf(x, 0) || math.IsInf(y, 0) || x == 0 || y == 0 {
		return math.Atan2(y, x)
	}
	if math.Abs(y) <= math.Abs(x) {
		t := atanDD(dd{y, 0}.div(dd{x, 0}))
		if x < 0 {
			if y > 0 {
				t = t.add(ddPi)
			} else {
				t = t.sub(ddPi)
			}
		}
		return t.float()
	}
	t := atanDD(dd{x, 0}.div(dd{y, 0}))
	if y > 0 {
		return ddPio2.sub(t).float()
	}
	return ddPio2.neg().sub(t).float()
}

// oneMinusSquare is 1 - x² exactly enough for asin and acos near ±1.
func oneMinusSquare(x float64) dd {
	ax := math.Abs(x)
	if ax >= 0.5 {
		return dd{1 - ax, 0}.mul(twoSum(1, ax))
	}
	return ddOne.sub(twoProd(x, x))
}

// asinDD is asin x for |x| <= 1: atan(x/sqrt(1-x²)), or near ±1
// pi/2 - atan(sqrt(1-x²)/|x|) so the quotient stays small.
func asinDD(x float64) dd {
	s := oneMinusSquare(x).sqrt()
	var r dd
	if math.Abs(x) <= 0.5 {
		r = atanDD(dd{math.Abs(x), 0}.div(s))
	} else {
		r = ddPio2.sub(atanDD(s.div(dd{math.Abs(x), 0})))
	}
	if x < 0 {
		r = r.neg()
	}
	return r
}

func crAsin(x float64) float64 {
	switch {
	case math.IsNaN(x) || math.Abs(x) > 1:
		return math.Asin(x)
	case tinyArg(x):
		return x
	}
	return asinDD(x).float()
}

func crAcos(x float64) float64 {
	if math.IsNaN(x) || math.Abs(x) > 1 || x == 1 || x == -1 {
		return math.Acos(x)
	}
	if math.Abs(x) <= 0.5 {
		return ddPio2.sub(asinDD(x)).float()
	}
	t := atanDD(oneMinusSquare(x).sqrt().div(dd{math.Abs(x), 0}))
	if x < 0 {
		return ddPi.sub(t).float()
	}
	return t.float()
}

// hypotN is sqrt of the sum of squares rounded once, as CPython's
// math.hypot and math.dist are (to within rounding of their own
// algorithm): squares and sum are exact in a big float.
func hypotN(xs []float64) float64 {
	sum := new(big.Float).SetPrec(2400)
	for _, x := range xs {
		if math.IsInf(x, 0) {
			return math.Inf(1)
		}
	}
	for _, x := range xs {
		if math.IsNaN(x) {
			return x
		}
		b := new(big.Float).SetPrec(2400).SetFloat64(x)
		sum.Add(sum, b.Mul(b, b))
	}
	if sum.Sign() == 0 {
		return 0
	}
	r := new(big.Float).SetPrec(160).Sqrt(sum)
	f, _ := r.Float64()
	return f
}
