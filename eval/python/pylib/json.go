package pylib

import (
	"math"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"github.com/go-python/gpython/py"

	"github.com/rlm-go/rlm/eval/python/gpyseam"
)

var jsonDecodeError = py.ValueError.NewType("JSONDecodeError", "Subclass of ValueError for JSON decoding errors.", nil, nil)

type jsonEnc struct {
	indent      string // "" with hasIndent false: compact
	hasIndent   bool
	itemSep     string
	keySep      string
	sortKeys    bool
	ensureASCII bool
	skipKeys    bool
	allowNaN    bool
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
		return gpyseam.Identity(x), true
	case *Dict:
		return gpyseam.Identity(x), true
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

// float writes a float as CPython's encoder does; NaN and the infinities
// are JavaScript's names for them, or an error when allow_nan is false.
func (e *jsonEnc) float(f float64) (string, error) {
	switch {
	case math.IsNaN(f):
		return e.nonFinite("NaN")
	case math.IsInf(f, 1):
		return e.nonFinite("Infinity")
	case math.IsInf(f, -1):
		return e.nonFinite("-Infinity")
	}
	return floatRepr(f), nil
}

func (e *jsonEnc) nonFinite(name string) (string, error) {
	if !e.allowNaN {
		return "", py.ExceptionNewf(py.ValueError, "Out of range float values are not JSON compliant")
	}
	return name, nil
}

// key converts a dict key to its JSON string; ok is false for a key
// skipkeys drops.
func (e *jsonEnc) key(k py.Object) (string, bool, error) {
	k = unboxed(k)
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
		s, err := e.float(float64(x))
		return s, true, err
	}
	if e.skipKeys {
		return "", false, nil
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
		f, err := e.float(float64(x))
		if err != nil {
			return err
		}
		b.WriteString(f)
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
		keys, values := make([]py.Object, 0, d.Len()), make([]py.Object, 0, d.Len())
		if dd, ok := o.(*Dict); ok && dd.userDictMethod("items") != nil {
			// As CPython's encoder, a dict subclass is read through its
			// own items().
			var err error
			if keys, values, err = userItems(dd); err != nil {
				return err
			}
		} else {
			d.Range(func(k, v py.Object) bool {
				keys, values = append(keys, k), append(values, v)
				return true
			})
		}
		if e.sortKeys {
			// sorted(d.items()): by the keys themselves, before conversion.
			if err := sortObjectsWith(keys, values); err != nil {
				return err
			}
		}
		var items []kv
		for i, k := range keys {
			ks, ok, err := e.key(k)
			if err != nil {
				return err
			}
			if ok {
				items = append(items, kv{ks, values[i]})
			}
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
		if v, ok := unbox(o); ok {
			if _, seq := seqItems(v); seq && userMethod(o, "__iter__") != nil {
				// A list or tuple subclass is encoded through its own
				// __iter__, as CPython's encoder does.
				var items []py.Object
				if err := py.Iterate(o, func(it py.Object) bool {
					items = append(items, it)
					return false
				}); err != nil {
					return err
				}
				return e.encode(b, &py.List{Items: items})
			}
			return e.encode(b, v)
		}
		return py.ExceptionNewf(py.TypeError, "Object of type %s is not JSON serializable", o.Type().Name)
	}
	return nil
}

// sortObjectsWith sorts keys by Python's <, moving values along.
func sortObjectsWith(keys, values []py.Object) error {
	idx := make([]int, len(keys))
	for i := range idx {
		idx[i] = i
	}
	var err error
	sort.SliceStable(idx, func(a, b int) bool {
		if err != nil {
			return false
		}
		lt, e := less(keys[idx[a]], keys[idx[b]])
		if e != nil {
			err = e
		}
		return lt
	})
	if err != nil {
		return err
	}
	k2, v2 := make([]py.Object, len(keys)), make([]py.Object, len(keys))
	for i, j := range idx {
		k2[i], v2[i] = keys[j], values[j]
	}
	copy(keys, k2)
	copy(values, v2)
	return nil
}

// jsonDumps is _json_dumps(obj, skipkeys, ensure_ascii, check_circular,
// allow_nan, indent, separators, default, sort_keys), what json.dumps and
// JSONEncoder.encode (pysrc/json.py) call.
func jsonDumps(self py.Object, args py.Tuple) (py.Object, error) {
	var obj, skipkeys, ensureASCII, checkCircular, allowNaN, indent, separators, dflt, sortKeys py.Object
	if err := py.UnpackTuple(args, nil, "_json_dumps", 9, 9, &obj, &skipkeys, &ensureASCII, &checkCircular, &allowNaN, &indent, &separators, &dflt, &sortKeys); err != nil {
		return nil, err
	}
	flag := func(o py.Object) bool { b, _ := truth(o); return b == py.True }
	e := &jsonEnc{itemSep: ", ", keySep: ": ", dflt: dflt, ensureASCII: flag(ensureASCII), sortKeys: flag(sortKeys), skipKeys: flag(skipkeys), allowNaN: flag(allowNaN)}
	if flag(checkCircular) {
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
		e.hasIndent, e.indent, e.itemSep = true, strings.Repeat(" ", max(n, 0)), ","
	}
	if separators != py.None {
		t, err := py.SequenceTuple(separators)
		if err != nil || len(t) != 2 {
			return nil, py.ExceptionNewf(py.ValueError, "too many values to unpack (expected 2)")
		}
		item, ok1 := t[0].(py.String)
		key, ok2 := t[1].(py.String)
		if !ok1 || !ok2 {
			return nil, py.ExceptionNewf(py.TypeError, "make_encoder() argument 6 must be str, not %s", t[0].Type().Name)
		}
		e.itemSep, e.keySep = string(item), string(key)
	}
	var b strings.Builder
	if err := e.encode(&b, obj); err != nil {
		return nil, err
	}
	return py.String(b.String()), nil
}

// jsonDecodeArgs is _json_decode(s, idx, whole, object_hook,
// object_pairs_hook, parse_float, parse_int, parse_constant, strict):
// (value, end), what json.loads and JSONDecoder (pysrc/json.py) call.
func jsonDecodeArgs(self py.Object, args py.Tuple) (py.Object, error) {
	var s, idx, whole, objectHook, pairsHook, parseFloat, parseInt, parseConstant, strict py.Object
	if err := py.UnpackTuple(args, nil, "_json_decode", 9, 9, &s, &idx, &whole, &objectHook, &pairsHook, &parseFloat, &parseInt, &parseConstant, &strict); err != nil {
		return nil, err
	}
	doc, ok := s.(py.String)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "first argument must be a string, not %s", s.Type().Name)
	}
	start, err := py.MakeGoInt(idx)
	if err != nil {
		return nil, err
	}
	if start < 0 {
		return nil, py.ExceptionNewf(py.ValueError, "idx cannot be negative")
	}
	orNil := func(o py.Object) py.Object {
		if o == py.None {
			return nil
		}
		return o
	}
	w, _ := truth(whole)
	st, _ := truth(strict)
	hooks := jsonHooks{orNil(objectHook), orNil(pairsHook), orNil(parseFloat), orNil(parseInt), orNil(parseConstant), st == py.True}
	v, end, err := jsonDecode(string(doc), start, hooks, w == py.True)
	if err != nil {
		return nil, err
	}
	return py.Tuple{v, py.Int(end)}, nil
}

func installJSON() {
	installJSONDecodeErrorNew()
	pyModule("json", py.StringDict{"JSONDecodeError": jsonDecodeError},
		py.MustNewMethod("_json_dumps", jsonDumps, 0, ""),
		py.MustNewMethod("_json_decode", jsonDecodeArgs, 0, ""))
}

// userItems lists the pairs a dict subclass's own items() gives.
func userItems(d *Dict) (keys, values []py.Object, err error) {
	r, err := py.Call(d.userDictMethod("items"), py.Tuple{d}, nil)
	if err != nil {
		return nil, nil, err
	}
	var perr error
	err = py.Iterate(r, func(pair py.Object) bool {
		kv, ok := seqItems(pair)
		if !ok || len(kv) != 2 {
			perr = py.ExceptionNewf(py.ValueError, "items must return 2-tuples")
			return true
		}
		keys, values = append(keys, kv[0]), append(values, kv[1])
		return false
	})
	if err == nil {
		err = perr
	}
	return keys, values, err
}
