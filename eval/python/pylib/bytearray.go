package pylib

import (
	"bytes"
	"math/big"

	"github.com/go-python/gpython/py"
)

// ByteArray is bytearray: mutable bytes. The mutating methods are its own;
// every other bytes method runs on a copy and gives back a bytearray where
// bytes would return bytes.
type ByteArray struct {
	b []byte
}

// ByteArrayType is the bytearray type.
var ByteArrayType = py.NewType("bytearray", "bytearray(iterable_of_ints) -> bytearray")

func (a *ByteArray) Type() *py.Type { return ByteArrayType }

func toByteSlice(o py.Object) ([]byte, error) {
	switch x := o.(type) {
	case py.Bytes:
		return append([]byte(nil), x...), nil
	case *ByteArray:
		return append([]byte(nil), x.b...), nil
	case py.String:
		return nil, py.ExceptionNewf(py.TypeError, "string argument without an encoding")
	}
	if _, ok := o.(py.Int); ok {
		n, _ := py.MakeGoInt(o)
		if n < 0 {
			return nil, py.ExceptionNewf(py.ValueError, "negative count")
		}
		return make([]byte, n), nil
	}
	items, err := iterItems(o)
	if err != nil {
		return nil, err
	}
	out := make([]byte, 0, len(items))
	for _, it := range items {
		c, err := byteValue(it)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

func byteValue(o py.Object) (byte, error) {
	c, err := py.MakeGoInt(o)
	if err != nil {
		return 0, py.ExceptionNewf(py.TypeError, "'%s' object cannot be interpreted as an integer", o.Type().Name)
	}
	if c < 0 || c > 255 {
		return 0, py.ExceptionNewf(py.ValueError, "byte must be in range(0, 256)")
	}
	return byte(c), nil
}

func newByteArray(t *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var src, enc, errs py.Object
	if err := py.ParseTupleAndKeywords(args, kwargs, "|OOO:bytearray", []string{"source", "encoding", "errors"}, &src, &enc, &errs); err != nil {
		return nil, err
	}
	if src == nil {
		return &ByteArray{}, nil
	}
	if s, ok := src.(py.String); ok && enc != nil {
		e, _ := enc.(py.String)
		h, _ := errs.(py.String)
		if h == "" {
			h = "strict"
		}
		b, err := encodeString(string(s), string(e), string(h))
		return &ByteArray{b: b}, err
	}
	b, err := toByteSlice(src)
	if err != nil {
		return nil, err
	}
	return &ByteArray{b: b}, nil
}

func (a *ByteArray) M__len__() (py.Object, error) { return py.Int(len(a.b)), nil }
func (a *ByteArray) M__bool__() (py.Object, error) {
	return py.NewBool(len(a.b) > 0), nil
}
func (a *ByteArray) M__iter__() (py.Object, error) {
	out := make(py.Tuple, len(a.b))
	for i, c := range a.b {
		out[i] = py.Int(c)
	}
	return py.NewIterator(out), nil
}

func (a *ByteArray) M__repr__() (py.Object, error) {
	return py.String("bytearray(" + reprOf(py.Bytes(a.b)) + ")"), nil
}
func (a *ByteArray) M__str__() (py.Object, error) { return a.M__repr__() }

func (a *ByteArray) M__getitem__(key py.Object) (py.Object, error) {
	if sl, ok := key.(*py.Slice); ok {
		start, _, step, n, err := sl.GetIndices(len(a.b))
		if err != nil {
			return nil, err
		}
		out := make([]byte, 0, n)
		for i, k := start, 0; k < n; i, k = i+step, k+1 {
			out = append(out, a.b[i])
		}
		return &ByteArray{b: out}, nil
	}
	i, err := py.IndexIntCheck(key, len(a.b))
	if err != nil {
		return nil, err
	}
	return py.Int(a.b[i]), nil
}

func (a *ByteArray) M__setitem__(key, value py.Object) (py.Object, error) {
	if sl, ok := key.(*py.Slice); ok {
		start, stop, step, n, err := sl.GetIndices(len(a.b))
		if err != nil {
			return nil, err
		}
		repl, err := toByteSlice(value)
		if err != nil {
			return nil, err
		}
		if step != 1 {
			return py.None, a.setExtendedSlice(start, step, n, repl)
		}
		if stop < start {
			stop = start
		}
		a.b = append(a.b[:start:start], append(repl, a.b[stop:]...)...)
		return py.None, nil
	}
	i, err := py.IndexIntCheck(key, len(a.b))
	if err != nil {
		return nil, err
	}
	c, err := byteValue(value)
	if err != nil {
		return nil, err
	}
	a.b[i] = c
	return py.None, nil
}

func (a *ByteArray) M__contains__(o py.Object) (py.Object, error) {
	if c, err := py.MakeGoInt(o); err == nil {
		return py.NewBool(bytes.IndexByte(a.b, byte(c)) >= 0 && c >= 0 && c < 256), nil
	}
	sub, err := toByteSlice(o)
	if err != nil {
		return nil, err
	}
	return py.NewBool(bytes.Contains(a.b, sub)), nil
}

func (a *ByteArray) M__eq__(o py.Object) (py.Object, error) {
	switch x := o.(type) {
	case py.Bytes:
		return py.NewBool(bytes.Equal(a.b, x)), nil
	case *ByteArray:
		return py.NewBool(bytes.Equal(a.b, x.b)), nil
	}
	return py.NotImplemented, nil
}

func (a *ByteArray) M__ne__(o py.Object) (py.Object, error) {
	r, err := a.M__eq__(o)
	if err != nil || r == py.NotImplemented {
		return r, err
	}
	return py.NewBool(r != py.True), nil
}

func (a *ByteArray) M__add__(o py.Object) (py.Object, error) {
	switch o.(type) {
	case py.Bytes, *ByteArray:
		b, _ := toByteSlice(o)
		return &ByteArray{b: append(append([]byte(nil), a.b...), b...)}, nil
	}
	return py.NotImplemented, nil
}

func (a *ByteArray) M__iadd__(o py.Object) (py.Object, error) {
	switch o.(type) {
	case py.Bytes, *ByteArray:
		b, _ := toByteSlice(o)
		a.b = append(a.b, b...)
		return a, nil
	}
	return py.NotImplemented, nil
}

// repeatCount reads the n of bytearray * n: an int, a bool or an object
// with __index__; false when n is no integer at all.
func repeatCount(o py.Object) (int, bool, error) {
	switch x := o.(type) {
	case py.Int, py.Bool:
		return int(boolToInt(x).(py.Int)), true, nil
	case *py.BigInt:
		if (*big.Int)(x).Sign() < 0 {
			return 0, true, nil
		}
		return 0, true, py.ExceptionNewf(py.OverflowError, "cannot fit 'int' into an index-sized integer")
	}
	if userObject(o) {
		if r, ok, err := py.TypeCall0(o, "__index__"); ok {
			if err != nil {
				return 0, true, err
			}
			return repeatCount(r)
		}
	}
	return 0, false, nil
}

func (a *ByteArray) M__mul__(o py.Object) (py.Object, error) {
	n, ok, err := repeatCount(o)
	if !ok || err != nil {
		return py.NotImplemented, err
	}
	if n < 0 {
		n = 0
	}
	return &ByteArray{b: bytes.Repeat(a.b, n)}, nil
}

func (a *ByteArray) M__rmul__(o py.Object) (py.Object, error) { return a.M__mul__(o) }

// M__imul__ repeats the bytearray itself: other names for it see the change.
func (a *ByteArray) M__imul__(o py.Object) (py.Object, error) {
	r, err := a.M__mul__(o)
	if err != nil || r == py.NotImplemented {
		return r, err
	}
	a.b = r.(*ByteArray).b
	return a, nil
}

// setExtendedSlice assigns repl to the n bytes start, start+step, ...;
// CPython requires exactly n bytes.
func (a *ByteArray) setExtendedSlice(start, step, n int, repl []byte) error {
	if len(repl) != n {
		return py.ExceptionNewf(py.ValueError, "attempt to assign bytes of size %d to extended slice of size %d", len(repl), n)
	}
	for i, k := start, 0; k < n; i, k = i+step, k+1 {
		a.b[i] = repl[k]
	}
	return nil
}

func (a *ByteArray) M__delitem__(key py.Object) (py.Object, error) {
	if sl, ok := key.(*py.Slice); ok {
		start, _, step, n, err := sl.GetIndices(len(a.b))
		if err != nil {
			return nil, err
		}
		drop := make(map[int]bool, n)
		for i, k := start, 0; k < n; i, k = i+step, k+1 {
			drop[i] = true
		}
		kept := a.b[:0:0]
		for i, c := range a.b {
			if !drop[i] {
				kept = append(kept, c)
			}
		}
		a.b = kept
		return py.None, nil
	}
	i, err := py.IndexIntCheck(key, len(a.b))
	if err != nil {
		return nil, err
	}
	a.b = append(a.b[:i:i], a.b[i+1:]...)
	return py.None, nil
}

// M__getattr__ lends bytes' methods to bytearray.
func (a *ByteArray) M__getattr__(name string) (py.Object, error) {
	v, ok := py.BytesType.Dict[name]
	if !ok || len(name) > 1 && name[0] == '_' {
		return nil, py.ExceptionNewf(py.AttributeError, "'bytearray' object has no attribute '%s'", name)
	}
	return py.MustNewMethod(name, func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var fn py.Object = v
		if g, ok := v.(py.I__get__); ok {
			var err error
			if fn, err = g.M__get__(py.Bytes(append([]byte(nil), a.b...)), py.BytesType); err != nil {
				return nil, err
			}
		}
		r, err := py.Call(fn, args, kwargs)
		if b, ok := r.(py.Bytes); ok && err == nil {
			return &ByteArray{b: []byte(b)}, nil
		}
		if l, ok := r.(*py.List); ok && err == nil {
			for i, x := range l.Items {
				if b, ok := x.(py.Bytes); ok {
					l.Items[i] = &ByteArray{b: []byte(b)}
				}
			}
		}
		return r, err
	}, 0, ""), nil
}

func installByteArray() {
	ByteArrayType.New = newByteArray
	d := ByteArrayType.Dict
	set := func(name string, fn any) { d[name] = py.MustNewMethod(name, fn, 0, "") }
	self := func(o py.Object) *ByteArray { return o.(*ByteArray) }
	set("append", func(s, x py.Object) (py.Object, error) {
		c, err := byteValue(x)
		if err != nil {
			return nil, err
		}
		self(s).b = append(self(s).b, c)
		return py.None, nil
	})
	set("extend", func(s, x py.Object) (py.Object, error) {
		b, err := toByteSlice(x)
		if err != nil {
			return nil, err
		}
		self(s).b = append(self(s).b, b...)
		return py.None, nil
	})
	set("pop", func(s py.Object, args py.Tuple) (py.Object, error) {
		a := self(s)
		if len(a.b) == 0 {
			return nil, py.ExceptionNewf(py.IndexError, "pop from empty bytearray")
		}
		i := len(a.b) - 1
		if len(args) > 0 {
			var err error
			if i, err = py.IndexIntCheck(args[0], len(a.b)); err != nil {
				return nil, err
			}
		}
		c := a.b[i]
		a.b = append(a.b[:i], a.b[i+1:]...)
		return py.Int(c), nil
	})
	set("insert", func(s py.Object, args py.Tuple) (py.Object, error) {
		var at, v py.Object
		if err := py.UnpackTuple(args, nil, "insert", 2, 2, &at, &v); err != nil {
			return nil, err
		}
		a := self(s)
		i, err := py.MakeGoInt(at)
		if err != nil {
			return nil, err
		}
		if i < 0 {
			i += len(a.b)
		}
		i = min(max(i, 0), len(a.b))
		c, err := byteValue(v)
		if err != nil {
			return nil, err
		}
		a.b = append(a.b[:i], append([]byte{c}, a.b[i:]...)...)
		return py.None, nil
	})
	set("clear", func(s py.Object) (py.Object, error) { self(s).b = nil; return py.None, nil })
	set("reverse", func(s py.Object) (py.Object, error) {
		b := self(s).b
		for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
			b[i], b[j] = b[j], b[i]
		}
		return py.None, nil
	})
	set("copy", func(s py.Object) (py.Object, error) {
		return &ByteArray{b: append([]byte(nil), self(s).b...)}, nil
	})
	set("find", func(s py.Object, args py.Tuple) (py.Object, error) {
		if len(args) < 1 {
			return nil, py.ExceptionNewf(py.TypeError, "find() takes at least 1 argument")
		}
		if c, err := py.MakeGoInt(args[0]); err == nil {
			return py.Int(bytes.IndexByte(self(s).b, byte(c))), nil
		}
		sub, err := toByteSlice(args[0])
		if err != nil {
			return nil, err
		}
		return py.Int(bytes.Index(self(s).b, sub)), nil
	})
	// bytes(bytearray) and b"" + bytearray need the bytes side to know it.
	bytesNew := py.BytesType.New
	py.BytesType.New = func(t *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		if len(args) == 1 && len(kwargs) == 0 {
			if a, ok := args[0].(*ByteArray); ok {
				return py.Bytes(append([]byte(nil), a.b...)), nil
			}
		}
		return bytesNew(t, args, kwargs)
	}
}
