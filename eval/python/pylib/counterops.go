package pylib

import "github.com/go-python/gpython/py"

// Counter's binary operators follow CPython's collections.Counter: counts
// are whatever numbers the counter holds (a Counter of float weights adds
// as floats, a big count stays exact), a missing count is 0, and only the
// positive results are kept, in first-seen key order.

// counterOp combines a count x of the left counter with the count y of the
// right one (0 when missing) for a key the left counter has.
type counterOp func(x, y py.Object) (py.Object, error)

// counterOnlyRight is the count a key only the right counter has gets,
// before the positivity test; nil skips those keys (as & does).
type counterOnlyRight func(y py.Object) (py.Object, error)

func counterAddOp(x, y py.Object) (py.Object, error) { return py.Add(x, y) }
func counterSubOp(x, y py.Object) (py.Object, error) { return py.Sub(x, y) }

// counterMaxOp is | : the other count when count < other, else count.
func counterMaxOp(x, y py.Object) (py.Object, error) {
	lt, err := less(x, y)
	if lt {
		return y, err
	}
	return x, err
}

// counterMinOp is & : count when count < other, else the other count.
func counterMinOp(x, y py.Object) (py.Object, error) {
	lt, err := less(x, y)
	if lt {
		return x, err
	}
	return y, err
}

func counterKeep(y py.Object) (py.Object, error)   { return y, nil }
func counterNegate(y py.Object) (py.Object, error) { return py.Sub(py.Int(0), y) }

// counterCount is d[k] for a Counter: 0 for a missing key.
func counterCount(d *Dict, k py.Object) (py.Object, error) {
	v, ok, err := d.Get(k)
	if err != nil || !ok {
		return py.Int(0), err
	}
	return v, nil
}

func counterPositive(v py.Object) (bool, error) { return greater(v, py.Int(0)) }

// counterCombine is op of a's and b's counts for k.
func counterCombine(a, b *Dict, k py.Object, op counterOp) (py.Object, error) {
	x, err := counterCount(a, k)
	if err != nil {
		return nil, err
	}
	y, err := counterCount(b, k)
	if err != nil {
		return nil, err
	}
	return op(x, y)
}

// counterMerge builds a new Counter (of a's built-in type, as CPython's
// Counter() is) from a's keys combined by op, then b's other keys.
func counterMerge(a, b *Dict, op counterOp, onlyRight counterOnlyRight) (py.Object, error) {
	n := &Dict{typ: a.plainCopyType(), idx: map[any]int{}}
	put := func(k, v py.Object) error {
		pos, err := counterPositive(v)
		if err != nil || !pos {
			return err
		}
		return n.Set(k, v)
	}
	for _, k := range a.Keys() {
		v, err := counterCombine(a, b, k, op)
		if err != nil {
			return nil, err
		}
		if err := put(k, v); err != nil {
			return nil, err
		}
	}
	if onlyRight == nil {
		return n, nil
	}
	for _, k := range b.Keys() {
		if _, ok, err := a.Get(k); err != nil || ok {
			if err != nil {
				return nil, err
			}
			continue
		}
		y, err := counterCount(b, k)
		if err != nil {
			return nil, err
		}
		v, err := onlyRight(y)
		if err != nil {
			return nil, err
		}
		if err := put(k, v); err != nil {
			return nil, err
		}
	}
	return n, nil
}

// counterUnary is +c (keep) or -c (negate): the positive results only.
func counterUnary(d *Dict, f counterOnlyRight) (py.Object, error) {
	empty := &Dict{typ: d.typ, idx: map[any]int{}}
	return counterMerge(empty, d, nil, f)
}

// counterInPlace is c += o, c -= o, c |= o (over o's keys) or c &= o
// (over c's keys): c's counts change in place, so other names for c see
// it, then its non-positive counts go, as CPython's _keep_positive does.
func counterInPlace(d, o *Dict, op counterOp, overSelf bool) (py.Object, error) {
	keys := o.Keys()
	if overSelf {
		keys = d.Keys()
	}
	for _, k := range keys {
		v, err := counterCombine(d, o, k, op)
		if err != nil {
			return nil, err
		}
		if err := d.Set(k, v); err != nil {
			return nil, err
		}
	}
	for _, k := range d.Keys() {
		v, err := counterCount(d, k)
		if err != nil {
			return nil, err
		}
		pos, err := counterPositive(v)
		if err != nil {
			return nil, err
		}
		if !pos {
			if _, err := d.Delete(k); err != nil {
				return nil, err
			}
		}
	}
	return d, nil
}

// counterOperand is o as the other Counter of an in-place operator on d;
// ok is false (NotImplemented) unless d is a Counter and o a mapping.
func counterOperand(d *Dict, o py.Object) (*Dict, bool) {
	if !d.typ.IsSubtype(CounterType) {
		return nil, false
	}
	return asDict(o)
}

// M__iadd__ is Counter's c += o; a plain dict has no +=.
func (d *Dict) M__iadd__(other py.Object) (py.Object, error) {
	o, ok := counterOperand(d, other)
	if !ok {
		return py.NotImplemented, nil
	}
	return counterInPlace(d, o, counterAddOp, false)
}

// M__isub__ is Counter's c -= o.
func (d *Dict) M__isub__(other py.Object) (py.Object, error) {
	o, ok := counterOperand(d, other)
	if !ok {
		return py.NotImplemented, nil
	}
	return counterInPlace(d, o, counterSubOp, false)
}

// M__iand__ is Counter's c &= o.
func (d *Dict) M__iand__(other py.Object) (py.Object, error) {
	o, ok := counterOperand(d, other)
	if !ok {
		return py.NotImplemented, nil
	}
	return counterInPlace(d, o, counterMinOp, true)
}

// isMappingLike reports an instance of a class with keys() and
// __getitem__, the shape of a collections.abc.Mapping: Counter(m) and
// Counter.update(m) add its values as counts, where CPython asks
// isinstance(m, Mapping), instead of counting its keys.
func isMappingLike(o py.Object) bool {
	t, ok := o.(*py.Type)
	return ok && instanceOf(t) && t.ObjectType.Lookup("keys") != nil && t.ObjectType.Lookup("__getitem__") != nil
}
