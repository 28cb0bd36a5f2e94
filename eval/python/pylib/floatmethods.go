package pylib

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/go-python/gpython/py"
)

// floatOf is float(o) for one argument; parse reads a string the way
// gpython's float() does.
func floatOf(o py.Object, parse func(string) (py.Object, error)) (py.Object, error) {
	switch x := o.(type) {
	case py.Float:
		return x, nil
	case py.Int, py.Bool, *py.BigInt:
		f, _ := realOf(x)
		if math.IsInf(f, 0) {
			return nil, py.ExceptionNewf(py.OverflowError, "int too large to convert to float")
		}
		return py.Float(f), nil
	case py.String:
		return parseFloatArg(string(x), x, parse)
	case py.Bytes:
		return parseFloatArg(string(x), x, parse)
	}
	if v, ok := unbox(o); ok && userMethod(o, "__float__") == nil {
		switch v.(type) {
		case py.String, py.Bytes:
			return floatOf(v, parse) // float(s) of a str subclass parses it
		}
	}
	if userObject(o) {
		if r, ok, err := py.TypeCall0(o, "__float__"); ok {
			if err != nil {
				return nil, err
			}
			if _, isFloat := r.(py.Float); !isFloat {
				return nil, py.ExceptionNewf(py.TypeError, "%s.__float__ returned non-float (type %s)", o.Type().Name, r.Type().Name)
			}
			return r, nil
		}
		if r, ok, err := py.TypeCall0(o, "__index__"); ok {
			if err != nil {
				return nil, err
			}
			return floatOf(r, parse)
		}
	}
	return nil, py.ExceptionNewf(py.TypeError, "float() argument must be a string or a real number, not '%s'", o.Type().Name)
}

// parseFloatArg reads float("1_000.5") and friends; orig is the argument,
// quoted in the error.
func parseFloatArg(s string, orig py.Object, parse func(string) (py.Object, error)) (py.Object, error) {
	s, _ = asciiDigits(s) // digits of other scripts, Unicode spaces
	if clean, ok := intFromUnderscored(s); ok {
		s = clean
	}
	r, err := parse(s)
	if err != nil && py.IsException(py.ValueError, err) {
		return nil, py.ExceptionNewf(py.ValueError, "could not convert string to float: %s", reprOf(orig))
	}
	return r, err
}

// floatHex is float.hex(): the significand in hexadecimal, 13 digits
// after the point, and the binary exponent.
func floatHex(f float64) string {
	switch {
	case math.IsNaN(f):
		return "nan"
	case math.IsInf(f, 0):
		if f < 0 {
			return "-inf"
		}
		return "inf"
	}
	sign := ""
	if math.Signbit(f) {
		sign = "-"
	}
	if f == 0 {
		return sign + "0x0.0p+0"
	}
	b := math.Float64bits(f)
	exp := int(b>>52) & 0x7ff
	mant := b & (1<<52 - 1)
	if exp == 0 {
		return fmt.Sprintf("%s0x0.%013xp-1022", sign, mant)
	}
	return fmt.Sprintf("%s0x1.%013xp%+d", sign, mant, exp-1023)
}

// floatFromHex is float.fromhex(s), correctly rounded.
func floatFromHex(s string) (float64, error) {
	bad := py.ExceptionNewf(py.ValueError, "invalid hexadecimal floating-point string")
	t := strings.TrimSpace(s)
	sign := ""
	if t != "" && (t[0] == '+' || t[0] == '-') {
		sign, t = t[:1], t[1:]
	}
	switch strings.ToLower(t) {
	case "inf", "infinity", "nan":
		f, _ := strconv.ParseFloat(sign+t, 64)
		return f, nil
	}
	if len(t) > 1 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X') {
		t = t[2:]
	}
	digits, exp := t, "0"
	if i := strings.IndexAny(t, "pP"); i >= 0 {
		digits, exp = t[:i], t[i+1:]
	}
	if strings.Trim(digits, ".") == "" || strings.Count(digits, ".") > 1 || strings.Trim(digits, "0123456789abcdefABCDEF.") != "" {
		return 0, bad
	}
	if _, err := strconv.Atoi(exp); err != nil || strings.HasPrefix(exp, "+-") {
		return 0, bad
	}
	f, err := strconv.ParseFloat(sign+"0x"+digits+"p"+exp, 64)
	if err != nil {
		if isRangeError(err) && math.IsInf(f, 0) {
			return 0, py.ExceptionNewf(py.OverflowError, "hexadecimal value too large to represent as a float")
		}
		if !isRangeError(err) {
			return 0, bad
		}
	}
	return f, nil
}

// installFloatMethods adds what CPython's float has and gpython's lacks.
func installFloatMethods() {
	d := py.FloatType.Dict
	method := func(name string, fn any) { d[name] = py.MustNewMethod(name, fn, 0, "") }
	method("hex", func(self py.Object) (py.Object, error) { return py.String(floatHex(float64(self.(py.Float)))), nil })
	d["fromhex"] = py.MustNewMethod("fromhex", func(cls, arg py.Object) (py.Object, error) {
		s, ok := arg.(py.String)
		if !ok {
			return nil, py.ExceptionNewf(py.TypeError, "must be str, not %s", arg.Type().Name)
		}
		f, err := floatFromHex(string(s))
		return py.Float(f), err
	}, py.METH_CLASS, "")
	method("conjugate", func(self py.Object) (py.Object, error) { return self, nil })
	method("__trunc__", func(self py.Object) (py.Object, error) { return floatToInt(float64(self.(py.Float))) })
	method("__floor__", func(self py.Object) (py.Object, error) { return floatToInt(math.Floor(float64(self.(py.Float)))) })
	method("__ceil__", func(self py.Object) (py.Object, error) { return floatToInt(math.Ceil(float64(self.(py.Float)))) })
	// bool is an int: True.numerator is 1.
	b := py.BoolType.Dict
	b["numerator"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return boolToInt(self), nil }}
	b["denominator"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.Int(1), nil }}
	for _, t := range []*py.Type{py.IntType, py.BigIntType, py.BoolType} {
		t.Dict["as_integer_ratio"] = py.MustNewMethod("as_integer_ratio", func(self py.Object) (py.Object, error) {
			return py.Tuple{boolToInt(self), py.Int(1)}, nil
		}, 0, "")
	}
}
