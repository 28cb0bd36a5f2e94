package pylib

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf16"

	"github.com/go-python/gpython/py"
)

// The JSON decoder follows CPython's json scanner: the same grammar (NaN
// and Infinity included), the same hooks (object_hook, object_pairs_hook,
// parse_float, parse_int, parse_constant) and the same JSONDecodeError
// messages and positions, which models print as e.msg, e.pos, e.lineno
// and e.colno when an LLM answer is not JSON.

// jsonHooks are loads()'s callbacks; nil ones take the default.
type jsonHooks struct {
	objectHook, pairsHook, parseFloat, parseInt, parseConstant py.Object
	strict                                                     bool
}

type jsonDecoder struct {
	s   []rune
	doc string
	jsonHooks
}

func (j *jsonDecoder) fail(msg string, pos int) error { return newJSONDecodeError(msg, j.doc, pos) }

func (j *jsonDecoder) ws(i int) int {
	for i < len(j.s) && (j.s[i] == ' ' || j.s[i] == '\t' || j.s[i] == '\n' || j.s[i] == '\r') {
		i++
	}
	return i
}

func (j *jsonDecoder) has(i int, lit string) bool {
	for k, r := range lit {
		if i+k >= len(j.s) || j.s[i+k] != r {
			return false
		}
	}
	return true
}

// value decodes the value at i and returns the index after it.
func (j *jsonDecoder) value(i, depth int) (py.Object, int, error) {
	if i >= len(j.s) {
		return nil, 0, j.fail("Expecting value", i)
	}
	switch c := j.s[i]; {
	case c == '"':
		s, end, err := j.str(i + 1)
		return py.String(s), end, err
	case c == '{':
		return j.object(i+1, depth)
	case c == '[':
		return j.array(i+1, depth)
	case c == 'n' && j.has(i, "null"):
		return py.None, i + 4, nil
	case c == 't' && j.has(i, "true"):
		return py.True, i + 4, nil
	case c == 'f' && j.has(i, "false"):
		return py.False, i + 5, nil
	}
	if v, end, ok, err := j.number(i); ok || err != nil {
		return v, end, err
	}
	for _, name := range []string{"NaN", "Infinity", "-Infinity"} {
		if j.has(i, name) {
			v, err := j.constant(name)
			return v, i + len(name), err
		}
	}
	return nil, 0, j.fail("Expecting value", i)
}

func (j *jsonDecoder) constant(name string) (py.Object, error) {
	if j.parseConstant != nil {
		return py.Call(j.parseConstant, py.Tuple{py.String(name)}, nil)
	}
	switch name {
	case "NaN":
		return py.Float(math.NaN()), nil
	case "Infinity":
		return py.Float(math.Inf(1)), nil
	}
	return py.Float(math.Inf(-1)), nil
}

func (j *jsonDecoder) digits(i int) int {
	for i < len(j.s) && j.s[i] >= '0' && j.s[i] <= '9' {
		i++
	}
	return i
}

// number reads -?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)? at i; ok is false
// when there is none.
func (j *jsonDecoder) number(i int) (py.Object, int, bool, error) {
	start := i
	if i < len(j.s) && j.s[i] == '-' {
		i++
	}
	if i >= len(j.s) || j.s[i] < '0' || j.s[i] > '9' {
		return nil, 0, false, nil
	}
	if j.s[i] == '0' {
		i++
	} else {
		i = j.digits(i)
	}
	isFloat := false
	if i+1 < len(j.s) && j.s[i] == '.' && j.s[i+1] >= '0' && j.s[i+1] <= '9' {
		i = j.digits(i + 1)
		isFloat = true
	}
	if i < len(j.s) && (j.s[i] == 'e' || j.s[i] == 'E') {
		k := i + 1
		if k < len(j.s) && (j.s[k] == '+' || j.s[k] == '-') {
			k++
		}
		if k < len(j.s) && j.s[k] >= '0' && j.s[k] <= '9' {
			i = j.digits(k)
			isFloat = true
		}
	}
	lit := string(j.s[start:i])
	if isFloat {
		if j.parseFloat != nil {
			v, err := py.Call(j.parseFloat, py.Tuple{py.String(lit)}, nil)
			return v, i, true, err
		}
		f, err := strconv.ParseFloat(lit, 64)
		if err != nil && !isRangeError(err) {
			return nil, 0, true, err
		}
		return py.Float(f), i, true, nil
	}
	if j.parseInt != nil {
		v, err := py.Call(j.parseInt, py.Tuple{py.String(lit)}, nil)
		return v, i, true, err
	}
	if n, err := strconv.ParseInt(lit, 10, 64); err == nil {
		return py.Int(n), i, true, nil
	}
	b, _ := new(big.Int).SetString(lit, 10)
	return fromBig(b), i, true, nil
}

var jsonEscapes = map[rune]rune{'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}

// str reads a string whose opening quote is just before i.
func (j *jsonDecoder) str(i int) (string, int, error) {
	begin := i - 1
	var b strings.Builder
	for {
		if i >= len(j.s) {
			return "", 0, j.fail("Unterminated string starting at", begin)
		}
		c := j.s[i]
		switch {
		case c == '"':
			return b.String(), i + 1, nil
		case c == '\\':
			if i+1 >= len(j.s) {
				return "", 0, j.fail("Unterminated string starting at", begin)
			}
			esc := j.s[i+1]
			if esc != 'u' {
				r, ok := jsonEscapes[esc]
				if !ok {
					return "", 0, j.fail("Invalid \\escape", i)
				}
				b.WriteRune(r)
				i += 2
				continue
			}
			r, ok := j.hex4(i + 2)
			if !ok {
				return "", 0, j.fail("Invalid \\uXXXX escape", i+1)
			}
			i += 6
			if utf16.IsSurrogate(r) && r < 0xdc00 && j.has(i, "\\u") {
				if lo, ok := j.hex4(i + 2); ok && lo >= 0xdc00 && lo <= 0xdfff {
					r = utf16.DecodeRune(r, lo)
					i += 6
				}
			}
			b.WriteRune(r) // a lone surrogate becomes U+FFFD: Go strings are UTF-8
		case c < 0x20 && j.strict:
			return "", 0, j.fail("Invalid control character at", i)
		default:
			b.WriteRune(c)
			i++
		}
	}
}

func (j *jsonDecoder) hex4(i int) (rune, bool) {
	if i+4 > len(j.s) {
		return 0, false
	}
	n, err := strconv.ParseUint(string(j.s[i:i+4]), 16, 32)
	if err != nil || strings.ContainsAny(string(j.s[i:i+4]), "+-") {
		return 0, false
	}
	return rune(n), true
}

func (j *jsonDecoder) nest(depth int, what string) error {
	if depth >= maxNesting {
		return recursionError(" while decoding a JSON " + what + " from a unicode string")
	}
	return nil
}

// object reads the members of an object whose "{" is just before i.
func (j *jsonDecoder) object(i, depth int) (py.Object, int, error) {
	if err := j.nest(depth, "object"); err != nil {
		return nil, 0, err
	}
	var pairs []py.Tuple
	i = j.ws(i)
	if i < len(j.s) && j.s[i] == '}' {
		return j.finishObject(pairs, i+1)
	}
	for {
		if i >= len(j.s) || j.s[i] != '"' {
			return nil, 0, j.fail("Expecting property name enclosed in double quotes", i)
		}
		key, end, err := j.str(i + 1)
		if err != nil {
			return nil, 0, err
		}
		i = j.ws(end)
		if i >= len(j.s) || j.s[i] != ':' {
			return nil, 0, j.fail("Expecting ':' delimiter", i)
		}
		v, end, err := j.value(j.ws(i+1), depth+1)
		if err != nil {
			return nil, 0, err
		}
		pairs = append(pairs, py.Tuple{py.String(key), v})
		i = j.ws(end)
		if i < len(j.s) && j.s[i] == '}' {
			return j.finishObject(pairs, i+1)
		}
		if i >= len(j.s) || j.s[i] != ',' {
			return nil, 0, j.fail("Expecting ',' delimiter", i)
		}
		i = j.ws(i + 1)
	}
}

// finishObject builds the dict (or what a hook makes of the pairs).
func (j *jsonDecoder) finishObject(pairs []py.Tuple, end int) (py.Object, int, error) {
	if j.pairsHook != nil {
		items := make([]py.Object, len(pairs))
		for k, p := range pairs {
			items[k] = p
		}
		v, err := py.Call(j.pairsHook, py.Tuple{py.NewListFromItems(items)}, nil)
		return v, end, err
	}
	d := NewDict()
	for _, p := range pairs {
		if err := d.Set(p[0], p[1]); err != nil {
			return nil, 0, err
		}
	}
	if j.objectHook != nil {
		v, err := py.Call(j.objectHook, py.Tuple{d}, nil)
		return v, end, err
	}
	return d, end, nil
}

// array reads the items of an array whose "[" is just before i.
func (j *jsonDecoder) array(i, depth int) (py.Object, int, error) {
	if err := j.nest(depth, "array"); err != nil {
		return nil, 0, err
	}
	var items []py.Object
	i = j.ws(i)
	if i < len(j.s) && j.s[i] == ']' {
		return py.NewListFromItems(items), i + 1, nil
	}
	for {
		v, end, err := j.value(i, depth+1)
		if err != nil {
			return nil, 0, err
		}
		items = append(items, v)
		i = j.ws(end)
		if i < len(j.s) && j.s[i] == ']' {
			return py.NewListFromItems(items), i + 1, nil
		}
		if i >= len(j.s) || j.s[i] != ',' {
			return nil, 0, j.fail("Expecting ',' delimiter", i)
		}
		i = j.ws(i + 1)
	}
}

// jsonDecode decodes doc from rune index idx. whole is JSONDecoder.decode:
// whitespace around the value is skipped and nothing may follow it;
// otherwise it is raw_decode, which starts at idx exactly.
func jsonDecode(doc string, idx int, hooks jsonHooks, whole bool) (py.Object, int, error) {
	j := &jsonDecoder{s: []rune(doc), doc: doc, jsonHooks: hooks}
	if whole {
		idx = j.ws(idx)
	}
	v, end, err := j.value(idx, 0)
	if err != nil {
		return nil, 0, err
	}
	if whole {
		if end = j.ws(end); end != len(j.s) {
			return nil, 0, j.fail("Extra data", end)
		}
	}
	return v, end, nil
}

// newJSONDecodeError builds json.JSONDecodeError(msg, doc, pos) with
// CPython's attributes and message.
func newJSONDecodeError(msg, doc string, pos int) error {
	return jsonDecodeErrorOf(jsonDecodeError, msg, doc, pos)
}

func jsonDecodeErrorOf(t *py.Type, msg, doc string, pos int) *py.Exception {
	runes := []rune(doc)
	if pos > len(runes) {
		pos = len(runes)
	}
	before := string(runes[:max(pos, 0)])
	lineno := strings.Count(before, "\n") + 1
	colno := pos + 1
	if k := strings.LastIndex(before, "\n"); k >= 0 {
		colno = len([]rune(before[k+1:])) + 1
	}
	e := py.ExceptionNewf(t, "%s: line %d column %d (char %d)", msg, lineno, colno, pos)
	e.Dict = py.StringDict{
		"msg":    py.String(msg),
		"doc":    py.String(doc),
		"pos":    py.Int(pos),
		"lineno": py.Int(lineno),
		"colno":  py.Int(colno),
	}
	return e
}

// installJSONDecodeErrorNew lets Python code raise JSONDecodeError(msg,
// doc, pos) with the attributes the decoder's own errors carry.
func installJSONDecodeErrorNew() {
	next := jsonDecodeError.New
	jsonDecodeError.New = func(t *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		if len(args) == 3 && len(kwargs) == 0 {
			msg, ok1 := args[0].(py.String)
			doc, ok2 := args[1].(py.String)
			pos, ok3 := args[2].(py.Int)
			if ok1 && ok2 && ok3 {
				return jsonDecodeErrorOf(t, string(msg), string(doc), int(pos)), nil
			}
		}
		if next == nil {
			return py.ExceptionNew(t, args, kwargs)
		}
		return next(t, args, kwargs)
	}
}
