package pylib

import (
	"encoding/hex"
	"math"
	"math/big"
	"math/bits"
	"strings"
	"unicode"

	"github.com/go-python/gpython/py"
)

// gpython splits int into Int and BigInt; models only ever see one int type,
// so the big one is named int, counts as int for isinstance, and both carry
// the methods CPython's int has.

func bigOf(o py.Object) (*big.Int, bool) {
	switch x := o.(type) {
	case py.Int:
		return big.NewInt(int64(x)), true
	case *py.BigInt:
		return (*big.Int)(x), true
	case py.Bool:
		if x {
			return big.NewInt(1), true
		}
		return big.NewInt(0), true
	}
	return nil, false
}

func installIntMethods() {
	py.BigIntType.Name = "int"
	for _, t := range []*py.Type{py.IntType, py.BigIntType} {
		d := t.Dict
		d["bit_length"] = py.MustNewMethod("bit_length", func(self py.Object) (py.Object, error) {
			b, _ := bigOf(self)
			return py.Int(new(big.Int).Abs(b).BitLen()), nil
		}, 0, "")
		d["bit_count"] = py.MustNewMethod("bit_count", func(self py.Object) (py.Object, error) {
			b, _ := bigOf(self)
			n := 0
			for _, w := range new(big.Int).Abs(b).Bits() {
				n += bits.OnesCount(uint(w))
			}
			return py.Int(n), nil
		}, 0, "")
		d["to_bytes"] = py.MustNewMethod("to_bytes", intToBytes, 0, "")
		d["from_bytes"] = py.MustNewMethod("from_bytes", intFromBytes, py.METH_CLASS, "")
		d["conjugate"] = py.MustNewMethod("conjugate", func(self py.Object) (py.Object, error) { return self, nil }, 0, "")
		d["as_integer_ratio"] = py.MustNewMethod("as_integer_ratio", func(self py.Object) (py.Object, error) {
			return py.Tuple{self, py.Int(1)}, nil
		}, 0, "")
		d["is_integer"] = py.MustNewMethod("is_integer", func(self py.Object) (py.Object, error) { return py.True, nil }, 0, "")
		d["real"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return self, nil }}
		d["imag"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.Int(0), nil }}
		d["numerator"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return self, nil }}
		d["denominator"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.Int(1), nil }}
	}
	fd := py.FloatType.Dict
	if _, ok := fd["as_integer_ratio"]; !ok {
		fd["as_integer_ratio"] = py.MustNewMethod("as_integer_ratio", func(self py.Object) (py.Object, error) {
			f := float64(self.(py.Float))
			if math.IsInf(f, 0) {
				return nil, py.ExceptionNewf(py.OverflowError, "cannot convert Infinity to integer ratio")
			}
			if math.IsNaN(f) {
				return nil, py.ExceptionNewf(py.ValueError, "cannot convert NaN to integer ratio")
			}
			r := new(big.Rat).SetFloat64(f)
			return py.Tuple{fromBig(r.Num()), fromBig(r.Denom())}, nil
		}, 0, "")
	}
	if _, ok := fd["is_integer"]; !ok {
		fd["is_integer"] = py.MustNewMethod("is_integer", func(self py.Object) (py.Object, error) {
			f := float64(self.(py.Float))
			return py.NewBool(f == math.Trunc(f) && !math.IsInf(f, 0)), nil
		}, 0, "")
	}
	py.BytesType.Dict["fromhex"] = py.MustNewMethod("fromhex", func(self py.Object, arg py.Object) (py.Object, error) {
		s, ok := arg.(py.String)
		if !ok {
			return nil, py.ExceptionNewf(py.TypeError, "fromhex() argument must be str, not %s", arg.Type().Name)
		}
		out, err := hex.DecodeString(strings.Join(strings.Fields(string(s)), ""))
		if err != nil {
			return nil, py.ExceptionNewf(py.ValueError, "non-hexadecimal number found in fromhex() arg")
		}
		return py.Bytes(out), nil
	}, py.METH_CLASS, "")
}

func byteOrder(o py.Object) (bool, error) {
	switch o {
	case py.String("big"):
		return true, nil
	case py.String("little"):
		return false, nil
	}
	return false, py.ExceptionNewf(py.ValueError, "byteorder must be either 'little' or 'big'")
}

func intToBytes(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var lengthObj py.Object = py.Int(1)
	var orderObj py.Object = py.String("big")
	var signedObj py.Object = py.False
	if err := py.ParseTupleAndKeywords(args, kwargs, "|OO$O:to_bytes", []string{"length", "byteorder", "signed"}, &lengthObj, &orderObj, &signedObj); err != nil {
		return nil, err
	}
	n, err := py.MakeGoInt(lengthObj)
	if err != nil {
		return nil, err
	}
	bigEndian, err := byteOrder(orderObj)
	if err != nil {
		return nil, err
	}
	signed, err := py.MakeBool(signedObj)
	if err != nil {
		return nil, err
	}
	v, _ := bigOf(self)
	if v.Sign() < 0 && signed != py.True {
		return nil, py.ExceptionNewf(py.OverflowError, "can't convert negative int to unsigned")
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(8*n))
	if signed == py.True {
		half := new(big.Int).Rsh(mod, 1)
		if v.Cmp(half) >= 0 || v.Cmp(new(big.Int).Neg(half)) < 0 {
			return nil, py.ExceptionNewf(py.OverflowError, "int too big to convert")
		}
	} else if v.Cmp(mod) >= 0 {
		return nil, py.ExceptionNewf(py.OverflowError, "int too big to convert")
	}
	u := new(big.Int).Set(v)
	if u.Sign() < 0 {
		u.Add(u, mod)
	}
	out := u.FillBytes(make([]byte, n))
	if !bigEndian {
		for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
			out[i], out[j] = out[j], out[i]
		}
	}
	return py.Bytes(out), nil
}

func intFromBytes(cls py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var data py.Object
	var orderObj py.Object = py.String("big")
	var signedObj py.Object = py.False
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|O$O:from_bytes", []string{"bytes", "byteorder", "signed"}, &data, &orderObj, &signedObj); err != nil {
		return nil, err
	}
	bigEndian, err := byteOrder(orderObj)
	if err != nil {
		return nil, err
	}
	signed, err := py.MakeBool(signedObj)
	if err != nil {
		return nil, err
	}
	var raw []byte
	if b, ok := data.(py.Bytes); ok {
		raw = append(raw, b...)
	} else {
		items, err := iterItems(data)
		if err != nil {
			return nil, err
		}
		for _, it := range items {
			c, err := py.MakeGoInt(it)
			if err != nil {
				return nil, err
			}
			raw = append(raw, byte(c))
		}
	}
	if !bigEndian {
		for i, j := 0, len(raw)-1; i < j; i, j = i+1, j-1 {
			raw[i], raw[j] = raw[j], raw[i]
		}
	}
	v := new(big.Int).SetBytes(raw)
	if signed == py.True && len(raw) > 0 && raw[0]&0x80 != 0 {
		v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(8*len(raw))))
	}
	return fromBig(v), nil
}

// asciiDigits spells the decimal digits of any script ("٣٤", "１２") in
// ASCII and drops Python's surrounding whitespace, as int() and float()
// accept them; it reports whether s changed.
func asciiDigits(s string) (string, bool) {
	if isASCII(s) {
		return s, false
	}
	t := strings.TrimFunc(s, pyIsSpace)
	var b strings.Builder
	for _, r := range t {
		if r >= 0x80 && unicode.Is(unicode.Nd, r) {
			_, v, _ := numericOf(r)
			b.WriteByte(byte('0' + v))
			continue
		}
		b.WriteRune(r)
	}
	return b.String(), true
}

// intFromUnderscored accepts CPython's digit separators: one underscore
// between digits (or after a base prefix), nowhere else.
func intFromUnderscored(s string) (string, bool) {
	t := strings.TrimSpace(s)
	if !strings.Contains(t, "_") {
		return s, false
	}
	if strings.HasPrefix(t, "_") || strings.HasSuffix(t, "_") || strings.Contains(t, "__") {
		return s, false
	}
	return strings.ReplaceAll(t, "_", ""), true
}

// builtinPow adds what gpython's pow lacks: a negative exponent with a
// modulus (the modular inverse) and big operands with a modulus.
func builtinPow(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var base, exp py.Object
	var mod py.Object = py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "OO|O:pow", []string{"base", "exp", "mod"}, &base, &exp, &mod); err != nil {
		return nil, err
	}
	if r, ok, err := instancePow(base, exp, mod); ok {
		return r, err
	}
	// An int subclass without __pow__ of its own: int's, on the value.
	base, exp, mod = unboxed(base), unboxed(exp), unboxed(mod)
	if mod == py.None {
		if r, ok, err := numberPow(base, exp); ok {
			return r, err
		}
		return py.Pow(base, exp, py.None)
	}
	if isComplex(base) || isComplex(exp) || isComplex(mod) {
		return nil, py.ExceptionNewf(py.ValueError, "complex modulo")
	}
	b, ok1 := bigOf(base)
	e, ok2 := bigOf(exp)
	m, ok3 := bigOf(mod)
	if !ok1 || !ok2 || !ok3 {
		return py.Pow(base, exp, mod)
	}
	if m.Sign() == 0 {
		return nil, py.ExceptionNewf(py.ValueError, "pow() 3rd argument cannot be 0")
	}
	am := new(big.Int).Abs(m)
	x := new(big.Int).Mod(b, am)
	if e.Sign() < 0 {
		inv := new(big.Int).ModInverse(x, am)
		if inv == nil {
			return nil, py.ExceptionNewf(py.ValueError, "base is not invertible for the given modulus")
		}
		x = inv
		e = new(big.Int).Neg(e)
	}
	r := new(big.Int).Exp(x, e, am)
	// Python's result takes the sign of the modulus.
	if m.Sign() < 0 && r.Sign() != 0 {
		r.Add(r, m)
	}
	return fromBig(r), nil
}

// instancePow is pow() on an instance of a Python-written class
// (decimal.Decimal): gpython's Pow reaches neither its __pow__ nor its
// __rpow__, and never passes a modulus.
func instancePow(base, exp, mod py.Object) (py.Object, bool, error) {
	method := func(o py.Object, name string) py.Object {
		inst, ok := o.(*py.Type)
		if !ok || inst.ObjectType == nil || inst.ObjectType == py.TypeType {
			return nil
		}
		f := inst.ObjectType.Lookup(name)
		if _, native := f.(*py.Method); native {
			return nil
		}
		return f
	}
	if f := method(base, "__pow__"); f != nil {
		args := py.Tuple{base, exp}
		if mod != py.None {
			args = append(args, mod)
		}
		r, err := py.Call(f, args, nil)
		if err != nil || r != py.NotImplemented {
			return r, true, err
		}
	}
	if mod == py.None && base.Type() != exp.Type() {
		if f := method(exp, "__rpow__"); f != nil {
			r, err := py.Call(f, py.Tuple{exp, base}, nil)
			if err != nil || r != py.NotImplemented {
				return r, true, err
			}
		}
	}
	return nil, false, nil
}
