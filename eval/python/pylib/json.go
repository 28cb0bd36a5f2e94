package pylib

import (
	"bytes"
	"encoding/json"
	"io"
	"math"
	"math/big"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/go-python/gpython/py"
)

var jsonDecodeError = py.ValueError.NewType("JSONDecodeError", "Subclass of ValueError for JSON decoding errors.", nil, nil)

type jsonEnc struct {
	indent      string // "" with hasIndent false: compact
	hasIndent   bool
	itemSep     string
	keySep      string
	sortKeys    bool
	ensureASCII bool
	dflt        py.Object
	// depth is the indentation level; nest counts every level of the
	// recursion (default() results included) against maxNesting.
	depth int
	nest  int
	// onPath holds the identities of the containers being encoded, from the
	// top-level object down to the current one: meeting one again is a
	// cycle. Nil when check_circular is false; nest still ends the walk.
	onPath map[uintptr]bool
}

// identity is the address behind a container, what Python's id() tells
// apart; ok is false for values with no identity to track.
func identity(o py.Object) (uintptr, bool) {
	switch x := o.(type) {
	case *py.List:
		return uintptr(unsafe.Pointer(x)), true
	case *Dict:
		return uintptr(unsafe.Pointer(x)), true
	case py.StringDict:
		return reflect.ValueOf(x).Pointer(), true
	}
	switch v := reflect.ValueOf(o); v.Kind() {
	case reflect.Pointer, reflect.Map:
		return v.Pointer(), true
	}
	return 0, false
}

// enter marks o as being encoded; leave must follow when it is done.
func (e *jsonEnc) enter(o py.Object) error {
	if e.nest >= maxNesting {
		return recursionError(" while encoding a JSON object")
	}
	e.nest++
	if e.onPath == nil {
		return nil
	}
	if id, ok := identity(o); ok {
		if e.onPath[id] {
			e.nest--
			return py.ExceptionNewf(py.ValueError, "Circular reference detected")
		}
		e.onPath[id] = true
	}
	return nil
}

func (e *jsonEnc) leave(o py.Object) {
	e.nest--
	if e.onPath == nil {
		return
	}
	if id, ok := identity(o); ok {
		delete(e.onPath, id)
	}
}

func jsonQuote(s string, ascii bool) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		default:
			switch {
			case r < 0x20 || ascii && r >= 0x7f:
				if r > 0xffff {
					r -= 0x10000
					b.WriteString(`\u` + leftPad(strconv.FormatInt(int64(0xd800+(r>>10)), 16), 4))
					b.WriteString(`\u` + leftPad(strconv.FormatInt(int64(0xdc00+(r&0x3ff)), 16), 4))
				} else {
					b.WriteString(`\u` + leftPad(strconv.FormatInt(int64(r), 16), 4))
				}
			default:
				b.WriteRune(r)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}

func jsonFloat(f float64) string {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	}
	return floatRepr(f)
}

func (e *jsonEnc) key(k py.Object) (string, bool, error) {
	switch x := k.(type) {
	case py.String:
		return string(x), true, nil
	case py.Bool:
		if x {
			return "true", true, nil
		}
		return "false", true, nil
	case py.NoneType:
		return "null", true, nil
	case py.Int, *py.BigInt:
		s, err := py.StrAsString(x)
		return s, true, err
	case py.Float:
		return jsonFloat(float64(x)), true, nil
	}
	return "", false, py.ExceptionNewf(py.TypeError, "keys must be str, int, float, bool or None, not %s", k.Type().Name)
}

func (e *jsonEnc) newline(b *strings.Builder) {
	if e.hasIndent {
		b.WriteString("\n" + strings.Repeat(e.indent, e.depth))
	}
}

func (e *jsonEnc) encode(b *strings.Builder, o py.Object) error {
	switch x := o.(type) {
	case py.NoneType:
		b.WriteString("null")
	case py.Bool:
		if x {
			b.WriteString("true")
		} else {
			b.WriteString("false")
		}
	case py.Int, *py.BigInt:
		s, err := py.StrAsString(x)
		if err != nil {
			return err
		}
		b.WriteString(s)
	case py.Float:
		b.WriteString(jsonFloat(float64(x)))
	case py.String:
		b.WriteString(jsonQuote(string(x), e.ensureASCII))
	case py.Tuple, *py.List:
		items, _ := seqItems(o)
		if len(items) == 0 {
			b.WriteString("[]")
			return nil
		}
		if err := e.enter(o); err != nil {
			return err
		}
		defer e.leave(o)
		b.WriteByte('[')
		e.depth++
		for i, it := range items {
			if i > 0 {
				b.WriteString(e.itemSep)
			}
			e.newline(b)
			if err := e.encode(b, it); err != nil {
				return err
			}
		}
		e.depth--
		e.newline(b)
		b.WriteByte(']')
	case *Dict, py.StringDict:
		d, _ := asDict(o)
		if d.Len() == 0 {
			b.WriteString("{}")
			return nil
		}
		type kv struct {
			k string
			v py.Object
		}
		var items []kv
		var err error
		d.Range(func(k, v py.Object) bool {
			var ks string
			ks, _, err = e.key(k)
			items = append(items, kv{ks, v})
			return err == nil
		})
		if err != nil {
			return err
		}
		if e.sortKeys {
			sort.SliceStable(items, func(i, j int) bool { return items[i].k < items[j].k })
		}
		if err := e.enter(o); err != nil {
			return err
		}
		defer e.leave(o)
		b.WriteByte('{')
		e.depth++
		for i, it := range items {
			if i > 0 {
				b.WriteString(e.itemSep)
			}
			e.newline(b)
			b.WriteString(jsonQuote(it.k, e.ensureASCII) + e.keySep)
			if err := e.encode(b, it.v); err != nil {
				return err
			}
		}
		e.depth--
		e.newline(b)
		b.WriteByte('}')
	default:
		if items, ok := tupleItems(o); ok {
			return e.encode(b, items)
		}
		if e.dflt != nil && e.dflt != py.None {
			if err := e.enter(o); err != nil {
				return err
			}
			defer e.leave(o)
			v, err := py.Call(e.dflt, py.Tuple{o}, nil)
			if err != nil {
				return err
			}
			return e.encode(b, v)
		}
		return py.ExceptionNewf(py.TypeError, "Object of type %s is not JSON serializable", o.Type().Name)
	}
	return nil
}

func jsonDumps(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var obj py.Object
	var skipkeys, ensureASCII, checkCircular, allowNaN, cls, indent, separators, dflt, sortKeys py.Object = py.False, py.True, py.True, py.True, py.None, py.None, py.None, py.None, py.False
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|$OOOOOOOOO:dumps",
		[]string{"obj", "skipkeys", "ensure_ascii", "check_circular", "allow_nan", "cls", "indent", "separators", "default", "sort_keys"},
		&obj, &skipkeys, &ensureASCII, &checkCircular, &allowNaN, &cls, &indent, &separators, &dflt, &sortKeys); err != nil {
		return nil, err
	}
	e := &jsonEnc{itemSep: ", ", keySep: ": ", dflt: dflt}
	if b, _ := py.MakeBool(ensureASCII); b == py.True {
		e.ensureASCII = true
	}
	if b, _ := py.MakeBool(sortKeys); b == py.True {
		e.sortKeys = true
	}
	if b, _ := py.MakeBool(checkCircular); b == py.True {
		e.onPath = map[uintptr]bool{}
	}
	switch x := indent.(type) {
	case py.NoneType:
	case py.String:
		e.hasIndent, e.indent, e.itemSep = true, string(x), ","
	default:
		n, err := py.MakeGoInt(x)
		if err != nil {
			return nil, err
		}
		e.hasIndent, e.indent, e.itemSep = true, strings.Repeat(" ", n), ","
	}
	if separators != py.None {
		t, err := py.SequenceTuple(separators)
		if err != nil || len(t) != 2 {
			return nil, py.ExceptionNewf(py.TypeError, "separators must be a (item_separator, key_separator) pair")
		}
		e.itemSep, e.keySep = string(t[0].(py.String)), string(t[1].(py.String))
	}
	var b strings.Builder
	if err := e.encode(&b, obj); err != nil {
		return nil, err
	}
	return py.String(b.String()), nil
}

// jsonDecode builds the value that starts with tok; depth is how many
// arrays and objects enclose it.
func jsonDecode(dec *json.Decoder, tok json.Token, depth int) (py.Object, error) {
	switch x := tok.(type) {
	case nil:
		return py.None, nil
	case bool:
		return py.NewBool(x), nil
	case string:
		return py.String(x), nil
	case json.Number:
		s := string(x)
		if !strings.ContainsAny(s, ".eE") {
			if n, err := strconv.ParseInt(s, 10, 64); err == nil {
				return py.Int(n), nil
			}
			bi, ok := new(big.Int).SetString(s, 10)
			if ok {
				return (*py.BigInt)(bi), nil
			}
		}
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return nil, err
		}
		return py.Float(f), nil
	case json.Delim:
		if depth >= maxNesting {
			what := "array"
			if x == '{' {
				what = "object"
			}
			return nil, recursionError(" while decoding a JSON " + what + " from a unicode string")
		}
		switch x {
		case '[':
			var items []py.Object
			for dec.More() {
				t, err := dec.Token()
				if err != nil {
					return nil, err
				}
				v, err := jsonDecode(dec, t, depth+1)
				if err != nil {
					return nil, err
				}
				items = append(items, v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
			return py.NewListFromItems(items), nil
		case '{':
			d := NewDict()
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				t, err := dec.Token()
				if err != nil {
					return nil, err
				}
				v, err := jsonDecode(dec, t, depth+1)
				if err != nil {
					return nil, err
				}
				d.Set(py.String(kt.(string)), v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
			return d, nil
		}
	}
	return nil, py.ExceptionNewf(jsonDecodeError, "unexpected token")
}

func jsonLoads(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	if len(args) < 1 {
		return nil, py.ExceptionNewf(py.TypeError, "loads() missing required argument 's'")
	}
	var src string
	switch x := args[0].(type) {
	case py.String:
		src = string(x)
	case py.Bytes:
		src = string(x)
	default:
		return nil, py.ExceptionNewf(py.TypeError, "the JSON object must be str, bytes or bytearray, not %s", x.Type().Name)
	}
	if !utf8.ValidString(src) {
		return nil, py.ExceptionNewf(jsonDecodeError, "invalid UTF-8")
	}
	v, err := jsonDecodeDoc(src)
	if err == nil {
		return v, nil
	}
	if e, ok := err.(*py.Exception); ok && e.Base != jsonDecodeError {
		return nil, err
	}
	if se := jsonScanDocument(src); se != nil {
		return nil, newJSONDecodeError(se.msg, src, se.pos)
	}
	return nil, err
}

func jsonDecodeDoc(src string) (py.Object, error) {
	// Python accepts NaN and Infinity; encoding/json does not.
	dec := json.NewDecoder(bytes.NewReader([]byte(src)))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil {
		return nil, py.ExceptionNewf(jsonDecodeError, "Expecting value: %s", err.Error())
	}
	v, err := jsonDecode(dec, tok, 0)
	if err != nil {
		if _, ok := err.(*py.Exception); ok {
			return nil, err
		}
		return nil, py.ExceptionNewf(jsonDecodeError, "%s", err.Error())
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, py.ExceptionNewf(jsonDecodeError, "Extra data")
	}
	return v, nil
}

func installJSON() {
	py.RegisterModule(&py.ModuleImpl{
		Info: py.ModuleInfo{Name: "json", FileDesc: "<pylib json>"},
		Methods: []*py.Method{
			py.MustNewMethod("dumps", jsonDumps, 0, ""),
			py.MustNewMethod("loads", jsonLoads, 0, ""),
		},
		Globals: py.StringDict{"JSONDecodeError": jsonDecodeError},
	})
}
