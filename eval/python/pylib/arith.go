package pylib

import (
	"bytes"
	"math"
	"math/big"

	"github.com/go-python/gpython/py"
)

// Arithmetic on built-in values where gpython's answer differs from
// CPython's; the operator hooks (operators.go) and pow() and divmod() try
// these before gpython's own.

// realOf converts an int, bool or float to float64 (rounding big ints
// to nearest, as CPython does).
func realOf(o py.Object) (float64, bool) {
	switch x := o.(type) {
	case py.Float:
		return float64(x), true
	case py.Int:
		return float64(x), true
	case py.Bool:
		if x {
			return 1, true
		}
		return 0, true
	case *py.BigInt:
		// ±Inf when too big: callers raise OverflowError.
		f, _ := new(big.Float).SetInt((*big.Int)(x)).Float64()
		return f, true
	}
	return 0, false
}

// floatOperands converts two real numbers to floats for arithmetic that
// involves a float; ok is false when either is no real number, and an int
// too big for a float is CPython's OverflowError.
func floatOperands(a, b py.Object) (x, y float64, ok bool, err error) {
	x, ok1 := realOf(a)
	y, ok2 := realOf(b)
	if !ok1 || !ok2 {
		return 0, 0, false, nil
	}
	for _, o := range []py.Object{a, b} {
		if _, isBig := o.(*py.BigInt); isBig {
			if f, _ := realOf(o); math.IsInf(f, 0) {
				return 0, 0, true, py.ExceptionNewf(py.OverflowError, "int too large to convert to float")
			}
		}
	}
	return x, y, true, nil
}

// numberBinop applies the arithmetic gpython gets wrong on built-in
// values: powers (see numberPow), division and remainders (see
// realFloorDivMod, intTrueDiv), complex division and bytes repetition.
func numberBinop(op binop, a, b py.Object) (py.Object, bool, error) {
	switch op.name {
	case "__mul__":
		return bytesRepeat(a, b)
	case "__pow__":
		return numberPow(a, b)
	case "__floordiv__", "__mod__":
		if (isComplex(a) || isComplex(b)) && isNumber(a) && isNumber(b) {
			sym := map[string]string{"__floordiv__": "//", "__mod__": "%"}[op.name]
			return nil, true, py.ExceptionNewf(py.TypeError, "unsupported operand type(s) for %s: '%s' and '%s'", sym, a.Type().Name, b.Type().Name)
		}
		return realFloorDivMod(op.name, a, b)
	case "__truediv__":
		if isInt(a) && isInt(b) {
			return intTrueDiv(a, b)
		}
		if r, ok, err := realFloorDivMod(op.name, a, b); ok {
			return r, ok, err
		}
		_, ac := a.(py.Complex)
		_, bc := b.(py.Complex)
		x, ok1 := complexOf(a)
		y, ok2 := complexOf(b)
		if (ac || bc) && ok1 && ok2 {
			r, err := complexQuot(x, y)
			return py.Complex(r), true, err
		}
	}
	return nil, false, nil
}

// bytesRepeat is b"ab" * 3 (or 3 * b"ab"), which gpython lacks.
func bytesRepeat(a, b py.Object) (py.Object, bool, error) {
	if _, ok := b.(py.Bytes); ok {
		a, b = b, a
	}
	bs, ok := a.(py.Bytes)
	n, isInt := b.(py.Int)
	if !ok || !isInt {
		return nil, false, nil
	}
	if n <= 0 {
		return py.Bytes{}, true, nil
	}
	if len(bs)*int(n) > 1<<30 {
		return nil, true, py.ExceptionNewf(py.MemoryError, "repeated bytes are too long")
	}
	return py.Bytes(bytes.Repeat(bs, int(n))), true, nil
}

// zeroDivisionMessages are CPython's words for x / 0, x // 0 and x % 0
// and divmod(x, 0), between ints and where a float takes part.
var zeroDivisionMessages = map[string][2]string{
	"__truediv__":  {"division by zero", "float division by zero"},
	"__floordiv__": {"integer division or modulo by zero", "float floor division by zero"},
	"__mod__":      {"integer modulo by zero", "float modulo"},
	"__divmod__":   {"integer division or modulo by zero", "float divmod()"},
}

// realFloorDivMod is /, // or % (name) between real numbers where
// gpython differs: its division by zero messages, float // 0 (inf, not
// an error) and float % and // computed other than CPython does it.
// Int // int and int % int by non-zero are gpython's own (handled false).
func realFloorDivMod(name string, a, b py.Object) (py.Object, bool, error) {
	if isInt(a) && isInt(b) {
		if y, _ := realOf(b); y == 0 {
			return nil, true, py.ExceptionNewf(py.ZeroDivisionError, "%s", zeroDivisionMessages[name][0])
		}
		return nil, false, nil
	}
	x, y, ok, err := floatOperands(a, b)
	if !ok || err != nil {
		return nil, ok, err
	}
	if y == 0 {
		return nil, true, py.ExceptionNewf(py.ZeroDivisionError, "%s", zeroDivisionMessages[name][1])
	}
	if name == "__truediv__" {
		return py.Float(x / y), true, nil
	}
	div, mod := floatDivmod(x, y)
	if name == "__floordiv__" {
		return py.Float(div), true, nil
	}
	return py.Float(mod), true, nil
}

// floatDivmod is divmod(x, y) for floats, y non-zero, as CPython computes
// it: the remainder from fmod takes the divisor's sign, the quotient is
// (x - mod) / y rounded to the nearest integer.
func floatDivmod(x, y float64) (float64, float64) {
	mod := math.Mod(x, y)
	div := (x - mod) / y
	if mod != 0 {
		if (y < 0) != (mod < 0) {
			mod += y
			div -= 1
		}
	} else {
		mod = math.Copysign(0, y)
	}
	if div == 0 {
		return math.Copysign(0, x/y), mod
	}
	floor := math.Floor(div)
	if div-floor > 0.5 {
		floor++
	}
	return floor, mod
}

// intTrueDiv is int / int, correctly rounded as CPython's is; gpython
// converts both to float first, which rounds twice past 2^53 and fails
// past 1e308. Small operands are left to gpython (handled false).
func intTrueDiv(a, b py.Object) (py.Object, bool, error) {
	const exact = 1 << 53
	x, xSmall := a.(py.Int)
	y, ySmall := b.(py.Int)
	if xSmall && ySmall && y != 0 && -exact <= x && x <= exact && -exact <= y && y <= exact {
		return nil, false, nil
	}
	bx, _ := bigOf(a)
	by, _ := bigOf(b)
	if by.Sign() == 0 {
		return nil, true, py.ExceptionNewf(py.ZeroDivisionError, "division by zero")
	}
	f, _ := new(big.Rat).SetFrac(bx, by).Float64()
	if math.IsInf(f, 0) {
		return nil, true, py.ExceptionNewf(py.OverflowError, "integer division result too large for a float")
	}
	return py.Float(f), true, nil
}

func isComplex(o py.Object) bool {
	_, ok := o.(py.Complex)
	return ok
}

// isInt reports an int (of either representation) or a bool.
func isInt(o py.Object) bool {
	switch o.(type) {
	case py.Int, *py.BigInt, py.Bool:
		return true
	}
	return false
}

// numberPow is a ** b where gpython's answer differs from Python's: any
// complex operand, any float result (C's pow rounds correctly, Go's does
// not; an int to a negative power is a float too), a negative float to a
// fractional power (a complex result), zero to a negative power and a
// float result that overflows. handled is false for int ** int >= 0.
func numberPow(a, b py.Object) (py.Object, bool, error) {
	_, ac := a.(py.Complex)
	_, bc := b.(py.Complex)
	if ac || bc {
		x, ok1 := complexOf(a)
		y, ok2 := complexOf(b)
		if !ok1 || !ok2 {
			return nil, false, nil
		}
		r, err := complexPow(x, y)
		return py.Complex(r), true, err
	}
	_, af := a.(py.Float)
	_, bf := b.(py.Float)
	if exp, ok := realOf(b); !af && !bf && (!ok || exp >= 0) {
		// An int to a non-negative int power stays exact: gpython's.
		return nil, false, nil
	}
	x, y, ok, err := floatOperands(a, b)
	if !ok || err != nil {
		return nil, ok, err
	}
	switch {
	case x < 0 && y != math.Trunc(y) && !math.IsInf(y, 0):
		r, err := complexPow(complex(x, 0), complex(y, 0))
		return py.Complex(r), true, err
	case x == 0 && y < 0:
		return nil, true, py.ExceptionNewf(py.ZeroDivisionError, "0.0 cannot be raised to a negative power")
	}
	r := crPow(x, y)
	if math.IsInf(r, 0) && !math.IsInf(x, 0) && !math.IsInf(y, 0) {
		return nil, true, rangeError()
	}
	return py.Float(r), true, nil
}

// rangeError is the OverflowError C's ERANGE becomes in float arithmetic.
func rangeError() error {
	e, err := py.ExceptionNew(py.OverflowError, py.Tuple{py.Int(34), py.String("Numerical result out of range")}, nil)
	if err != nil {
		return err
	}
	return e.(*py.Exception)
}
