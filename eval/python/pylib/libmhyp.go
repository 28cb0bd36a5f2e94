package pylib

import "math"

// glibc's log10, log1p, expm1 and its hyperbolic functions and their
// inverses are not correctly rounded: they evaluate textbook identities
// over exp, log, expm1 and log1p in double precision. Evaluating the same
// identities over the same building blocks reproduces their results; Go's
// math.Log1p and math.Expm1 are ports of the same algorithms glibc uses.

// log10 of 2 split so that an exponent times the high part is exact, and
// 1/ln(10).
const (
	log10Of2Hi = 0x1.34413509f6000p-2
	log10Of2Lo = 0x1.9fef311f12b36p-42
	invLn10    = 0x1.bcb7b1526e50ep-2
	ln2        = 0x1.62e42fefa39efp-1
)

// libmLog10 is log10(x) = e·log10(2) + log(m)/ln(10) for x = m·2^e, m in
// [1, 2) (or [0.5, 1) when e would be negative).
func libmLog10(x float64) float64 {
	if !(x > 0) || math.IsInf(x, 1) {
		return math.Log10(x)
	}
	m, e := math.Frexp(x)
	if e > 0 {
		m, e = m*2, e-1
	}
	y := float64(e)
	z := float64(y*log10Of2Lo) + float64(invLn10*crLog(m))
	return z + float64(y*log10Of2Hi)
}

// overflowEdge is where e^|x|/2 stops being finite.
const overflowEdge = 0x1.633ce8fb9f87dp+9

func libmSinh(x float64) float64 {
	ax := math.Abs(x)
	switch {
	case math.IsNaN(x) || math.IsInf(x, 0) || ax < 0x1p-28:
		return x
	case ax < 22:
		t := math.Expm1(ax)
		if ax < 1 {
			return math.Copysign(0.5*(2*t-t*t/(t+1)), x)
		}
		return math.Copysign(0.5*(t+t/(t+1)), x)
	case ax < math.Log(math.MaxFloat64):
		return math.Copysign(0.5*crExp(ax), x)
	case ax <= overflowEdge:
		w := crExp(0.5 * ax)
		return math.Copysign(0.5*w*w, x)
	}
	return math.Copysign(math.Inf(1), x)
}

func libmCosh(x float64) float64 {
	ax := math.Abs(x)
	switch {
	case math.IsNaN(x):
		return x
	case ax < ln2/2:
		t := math.Expm1(ax)
		w := 1 + t
		if ax < 0x1p-55 {
			return w
		}
		return 1 + (t*t)/(w+w)
	case ax < 22:
		t := crExp(ax)
		return 0.5*t + 0.5/t
	case ax < math.Log(math.MaxFloat64):
		return 0.5 * crExp(ax)
	case ax <= overflowEdge:
		w := crExp(0.5 * ax)
		return 0.5 * w * w
	}
	return math.Inf(1)
}

func libmTanh(x float64) float64 {
	ax := math.Abs(x)
	var z float64
	switch {
	case math.IsNaN(x):
		return x
	case ax < 0x1p-55:
		return x * (1 + x)
	case ax >= 22:
		z = 1
	case ax >= 1:
		t := math.Expm1(2 * ax)
		z = 1 - 2/(t+2)
	default:
		t := math.Expm1(-2 * ax)
		z = -t / (t + 2)
	}
	return math.Copysign(z, x)
}

func libmAsinh(x float64) float64 {
	ax := math.Abs(x)
	var w float64
	switch {
	case math.IsNaN(x) || math.IsInf(x, 0) || ax < 0x1p-28:
		return x
	case ax > 0x1p28:
		w = crLog(ax) + ln2
	case ax > 2:
		w = crLog(2*ax + 1/(math.Sqrt(float64(x*x)+1)+ax))
	default:
		t := float64(x * x)
		w = math.Log1p(ax + t/(1+math.Sqrt(1+t)))
	}
	return math.Copysign(w, x)
}

func libmAcosh(x float64) float64 {
	switch {
	case math.IsNaN(x) || x < 1:
		return math.NaN()
	case x == 1:
		return 0
	case x >= 0x1p28:
		if math.IsInf(x, 1) {
			return x
		}
		return crLog(x) + ln2
	case x > 2:
		return crLog(2*x - 1/(x+math.Sqrt(float64(x*x)-1)))
	}
	t := x - 1
	return math.Log1p(t + math.Sqrt(2*t+float64(t*t)))
}

func libmAtanh(x float64) float64 {
	ax := math.Abs(x)
	var t float64
	switch {
	case math.IsNaN(x) || ax > 1:
		return math.NaN()
	case ax == 1:
		return math.Copysign(math.Inf(1), x)
	case ax < 0x1p-28:
		return x
	case ax < 0.5:
		t = ax + ax
		t = 0.5 * math.Log1p(t+t*ax/(1-ax))
	default:
		t = 0.5 * math.Log1p((ax+ax)/(1-ax))
	}
	return math.Copysign(t, x)
}

// glibcCbrt is cube root as glibc computes it: a polynomial first guess
// on the mantissa in [0.5, 1), one rational (Halley) step, and a scale
// by the exponent's remainder. It is not correctly rounded — CPython
// gives math.cbrt(27) == 3.0000000000000004 — and Go's math.Cbrt is, so
// the same steps are taken here.
func glibcCbrt(x float64) float64 {
	if x == 0 || math.IsInf(x, 0) || math.IsNaN(x) {
		return x + x
	}
	// Variables, not constants: C divides the rounded doubles, where Go
	// would divide the exact constants.
	cbrt2, sqrCbrt2 := 1.2599210498948731648, 1.5874010519681994748
	factor := [5]float64{1.0 / sqrCbrt2, 1.0 / cbrt2, 1.0, cbrt2, sqrCbrt2}
	xm, xe := math.Frexp(math.Abs(x))
	u := float64(0.354895765043919860 + float64(float64(1.50819193781584896+float64(float64(-2.11499494167371287+float64(float64(2.44693122563534430+float64(float64(-1.83469277483613086+float64(float64(0.784932344976639262-float64(0.145263899385486377*xm))*xm))*xm))*xm))*xm))*xm))
	t2 := float64(float64(u*u) * u)
	ym := float64(float64(u*float64(t2+float64(2.0*xm))) / float64(float64(2.0*t2)+xm))
	ym = float64(ym * factor[2+xe%3])
	return math.Copysign(math.Ldexp(ym, xe/3), x)
}
