package pylib

import (
	"math"
	"math/cmplx"

	"github.com/go-python/gpython/py"
)

// cmath, which gpython lacks. phase, polar, rect, exp, log, log10, sqrt
// and the trigonometric and hyperbolic functions evaluate the textbook
// formulas CPython's cmathmodule.c does over the real functions of
// libm.go, so they mostly agree with it to the last digit (glibc's hypot,
// behind abs(z), is not correctly rounded and sometimes differs); the
// inverse functions are Go's math/cmplx and may differ in a last digit.

// cmathArg converts a cmath argument: a complex, int, float or an object
// with __complex__ or __float__.
func cmathArg(o py.Object) (complex128, error) {
	if c, ok := complexOf(o); ok {
		return c, nil
	}
	if userObject(o) {
		for _, name := range []string{"__complex__", "__float__", "__index__"} {
			if r, ok, err := py.TypeCall0(o, name); ok {
				if err != nil {
					return 0, err
				}
				if c, ok := complexOf(r); ok {
					return c, nil
				}
			}
		}
	}
	return 0, py.ExceptionNewf(py.TypeError, "must be real number, not %s", o.Type().Name)
}

// cmathSqrt is CPython's c_sqrt: the root of the larger part, scaled to
// keep intermediate values in range.
func cmathSqrt(z complex128) complex128 {
	re, im := real(z), imag(z)
	if re == 0 && im == 0 {
		return complex(0, im)
	}
	if math.IsInf(im, 0) {
		return complex(math.Inf(1), im)
	}
	if math.IsNaN(re) || math.IsNaN(im) || math.IsInf(re, 0) {
		return cmplx.Sqrt(z)
	}
	ax, ay := math.Abs(re), math.Abs(im)
	var s float64
	if ax < math.SmallestNonzeroFloat64*(1<<52) && ay < math.SmallestNonzeroFloat64*(1<<52) {
		// Subnormal parts: scale up by 2^53 first.
		ax, ay = math.Ldexp(ax, 53), math.Ldexp(ay, 53)
		s = math.Ldexp(math.Sqrt(ax+hypotN([]float64{ax, ay})), -26)
	} else {
		ax /= 8
		s = 2 * math.Sqrt(ax+hypotN([]float64{ax, ay / 8}))
	}
	d := ay / (2 * s)
	if re >= 0 {
		return complex(s, math.Copysign(d, im))
	}
	return complex(d, math.Copysign(s, im))
}

// cmathLog is CPython's c_log: log|z| (through log1p near |z| = 1) and the
// phase.
func cmathLog(z complex128) complex128 {
	re, im := real(z), imag(z)
	if math.IsNaN(re) || math.IsNaN(im) || math.IsInf(re, 0) || math.IsInf(im, 0) {
		return cmplx.Log(z)
	}
	ax, ay := math.Abs(re), math.Abs(im)
	var lr float64
	switch h := hypotN([]float64{ax, ay}); {
	case h == 0:
		lr = math.Inf(-1)
	case 0.71 <= h && h <= 1.73:
		am, an := math.Max(ax, ay), math.Min(ax, ay)
		lr = math.Log1p(float64((am-1)*(am+1))+float64(an*an)) / 2
	default:
		lr = crLog(h)
	}
	return complex(lr, crAtan2(im, re))
}

func cmathExp(z complex128) complex128 {
	re, im := real(z), imag(z)
	if math.IsNaN(re) || math.IsNaN(im) || math.IsInf(re, 0) || math.IsInf(im, 0) {
		return cmplx.Exp(z)
	}
	if re > 708 {
		// e^re overflows before the product would.
		l := crExp(re - 1)
		return complex(l*crCos(im)*math.E, l*crSin(im)*math.E)
	}
	l := crExp(re)
	return complex(l*crCos(im), l*crSin(im))
}

// cmathCosh is cosh(x + iy) = cosh x cos y + i sinh x sin y.
func cmathCosh(z complex128) complex128 {
	x, y := real(z), imag(z)
	if math.IsNaN(x) || math.IsNaN(y) || math.IsInf(x, 0) || math.IsInf(y, 0) || math.Abs(x) > 708 {
		return cmplx.Cosh(z)
	}
	return complex(crCos(y)*libmCosh(x), crSin(y)*libmSinh(x))
}

// cmathSinh is sinh(x + iy) = sinh x cos y + i cosh x sin y.
func cmathSinh(z complex128) complex128 {
	x, y := real(z), imag(z)
	if math.IsNaN(x) || math.IsNaN(y) || math.IsInf(x, 0) || math.IsInf(y, 0) || math.Abs(x) > 708 {
		return cmplx.Sinh(z)
	}
	return complex(crCos(y)*libmSinh(x), crSin(y)*libmCosh(x))
}

// cmathTanh is tanh(x + iy) = (tanh x + i tan y) / (1 + i tanh x tan y),
// multiplied out.
func cmathTanh(z complex128) complex128 {
	x, y := real(z), imag(z)
	if math.IsNaN(x) || math.IsNaN(y) || math.IsInf(x, 0) || math.IsInf(y, 0) || math.Abs(x) > 354 {
		return cmplx.Tanh(z)
	}
	tx, ty := libmTanh(x), crTan(y)
	cx := 1 / libmCosh(x)
	txty := tx * ty
	denom := 1 + txty*txty
	return complex(tx*(1+ty*ty)/denom, ((ty/denom)*cx)*cx)
}

// rotate multiplies by i (turn) or by -i (!turn): sin z = -i sinh(iz),
// cos z = cosh(iz), tan z = -i tanh(iz).
func rotate(z complex128, turn bool) complex128 {
	if turn {
		return complex(-imag(z), real(z))
	}
	return complex(imag(z), -real(z))
}

func installCmath() {
	one := func(name string, fn func(complex128) complex128) *py.Method {
		return py.MustNewMethod(name, func(self, o py.Object) (py.Object, error) {
			z, err := cmathArg(o)
			if err != nil {
				return nil, err
			}
			r := fn(z)
			if cmplx.IsInf(r) && !cmplx.IsInf(z) && !cmplx.IsNaN(z) {
				return nil, mathRangeError()
			}
			return py.Complex(r), nil
		}, 0, "")
	}
	test := func(name string, fn func(complex128) bool) *py.Method {
		return py.MustNewMethod(name, func(self, o py.Object) (py.Object, error) {
			z, err := cmathArg(o)
			if err != nil {
				return nil, err
			}
			return py.NewBool(fn(z)), nil
		}, 0, "")
	}
	methods := []*py.Method{
		one("sqrt", cmathSqrt),
		one("exp", cmathExp),
		one("log10", func(z complex128) complex128 {
			l := cmathLog(z)
			return complex(real(l)/math.Ln10, imag(l)/math.Ln10)
		}),
		one("sin", func(z complex128) complex128 { return rotate(cmathSinh(rotate(z, true)), false) }),
		one("cos", func(z complex128) complex128 { return cmathCosh(rotate(z, true)) }),
		one("tan", func(z complex128) complex128 { return rotate(cmathTanh(rotate(z, true)), false) }),
		one("sinh", cmathSinh), one("cosh", cmathCosh), one("tanh", cmathTanh),
		one("asin", cmplx.Asin), one("acos", cmplx.Acos), one("atan", cmplx.Atan),
		one("asinh", cmplx.Asinh), one("acosh", cmplx.Acosh), one("atanh", cmplx.Atanh),
		test("isnan", cmplx.IsNaN),
		test("isinf", cmplx.IsInf),
		test("isfinite", func(z complex128) bool { return !cmplx.IsNaN(z) && !cmplx.IsInf(z) }),
		py.MustNewMethod("log", func(self py.Object, args py.Tuple) (py.Object, error) {
			var x, base py.Object
			if err := py.UnpackTuple(args, nil, "log", 1, 2, &x, &base); err != nil {
				return nil, err
			}
			z, err := cmathArg(x)
			if err != nil {
				return nil, err
			}
			r := cmathLog(z)
			if base != nil {
				b, err := cmathArg(base)
				if err != nil {
					return nil, err
				}
				if r, err = complexQuot(r, cmathLog(b)); err != nil {
					return nil, err
				}
			}
			return py.Complex(r), nil
		}, 0, ""),
		py.MustNewMethod("phase", func(self, o py.Object) (py.Object, error) {
			z, err := cmathArg(o)
			if err != nil {
				return nil, err
			}
			return py.Float(crAtan2(imag(z), real(z))), nil
		}, 0, ""),
		py.MustNewMethod("polar", func(self, o py.Object) (py.Object, error) {
			z, err := cmathArg(o)
			if err != nil {
				return nil, err
			}
			return py.Tuple{py.Float(hypotN([]float64{real(z), imag(z)})), py.Float(crAtan2(imag(z), real(z)))}, nil
		}, 0, ""),
		py.MustNewMethod("rect", func(self py.Object, args py.Tuple) (py.Object, error) {
			var ro, phio py.Object
			if err := py.UnpackTuple(args, nil, "rect", 2, 2, &ro, &phio); err != nil {
				return nil, err
			}
			r, err := mathArg(ro)
			if err != nil {
				return nil, err
			}
			phi, err := mathArg(phio)
			if err != nil {
				return nil, err
			}
			return py.Complex(complex(r*crCos(phi), r*crSin(phi))), nil
		}, 0, ""),
		py.MustNewMethod("isclose", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var a, b py.Object
			var rel, abs py.Object = py.Float(1e-9), py.Float(0)
			if err := py.ParseTupleAndKeywords(args, kwargs, "OO|$OO:isclose", []string{"a", "b", "rel_tol", "abs_tol"}, &a, &b, &rel, &abs); err != nil {
				return nil, err
			}
			x, err := cmathArg(a)
			if err != nil {
				return nil, err
			}
			y, err := cmathArg(b)
			if err != nil {
				return nil, err
			}
			rt, _ := mathArg(rel)
			at, _ := mathArg(abs)
			if x == y {
				return py.True, nil
			}
			d := cmplx.Abs(x - y)
			return py.NewBool(d <= math.Max(rt*math.Max(cmplx.Abs(x), cmplx.Abs(y)), at)), nil
		}, 0, ""),
	}
	py.RegisterModule(&py.ModuleImpl{
		Info:    py.ModuleInfo{Name: "cmath", FileDesc: "<pylib cmath>"},
		Methods: methods,
		Globals: py.StringDict{
			"pi": py.Float(math.Pi), "e": py.Float(math.E), "tau": py.Float(2 * math.Pi),
			"inf": py.Float(math.Inf(1)), "nan": py.Float(math.NaN()),
			"infj": py.Complex(complex(0, math.Inf(1))), "nanj": py.Complex(complex(0, math.NaN())),
		},
	})
}
