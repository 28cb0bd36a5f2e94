package pylib

import (
	"bytes"
	"encoding/hex"
	"strings"

	"github.com/go-python/gpython/py"
)

// The bytes and list methods stock gpython lacks or gets wrong
// (list.extend only accepted lists).

func iterItems(o py.Object) ([]py.Object, error) {
	var out []py.Object
	err := py.Iterate(o, func(x py.Object) bool { out = append(out, x); return false })
	return out, err
}

// extendList is list.extend and list +=: a list or tuple joins whole (so
// l.extend(l) doubles l), any other iterable item by item, so the items
// before one that fails (a generator that raises) stay appended, as in
// CPython.
func extendList(l *py.List, it py.Object) error {
	switch x := it.(type) {
	case *py.List:
		l.Items = append(l.Items, x.Items...)
		return nil
	case py.Tuple:
		l.Items = append(l.Items, x...)
		return nil
	}
	return py.Iterate(it, func(x py.Object) bool {
		l.Items = append(l.Items, x)
		return false
	})
}

func installSetBytesList() {
	py.ListType.Dict["extend"] = py.MustNewMethod("extend", func(self, it py.Object) (py.Object, error) {
		return py.None, extendList(listOf(self), it)
	}, 0, "")

	b := py.BytesType.Dict
	b["hex"] = py.MustNewMethod("hex", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var sep, per py.Object = py.None, py.Int(1)
		if err := py.ParseTupleAndKeywords(args, kwargs, "|OO:hex", []string{"sep", "bytes_per_sep"}, &sep, &per); err != nil {
			return nil, err
		}
		return hexWithSep(self.(py.Bytes), sep, per)
	}, 0, "")
	b["__len__"] = py.MustNewMethod("__len__", func(self py.Object) (py.Object, error) {
		return py.Int(len(self.(py.Bytes))), nil
	}, 0, "")
	b["__getitem__"] = py.MustNewMethod("__getitem__", func(self, key py.Object) (py.Object, error) {
		bs := self.(py.Bytes)
		if sl, ok := key.(*py.Slice); ok {
			start, stop, step, n, err := sl.GetIndices(len(bs))
			if err != nil {
				return nil, err
			}
			out := make(py.Bytes, 0, n)
			for i, k := start, 0; k < n; i, k = i+step, k+1 {
				out = append(out, bs[i])
			}
			_ = stop
			return out, nil
		}
		i, err := py.IndexIntCheck(key, len(bs))
		if err != nil {
			return nil, err
		}
		return py.Int(bs[i]), nil
	}, 0, "")
	b["__iter__"] = py.MustNewMethod("__iter__", func(self py.Object) (py.Object, error) {
		bs := self.(py.Bytes)
		out := make(py.Tuple, len(bs))
		for i, c := range bs {
			out[i] = py.Int(c)
		}
		return py.NewIterator(out), nil
	}, 0, "")
}

// latin1 maps bytes to the str with the same code points, so bytes can
// borrow str's methods; unlatin1 maps back.
func latin1(b []byte) py.String {
	r := make([]rune, len(b))
	for i, c := range b {
		r[i] = rune(c)
	}
	return py.String(string(r))
}

func unlatin1(s py.String) py.Bytes {
	out := make([]byte, 0, len(s))
	for _, r := range string(s) {
		out = append(out, byte(r))
	}
	return out
}

func toLatin1(o py.Object) py.Object {
	switch x := o.(type) {
	case py.Bytes:
		return latin1(x)
	case *ByteArray:
		return latin1(x.b)
	case py.Tuple:
		out := make(py.Tuple, len(x))
		for i, e := range x {
			out[i] = toLatin1(e)
		}
		return out
	case *py.List:
		out := make([]py.Object, len(x.Items))
		for i, e := range x.Items {
			out[i] = toLatin1(e)
		}
		return py.NewListFromItems(out)
	}
	return o
}

func fromLatin1(o py.Object) py.Object {
	switch x := o.(type) {
	case py.String:
		return unlatin1(x)
	case py.Tuple:
		out := make(py.Tuple, len(x))
		for i, e := range x {
			out[i] = fromLatin1(e)
		}
		return out
	case *py.List:
		for i, e := range x.Items {
			x.Items[i] = fromLatin1(e)
		}
		return x
	}
	return o
}

// installBytesFromStr gives bytes the str methods gpython's bytes lacks.
func installBytesFromStr() {
	for _, name := range []string{"split", "rsplit", "startswith", "endswith", "replace", "count", "find", "rfind", "index", "rindex",
		"join", "lstrip", "rstrip", "partition", "rpartition", "splitlines", "isdigit", "isalpha", "isalnum", "isspace",
		"isupper", "islower", "title", "capitalize", "swapcase", "center", "ljust", "rjust", "zfill", "expandtabs", "removeprefix", "removesuffix"} {
		if _, ok := py.BytesType.Dict[name]; ok {
			continue
		}
		sm, ok := py.StringType.Dict[name]
		if !ok {
			continue
		}
		name := name
		py.BytesType.Dict[name] = py.MustNewMethod(name, func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var fn py.Object = sm
			if g, ok := sm.(py.I__get__); ok {
				var err error
				if fn, err = g.M__get__(latin1(self.(py.Bytes)), py.StringType); err != nil {
					return nil, err
				}
			}
			conv := make(py.Tuple, len(args))
			for i, a := range args {
				if _, isStr := a.(py.String); isStr && name != "center" && name != "ljust" && name != "rjust" {
					return nil, py.ExceptionNewf(py.TypeError, "a bytes-like object is required, not 'str'")
				}
				conv[i] = toLatin1(a)
			}
			convKw := py.StringDict{}
			for k, v := range kwargs {
				if _, isStr := v.(py.String); isStr {
					return nil, py.ExceptionNewf(py.TypeError, "a bytes-like object is required, not 'str'")
				}
				convKw[k] = toLatin1(v)
			}
			r, err := py.Call(fn, conv, convKw)
			if err != nil {
				return nil, err
			}
			return fromLatin1(r), nil
		}, 0, "")
	}
}

// Bytes know only ASCII: a byte above 0x7f has no case and is no letter,
// digit or space (b"\xe9".isalpha() is False), although the Latin-1 str
// that installBytesFromStr lends the other methods would say otherwise.

func isASCIISpace(c byte) bool { return c == ' ' || c >= '\t' && c <= '\r' }
func isASCIILower(c byte) bool { return c >= 'a' && c <= 'z' }
func isASCIIUpper(c byte) bool { return c >= 'A' && c <= 'Z' }
func isASCIIAlpha(c byte) bool { return isASCIILower(c) || isASCIIUpper(c) }
func isASCIIDigit(c byte) bool { return c >= '0' && c <= '9' }

func asciiSwap(c byte) byte {
	switch {
	case isASCIILower(c):
		return c - 'a' + 'A'
	case isASCIIUpper(c):
		return c - 'A' + 'a'
	}
	return c
}

func asciiToUpper(c byte) byte {
	if isASCIILower(c) {
		return asciiSwap(c)
	}
	return c
}

func asciiToLower(c byte) byte {
	if isASCIIUpper(c) {
		return asciiSwap(c)
	}
	return c
}

// bytesTitle upper-cases a letter after a non-letter and lowers the rest.
func bytesTitle(x []byte) []byte {
	out := make([]byte, len(x))
	prev := false
	for i, c := range x {
		if prev {
			out[i] = asciiToLower(c)
		} else {
			out[i] = asciiToUpper(c)
		}
		prev = isASCIIAlpha(c)
	}
	return out
}

// bytesIsCase: some letter of the wanted case and none of the other.
func bytesIsCase(x []byte, want, other func(byte) bool) bool {
	seen := false
	for _, c := range x {
		if other(c) {
			return false
		}
		seen = seen || want(c)
	}
	return seen
}

func bytesIsTitle(x []byte) bool {
	cased, prev := false, false
	for _, c := range x {
		switch {
		case isASCIIUpper(c):
			if prev {
				return false
			}
			prev, cased = true, true
		case isASCIILower(c):
			if !prev {
				return false
			}
			prev, cased = true, true
		default:
			prev = false
		}
	}
	return cased
}

// bytesSplitlines splits at \n, \r and \r\n only.
func bytesSplitlines(x []byte, keep bool) []py.Object {
	var out []py.Object
	for len(x) > 0 {
		i := bytes.IndexAny(x, "\r\n")
		if i < 0 {
			out = append(out, py.Bytes(x))
			break
		}
		n := 1
		if x[i] == '\r' && i+1 < len(x) && x[i+1] == '\n' {
			n = 2
		}
		if keep {
			out = append(out, py.Bytes(x[:i+n]))
		} else {
			out = append(out, py.Bytes(x[:i]))
		}
		x = x[i+n:]
	}
	return out
}

func installBytesASCII() {
	d := py.BytesType.Dict
	mapping := func(name string, f func(c byte) byte) {
		d[name] = py.MustNewMethod(name, func(self py.Object) (py.Object, error) {
			x := self.(py.Bytes)
			out := make(py.Bytes, len(x))
			for i, c := range x {
				out[i] = f(c)
			}
			return out, nil
		}, 0, "")
	}
	mapping("upper", asciiToUpper)
	mapping("lower", asciiToLower)
	mapping("swapcase", asciiSwap)
	d["title"] = py.MustNewMethod("title", func(self py.Object) (py.Object, error) {
		return py.Bytes(bytesTitle(self.(py.Bytes))), nil
	}, 0, "")
	d["capitalize"] = py.MustNewMethod("capitalize", func(self py.Object) (py.Object, error) {
		x := self.(py.Bytes)
		out := make(py.Bytes, len(x))
		for i, c := range x {
			if i == 0 {
				out[i] = asciiToUpper(c)
			} else {
				out[i] = asciiToLower(c)
			}
		}
		return out, nil
	}, 0, "")
	test := func(name string, f func([]byte) bool) {
		d[name] = py.MustNewMethod(name, func(self py.Object) (py.Object, error) { return py.NewBool(f(self.(py.Bytes))), nil }, 0, "")
	}
	every := func(ok func(byte) bool) func([]byte) bool {
		return func(x []byte) bool {
			for _, c := range x {
				if !ok(c) {
					return false
				}
			}
			return len(x) > 0
		}
	}
	test("isalpha", every(isASCIIAlpha))
	test("isdigit", every(isASCIIDigit))
	test("isalnum", every(func(c byte) bool { return isASCIIAlpha(c) || isASCIIDigit(c) }))
	test("isspace", every(isASCIISpace))
	test("isascii", func(x []byte) bool { return isASCII(string(x)) })
	test("isupper", func(x []byte) bool { return bytesIsCase(x, isASCIIUpper, isASCIILower) })
	test("islower", func(x []byte) bool { return bytesIsCase(x, isASCIILower, isASCIIUpper) })
	test("istitle", bytesIsTitle)
	d["splitlines"] = py.MustNewMethod("splitlines", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var keep py.Object = py.False
		if err := py.ParseTupleAndKeywords(args, kwargs, "|O:splitlines", []string{"keepends"}, &keep); err != nil {
			return nil, err
		}
		k, err := py.MakeBool(keep)
		if err != nil {
			return nil, err
		}
		return py.NewListFromItems(bytesSplitlines(self.(py.Bytes), k == py.True)), nil
	}, 0, "")
	strip := func(name string, left, right bool) {
		d[name] = py.MustNewMethod(name, func(self py.Object, args py.Tuple) (py.Object, error) {
			var chars py.Object = py.None
			if err := py.UnpackTuple(args, nil, name, 0, 1, &chars); err != nil {
				return nil, err
			}
			drop := isASCIISpace
			if chars != py.None {
				set, ok := bytesOf(chars)
				if !ok {
					return nil, py.ExceptionNewf(py.TypeError, "a bytes-like object is required, not '%s'", chars.Type().Name)
				}
				drop = func(c byte) bool { return bytes.IndexByte(set, c) >= 0 }
			}
			x := self.(py.Bytes)
			i, j := 0, len(x)
			for left && i < j && drop(x[i]) {
				i++
			}
			for right && j > i && drop(x[j-1]) {
				j--
			}
			return x[i:j], nil
		}, 0, "")
	}
	strip("strip", true, true)
	strip("lstrip", true, false)
	strip("rstrip", false, true)
	// split and rsplit without a separator split at ASCII whitespace; with
	// one they keep the Latin-1 str method installBytesFromStr lent.
	for _, name := range []string{"split", "rsplit"} {
		name, lent := name, d[name].(*py.Method)
		d[name] = py.MustNewMethod(name, func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var sep py.Object = py.None
			var maxO py.Object = py.Int(-1)
			if err := py.ParseTupleAndKeywords(args, kwargs, "|OO:"+name, []string{"sep", "maxsplit"}, &sep, &maxO); err != nil {
				return nil, err
			}
			if sep != py.None {
				return lent.CallWithKeywords(self, args, kwargs)
			}
			maxsplit, err := py.MakeGoInt(maxO)
			if err != nil {
				return nil, err
			}
			fields := splitSpace(string(latin1(self.(py.Bytes))), nil, maxsplit, name == "rsplit", func(r rune) bool { return r < 0x80 && isASCIISpace(byte(r)) })
			out := make([]py.Object, len(fields))
			for i, f := range fields {
				out[i] = unlatin1(py.String(f))
			}
			return py.NewListFromItems(out), nil
		}, 0, "")
	}
}

// hexWithSep is bytes.hex(sep, bytes_per_sep): a one-character separator
// between groups of |bytes_per_sep| bytes, counted from the right when it
// is positive and from the left when negative.
func hexWithSep(bs []byte, sep, per py.Object) (py.Object, error) {
	h := hex.EncodeToString(bs)
	if sep == py.None {
		return py.String(h), nil
	}
	var s string
	switch x := sep.(type) {
	case py.String:
		s = string(x)
	case py.Bytes:
		s = string(x)
	default:
		return nil, py.ExceptionNewf(py.TypeError, "sep must be str or bytes.")
	}
	if len([]rune(s)) != 1 {
		return nil, py.ExceptionNewf(py.ValueError, "sep must be length 1.")
	}
	n, err := py.MakeGoInt(per)
	if err != nil {
		return nil, err
	}
	if n == 0 || len(bs) == 0 {
		return py.String(h), nil
	}
	group := n
	if group < 0 {
		group = -group
	}
	var b strings.Builder
	for i := range bs {
		// A separator goes before byte i when a group boundary falls there.
		if i > 0 {
			if n > 0 && (len(bs)-i)%group == 0 || n < 0 && i%group == 0 {
				b.WriteString(s)
			}
		}
		b.WriteString(h[2*i : 2*i+2])
	}
	return py.String(b.String()), nil
}
