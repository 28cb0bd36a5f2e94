package pylib

import (
	"math"
	"strconv"
	"strings"

	"github.com/go-python/gpython/py"
)

// gpython's complex calls itself complex64, prints 2j as (0+2j), cannot
// read complex("1+2j") and raises through Go's cmplx.Pow (1j**2 is not
// -1). These follow CPython's complexobject.c; arith.go routes ** and /
// with a complex operand here.

func installComplex() {
	py.ComplexType.Name = "complex"
	complexNew := py.ComplexType.New
	py.ComplexType.New = func(t *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		if len(kwargs) == 0 && len(args) == 1 {
			switch x := args[0].(type) {
			case py.String:
				c, ok := parseComplex(string(x))
				if !ok {
					return nil, py.ExceptionNewf(py.ValueError, "complex() arg is a malformed string")
				}
				return c, nil
			case py.Complex:
				return x, nil
			}
		}
		for i, a := range args {
			_, isStr := a.(py.String)
			_, isNum := complexOf(a)
			switch {
			case isStr && i > 0:
				return nil, py.ExceptionNewf(py.TypeError, "complex() second arg can't be a string")
			case isStr && len(args) > 1:
				return nil, py.ExceptionNewf(py.TypeError, "complex() can't take second arg if first is a string")
			case !isNum && !userObject(a) && i == 0:
				return nil, py.ExceptionNewf(py.TypeError, "complex() first argument must be a string or a number, not '%s'", a.Type().Name)
			case !isNum && !userObject(a):
				return nil, py.ExceptionNewf(py.TypeError, "complex() second argument must be a number, not '%s'", a.Type().Name)
			}
		}
		if len(kwargs) == 0 && len(args) > 0 && (isComplex(args[0]) || len(args) == 2 && isComplex(args[1])) {
			// complex(a, b) is a + b·1j, either part itself complex.
			x, _ := complexOf(args[0])
			var y complex128
			if len(args) == 2 {
				y, _ = complexOf(args[1])
			}
			return py.Complex(x + complex(-imag(y), real(y))), nil
		}
		args = append(py.Tuple(nil), args...)
		for i, a := range args {
			// A Python class's number (Decimal, Fraction) through its
			// __complex__ or __float__, which gpython never calls.
			if userObject(a) {
				if fn := dunder(a, "__complex__"); fn != nil {
					r, err := py.Call(fn, py.Tuple{a}, nil)
					if err != nil {
						return nil, err
					}
					if _, ok := r.(py.Complex); !ok {
						return nil, py.ExceptionNewf(py.TypeError, "__complex__ returned non-complex (type %s)", r.Type().Name)
					}
					if len(args) == 1 {
						return r, nil
					}
					args[i] = r
					return py.ComplexType.New(t, args, kwargs) // complex parts

				} else if fn := dunder(a, "__float__"); fn != nil {
					r, err := py.Call(fn, py.Tuple{a}, nil)
					if err != nil {
						return nil, err
					}
					a = r
				}
			}
			args[i] = boolToInt(unboxed(a))
		}
		return complexNew(t, args, kwargs)
	}
}

// complexRepr is repr() of a complex number: a bare imaginary part when
// the real part is +0, else both in parentheses, each written as repr()
// writes a float but without a trailing ".0".
func complexRepr(c complex128) string {
	re, im := real(c), imag(c)
	if re == 0 && !math.Signbit(re) {
		return shortFloat(im) + "j"
	}
	sign := "+"
	if math.Signbit(im) && !math.IsNaN(im) {
		sign = ""
	}
	return "(" + shortFloat(re) + sign + shortFloat(im) + "j)"
}

func shortFloat(f float64) string { return strings.TrimSuffix(floatRepr(f), ".0") }

// parseComplex reads complex("1+2j") and its kin: an optional pair of
// parentheses around a real part, an imaginary part, or both.
func parseComplex(s string) (py.Complex, bool) {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "(") && strings.HasSuffix(s, ")") {
		s = strings.TrimSpace(s[1 : len(s)-1])
	}
	if s == "" || strings.ContainsAny(s, " \t\n") {
		return 0, false
	}
	last := s[len(s)-1]
	if last != 'j' && last != 'J' {
		re, ok := parseFloatLiteral(s)
		return py.Complex(complex(re, 0)), ok
	}
	body := s[:len(s)-1]
	// The imaginary part starts at the last sign not after an exponent.
	split := 0
	for i := len(body) - 1; i > 0; i-- {
		if (body[i] == '+' || body[i] == '-') && body[i-1] != 'e' && body[i-1] != 'E' {
			split = i
			break
		}
	}
	im, ok := parseImag(body[split:])
	if !ok {
		return 0, false
	}
	if split == 0 {
		return py.Complex(complex(0, im)), true
	}
	re, ok := parseFloatLiteral(body[:split])
	return py.Complex(complex(re, im)), ok
}

// parseImag reads the coefficient of j, which may be a bare sign.
func parseImag(s string) (float64, bool) {
	switch s {
	case "", "+":
		return 1, true
	case "-":
		return -1, true
	}
	return parseFloatLiteral(s)
}

// parseFloatLiteral reads what float() accepts from a string.
func parseFloatLiteral(s string) (float64, bool) {
	if clean, ok := intFromUnderscored(s); ok {
		s = clean
	}
	switch strings.ToLower(strings.TrimLeft(s, "+-")) {
	case "inf", "infinity", "nan":
	default:
		if strings.ContainsAny(s, "xXpP_") {
			return 0, false
		}
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil && !isRangeError(err) {
		return 0, false
	}
	return f, true
}

func isRangeError(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

func complexOf(o py.Object) (complex128, bool) {
	if c, ok := o.(py.Complex); ok {
		return complex128(c), true
	}
	f, ok := realOf(o)
	return complex(f, 0), ok
}

// complexPow raises as CPython does: small integral exponents by repeated
// squaring, others through polar form.
func complexPow(a, b complex128) (complex128, error) {
	n := real(b)
	if imag(b) == 0 && n == math.Floor(n) && math.Abs(n) <= 100 {
		if n >= 0 {
			return complexPowUint(a, int(n)), nil
		}
		r, err := complexQuot(1, complexPowUint(a, int(-n)))
		if err != nil {
			return 0, zeroToNegativePower()
		}
		return r, nil
	}
	switch {
	case b == 0:
		return 1, nil
	case a == 0:
		if imag(b) != 0 || real(b) < 0 {
			return 0, zeroToNegativePower()
		}
		return 0, nil
	}
	vabs := hypotN([]float64{real(a), imag(a)})
	length := crPow(vabs, real(b))
	at := crAtan2(imag(a), real(a))
	phase := at * real(b)
	if imag(b) != 0 {
		length /= crExp(at * imag(b))
		phase += imag(b) * crLog(vabs)
	}
	return complex(length*crCos(phase), length*crSin(phase)), nil
}

func zeroToNegativePower() error {
	return py.ExceptionNewf(py.ZeroDivisionError, "0.0 to a negative or complex power")
}

func complexPowUint(x complex128, n int) complex128 {
	r := complex128(1)
	for ; n > 0; n >>= 1 {
		if n&1 != 0 {
			r = complexProd(r, x)
		}
		x = complexProd(x, x)
	}
	return r
}

// complexProd multiplies without the fused multiply-add Go may use, so the
// last bit agrees with CPython.
func complexProd(a, b complex128) complex128 {
	ac, bd := float64(real(a)*real(b)), float64(imag(a)*imag(b))
	ad, bc := float64(real(a)*imag(b)), float64(imag(a)*real(b))
	return complex(ac-bd, ad+bc)
}

// complexQuot divides by Smith's method, as CPython does.
func complexQuot(a, b complex128) (complex128, error) {
	br, bi := math.Abs(real(b)), math.Abs(imag(b))
	switch {
	case br >= bi:
		if br == 0 {
			return 0, py.ExceptionNewf(py.ZeroDivisionError, "complex division by zero")
		}
		ratio := imag(b) / real(b)
		denom := real(b) + float64(imag(b)*ratio)
		return complex((real(a)+float64(imag(a)*ratio))/denom, (imag(a)-float64(real(a)*ratio))/denom), nil
	case bi >= br:
		ratio := real(b) / imag(b)
		denom := float64(real(b)*ratio) + imag(b)
		return complex((float64(real(a)*ratio)+imag(a))/denom, (float64(imag(a)*ratio)-real(a))/denom), nil
	}
	return complex(math.NaN(), math.NaN()), nil
}

// formatComplex is format(c, spec): with no type, repr()'s form (its
// parts to the precision given); with e, f, g or n, both parts in that
// format and no parentheses.
func formatComplex(c complex128, s string) (string, error) {
	sp, err := parseSpec(s)
	if err != nil {
		return "", err
	}
	switch {
	case sp.zero || sp.fill == '0' && sp.align == '=':
		return "", py.ExceptionNewf(py.ValueError, "Zero padding is not allowed in complex format specifier")
	case sp.align == '=':
		return "", py.ExceptionNewf(py.ValueError, "'=' alignment flag is not allowed in complex format specifier")
	case strings.IndexByte("\x00eEfFgGn", sp.typ) < 0:
		return "", py.ExceptionNewf(py.ValueError, "Unknown format code '%c' for object of type 'complex'", sp.typ)
	}
	re, im := real(c), imag(c)
	sign := ""
	if sp.sign == '+' || sp.sign == ' ' {
		sign = string(sp.sign)
	}
	var body string
	if sp.typ == 0 {
		part := func(x float64) string {
			if sp.precision < 0 || math.IsInf(x, 0) || math.IsNaN(x) {
				return shortFloat(math.Abs(x))
			}
			return pyG(math.Abs(x), max(sp.precision, 1), false)
		}
		signOf := func(x float64, plus string) string {
			if math.Signbit(x) && !math.IsNaN(x) {
				return "-"
			}
			return plus
		}
		if re == 0 && !math.Signbit(re) {
			body = signOf(im, sign) + part(im) + "j"
		} else {
			body = "(" + signOf(re, sign) + part(re) + signOf(im, "+") + part(im) + "j)"
		}
	} else {
		typ := sp.typ
		if typ == 'n' {
			typ = 'g'
		}
		prec := ""
		if sp.precision >= 0 {
			prec = "." + strconv.Itoa(sp.precision)
		}
		reS, err := formatFloat(re, sign+prec+string(typ))
		if err != nil {
			return "", err
		}
		imS, err := formatFloat(im, "+"+prec+string(typ))
		if err != nil {
			return "", err
		}
		body = reS + imS + "j"
	}
	if sp.align == 0 {
		sp.align = '>'
	}
	return sp.pad(body, 0, false), nil
}
