package pylib

import (
	"math"
	"math/big"

	"github.com/go-python/gpython/py"
)

func toBig(o py.Object) (*big.Int, error) {
	switch x := o.(type) {
	case py.Int:
		return big.NewInt(int64(x)), nil
	case py.Bool:
		return big.NewInt(int64(boolToInt(x).(py.Int))), nil
	case *py.BigInt:
		return new(big.Int).Set((*big.Int)(x)), nil
	}
	if v, ok := unbox(o); ok {
		return toBig(v)
	}
	return nil, py.ExceptionNewf(py.TypeError, "'%s' object cannot be interpreted as an integer", o.Type().Name)
}

func fromBig(b *big.Int) py.Object {
	if b.IsInt64() {
		return py.Int(b.Int64())
	}
	return (*py.BigInt)(b)
}

func installMath() {
	impl := py.GetModuleImpl("math")
	if impl == nil {
		return
	}
	have := map[string]bool{}
	for _, m := range impl.Methods {
		have[m.Name] = true
	}
	add := func(name string, fn any) {
		if !have[name] {
			impl.Methods = append(impl.Methods, py.MustNewMethod(name, fn, 0, ""))
		}
	}
	add("gcd", func(self py.Object, args py.Tuple) (py.Object, error) {
		g := big.NewInt(0)
		for _, a := range args {
			b, err := toBig(a)
			if err != nil {
				return nil, err
			}
			g.GCD(nil, nil, new(big.Int).Abs(g), b.Abs(b))
		}
		return fromBig(g), nil
	})
	add("lcm", func(self py.Object, args py.Tuple) (py.Object, error) {
		l := big.NewInt(1)
		for _, a := range args {
			b, err := toBig(a)
			if err != nil {
				return nil, err
			}
			if b.Sign() == 0 {
				return py.Int(0), nil
			}
			g := new(big.Int).GCD(nil, nil, l, new(big.Int).Abs(b))
			l.Mul(l, new(big.Int).Quo(new(big.Int).Abs(b), g))
		}
		return fromBig(l), nil
	})
	add("isclose", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var a, b py.Object
		var rel, abs py.Object = py.Float(1e-9), py.Float(0)
		if err := py.ParseTupleAndKeywords(args, kwargs, "OO|$OO:isclose", []string{"a", "b", "rel_tol", "abs_tol"}, &a, &b, &rel, &abs); err != nil {
			return nil, err
		}
		fa, err := mathArg(a) // through __float__, as for a Decimal
		if err != nil {
			return nil, err
		}
		fb, err := mathArg(b)
		if err != nil {
			return nil, err
		}
		r, _ := py.FloatAsFloat64(rel)
		ab, _ := py.FloatAsFloat64(abs)
		if fa == fb {
			return py.True, nil
		}
		d := math.Abs(fa - fb)
		return py.NewBool(d <= math.Max(r*math.Max(math.Abs(fa), math.Abs(fb)), ab)), nil
	})
	add("prod", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var it py.Object
		var start py.Object = py.Int(1)
		if err := py.ParseTupleAndKeywords(args, kwargs, "O|$O:prod", []string{"iterable", "start"}, &it, &start); err != nil {
			return nil, err
		}
		acc := start
		var err error
		py.Iterate(it, func(x py.Object) bool { acc, err = py.Mul(acc, x); return err != nil })
		return acc, err
	})
	add("isqrt", func(self, n py.Object) (py.Object, error) {
		b, err := toBig(n)
		if err != nil {
			return nil, err
		}
		if b.Sign() < 0 {
			return nil, py.ExceptionNewf(py.ValueError, "isqrt() argument must be nonnegative")
		}
		return fromBig(new(big.Int).Sqrt(b)), nil
	})
	installMathFloat(impl)
	if impl.Globals == nil {
		impl.Globals = py.StringDict{}
	}
	for k, v := range map[string]py.Object{"inf": py.Float(math.Inf(1)), "nan": py.Float(math.NaN()), "tau": py.Float(2 * math.Pi)} {
		if _, ok := impl.Globals[k]; !ok {
			impl.Globals[k] = v
		}
	}
}
