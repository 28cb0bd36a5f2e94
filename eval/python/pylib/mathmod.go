package pylib

import (
	"math"
	"math/big"

	"github.com/go-python/gpython/py"
)

// The math module's float functions, replacing gpython's: correctly
// rounded (see libm.go), CPython's errors ("math domain error", "math
// range error", "must be real number, not str") and arguments converted
// as CPython converts them (bools, big ints, __float__ and __index__).

// mathArg converts a math function's argument to a float.
func mathArg(o py.Object) (float64, error) {
	if f, ok := realOf(o); ok {
		if _, isBig := o.(*py.BigInt); isBig && math.IsInf(f, 0) {
			return 0, py.ExceptionNewf(py.OverflowError, "int too large to convert to float")
		}
		return f, nil
	}
	if userObject(o) {
		for _, name := range []string{"__float__", "__index__"} {
			if r, ok, err := py.TypeCall0(o, name); ok {
				if err != nil {
					return 0, err
				}
				if f, ok := realOf(r); ok {
					return f, nil
				}
			}
		}
	}
	return 0, py.ExceptionNewf(py.TypeError, "must be real number, not %s", o.Type().Name)
}

func mathDomainError() error { return py.ExceptionNewf(py.ValueError, "math domain error") }
func mathRangeError() error  { return py.ExceptionNewf(py.OverflowError, "math range error") }

// math1 wraps a one-argument function as CPython's math_1 does: a nan
// from a number is a domain error, an infinity from a finite number a
// range error (or a domain error for functions that cannot overflow).
func math1(fn func(float64) float64, canOverflow bool) func(py.Object, py.Object) (py.Object, error) {
	return func(self, o py.Object) (py.Object, error) {
		x, err := mathArg(o)
		if err != nil {
			return nil, err
		}
		r := fn(x)
		switch {
		case math.IsNaN(r) && !math.IsNaN(x):
			return nil, mathDomainError()
		case math.IsInf(r, 0) && !math.IsInf(x, 0) && !math.IsNaN(x):
			if canOverflow {
				return nil, mathRangeError()
			}
			return nil, mathDomainError()
		}
		return py.Float(r), nil
	}
}

// logOf is a logarithm of an int, float or big int: positive ints too big
// for a float are split as m·2^e first, as CPython does.
func logOf(o py.Object, fn func(float64) float64) (float64, error) {
	if b, ok := o.(*py.BigInt); ok {
		n := (*big.Int)(b)
		if n.Sign() <= 0 {
			return 0, mathDomainError()
		}
		e := n.BitLen()
		m, _ := new(big.Float).SetMantExp(new(big.Float).SetInt(n), -e).Float64()
		return fn(m) + fn(2)*float64(e), nil
	}
	x, err := mathArg(o)
	if err != nil {
		return 0, err
	}
	if math.IsNaN(x) || math.IsInf(x, 1) {
		return x, nil
	}
	if x <= 0 {
		return 0, mathDomainError()
	}
	return fn(x), nil
}

func mathLog(self py.Object, args py.Tuple) (py.Object, error) {
	var x, base py.Object
	if err := py.UnpackTuple(args, nil, "log", 1, 2, &x, &base); err != nil {
		return nil, err
	}
	num, err := logOf(x, crLog)
	if err != nil || base == nil {
		return py.Float(num), err
	}
	den, err := logOf(base, crLog)
	if err != nil {
		return nil, err
	}
	if den == 0 {
		return nil, py.ExceptionNewf(py.ZeroDivisionError, "float division by zero")
	}
	return py.Float(num / den), nil
}

func mathPow(self py.Object, args py.Tuple) (py.Object, error) {
	var xo, yo py.Object
	if err := py.UnpackTuple(args, nil, "pow", 2, 2, &xo, &yo); err != nil {
		return nil, err
	}
	x, err := mathArg(xo)
	if err != nil {
		return nil, err
	}
	y, err := mathArg(yo)
	if err != nil {
		return nil, err
	}
	finite := !math.IsInf(x, 0) && !math.IsNaN(x) && !math.IsInf(y, 0) && !math.IsNaN(y)
	if finite && (x == 0 && y < 0 || x < 0 && y != math.Trunc(y)) {
		return nil, mathDomainError()
	}
	r := crPow(x, y)
	if finite && math.IsInf(r, 0) {
		return nil, mathRangeError()
	}
	return py.Float(r), nil
}

// floatToInt is int(f): an infinity overflows, a nan is no number.
func floatToInt(f float64) (py.Object, error) {
	switch {
	case math.IsNaN(f):
		return nil, py.ExceptionNewf(py.ValueError, "cannot convert float NaN to integer")
	case math.IsInf(f, 0):
		return nil, py.ExceptionNewf(py.OverflowError, "cannot convert float infinity to integer")
	}
	f = math.Trunc(f)
	if math.Abs(f) < 1<<62 {
		return py.Int(int64(f)), nil
	}
	b, _ := new(big.Float).SetFloat64(f).Int(nil)
	return (*py.BigInt)(b), nil
}

// mathRound makes floor, ceil and trunc: a class's own method first,
// ints as they are, floats rounded by fn.
func mathRound(dunderName string, fn func(float64) float64) func(py.Object, py.Object) (py.Object, error) {
	return func(self, o py.Object) (py.Object, error) {
		switch x := o.(type) {
		case py.Int, *py.BigInt:
			return x, nil
		case py.Bool:
			return boolToInt(x), nil
		case py.Float:
			return floatToInt(fn(float64(x)))
		}
		if r, ok, err := py.TypeCall0(o, dunderName); ok {
			return r, err
		}
		x, err := mathArg(o)
		if err != nil {
			return nil, err
		}
		return floatToInt(fn(x))
	}
}

// mathInt reads an integer argument of factorial, comb and perm.
func mathInt(o py.Object) (*big.Int, error) {
	if _, ok := o.(py.Float); ok {
		return nil, py.ExceptionNewf(py.TypeError, "'float' object cannot be interpreted as an integer")
	}
	if userObject(o) {
		if r, ok, err := py.TypeCall0(o, "__index__"); ok {
			if err != nil {
				return nil, err
			}
			o = r
		}
	}
	return toBig(o)
}

func mathFactorial(self, o py.Object) (py.Object, error) {
	n, err := mathInt(o)
	if err != nil {
		return nil, err
	}
	if n.Sign() < 0 {
		return nil, py.ExceptionNewf(py.ValueError, "factorial() not defined for negative values")
	}
	if !n.IsInt64() || n.Int64() > 1_000_000 {
		return nil, py.ExceptionNewf(py.OverflowError, "factorial() argument should not exceed %d", int64(math.MaxInt64))
	}
	return fromBig(new(big.Int).MulRange(1, n.Int64())), nil
}

// combArgs reads comb's and perm's n and k, both non-negative.
func combArgs(no, ko py.Object) (*big.Int, *big.Int, error) {
	n, err := mathInt(no)
	if err != nil {
		return nil, nil, err
	}
	k, err := mathInt(ko)
	if err != nil {
		return nil, nil, err
	}
	if n.Sign() < 0 {
		return nil, nil, py.ExceptionNewf(py.ValueError, "n must be a non-negative integer")
	}
	if k.Sign() < 0 {
		return nil, nil, py.ExceptionNewf(py.ValueError, "k must be a non-negative integer")
	}
	return n, k, nil
}

func mathComb(self py.Object, args py.Tuple) (py.Object, error) {
	var no, ko py.Object
	if err := py.UnpackTuple(args, nil, "comb", 2, 2, &no, &ko); err != nil {
		return nil, err
	}
	n, k, err := combArgs(no, ko)
	if err != nil {
		return nil, err
	}
	if k.Cmp(n) > 0 {
		return py.Int(0), nil
	}
	return fromBig(new(big.Int).Binomial(n.Int64(), k.Int64())), nil
}

func mathPerm(self py.Object, args py.Tuple) (py.Object, error) {
	var no, ko py.Object = nil, py.None
	if err := py.UnpackTuple(args, nil, "perm", 1, 2, &no, &ko); err != nil {
		return nil, err
	}
	if ko == py.None {
		ko = no
	}
	n, k, err := combArgs(no, ko)
	if err != nil {
		return nil, err
	}
	if k.Cmp(n) > 0 {
		return py.Int(0), nil
	}
	r := big.NewInt(1)
	if k.Sign() > 0 {
		r.MulRange(new(big.Int).Sub(n, k).Int64()+1, n.Int64())
	}
	return fromBig(r), nil
}

// floatArgs converts every argument of hypot, or each coordinate of a
// point for dist.
func floatArgs(items []py.Object) ([]float64, error) {
	out := make([]float64, len(items))
	for i, it := range items {
		f, err := mathArg(it)
		if err != nil {
			return nil, err
		}
		out[i] = f
	}
	return out, nil
}

func mathHypot(self py.Object, args py.Tuple) (py.Object, error) {
	xs, err := floatArgs(args)
	if err != nil {
		return nil, err
	}
	return py.Float(hypotN(xs)), nil
}

func mathDist(self py.Object, args py.Tuple) (py.Object, error) {
	var p, q py.Object
	if err := py.UnpackTuple(args, nil, "dist", 2, 2, &p, &q); err != nil {
		return nil, err
	}
	ps, err := iterItems(p)
	if err != nil {
		return nil, err
	}
	qs, err := iterItems(q)
	if err != nil {
		return nil, err
	}
	if len(ps) != len(qs) {
		return nil, py.ExceptionNewf(py.ValueError, "both points must have the same number of dimensions")
	}
	a, err := floatArgs(ps)
	if err != nil {
		return nil, err
	}
	b, err := floatArgs(qs)
	if err != nil {
		return nil, err
	}
	for i := range a {
		a[i] = math.Abs(a[i] - b[i])
	}
	return py.Float(hypotN(a)), nil
}

// math2 wraps a two-argument float function; bad reports a domain error
// for its finite arguments.
func math2(name string, fn func(x, y float64) float64, bad func(x, y float64) bool) func(py.Object, py.Tuple) (py.Object, error) {
	return func(self py.Object, args py.Tuple) (py.Object, error) {
		var xo, yo py.Object
		if err := py.UnpackTuple(args, nil, name, 2, 2, &xo, &yo); err != nil {
			return nil, err
		}
		x, err := mathArg(xo)
		if err != nil {
			return nil, err
		}
		y, err := mathArg(yo)
		if err != nil {
			return nil, err
		}
		if bad != nil && bad(x, y) {
			return nil, mathDomainError()
		}
		return py.Float(fn(x, y)), nil
	}
}

// ulp is the value of the least significant bit of x.
func ulp(x float64) float64 {
	x = math.Abs(x)
	switch {
	case math.IsNaN(x) || math.IsInf(x, 0):
		return x
	case x == math.MaxFloat64:
		return x - math.Nextafter(x, 0)
	}
	return math.Nextafter(x, math.Inf(1)) - x
}

func installMathFloat(impl *py.ModuleImpl) {
	one := func(name string, fn func(float64) float64, canOverflow bool) *py.Method {
		return py.MustNewMethod(name, math1(fn, canOverflow), 0, "")
	}
	logFn := func(name string, fn func(float64) float64) *py.Method {
		return py.MustNewMethod(name, func(self, o py.Object) (py.Object, error) {
			r, err := logOf(o, fn)
			return py.Float(r), err
		}, 0, "")
	}
	nonFinite := func(x, y float64) bool { return math.IsInf(x, 0) || y == 0 && !math.IsNaN(x) }
	methods := []*py.Method{
		one("sqrt", math.Sqrt, false),
		one("exp", crExp, true),
		one("exp2", crExp2, true),
		one("expm1", math.Expm1, true),
		one("sin", crSin, false),
		one("cos", crCos, false),
		one("tan", crTan, false),
		one("asin", crAsin, false),
		one("acos", crAcos, false),
		one("atan", crAtan, false),
		one("sinh", libmSinh, true),
		one("cosh", libmCosh, true),
		one("tanh", libmTanh, false),
		one("asinh", libmAsinh, false),
		one("acosh", libmAcosh, false),
		one("atanh", libmAtanh, false),
		one("cbrt", glibcCbrt, false),
		one("fabs", math.Abs, false),
		one("ulp", ulp, false),
		one("log1p", math.Log1p, false),
		logFn("log10", libmLog10),
		logFn("log2", crLog2),
		py.MustNewMethod("log", mathLog, 0, ""),
		py.MustNewMethod("pow", mathPow, 0, ""),
		py.MustNewMethod("atan2", math2("atan2", crAtan2, nil), 0, ""),
		py.MustNewMethod("fmod", math2("fmod", math.Mod, nonFinite), 0, ""),
		py.MustNewMethod("remainder", math2("remainder", math.Remainder, nonFinite), 0, ""),
		py.MustNewMethod("copysign", math2("copysign", math.Copysign, nil), 0, ""),
		py.MustNewMethod("nextafter", math2("nextafter", math.Nextafter, nil), 0, ""),
		py.MustNewMethod("floor", mathRound("__floor__", math.Floor), 0, ""),
		py.MustNewMethod("ceil", mathRound("__ceil__", math.Ceil), 0, ""),
		py.MustNewMethod("trunc", mathRound("__trunc__", math.Trunc), 0, ""),
		py.MustNewMethod("factorial", mathFactorial, 0, ""),
		py.MustNewMethod("comb", mathComb, 0, ""),
		py.MustNewMethod("perm", mathPerm, 0, ""),
		py.MustNewMethod("hypot", mathHypot, 0, ""),
		py.MustNewMethod("dist", mathDist, 0, ""),
	}
	byName := map[string]*py.Method{}
	for _, m := range methods {
		byName[m.Name] = m
	}
	// fsum is gpython's (CPython's algorithm), fed floats converted as
	// CPython converts them: bools, Fractions and Decimals were refused.
	for _, m := range impl.Methods {
		if m.Name == "fsum" {
			fsum := m
			byName["fsum"] = py.MustNewMethod("fsum", func(self, it py.Object) (py.Object, error) {
				items, err := iterItems(it)
				if err != nil {
					return nil, err
				}
				floats := make([]py.Object, len(items))
				for i, x := range items {
					f, err := mathArg(x)
					if err != nil {
						return nil, err
					}
					floats[i] = py.Float(f)
				}
				return fsum.Call(self, py.Tuple{py.NewListFromItems(floats)})
			}, 0, "")
			methods = append(methods, byName["fsum"])
		}
	}
	kept := impl.Methods[:0:0]
	for _, m := range impl.Methods {
		if byName[m.Name] == nil {
			kept = append(kept, m)
		}
	}
	impl.Methods = append(kept, methods...)
}
