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
