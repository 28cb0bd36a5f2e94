package pylib

import (
	"bytes"
	"encoding/hex"

	"github.com/go-python/gpython/py"
)

// The bytes and list methods stock gpython lacks or gets wrong
// (list.extend only accepted lists).

func iterItems(o py.Object) ([]py.Object, error) {
	var out []py.Object
	err := py.Iterate(o, func(x py.Object) bool { out = append(out, x); return false })
	return out, err
}

func installSetBytesList() {
	py.ListType.Dict["extend"] = py.MustNewMethod("extend", func(self, it py.Object) (py.Object, error) {
		items, err := iterItems(it)
		if err != nil {
			return nil, err
		}
		l := listOf(self)
		l.Items = append(l.Items, items...)
		return py.None, nil
	}, 0, "")

	b := py.BytesType.Dict
	bset := func(name string, fn func(py.Bytes) py.Object) {
		b[name] = py.MustNewMethod(name, func(self py.Object) (py.Object, error) { return fn(self.(py.Bytes)), nil }, 0, "")
	}
	bset("upper", func(x py.Bytes) py.Object { return py.Bytes(bytes.ToUpper(x)) })
	bset("lower", func(x py.Bytes) py.Object { return py.Bytes(bytes.ToLower(x)) })
	bset("strip", func(x py.Bytes) py.Object { return py.Bytes(bytes.TrimSpace(x)) })
	bset("hex", func(x py.Bytes) py.Object { return py.String(hex.EncodeToString(x)) })
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
			r, err := py.Call(fn, conv, kwargs)
			if err != nil {
				return nil, err
			}
			return fromLatin1(r), nil
		}, 0, "")
	}
}
