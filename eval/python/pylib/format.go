package pylib

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/go-python/gpython/py"
)

// spec is a parsed format specification (the mini-language after ":").
type spec struct {
	fill      rune
	align     byte // '<', '>', '^', '=' or 0
	sign      byte // '+', '-', ' ' or 0
	alt       bool
	zero      bool
	width     int
	grouping  byte // ',' or '_' or 0
	precision int  // -1 when absent
	typ       byte
	noNegZero bool // 'z': -0.0 rounds to 0.0
}

func parseSpec(s string) (spec, error) {
	sp := spec{fill: ' ', precision: -1}
	bad := func() (spec, error) {
		return spec{}, py.ExceptionNewf(py.ValueError, "Invalid format specifier '%s'", s)
	}
	i := 0
	if r, n := utf8.DecodeRuneInString(s); n > 0 && n < len(s) && strings.IndexByte("<>^=", s[n]) >= 0 {
		sp.fill, sp.align = r, s[n]
		i = n + 1
	} else if len(s) > 0 && strings.IndexByte("<>^=", s[0]) >= 0 {
		sp.align = s[0]
		i = 1
	}
	if i < len(s) && strings.IndexByte("+- ", s[i]) >= 0 {
		sp.sign = s[i]
		i++
	}
	if i < len(s) && s[i] == 'z' {
		sp.noNegZero = true
		i++
	}
	if i < len(s) && s[i] == '#' {
		sp.alt = true
		i++
	}
	if i < len(s) && s[i] == '0' {
		sp.zero = true
		i++
	}
	st := i
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i > st {
		sp.width, _ = strconv.Atoi(s[st:i])
	}
	if i < len(s) && (s[i] == ',' || s[i] == '_') {
		sp.grouping = s[i]
		i++
	}
	if i < len(s) && s[i] == '.' {
		i++
		st = i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == st {
			return bad()
		}
		sp.precision, _ = strconv.Atoi(s[st:i])
	}
	if i < len(s) {
		sp.typ = s[i]
		i++
	}
	if i != len(s) {
		return bad()
	}
	if sp.grouping != 0 && strings.IndexByte("\x00deEfFgG%bxXo", sp.typ) < 0 {
		return spec{}, py.ExceptionNewf(py.ValueError, "Cannot specify '%c' with '%c'.", sp.grouping, sp.typ)
	}
	return sp, nil
}

// pad applies width, fill and alignment; signLen is how many leading bytes
// of body are sign/prefix, kept in front for '=' alignment.
func (sp spec) pad(body string, signLen int, numeric bool) string {
	n := utf8.RuneCountInString(body)
	if sp.width <= n {
		return body
	}
	fill, align := sp.fill, sp.align
	if sp.zero && align == 0 && numeric {
		fill, align = '0', '='
	}
	if align == 0 {
		align = '<'
		if numeric {
			align = '>'
		}
	}
	padding := strings.Repeat(string(fill), sp.width-n)
	switch align {
	case '>':
		return padding + body
	case '^':
		half := (sp.width - n) / 2
		return strings.Repeat(string(fill), half) + body + strings.Repeat(string(fill), sp.width-n-half)
	case '=':
		return body[:signLen] + padding + body[signLen:]
	}
	return body + padding
}

func group(digits string, sep byte, every int) string {
	if len(digits) <= every {
		return digits
	}
	var b strings.Builder
	lead := len(digits) % every
	if lead > 0 {
		b.WriteString(digits[:lead])
	}
	for i := lead; i < len(digits); i += every {
		if b.Len() > 0 {
			b.WriteByte(sep)
		}
		b.WriteString(digits[i : i+every])
	}
	return b.String()
}

func (sp spec) signOf(neg bool) string {
	switch {
	case neg:
		return "-"
	case sp.sign == '+':
		return "+"
	case sp.sign == ' ':
		return " "
	}
	return ""
}

// Format renders o as format(o, s) does.
func Format(o py.Object, s string) (string, error) {
	if v, ok := unbox(o); ok && userMethod(o, "__format__") == nil && (s != "" || userMethod(o, "__str__") == nil && userMethod(o, "__repr__") == nil) {
		o = v
	}
	switch x := o.(type) {
	case py.Bool:
		if s == "" {
			return py.StrAsString(o)
		}
		v := 0
		if x {
			v = 1
		}
		return formatInt(big.NewInt(int64(v)), s)
	case py.Int:
		return formatInt(big.NewInt(int64(x)), s)
	case *py.BigInt:
		return formatInt((*big.Int)(x), s)
	case py.Float:
		return formatFloat(float64(x), s)
	case py.Complex:
		if s == "" {
			return complexRepr(complex128(x)), nil
		}
		return formatComplex(complex128(x), s)
	case py.String:
		return formatString(string(x), s)
	}
	if t, ok := o.(*py.Type); ok && t.ObjectType != nil {
		if f := t.ObjectType.Lookup("__format__"); f != nil {
			if _, native := f.(*py.Method); !native {
				r, err := py.Call(f, py.Tuple{o, py.String(s)}, nil)
				if err != nil {
					return "", err
				}
				return py.StrAsString(r)
			}
		}
	}
	str, err := Str(o)
	if err != nil {
		return "", err
	}
	if s == "" {
		return str, nil
	}
	if plainObjectFormat(o) {
		return "", py.ExceptionNewf(py.TypeError, "unsupported format string passed to %s.__format__", o.Type().Name)
	}
	return formatString(str, s)
}

// plainObjectFormat reports a value whose type has only object.__format__,
// which takes no format spec.
func plainObjectFormat(o py.Object) bool {
	switch o.(type) {
	case py.NoneType, *py.List, py.Tuple, *Dict, py.StringDict, *Set, *py.Set, *py.FrozenSet, *py.Function, *py.Method, *py.Range, *py.Slice:
		return true
	case *py.Type:
		return instanceOf(o.(*py.Type))
	}
	return false
}

func formatString(v, s string) (string, error) {
	sp, err := parseSpec(s)
	if err != nil {
		return "", err
	}
	if sp.typ != 0 && sp.typ != 's' {
		return "", py.ExceptionNewf(py.ValueError, "Unknown format code '%c' for object of type 'str'", sp.typ)
	}
	switch {
	case sp.grouping != 0:
		return "", py.ExceptionNewf(py.ValueError, "Cannot specify '%c' with 's'.", sp.grouping)
	case sp.align == '=':
		return "", py.ExceptionNewf(py.ValueError, "'=' alignment not allowed in string format specifier")
	case sp.sign != 0:
		return "", py.ExceptionNewf(py.ValueError, "Sign not allowed in string format specifier")
	case sp.alt:
		return "", py.ExceptionNewf(py.ValueError, "Alternate form (#) not allowed in string format specifier")
	}
	if sp.precision >= 0 && utf8.RuneCountInString(v) > sp.precision {
		v = string([]rune(v)[:sp.precision])
	}
	return sp.pad(v, 0, false), nil
}

func formatInt(v *big.Int, s string) (string, error) {
	sp, err := parseSpec(s)
	if err != nil {
		return "", err
	}
	switch sp.typ {
	case 'e', 'E', 'f', 'F', 'g', 'G', '%':
		f, _ := new(big.Float).SetInt(v).Float64()
		return formatFloat(f, s)
	case 'c':
		if sp.sign != 0 {
			return "", py.ExceptionNewf(py.ValueError, "Sign not allowed with integer format specifier 'c'")
		}
		if !v.IsInt64() || v.Int64() < 0 || v.Int64() >= 0x110000 {
			return "", py.ExceptionNewf(py.OverflowError, "%%c arg not in range(0x110000)")
		}
		return sp.pad(string(rune(v.Int64())), 0, false), nil
	}
	if sp.precision >= 0 {
		return "", py.ExceptionNewf(py.ValueError, "Precision not allowed in integer format specifier")
	}
	neg := v.Sign() < 0
	a := new(big.Int).Abs(v)
	var digits, prefix string
	every := 3
	switch sp.typ {
	case 0, 'd', 'n':
		digits = a.String()
	case 'b':
		digits, prefix, every = a.Text(2), "0b", 4
	case 'o':
		digits, prefix, every = a.Text(8), "0o", 4
	case 'x':
		digits, prefix, every = a.Text(16), "0x", 4
	case 'X':
		digits, prefix, every = strings.ToUpper(a.Text(16)), "0X", 4
	default:
		return "", py.ExceptionNewf(py.ValueError, "Unknown format code '%c' for object of type 'int'", sp.typ)
	}
	if sp.grouping != 0 {
		digits = group(digits, sp.grouping, every)
	}
	if !sp.alt {
		prefix = ""
	}
	head := sp.signOf(neg) + prefix
	return sp.pad(head+digits, len(head), true), nil
}

// floatRepr is Python's repr of a float: the shortest round-tripping digits,
// exponent form below 1e-4 and from 1e16.
func floatRepr(f float64) string {
	switch {
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	case math.IsNaN(f):
		return "nan"
	}
	if f == 0 {
		if math.Signbit(f) {
			return "-0.0"
		}
		return "0.0"
	}
	a := math.Abs(f)
	if a >= 1e16 || a < 1e-4 {
		s := strconv.FormatFloat(f, 'e', -1, 64)
		return s // Go, like Python, writes at least two exponent digits
	}
	s := strconv.FormatFloat(f, 'f', -1, 64)
	if !strings.Contains(s, ".") {
		s += ".0"
	}
	return s
}

func formatFloat(f float64, s string) (string, error) {
	sp, err := parseSpec(s)
	if err != nil {
		return "", err
	}
	neg := math.Signbit(f) && !math.IsNaN(f)
	a := math.Abs(f)
	prec := sp.precision
	var body string
	special := math.IsInf(a, 0) || math.IsNaN(a)
	switch sp.typ {
	case 'f', 'F', '%':
		if prec < 0 {
			prec = 6
		}
		if sp.typ == '%' {
			a *= 100
		}
		body = strconv.FormatFloat(a, 'f', prec, 64)
		if sp.alt && prec == 0 {
			body += "."
		}
		if sp.typ == '%' {
			body += "%"
		}
	case 'e', 'E':
		if prec < 0 {
			prec = 6
		}
		body = strconv.FormatFloat(a, 'e', prec, 64)
	case 'g', 'G', 'n':
		if prec < 0 {
			prec = 6
		}
		if prec == 0 {
			prec = 1
		}
		body = pyG(a, prec, sp.alt)
	case 0:
		if prec < 0 {
			body = floatRepr(a)
		} else {
			if prec == 0 {
				prec = 1
			}
			body = pyGLimit(a, prec, sp.alt, prec-1)
			if !strings.ContainsAny(body, ".e") && !special {
				body += ".0"
			}
		}
	default:
		return "", py.ExceptionNewf(py.ValueError, "Unknown format code '%c' for object of type 'float'", sp.typ)
	}
	if special {
		body = floatRepr(a)
		if sp.typ == '%' {
			body += "%"
		}
	}
	if sp.typ == 'E' || sp.typ == 'G' || sp.typ == 'F' {
		body = strings.ToUpper(body)
	}
	if sp.noNegZero && neg && strings.Trim(strings.SplitN(body, "e", 2)[0], "0.%") == "" {
		neg = false
	}
	if sp.grouping != 0 {
		intPart, rest := body, ""
		if i := strings.IndexAny(body, ".e%"); i >= 0 {
			intPart, rest = body[:i], body[i:]
		}
		body = group(intPart, sp.grouping, 3) + rest
	}
	head := sp.signOf(neg)
	return sp.pad(head+body, len(head), true), nil
}

// pyG is C's %g as Python does it: exponent form when exp < -4 or exp >=
// prec, trailing zeros removed unless alt.
func pyG(a float64, prec int, alt bool) string { return pyGLimit(a, prec, alt, prec) }

// pyGLimit is %g switching to exponent notation from decimal exponent
// limit on: prec for 'g', prec-1 for format()'s no-type with a precision,
// whose fixed form must keep a ".0" within the precision.
func pyGLimit(a float64, prec int, alt bool, limit int) string {
	if a == 0 && alt {
		return "0." + strings.Repeat("0", prec-1)
	}
	es := strconv.FormatFloat(a, 'e', prec-1, 64)
	_, expS, _ := strings.Cut(es, "e")
	exp, _ := strconv.Atoi(expS)
	var s string
	if exp < -4 || exp >= limit {
		mant, e, _ := strings.Cut(es, "e")
		switch {
		case !alt && strings.Contains(mant, "."):
			mant = strings.TrimRight(strings.TrimRight(mant, "0"), ".")
		case alt && !strings.Contains(mant, "."):
			mant += "." // '#' keeps the point
		}
		return mant + "e" + e
	}
	s = strconv.FormatFloat(a, 'f', prec-1-exp, 64)
	switch {
	case !alt && strings.Contains(s, "."):
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	case alt && !strings.Contains(s, "."):
		s += "."
	}
	return s
}

// strFormat implements str.format.
func strFormat(format string, args py.Tuple, kwargs py.StringDict) (string, error) {
	var b strings.Builder
	auto := 0
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c == '}' {
			if i+1 < len(format) && format[i+1] == '}' {
				b.WriteByte('}')
				i++
				continue
			}
			return "", py.ExceptionNewf(py.ValueError, "Single '}' encountered in format string")
		}
		if c != '{' {
			b.WriteByte(c)
			continue
		}
		if i+1 < len(format) && format[i+1] == '{' {
			b.WriteByte('{')
			i++
			continue
		}
		depth := 1
		j := i + 1
		for ; j < len(format) && depth > 0; j++ {
			switch format[j] {
			case '{':
				depth++
			case '}':
				depth--
			}
		}
		if depth != 0 {
			return "", py.ExceptionNewf(py.ValueError, "expected '}' before end of string")
		}
		field := format[i+1 : j-1]
		i = j - 1
		name, specStr := field, ""
		conv := byte(0)
		// the spec starts at the first ':' outside brackets
		br := 0
		for k := 0; k < len(field); k++ {
			if field[k] == '[' {
				br++
			} else if field[k] == ']' {
				br--
			} else if br == 0 && (field[k] == ':' || field[k] == '!') {
				name = field[:k]
				rest := field[k:]
				if rest[0] == '!' {
					if len(rest) < 2 {
						return "", py.ExceptionNewf(py.ValueError, "end of string while looking for conversion specifier")
					}
					conv = rest[1]
					rest = rest[2:]
				}
				if strings.HasPrefix(rest, ":") {
					specStr = rest[1:]
				}
				break
			}
		}
		if strings.Contains(specStr, "{") {
			s, err := strFormat(specStr, args, kwargs)
			if err != nil {
				return "", err
			}
			specStr = s
		}
		obj, err := lookupField(name, args, kwargs, &auto)
		if err != nil {
			return "", err
		}
		switch conv {
		case 'r', 'a':
			var s string
			if s, err = Repr(obj); err == nil {
				if conv == 'a' {
					s = asciiEscape(s)
				}
				obj = py.String(s)
			}
		case 's':
			var s string
			s, err = Str(obj)
			obj = py.String(s)
		case 0:
		default:
			return "", py.ExceptionNewf(py.ValueError, "Unknown conversion specifier %c", conv)
		}
		if err != nil {
			return "", err
		}
		s, err := Format(obj, specStr)
		if err != nil {
			return "", err
		}
		b.WriteString(s)
	}
	return b.String(), nil
}

func lookupField(name string, args py.Tuple, kwargs py.StringDict, auto *int) (py.Object, error) {
	end := strings.IndexAny(name, ".[")
	if end < 0 {
		end = len(name)
	}
	first := name[:end]
	var obj py.Object
	if first == "" {
		if *auto >= len(args) {
			return nil, py.ExceptionNewf(py.IndexError, "Replacement index %d out of range for positional args tuple", *auto)
		}
		obj = args[*auto]
		*auto++
	} else if n, err := strconv.Atoi(first); err == nil {
		if n >= len(args) {
			return nil, py.ExceptionNewf(py.IndexError, "Replacement index %d out of range for positional args tuple", n)
		}
		obj = args[n]
	} else {
		v, ok := kwargs[first]
		if !ok {
			return nil, py.ExceptionNewf(py.KeyError, "'%s'", first)
		}
		obj = v
	}
	rest := name[end:]
	for rest != "" {
		var err error
		if rest[0] == '.' {
			e := strings.IndexAny(rest[1:], ".[")
			if e < 0 {
				e = len(rest) - 1
			}
			obj, err = py.GetAttrString(obj, rest[1:1+e])
			rest = rest[1+e:]
		} else {
			e := strings.IndexByte(rest, ']')
			if e < 0 {
				return nil, py.ExceptionNewf(py.ValueError, "Missing ']' in format string")
			}
			key := rest[1:e]
			var k py.Object = py.String(key)
			if n, err := strconv.Atoi(key); err == nil {
				k = py.Int(n)
			}
			obj, err = py.GetItem(obj, k)
			rest = rest[e+1:]
		}
		if err != nil {
			return nil, err
		}
	}
	return obj, nil
}

func asciiEscape(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r < 0x80:
			b.WriteRune(r)
		case r <= 0xff:
			b.WriteString(`\x` + leftPad(strconv.FormatInt(int64(r), 16), 2))
		case r <= 0xffff:
			b.WriteString(`\u` + leftPad(strconv.FormatInt(int64(r), 16), 4))
		default:
			b.WriteString(`\U` + leftPad(strconv.FormatInt(int64(r), 16), 8))
		}
	}
	return b.String()
}

func leftPad(s string, n int) string {
	for len(s) < n {
		s = "0" + s
	}
	return s
}

// percentFormat implements str % args.
func percentFormat(format string, args py.Object) (string, error) {
	var items py.Tuple
	var mapping py.Object
	switch a := args.(type) {
	case py.Tuple:
		items = a
	case *Dict, py.StringDict:
		mapping = a
		items = py.Tuple{a}
	default:
		items = py.Tuple{a}
		if t, ok := tupleItems(a); ok {
			items = t
		}
	}
	next := 0
	take := func() (py.Object, error) {
		if next >= len(items) {
			return nil, py.ExceptionNewf(py.TypeError, "not enough arguments for format string")
		}
		next++
		return items[next-1], nil
	}
	var b strings.Builder
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' {
			b.WriteByte(c)
			continue
		}
		i++
		if i >= len(format) {
			return "", py.ExceptionNewf(py.ValueError, "incomplete format")
		}
		var obj py.Object
		if format[i] == '(' {
			e := strings.IndexByte(format[i:], ')')
			if e < 0 || mapping == nil {
				return "", py.ExceptionNewf(py.TypeError, "format requires a mapping")
			}
			v, err := py.GetItem(mapping, py.String(format[i+1:i+e]))
			if err != nil {
				return "", err
			}
			obj = v
			i += e + 1
		}
		sp := spec{fill: ' ', precision: -1}
		for ; i < len(format) && strings.IndexByte("-+ #0", format[i]) >= 0; i++ {
			switch format[i] {
			case '-':
				sp.align = '<'
			case '+', ' ':
				if sp.sign != '+' {
					sp.sign = format[i]
				}
			case '#':
				sp.alt = true
			case '0':
				sp.zero = true
			}
		}
		if i < len(format) && format[i] == '*' {
			n, err := starArg(take)
			if err != nil {
				return "", err
			}
			if n < 0 {
				// A negative width from * left-aligns, as the - flag does.
				sp.align, n = '<', -n
			}
			sp.width = n
			i++
		}
		st := i
		for i < len(format) && format[i] >= '0' && format[i] <= '9' {
			i++
		}
		if i > st {
			sp.width, _ = strconv.Atoi(format[st:i])
		}
		if i < len(format) && format[i] == '.' {
			i++
			if i < len(format) && format[i] == '*' {
				n, err := starArg(take)
				if err != nil {
					return "", err
				}
				sp.precision = max(n, 0)
				i++
			} else {
				st = i
				for i < len(format) && format[i] >= '0' && format[i] <= '9' {
					i++
				}
				sp.precision, _ = strconv.Atoi(format[st:i])
			}
		}
		if i >= len(format) {
			return "", py.ExceptionNewf(py.ValueError, "incomplete format")
		}
		t := format[i]
		if t == '%' {
			b.WriteByte('%')
			continue
		}
		if obj == nil {
			var err error
			if obj, err = take(); err != nil {
				return "", err
			}
		}
		if sp.align == '<' {
			sp.zero = false
		}
		if sp.align == 0 && !sp.zero {
			// %-formatting right-aligns everything, strings included.
			sp.align = '>'
		}
		var s string
		var err error
		switch t {
		case 's', 'r', 'a':
			var str string
			if t == 's' {
				str, err = Str(obj)
			} else {
				str, err = Repr(obj)
			}
			if err != nil {
				return "", err
			}
			if t == 'a' {
				str = asciiEscape(str)
			}
			// %s ignores the numeric flags and right-aligns.
			sp.zero, sp.sign, sp.alt = false, 0, false
			if sp.align == 0 {
				sp.align = '>'
			}
			s, err = formatString(str, specString(sp, 0))
		case 'd', 'i', 'u':
			var n py.Object
			if n, err = percentInt(obj, t, true); err != nil {
				return "", err
			}
			sp.typ = 'd'
			s, err = formatIntPrecision(n, sp)
		case 'x', 'X', 'o':
			var n py.Object
			if n, err = percentInt(obj, t, false); err != nil {
				return "", err
			}
			sp.typ = t
			s, err = formatIntPrecision(n, sp)
		case 'f', 'F', 'e', 'E', 'g', 'G':
			var f float64
			if f, err = mathArg(obj); err != nil {
				return "", err
			}
			s, err = formatFloat(f, specString(sp, t))
		case 'c':
			var str string
			if str, err = percentChar(unboxed(obj)); err != nil {
				return "", err
			}
			sp.zero, sp.precision, sp.sign, sp.alt = false, -1, 0, false
			if sp.align == 0 {
				sp.align = '>'
			}
			s, err = formatString(str, specString(sp, 0))
		default:
			return "", py.ExceptionNewf(py.ValueError, "unsupported format character '%c' (0x%x) at index %d", t, t, i)
		}
		if err != nil {
			return "", err
		}
		b.WriteString(s)
	}
	if mapping == nil && next < len(items) {
		return "", py.ExceptionNewf(py.TypeError, "not all arguments converted during string formatting")
	}
	return b.String(), nil
}

// starArg reads the width or precision a * takes from the arguments.
func starArg(take func() (py.Object, error)) (int, error) {
	w, err := take()
	if err != nil {
		return 0, err
	}
	if _, ok := w.(py.Int); !ok {
		if _, isBool := w.(py.Bool); !isBool {
			return 0, py.ExceptionNewf(py.TypeError, "* wants int")
		}
	}
	return py.MakeGoInt(w)
}

// percentInt converts the argument of %d (real: floats truncate) or of
// %x, %X and %o (integers only) to an int.
func percentInt(obj py.Object, t byte, real bool) (py.Object, error) {
	switch x := obj.(type) {
	case py.Int, *py.BigInt:
		return x, nil
	case py.Bool:
		return boolToInt(x), nil
	case py.Float:
		if real {
			return floatToInt(float64(x))
		}
	default:
		for _, name := range []string{"__index__", "__int__"} {
			if name == "__int__" && !real {
				break
			}
			if r, ok, err := py.TypeCall0(obj, name); ok {
				return r, err
			}
		}
	}
	if real {
		return nil, py.ExceptionNewf(py.TypeError, "%%%c format: a real number is required, not %s", t, obj.Type().Name)
	}
	return nil, py.ExceptionNewf(py.TypeError, "%%%c format: an integer is required, not %s", t, obj.Type().Name)
}

// formatIntPrecision formats an int for %d, %x, %X or %o: a precision is
// the least number of digits, zero-filled, as in C.
func formatIntPrecision(n py.Object, sp spec) (string, error) {
	t := sp.typ
	prec := sp.precision
	sp.precision = -1
	if prec <= 0 {
		return Format(n, specString(sp, t))
	}
	digits, err := Format(n, string(t))
	if err != nil {
		return "", err
	}
	sign := ""
	if strings.HasPrefix(digits, "-") {
		sign, digits = "-", digits[1:]
	} else if sp.sign == '+' || sp.sign == ' ' {
		sign = string(sp.sign)
	}
	if len(digits) < prec {
		digits = strings.Repeat("0", prec-len(digits)) + digits
	}
	if sp.alt && t != 'd' {
		digits = "0" + string(t) + digits
		if t == 'X' {
			digits = "0X" + digits[2:]
		}
	}
	return formatString(sign+digits, specString(spec{fill: ' ', align: sp.align, width: sp.width, precision: -1}, 0))
}

// percentChar is the character %c formats: a one-character str or a code
// point.
func percentChar(obj py.Object) (string, error) {
	if s, ok := obj.(py.String); ok {
		if utf8.RuneCountInString(string(s)) != 1 {
			return "", py.ExceptionNewf(py.TypeError, "%%c requires int or char")
		}
		return string(s), nil
	}
	n, ok := bigOf(obj)
	if !ok {
		return "", py.ExceptionNewf(py.TypeError, "%%c requires int or char")
	}
	if !n.IsInt64() || n.Int64() < 0 || n.Int64() >= 0x110000 {
		return "", py.ExceptionNewf(py.OverflowError, "%%c arg not in range(0x110000)")
	}
	return string(rune(n.Int64())), nil
}

func specString(sp spec, typ byte) string {
	var b strings.Builder
	if sp.align != 0 {
		b.WriteByte(sp.align)
	}
	if sp.sign != 0 {
		b.WriteByte(sp.sign)
	}
	if sp.alt {
		b.WriteByte('#')
	}
	if sp.zero {
		b.WriteByte('0')
	}
	if sp.width > 0 {
		b.WriteString(strconv.Itoa(sp.width))
	}
	if sp.precision >= 0 {
		b.WriteString("." + strconv.Itoa(sp.precision))
	}
	if typ != 0 {
		b.WriteByte(typ)
	}
	return b.String()
}
