package pylib

import (
	"github.com/go-python/gpython/py"
)

// dictView is what keys(), values() and items() return: a live view that
// iterates, sizes and prints like CPython's.
type dictView struct {
	d    *Dict
	sd   py.StringDict // instead of d: an instance's __dict__, read live
	kind string        // "keys", "values", "items"
}

// dict is the dict the view shows, as it is now.
func (v *dictView) dict() *Dict {
	if v.d != nil {
		return v.d
	}
	d, _ := asDict(v.sd)
	return d
}

var (
	dictViewType   = py.NewType("dict_view", "view of a dict")
	dictKeysType   = py.NewType("dict_keys", "a dict's keys")
	dictValuesType = py.NewType("dict_values", "a dict's values")
	dictItemsType  = py.NewType("dict_items", "a dict's items")
)

// Type names the view's kind, as type(d.keys()).__name__ does in CPython.
func (v *dictView) Type() *py.Type {
	switch v.kind {
	case "keys":
		return dictKeysType
	case "values":
		return dictValuesType
	case "items":
		return dictItemsType
	}
	return dictViewType
}

// shareViewMethods gives the three view types what dictViewType has.
func shareViewMethods() {
	for _, t := range []*py.Type{dictKeysType, dictValuesType, dictItemsType} {
		for k, v := range dictViewType.Dict {
			if _, own := t.Dict[k]; !own {
				t.Dict[k] = v
			}
		}
	}
}

func (v *dictView) list() py.Tuple {
	d := v.dict()
	out := make(py.Tuple, 0, d.Len())
	d.Range(func(k, val py.Object) bool {
		switch v.kind {
		case "keys":
			out = append(out, k)
		case "values":
			out = append(out, val)
		default:
			out = append(out, py.Tuple{k, val})
		}
		return true
	})
	return out
}

// Set operators on keys and items views give plain sets, as in CPython.
func (v *dictView) setop(other py.Object, reflected bool, op setOp) (py.Object, error) {
	if v.kind == "values" {
		return py.NotImplemented, nil
	}
	a, err := anySet(v)
	if err != nil {
		return nil, err
	}
	b, err := anySet(other)
	if err != nil {
		return py.NotImplemented, nil
	}
	if reflected {
		a, b = b, a
	}
	return a.operate(op, b)
}

func (v *dictView) M__or__(o py.Object) (py.Object, error)  { return v.setop(o, false, opUnion) }
func (v *dictView) M__and__(o py.Object) (py.Object, error) { return v.setop(o, false, opIntersection) }
func (v *dictView) M__sub__(o py.Object) (py.Object, error) { return v.setop(o, false, opDifference) }
func (v *dictView) M__xor__(o py.Object) (py.Object, error) {
	return v.setop(o, false, opSymmetricDifference)
}
func (v *dictView) M__ror__(o py.Object) (py.Object, error)  { return v.setop(o, true, opUnion) }
func (v *dictView) M__rand__(o py.Object) (py.Object, error) { return v.setop(o, true, opIntersection) }
func (v *dictView) M__rsub__(o py.Object) (py.Object, error) { return v.setop(o, true, opDifference) }
func (v *dictView) M__rxor__(o py.Object) (py.Object, error) {
	return v.setop(o, true, opSymmetricDifference)
}

func (v *dictView) M__iter__() (py.Object, error) { return py.NewIterator(v.list()), nil }
func (v *dictView) M__len__() (py.Object, error)  { return py.Int(v.dict().Len()), nil }
func (v *dictView) M__contains__(o py.Object) (py.Object, error) {
	if v.kind == "keys" {
		return v.dict().M__contains__(o)
	}
	for _, x := range v.list() {
		eq, err := equal(x, o)
		if err != nil {
			return nil, err
		}
		if eq {
			return py.True, nil
		}
	}
	return py.False, nil
}
func (v *dictView) M__repr__() (py.Object, error) {
	s, err := py.ReprAsString(py.NewListFromItems(v.list()))
	if err != nil {
		return nil, err
	}
	return py.String("dict_" + v.kind + "(" + s + ")"), nil
}

// Keys and items views compare with sets and with each other as sets do
// (equality, subset, superset); values views only by identity.
func (v *dictView) M__eq__(o py.Object) (py.Object, error) { return v.compare(o, "==") }
func (v *dictView) M__ne__(o py.Object) (py.Object, error) { return v.compare(o, "!=") }
func (v *dictView) M__le__(o py.Object) (py.Object, error) { return v.compare(o, "<=") }
func (v *dictView) M__lt__(o py.Object) (py.Object, error) { return v.compare(o, "<") }
func (v *dictView) M__ge__(o py.Object) (py.Object, error) { return v.compare(o, ">=") }
func (v *dictView) M__gt__(o py.Object) (py.Object, error) { return v.compare(o, ">") }

func (v *dictView) compare(o py.Object, op string) (py.Object, error) {
	if v.kind == "values" {
		if op == "==" || op == "!=" {
			return py.NewBool((o == py.Object(v)) == (op == "==")), nil
		}
		return py.NotImplemented, nil
	}
	switch x := o.(type) {
	case *Set:
	case *dictView:
		if x.kind == "values" {
			return py.NotImplemented, nil
		}
	default:
		return py.NotImplemented, nil
	}
	n := v.dict().Len()
	var m int
	if x, ok := o.(*Set); ok {
		m = x.d.Len()
	} else {
		m = o.(*dictView).dict().Len()
	}
	// within(a, b): every member of a is in b.
	within := func(a, b py.Object) (bool, error) {
		all := true
		var err error
		ierr := py.Iterate(a, func(it py.Object) bool {
			all, err = py.SequenceContains(b, it)
			if err != nil {
				return true
			}
			return !all
		})
		if ierr != nil {
			return false, ierr
		}
		return all, err
	}
	var r bool
	var err error
	switch op {
	case "==", "!=":
		r = n == m
		if r {
			r, err = within(o, v)
		}
		if op == "!=" {
			r = !r
		}
	case "<=", "<":
		r = n < m || op == "<=" && n == m
		if r {
			r, err = within(v, o)
		}
	case ">=", ">":
		r = n > m || op == ">=" && n == m
		if r {
			r, err = within(o, v)
		}
	}
	return py.NewBool(r), err
}

func self2dict(self py.Object) *Dict { return self.(*Dict) }

func installDictMethods() {
	m := DictType.Dict
	for _, kind := range []string{"keys", "values", "items"} {
		kind := kind
		m[kind] = py.MustNewMethod(kind, func(self py.Object) (py.Object, error) {
			return &dictView{d: self2dict(self), kind: kind}, nil
		}, 0, "")
		// vars(obj) is gpython's string-keyed dict: its keys() was a bare
		// iterator, with no len(), no "in" and no set operators.
		py.StringDictType.Dict[kind] = py.MustNewMethod(kind, func(self py.Object) (py.Object, error) {
			return &dictView{sd: self.(py.StringDict), kind: kind}, nil
		}, 0, "")
	}
	m["get"] = py.MustNewMethod("get", func(self py.Object, args py.Tuple) (py.Object, error) {
		var key py.Object
		var dflt py.Object = py.None
		if err := py.UnpackTuple(args, nil, "get", 1, 2, &key, &dflt); err != nil {
			return nil, err
		}
		v, ok, err := self2dict(self).Get(key)
		if err != nil || !ok {
			return dflt, err
		}
		return v, nil
	}, 0, "")
	m["setdefault"] = py.MustNewMethod("setdefault", func(self py.Object, args py.Tuple) (py.Object, error) {
		var key py.Object
		var dflt py.Object = py.None
		if err := py.UnpackTuple(args, nil, "setdefault", 1, 2, &key, &dflt); err != nil {
			return nil, err
		}
		d := self2dict(self)
		v, ok, err := d.Get(key)
		if err != nil || ok {
			return v, err
		}
		return dflt, d.Set(key, dflt)
	}, 0, "")
	m["pop"] = py.MustNewMethod("pop", func(self py.Object, args py.Tuple) (py.Object, error) {
		var key, dflt py.Object
		if err := py.UnpackTuple(args, nil, "pop", 1, 2, &key, &dflt); err != nil {
			return nil, err
		}
		d := self2dict(self)
		v, ok, err := d.Get(key)
		if err != nil {
			return nil, err
		}
		if !ok {
			if dflt != nil {
				return dflt, nil
			}
			return nil, py.ExceptionNewf(py.KeyError, "%s", reprOf(key))
		}
		_, err = d.Delete(key)
		return v, err
	}, 0, "")
	m["popitem"] = py.MustNewMethod("popitem", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var last py.Object = py.True
		if err := py.ParseTupleAndKeywords(args, kwargs, "|O:popitem", []string{"last"}, &last); err != nil {
			return nil, err
		}
		fromEnd, err := py.MakeBool(last)
		if err != nil {
			return nil, err
		}
		d := self2dict(self)
		for j := range d.keys {
			i := len(d.keys) - 1 - j
			if fromEnd != py.True {
				i = j
			}
			if k := d.keys[i]; k != nil {
				v := d.vals[i]
				_, err := d.Delete(k)
				return py.Tuple{k, v}, err
			}
		}
		return nil, py.ExceptionNewf(py.KeyError, "popitem(): dictionary is empty")
	}, 0, "")
	m["update"] = py.MustNewMethod("update", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		return py.None, self2dict(self).update(args, kwargs)
	}, 0, "")
	m["copy"] = py.MustNewMethod("copy", func(self py.Object) (py.Object, error) {
		d := self2dict(self)
		return d.copyAs(d.plainCopyType()), nil
	}, 0, "")
	m["clear"] = py.MustNewMethod("clear", func(self py.Object) (py.Object, error) {
		d := self2dict(self)
		d.keys, d.vals, d.idx = nil, nil, map[any]int{}
		for k := range d.backing {
			delete(d.backing, k)
		}
		return py.None, nil
	}, 0, "")
	// gpython ignores METH_CLASS: the ClassMethod wrapper is what passes
	// the class (OrderedDict.fromkeys makes an OrderedDict).
	m["fromkeys"] = &py.ClassMethod{Callable: py.MustNewMethod("fromkeys", func(self py.Object, args py.Tuple) (py.Object, error) {
		var keys py.Object
		var v py.Object = py.None
		if err := py.UnpackTuple(args, nil, "fromkeys", 1, 2, &keys, &v); err != nil {
			return nil, err
		}
		t, _ := self.(*py.Type)
		if t == nil {
			t = DictType
		}
		d := &Dict{typ: t, idx: map[any]int{}}
		var err error
		py.Iterate(keys, func(k py.Object) bool { err = d.Set(k, v); return err != nil })
		return d, err
	}, 0, "")}
	m["__getitem__"] = py.MustNewMethod("__getitem__", func(self, key py.Object) (py.Object, error) {
		return self2dict(self).getItem(key)
	}, 0, "")
	m["__setitem__"] = py.MustNewMethod("__setitem__", func(self py.Object, args py.Tuple) (py.Object, error) {
		var k, v py.Object
		if err := py.UnpackTuple(args, nil, "__setitem__", 2, 2, &k, &v); err != nil {
			return nil, err
		}
		return py.None, self2dict(self).Set(k, v)
	}, 0, "")
	m["__contains__"] = py.MustNewMethod("__contains__", func(self, key py.Object) (py.Object, error) {
		return self2dict(self).containsKey(key)
	}, 0, "")

	// Counter
	c := CounterType.Dict
	c["most_common"] = py.MustNewMethod("most_common", func(self py.Object, args py.Tuple) (py.Object, error) {
		var n py.Object = py.None
		if err := py.UnpackTuple(args, nil, "most_common", 0, 1, &n); err != nil {
			return nil, err
		}
		items, err := mostCommon(self2dict(self))
		if err != nil {
			return nil, err
		}
		if n != py.None {
			k, err := py.MakeGoInt(n)
			if err != nil {
				return nil, err
			}
			if k < len(items) {
				if k < 0 {
					k = 0
				}
				items = items[:k]
			}
		}
		out := make(py.Tuple, len(items))
		for i, kv := range items {
			out[i] = py.Tuple{kv[0], kv[1]}
		}
		return py.NewListFromItems(out), nil
	}, 0, "")
	c["elements"] = py.MustNewMethod("elements", func(self py.Object) (py.Object, error) {
		var out py.Tuple
		self2dict(self).Range(func(k, v py.Object) bool {
			n, _ := py.MakeGoInt(v)
			for i := 0; i < n; i++ {
				out = append(out, k)
			}
			return true
		})
		return py.NewIterator(out), nil
	}, 0, "")
	c["total"] = py.MustNewMethod("total", func(self py.Object) (py.Object, error) {
		var sum py.Object = py.Int(0)
		var err error
		self2dict(self).Range(func(k, v py.Object) bool { sum, err = py.Add(sum, v); return err == nil })
		return sum, err
	}, 0, "")
	c["subtract"] = py.MustNewMethod("subtract", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		d := self2dict(self)
		neg := &Dict{typ: CounterType, idx: map[any]int{}}
		if err := neg.update(args, kwargs); err != nil {
			return nil, err
		}
		var err error
		neg.Range(func(k, v py.Object) bool {
			old, _, _ := d.Get(k)
			if old == nil {
				old = py.Int(0)
			}
			var n py.Object
			if n, err = py.Sub(old, v); err == nil {
				err = d.Set(k, n)
			}
			return err == nil
		})
		return py.None, err
	}, 0, "")
	c["fromkeys"] = nil
	delete(c, "fromkeys")

	// OrderedDict
	o := OrderedDictType.Dict
	o["move_to_end"] = py.MustNewMethod("move_to_end", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var key py.Object
		var last py.Object = py.True
		if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:move_to_end", []string{"key", "last"}, &key, &last); err != nil {
			return nil, err
		}
		d := self2dict(self)
		v, ok, err := d.Get(key)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, py.ExceptionNewf(py.KeyError, "%s", reprOf(key))
		}
		d.Delete(key)
		if last == py.True {
			return py.None, d.Set(key, v)
		}
		keys, vals := d.Keys(), make(py.Tuple, 0, d.Len())
		d.Range(func(_, v py.Object) bool { vals = append(vals, v); return true })
		d.keys, d.vals, d.idx = nil, nil, map[any]int{}
		d.Set(key, v)
		for i, k := range keys {
			d.Set(k, vals[i])
		}
		return py.None, nil
	}, 0, "")
	DefaultDictType.Dict["default_factory"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		if f := self2dict(self).factory; f != nil {
			return f, nil
		}
		return py.None, nil
	}, Fset: func(self, v py.Object) error {
		// None turns the missing-key default off; CPython checks a
		// factory for being callable only in the constructor.
		if v == py.None {
			v = nil
		}
		self2dict(self).factory = v
		return nil
	}}
	installKwargsMethods()
}

// installKwargsMethods gives the dict a function's **kwargs arrives in
// (gpython's string-keyed map, not Dict) the mutating methods it lacked.
// Reading ones go through a Dict copy, in the sorted order asDict gives.
func installKwargsMethods() {
	m := py.StringDictType.Dict
	kw := func(self py.Object) py.StringDict { return self.(py.StringDict) }
	// gpython's views are one-shot iterators, without len or set
	// operations; these are views of a snapshot, in sorted key order
	// (the map has none).
	for _, kind := range []string{"keys", "values", "items"} {
		kind := kind
		m[kind] = py.MustNewMethod(kind, func(self py.Object) (py.Object, error) {
			d, _ := asDict(self)
			return &dictView{d: d, kind: kind}, nil
		}, 0, "")
	}
	m["copy"] = py.MustNewMethod("copy", func(self py.Object) (py.Object, error) {
		d, _ := asDict(self)
		return d, nil
	}, 0, "")
	m["pop"] = py.MustNewMethod("pop", func(self py.Object, args py.Tuple) (py.Object, error) {
		var key, dflt py.Object
		if err := py.UnpackTuple(args, nil, "pop", 1, 2, &key, &dflt); err != nil {
			return nil, err
		}
		d := kw(self)
		if k, isStr := key.(py.String); isStr {
			if v, ok := d[string(k)]; ok {
				delete(d, string(k))
				return v, nil
			}
		}
		if dflt != nil {
			return dflt, nil
		}
		return nil, py.ExceptionNewf(py.KeyError, "%s", reprOf(key))
	}, 0, "")
	m["setdefault"] = py.MustNewMethod("setdefault", func(self py.Object, args py.Tuple) (py.Object, error) {
		var key py.Object
		var dflt py.Object = py.None
		if err := py.UnpackTuple(args, nil, "setdefault", 1, 2, &key, &dflt); err != nil {
			return nil, err
		}
		k, ok := key.(py.String)
		if !ok {
			return nil, py.ExceptionNewf(py.TypeError, "keywords must be strings")
		}
		d := kw(self)
		if v, ok := d[string(k)]; ok {
			return v, nil
		}
		d[string(k)] = dflt
		return dflt, nil
	}, 0, "")
	m["update"] = py.MustNewMethod("update", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		src := NewDict()
		if err := src.update(args, kwargs); err != nil {
			return nil, err
		}
		d := kw(self)
		var err error
		src.Range(func(k, v py.Object) bool {
			ks, ok := k.(py.String)
			if !ok {
				err = py.ExceptionNewf(py.TypeError, "keywords must be strings")
				return false
			}
			d[string(ks)] = v
			return true
		})
		return py.None, err
	}, 0, "")
	m["clear"] = py.MustNewMethod("clear", func(self py.Object) (py.Object, error) {
		clear(kw(self))
		return py.None, nil
	}, 0, "")
	m["popitem"] = py.MustNewMethod("popitem", func(self py.Object) (py.Object, error) {
		d := kw(self)
		last := ""
		for k := range d {
			if last == "" || k > last {
				last = k
			}
		}
		v, ok := d[last]
		if !ok {
			return nil, py.ExceptionNewf(py.KeyError, "popitem(): dictionary is empty")
		}
		delete(d, last)
		return py.Tuple{py.String(last), v}, nil
	}, 0, "")
}
