package pylib

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/hex"
	"hash"
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
		fa, err := py.FloatAsFloat64(a)
		if err != nil {
			return nil, err
		}
		fb, err := py.FloatAsFloat64(b)
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
	installHashlib()
}

type hashObj struct {
	name string
	h    hash.Hash
}

var hashType = py.NewType("hashlib.HASH", "a hash object")

func (h *hashObj) Type() *py.Type { return hashType }

func installHashlib() {
	algos := map[string]func() hash.Hash{"md5": md5.New, "sha1": sha1.New, "sha256": sha256.New, "sha512": sha512.New, "sha224": sha256.New224, "sha384": sha512.New384}
	data := func(o py.Object) ([]byte, error) {
		switch x := o.(type) {
		case py.Bytes:
			return x, nil
		case py.String:
			return nil, py.ExceptionNewf(py.TypeError, "Strings must be encoded before hashing")
		}
		return nil, py.ExceptionNewf(py.TypeError, "object supporting the buffer API required")
	}
	var methods []*py.Method
	for name, mk := range algos {
		name, mk := name, mk
		methods = append(methods, py.MustNewMethod(name, func(self py.Object, args py.Tuple) (py.Object, error) {
			h := &hashObj{name: name, h: mk()}
			if len(args) > 0 {
				b, err := data(args[0])
				if err != nil {
					return nil, err
				}
				h.h.Write(b)
			}
			return h, nil
		}, 0, ""))
	}
	hashType.Dict["update"] = py.MustNewMethod("update", func(self, o py.Object) (py.Object, error) {
		b, err := data(o)
		if err != nil {
			return nil, err
		}
		self.(*hashObj).h.Write(b)
		return py.None, nil
	}, 0, "")
	hashType.Dict["hexdigest"] = py.MustNewMethod("hexdigest", func(self py.Object) (py.Object, error) {
		return py.String(hex.EncodeToString(self.(*hashObj).h.Sum(nil))), nil
	}, 0, "")
	hashType.Dict["digest"] = py.MustNewMethod("digest", func(self py.Object) (py.Object, error) {
		return py.Bytes(self.(*hashObj).h.Sum(nil)), nil
	}, 0, "")
	py.RegisterModule(&py.ModuleImpl{
		Info:    py.ModuleInfo{Name: "hashlib", FileDesc: "<pylib hashlib>"},
		Methods: methods,
	})
}
