package pylib

import (
	"math"
	"math/big"
	"sort"
	"strconv"
	"strings"

	"github.com/go-python/gpython/py"
)

// Dict is the dict models expect: insertion-ordered, with any hashable key.
// gpython's own dict is a Go map keyed by string. Counter, defaultdict and
// OrderedDict are Dicts too, told apart by typ.
type Dict struct {
	typ     *py.Type
	keys    []py.Object // nil marks a deleted slot
	vals    []py.Object
	idx     map[any]int
	factory py.Object // defaultdict's default_factory, or nil
	attrs   py.StringDict
	// backing is the instance attribute map this dict shows (obj.__dict__,
	// vars(obj)); writes go through to it.
	backing py.StringDict
}

// The dict types. They are set once by init (their constructors refer to
// them, which a plain var initialiser cannot express) and never reassigned.
var (
	DictType        *py.Type
	CounterType     *py.Type
	DefaultDictType *py.Type
	OrderedDictType *py.Type
)

func init() {
	DictType = py.NewTypeX("dict", "dict() -> new empty dictionary", dictNew, nil)
	DictType.Flags |= py.TPFLAGS_BASETYPE
	CounterType = DictType.NewType("Counter", "Dict subclass for counting hashable items.", dictNew, nil)
	DefaultDictType = DictType.NewType("defaultdict", "dict with a default factory", dictNew, nil)
	OrderedDictType = DictType.NewType("OrderedDict", "Dictionary that remembers insertion order", dictNew, nil)
}

// NewDict returns an empty dict.
func NewDict() *Dict { return &Dict{typ: DictType, idx: map[any]int{}} }

func (d *Dict) Type() *py.Type { return d.typ }

// GetDict lets instances of dict subclasses carry attributes.
func (d *Dict) GetDict() py.StringDict {
	if d.attrs == nil {
		d.attrs = py.NewStringDict()
	}
	return d.attrs
}

type tupleKey struct{ s string }
type noneKey struct{}
type bytesKey struct{ s string }
type bigKey struct{ s string }
type userKey struct{ h int64 }

// hashKey maps a Python object to a Go map key with Python's equality: 1,
// 1.0 and True are one key, tuples compare by value.
func hashKey(o py.Object) (any, error) { return hashKeyDepth(o, 0) }

// hashKeyDepth is hashKey for a tuple item nested depth deep.
func hashKeyDepth(o py.Object, depth int) (any, error) {
	switch x := o.(type) {
	case py.String:
		return string(x), nil
	case py.Int:
		return int64(x), nil
	case py.Bool:
		if x {
			return int64(1), nil
		}
		return int64(0), nil
	case py.Float:
		f := float64(x)
		if f == math.Trunc(f) && math.Abs(f) < 1<<62 {
			return int64(f), nil
		}
		return f, nil
	case *py.BigInt:
		return bigKey{(*big.Int)(x).String()}, nil
	case py.Complex:
		// 3+0j == 3: a real complex number is the same key as its real part.
		if imag(x) == 0 {
			return hashKeyDepth(py.Float(real(x)), depth)
		}
		return complex128(x), nil
	case py.NoneType:
		return noneKey{}, nil
	case py.Bytes:
		return bytesKey{string(x)}, nil
	case py.Tuple:
		if depth >= maxNesting {
			return nil, recursionError(" while hashing a tuple")
		}
		var b strings.Builder
		for _, e := range x {
			k, err := hashKeyDepth(e, depth+1)
			if err != nil {
				return nil, err
			}
			b.WriteString(keyString(k))
			b.WriteByte(0)
		}
		return tupleKey{b.String()}, nil
	case *Set:
		if !x.frozen {
			return nil, py.ExceptionNewf(py.TypeError, "unhashable type: 'set'")
		}
		parts := make([]string, 0, x.d.Len())
		for _, k := range x.d.Keys() {
			kk, _ := hashKeyDepth(k, depth+1)
			parts = append(parts, keyString(kk))
		}
		sort.Strings(parts)
		return tupleKey{"frozenset\x00" + strings.Join(parts, "\x00")}, nil
	case *py.List, *Dict, py.StringDict, *py.Set, *py.Slice:
		return nil, py.ExceptionNewf(py.TypeError, "unhashable type: '%s'", o.Type().Name)
	case *py.Type:
		if items, ok := tupleItems(x); ok {
			// A namedtuple is the same key as the plain tuple.
			return hashKeyDepth(items, depth)
		}
		if x.ObjectType != nil && x.ObjectType != py.TypeType {
			if k := x.ObjectType.Lookup("_pylib_dict_key"); k != nil {
				// A number of a Python-written type (decimal.Decimal) that
				// equals an int or a float is the same key as that number.
				r, err := py.Call(k, py.Tuple{o}, nil)
				if err != nil {
					return nil, err
				}
				if r != py.None {
					return hashKeyDepth(r, depth)
				}
			}
			if h := x.ObjectType.Lookup("__hash__"); h != nil {
				if v, ok := unbox(x); ok {
					if _, native := h.(*unboundMethod); native {
						switch v.(type) {
						case *py.List:
							return nil, py.ExceptionNewf(py.TypeError, "unhashable type: '%s'", x.ObjectType.Name)
						case *Set:
							if !v.(*Set).frozen {
								return nil, py.ExceptionNewf(py.TypeError, "unhashable type: '%s'", x.ObjectType.Name)
							}
						}
						return hashKeyDepth(v, depth)
					}
				}
				if h == py.None { // __hash__ = None: unhashable on purpose
					return nil, py.ExceptionNewf(py.TypeError, "unhashable type: '%s'", x.ObjectType.Name)
				}
				if _, isNative := h.(*py.Method); !isNative {
					r, err := py.Call(h, py.Tuple{o}, nil)
					if err != nil {
						return nil, err
					}
					n, err := py.MakeGoInt64(r)
					if err != nil {
						return nil, err
					}
					return userKey{n}, nil
				}
			}
		}
	}
	return o, nil
}

func keyString(k any) string {
	switch x := k.(type) {
	case string:
		return "s" + x
	case int64:
		return "i" + strconv.FormatInt(x, 10)
	case float64:
		return "f" + strconv.FormatFloat(x, 'g', -1, 64)
	case tupleKey:
		return "t(" + x.s + ")"
	case noneKey:
		return "N"
	case bytesKey:
		return "b" + x.s
	case bigKey:
		return "I" + x.s
	case userKey:
		return "u" + strconv.FormatInt(x.h, 10)
	case complex128:
		return "c" + strconv.FormatComplex(x, 'g', -1, 128)
	}
	return "p" + py.DebugRepr(k.(py.Object))
}

func (d *Dict) lookup(key py.Object) (int, bool, error) {
	k, err := hashKey(key)
	if err != nil {
		return 0, false, err
	}
	i, ok := d.idx[k]
	return i, ok, nil
}

// Get returns the value at key.
func (d *Dict) Get(key py.Object) (py.Object, bool, error) {
	i, ok, err := d.lookup(key)
	if err != nil || !ok {
		return nil, false, err
	}
	return d.vals[i], true, nil
}

// Set stores value at key, keeping the key's first insertion position.
func (d *Dict) Set(key, value py.Object) error {
	k, err := hashKey(key)
	if err != nil {
		return err
	}
	if d.backing != nil {
		if s, ok := key.(py.String); ok {
			noteAttr(d.backing, string(s))
			d.backing[string(s)] = value
		}
	}
	if i, ok := d.idx[k]; ok {
		d.vals[i] = value
		return nil
	}
	d.idx[k] = len(d.keys)
	d.keys = append(d.keys, key)
	d.vals = append(d.vals, value)
	return nil
}

// Delete removes key, reporting whether it was present.
func (d *Dict) Delete(key py.Object) (bool, error) {
	k, err := hashKey(key)
	if err != nil {
		return false, err
	}
	i, ok := d.idx[k]
	if !ok {
		return false, nil
	}
	delete(d.idx, k)
	if s, isStr := key.(py.String); isStr && d.backing != nil {
		delete(d.backing, string(s))
		forgetAttr(d.backing, string(s))
	}
	d.keys[i], d.vals[i] = nil, nil
	if len(d.idx) < len(d.keys)/2 && len(d.keys) > 16 {
		d.compact()
	}
	return true, nil
}

func (d *Dict) compact() {
	keys, vals := d.keys[:0:0], d.vals[:0:0]
	for i, k := range d.keys {
		if k != nil {
			kk, _ := hashKey(k)
			d.idx[kk] = len(keys)
			keys = append(keys, k)
			vals = append(vals, d.vals[i])
		}
	}
	d.keys, d.vals = keys, vals
}

// Len is the number of entries.
func (d *Dict) Len() int { return len(d.idx) }

// Range calls fn on each entry in insertion order until it returns false.
func (d *Dict) Range(fn func(k, v py.Object) bool) {
	for i, k := range d.keys {
		if k != nil && !fn(k, d.vals[i]) {
			return
		}
	}
}

// Keys returns the keys in order.
func (d *Dict) Keys() py.Tuple {
	out := make(py.Tuple, 0, d.Len())
	d.Range(func(k, _ py.Object) bool { out = append(out, k); return true })
	return out
}

func (d *Dict) copyAs(t *py.Type) *Dict {
	n := &Dict{typ: t, idx: make(map[any]int, d.Len()), factory: d.factory}
	d.Range(func(k, v py.Object) bool { n.Set(k, v); return true })
	return n
}

// userDictMethod is the special method name a Python subclass of dict
// overrides, which d[k], d[k] = v and k in d must call; nil for a plain
// dict, at the cost of one comparison.
func (d *Dict) userDictMethod(name string) py.Object {
	if d.typ == DictType || d.typ.Flags&py.TPFLAGS_HEAPTYPE == 0 {
		return nil
	}
	return dictSubclassMethod(d, name)
}

// plainCopyType is the type dict.copy() and dict | give a copy of d: a
// Python subclass of dict copies as its built-in base, as in CPython.
func (d *Dict) plainCopyType() *py.Type {
	if d.typ.Flags&py.TPFLAGS_HEAPTYPE == 0 {
		return d.typ
	}
	return builtinBase(d.typ)
}

// M__setattr__ is obj.name = v on a dict, which only an instance of a
// Python subclass allows: its own __setattr__, else its attribute map.
func (d *Dict) M__setattr__(name string, value py.Object) (py.Object, error) {
	if fn := d.userDictMethod("__setattr__"); fn != nil {
		return py.Call(fn, py.Tuple{d, py.String(name), value}, nil)
	}
	if d.typ.Flags&py.TPFLAGS_HEAPTYPE == 0 {
		return nil, py.ExceptionNewf(py.AttributeError, "'%s' object has no attribute '%s'", d.typ.Name, name)
	}
	if hasNoDict(d) {
		return objectSetattr(nil, py.Tuple{d, py.String(name), value})
	}
	attrs := d.GetDict()
	noteAttr(attrs, name)
	attrs[name] = value
	return py.None, nil
}

func (d *Dict) M__getitem__(key py.Object) (py.Object, error) {
	if fn := d.userDictMethod("__getitem__"); fn != nil {
		return py.Call(fn, py.Tuple{d, key}, nil)
	}
	return d.getItem(key)
}

// getItem is dict.__getitem__ itself.
func (d *Dict) getItem(key py.Object) (py.Object, error) {
	v, ok, err := d.Get(key)
	if err != nil {
		return nil, err
	}
	if ok {
		return v, nil
	}
	switch {
	case d.typ.IsSubtype(CounterType):
		return py.Int(0), nil
	case d.factory != nil && d.factory != py.None:
		v, err := py.Call(d.factory, nil, nil)
		if err != nil {
			return nil, err
		}
		return v, d.Set(key, v)
	}
	if m := d.typ.Lookup("__missing__"); m != nil && d.typ != DictType {
		return py.Call(m, py.Tuple{d, key}, nil)
	}
	return nil, keyError(key)
}

// keyError carries the key itself, as CPython's does, so str(e) is its repr.
func keyError(key py.Object) error {
	return &py.Exception{Base: py.KeyError, Args: py.Tuple{key}, Dict: py.NewStringDict()}
}

func (d *Dict) M__setitem__(key, value py.Object) (py.Object, error) {
	if fn := d.userDictMethod("__setitem__"); fn != nil {
		return py.Call(fn, py.Tuple{d, key, value}, nil)
	}
	return py.None, d.Set(key, value)
}

func (d *Dict) M__delitem__(key py.Object) (py.Object, error) {
	ok, err := d.Delete(key)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, keyError(key)
	}
	return py.None, nil
}

func (d *Dict) M__len__() (py.Object, error) { return py.Int(d.Len()), nil }

func (d *Dict) M__str__() (py.Object, error) { return d.M__repr__() }

func (d *Dict) M__bool__() (py.Object, error) { return py.NewBool(d.Len() > 0), nil }

func (d *Dict) M__iter__() (py.Object, error) { return py.NewIterator(d.Keys()), nil }

func (d *Dict) M__contains__(key py.Object) (py.Object, error) {
	if fn := d.userDictMethod("__contains__"); fn != nil {
		r, err := py.Call(fn, py.Tuple{d, key}, nil)
		if err != nil {
			return nil, err
		}
		return truth(r)
	}
	return d.containsKey(key)
}

// containsKey is dict.__contains__ itself.
func (d *Dict) containsKey(key py.Object) (py.Object, error) {
	_, ok, err := d.lookup(key)
	if err != nil {
		return nil, err
	}
	return py.NewBool(ok), nil
}

func (d *Dict) M__eq__(other py.Object) (py.Object, error) { return d.eq(other, 0) }

// eq is __eq__ for a dict nested depth deep in the outer comparison.
func (d *Dict) eq(other py.Object, depth int) (py.Object, error) {
	o, ok := asDict(other)
	if !ok {
		return py.NotImplemented, nil
	}
	if d.typ.IsSubtype(CounterType) && o.typ.IsSubtype(CounterType) {
		return counterEqual(d, o)
	}
	if o.Len() != d.Len() {
		return py.False, nil
	}
	if d.typ.IsSubtype(OrderedDictType) && o.typ.IsSubtype(OrderedDictType) {
		return d.eqInOrder(o, depth)
	}
	eq := true
	var err error
	d.Range(func(k, v py.Object) bool {
		ov, found, e := o.Get(k)
		if e != nil || !found {
			eq, err = false, e
			return false
		}
		eq, err = equalDepth(v, ov, depth)
		return eq && err == nil
	})
	return py.NewBool(eq), err
}

// eqInOrder is == between two OrderedDicts: same items in the same order
// (an OrderedDict and a plain dict compare like dicts).
func (d *Dict) eqInOrder(o *Dict, depth int) (py.Object, error) {
	a, b := d.items(), o.items()
	for i := range a {
		eq, err := equalDepth(a[i][0], b[i][0], depth)
		if err == nil && eq {
			eq, err = equalDepth(a[i][1], b[i][1], depth)
		}
		if err != nil || !eq {
			return py.False, err
		}
	}
	return py.True, nil
}

func (d *Dict) M__ne__(other py.Object) (py.Object, error) {
	r, err := d.M__eq__(other)
	if err != nil || r == py.NotImplemented {
		return r, err
	}
	return py.NewBool(r != py.True), nil
}

// M__or__ is the 3.9 merge operator.
func (d *Dict) M__or__(other py.Object) (py.Object, error) {
	o, ok := asDict(other)
	if !ok {
		return py.NotImplemented, nil
	}
	if d.typ.IsSubtype(CounterType) {
		return counterMerge(d, o, counterMaxOp, counterKeep)
	}
	t := d.plainCopyType()
	if d.typ.IsSubtype(OrderedDictType) {
		t = d.typ // OrderedDict.__or__ makes self.__class__(self)
	}
	n := d.copyAs(t)
	o.Range(func(k, v py.Object) bool { n.Set(k, v); return true })
	return n, nil
}

// M__ror__ merges into a copy of a **kwargs dict (gpython's own kind),
// whose type has no | of its own.
func (d *Dict) M__ror__(other py.Object) (py.Object, error) {
	if _, ok := other.(py.StringDict); !ok {
		return py.NotImplemented, nil
	}
	o, _ := asDict(other)
	return o.M__or__(d)
}

// M__ior__ is d |= x: an update in place, so, unlike |, x may be any
// iterable of pairs, and other names for d see the change.
func (d *Dict) M__ior__(other py.Object) (py.Object, error) {
	if d.typ.IsSubtype(CounterType) {
		o, ok := asDict(other)
		if !ok {
			return py.NotImplemented, nil
		}
		return counterInPlace(d, o, counterMaxOp, false)
	}
	if err := d.update(py.Tuple{other}, nil); err != nil {
		return nil, err
	}
	return d, nil
}

func (d *Dict) M__add__(other py.Object) (py.Object, error) {
	o, ok := counterOperand(d, other)
	if !ok {
		return py.NotImplemented, nil
	}
	return counterMerge(d, o, counterAddOp, counterKeep)
}

// M__and__ is Counter's intersection: the smaller count of each element.
func (d *Dict) M__and__(other py.Object) (py.Object, error) {
	o, ok := counterOperand(d, other)
	if !ok {
		return py.NotImplemented, nil
	}
	return counterMerge(d, o, counterMinOp, nil)
}

func (d *Dict) M__sub__(other py.Object) (py.Object, error) {
	o, ok := counterOperand(d, other)
	if !ok {
		return py.NotImplemented, nil
	}
	return counterMerge(d, o, counterSubOp, counterNegate)
}

func (d *Dict) M__repr__() (py.Object, error) {
	s, err := d.repr(0)
	if err != nil {
		return nil, err
	}
	return py.String(s), nil
}

func (d *Dict) repr(depth int) (string, error) {
	var b strings.Builder
	body := func(items [][2]py.Object) error {
		b.WriteByte('{')
		for i, kv := range items {
			if i > 0 {
				b.WriteString(", ")
			}
			ks, err := reprDepth(kv[0], depth+1)
			if err != nil {
				return err
			}
			vs := "{...}"
			if kv[1] != py.Object(d) {
				if vs, err = reprDepth(kv[1], depth+1); err != nil {
					return err
				}
			}
			b.WriteString(ks + ": " + vs)
		}
		b.WriteByte('}')
		return nil
	}
	items := d.items()
	switch {
	case d.typ == DictType:
		if err := body(items); err != nil {
			return "", err
		}
	case d.typ.IsSubtype(CounterType):
		if d.Len() == 0 {
			return d.typ.Name + "()", nil
		}
		sorted, err := mostCommon(d)
		if err != nil {
			return "", err
		}
		b.WriteString(d.typ.Name + "(")
		if err := body(sorted); err != nil {
			return "", err
		}
		b.WriteString(")")
	case d.typ.IsSubtype(DefaultDictType):
		f := "None"
		if d.factory != nil && d.factory != py.None {
			f = reprOf(d.factory)
		}
		b.WriteString("defaultdict(" + f + ", ")
		if err := body(items); err != nil {
			return "", err
		}
		b.WriteString(")")
	case d.typ.IsSubtype(OrderedDictType):
		if d.Len() == 0 {
			return d.typ.Name + "()", nil
		}
		l := make(py.Tuple, len(items))
		for i, kv := range items {
			l[i] = py.Tuple{kv[0], kv[1]}
		}
		s, err := reprDepth(py.NewListFromItems(l), depth+1)
		if err != nil {
			return "", err
		}
		b.WriteString(d.typ.Name + "(" + s + ")")
	default:
		if err := body(items); err != nil {
			return "", err
		}
	}
	return b.String(), nil
}

func (d *Dict) items() [][2]py.Object {
	out := make([][2]py.Object, 0, d.Len())
	d.Range(func(k, v py.Object) bool { out = append(out, [2]py.Object{k, v}); return true })
	return out
}

func reprOf(o py.Object) string {
	s, err := py.ReprAsString(o)
	if err != nil {
		return "<?>"
	}
	return s
}

func asDict(o py.Object) (*Dict, bool) {
	switch x := o.(type) {
	case *Dict:
		return x, true
	case py.StringDict:
		return orderedDict(x), true
	}
	return nil, false
}

// update adds entries from a mapping or an iterable of pairs, then kwargs;
// Counter.update counts instead.
func (d *Dict) update(args py.Tuple, kwargs py.StringDict) error {
	if len(args) > 1 {
		return py.ExceptionNewf(py.TypeError, "update expected at most 1 argument, got %d", len(args))
	}
	counting := d.typ.IsSubtype(CounterType)
	add := func(k, v py.Object) error {
		if !counting {
			return d.Set(k, v)
		}
		old, err := counterCount(d, k)
		if err != nil {
			return err
		}
		n, err := py.Add(old, v)
		if err != nil {
			return err
		}
		return d.Set(k, n)
	}
	if len(args) == 1 && args[0] != py.None {
		src := args[0]
		if o, ok := asDict(src); ok {
			var err error
			o.Range(func(k, v py.Object) bool { err = add(k, v); return err == nil })
			if err != nil {
				return err
			}
		} else if keys, err := py.GetAttrString(src, "keys"); err == nil && (!counting || isMappingLike(src)) {
			ks, err := py.Call(keys, nil, nil)
			if err != nil {
				return err
			}
			err = py.Iterate(ks, func(k py.Object) bool {
				var v py.Object
				if v, err = py.GetItem(src, k); err == nil {
					err = add(k, v)
				}
				return err != nil
			})
			if err != nil {
				return err
			}
		} else {
			var ierr error
			n := -1
			err := py.Iterate(src, func(item py.Object) bool {
				n++
				if counting {
					ierr = add(item, py.Int(1))
					return ierr != nil
				}
				pair, err := py.SequenceTuple(item)
				if err != nil {
					ierr = py.ExceptionNewf(py.TypeError, "cannot convert dictionary update sequence element #%d to a sequence", n)
					return true
				}
				if len(pair) != 2 {
					ierr = py.ExceptionNewf(py.ValueError, "dictionary update sequence element #%d has length %d; 2 is required", n, len(pair))
					return true
				}
				ierr = add(pair[0], pair[1])
				return ierr != nil
			})
			if err != nil {
				return err
			}
			if ierr != nil {
				return ierr
			}
		}
	}
	for _, k := range kwargOrder(kwargs) {
		if err := add(py.String(k), kwargs[k]); err != nil {
			return err
		}
	}
	return nil
}

func dictNew(t *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	d := &Dict{typ: t, idx: map[any]int{}}
	if t.IsSubtype(DefaultDictType) && len(args) > 0 {
		d.factory = args[0]
		args = args[1:]
	}
	if err := d.update(args, kwargs); err != nil {
		return nil, err
	}
	return d, nil
}

func mostCommon(d *Dict) ([][2]py.Object, error) {
	items := d.items()
	var err error
	sort.SliceStable(items, func(i, j int) bool {
		lt, e := less(items[j][1], items[i][1])
		if e != nil && err == nil {
			err = e
		}
		return lt
	})
	return items, err
}

// M__pos__ and M__neg__ are Counter's unary operators: keep the positive
// counts, or the negated negative ones.
func (d *Dict) M__pos__() (py.Object, error) {
	if !d.typ.IsSubtype(CounterType) {
		return nil, py.ExceptionNewf(py.TypeError, "bad operand type for unary +: '%s'", d.typ.Name)
	}
	return counterUnary(d, counterKeep)
}

func (d *Dict) M__neg__() (py.Object, error) {
	if !d.typ.IsSubtype(CounterType) {
		return nil, py.ExceptionNewf(py.TypeError, "bad operand type for unary -: '%s'", d.typ.Name)
	}
	return counterUnary(d, counterNegate)
}

// counterInclusion answers Counter <, <=, >, >= (Python 3.10+): multiset
// inclusion, a missing element counting as zero. ok is false unless both
// are Counters.
func counterInclusion(a, b py.Object, strict bool) (py.Object, error) {
	x, xok := a.(*Dict)
	y, yok := b.(*Dict)
	if !xok || !yok || !x.typ.IsSubtype(CounterType) || !y.typ.IsSubtype(CounterType) {
		return py.NotImplemented, nil
	}
	same := true
	for _, pair := range [][2]*Dict{{x, y}, {y, x}} {
		for _, k := range pair[0].Keys() {
			cx, err := counterCount(x, k)
			if err != nil {
				return nil, err
			}
			cy, err := counterCount(y, k)
			if err != nil {
				return nil, err
			}
			le, err := order("<=", cx, cy, 0)
			if err != nil || !le {
				return py.False, err
			}
			eq, err := equal(cx, cy)
			if err != nil {
				return nil, err
			}
			same = same && eq
		}
	}
	return py.NewBool(!strict || !same), nil
}

// counterEqual is Counter == Counter since 3.10: a missing element
// counts zero, so Counter(x=2) == Counter(x=2, y=0).
func counterEqual(x, y *Dict) (py.Object, error) {
	for _, pair := range [][2]*Dict{{x, y}, {y, x}} {
		for _, k := range pair[0].Keys() {
			a, _, err := pair[0].Get(k)
			if err != nil {
				return nil, err
			}
			b, ok, err := pair[1].Get(k)
			if err != nil {
				return nil, err
			}
			if !ok {
				b = py.Int(0)
			}
			eq, err := equal(a, b)
			if err != nil || !eq {
				return py.False, err
			}
		}
	}
	return py.True, nil
}

func (d *Dict) M__le__(o py.Object) (py.Object, error) { return counterInclusion(d, o, false) }
func (d *Dict) M__lt__(o py.Object) (py.Object, error) { return counterInclusion(d, o, true) }
func (d *Dict) M__ge__(o py.Object) (py.Object, error) { return counterInclusion(o, d, false) }
func (d *Dict) M__gt__(o py.Object) (py.Object, error) { return counterInclusion(o, d, true) }
