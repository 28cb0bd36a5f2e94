package pylib

import (
	"sort"
	"strings"
	"unsafe"

	"github.com/go-python/gpython/py"
	"github.com/go-python/gpython/vm"
)

// Set replaces gpython's set, a Go map keyed by the objects themselves, in
// which a tuple (a Go slice) cannot be stored: {(1, 2)} was a Go panic.
// Entries are kept in a Dict with no values.
type Set struct {
	d      *Dict
	frozen bool
}

var (
	SetType       = py.NewTypeX("set", "set() -> new empty set object", setNew(false), nil)
	FrozenSetType = py.NewTypeX("frozenset", "frozenset() -> empty frozenset object", setNew(true), nil)
)

func setNew(frozen bool) func(*py.Type, py.Tuple, py.StringDict) (py.Object, error) {
	return func(t *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var it py.Object
		if err := py.UnpackTuple(args, kwargs, t.Name, 0, 1, &it); err != nil {
			return nil, err
		}
		s := newSet(frozen)
		if it != nil {
			if err := s.addAll(it); err != nil {
				return nil, err
			}
		}
		return s, nil
	}
}

func newSet(frozen bool) *Set { return &Set{d: NewDict(), frozen: frozen} }

func (s *Set) Type() *py.Type {
	if s.frozen {
		return FrozenSetType
	}
	return SetType
}

func (s *Set) add(o py.Object) error { return s.d.Set(o, py.None) }

func (s *Set) addAll(it py.Object) error {
	var err error
	ierr := py.Iterate(it, func(x py.Object) bool { err = s.add(x); return err != nil })
	if ierr != nil {
		return ierr
	}
	return err
}

func (s *Set) has(o py.Object) (bool, error) {
	_, ok, err := s.d.Get(o)
	return ok, err
}

// items lists the members. Small non-negative ints come out ascending, as
// CPython's hash table happens to order them; others in insertion order.
func (s *Set) items() py.Tuple {
	keys := s.d.Keys()
	allInts := len(keys) > 0
	for _, k := range keys {
		if i, ok := k.(py.Int); !ok || i < 0 || int(i) >= 8*len(keys)+8 {
			allInts = false
			break
		}
	}
	if allInts {
		sort.Slice(keys, func(i, j int) bool { return keys[i].(py.Int) < keys[j].(py.Int) })
	}
	return keys
}

func toSet(o py.Object) (*Set, bool, error) {
	if s, ok := o.(*Set); ok {
		return s, true, nil
	}
	return nil, false, nil
}

func anySet(o py.Object) (*Set, error) {
	if s, ok := o.(*Set); ok {
		return s, nil
	}
	s := newSet(false)
	return s, s.addAll(o)
}

func (s *Set) M__len__() (py.Object, error)  { return py.Int(s.d.Len()), nil }
func (s *Set) M__bool__() (py.Object, error) { return py.NewBool(s.d.Len() > 0), nil }
func (s *Set) M__iter__() (py.Object, error) { return py.NewIterator(s.items()), nil }
func (s *Set) M__contains__(o py.Object) (py.Object, error) {
	ok, err := s.has(o)
	return py.NewBool(ok), err
}

func (s *Set) M__repr__() (py.Object, error) {
	r, err := s.repr(0)
	return py.String(r), err
}

func (s *Set) M__str__() (py.Object, error) { return s.M__repr__() }

func (s *Set) repr(depth int) (string, error) {
	name := s.Type().Name
	if s.d.Len() == 0 {
		return name + "()", nil
	}
	parts := make([]string, 0, s.d.Len())
	for _, k := range s.items() {
		r, err := reprDepth(k, depth+1)
		if err != nil {
			return "", err
		}
		parts = append(parts, r)
	}
	body := "{" + strings.Join(parts, ", ") + "}"
	if s.frozen {
		return "frozenset(" + body + ")", nil
	}
	return body, nil
}

// combine builds a set of s's kind from the members kept.
func (s *Set) combine(o *Set, keep func(inA, inB bool) bool) (*Set, error) {
	out := newSet(s.frozen)
	for _, src := range []*Set{s, o} {
		for _, k := range src.d.Keys() {
			inA, err := s.has(k)
			if err != nil {
				return nil, err
			}
			inB, err := o.has(k)
			if err != nil {
				return nil, err
			}
			if keep(inA, inB) {
				if err := out.add(k); err != nil {
					return nil, err
				}
			}
		}
	}
	return out, nil
}

func (s *Set) binop(other py.Object, keep func(a, b bool) bool) (py.Object, error) {
	o, ok, _ := toSet(other)
	if !ok {
		return py.NotImplemented, nil
	}
	return s.combine(o, keep)
}

func (s *Set) M__or__(o py.Object) (py.Object, error) {
	return s.binop(o, func(a, b bool) bool { return a || b })
}
func (s *Set) M__and__(o py.Object) (py.Object, error) {
	return s.binop(o, func(a, b bool) bool { return a && b })
}
func (s *Set) M__sub__(o py.Object) (py.Object, error) {
	return s.binop(o, func(a, b bool) bool { return a && !b })
}
func (s *Set) M__xor__(o py.Object) (py.Object, error) {
	return s.binop(o, func(a, b bool) bool { return a != b })
}

func (s *Set) subset(o *Set) bool {
	for _, k := range s.d.Keys() {
		if ok, _ := o.has(k); !ok {
			return false
		}
	}
	return true
}

func (s *Set) M__eq__(other py.Object) (py.Object, error) {
	o, ok, _ := toSet(other)
	if !ok {
		return py.NotImplemented, nil
	}
	return py.NewBool(s.d.Len() == o.d.Len() && s.subset(o)), nil
}
func (s *Set) M__ne__(other py.Object) (py.Object, error) {
	r, err := s.M__eq__(other)
	if r == py.NotImplemented || err != nil {
		return r, err
	}
	return py.NewBool(r != py.True), nil
}
func (s *Set) M__le__(other py.Object) (py.Object, error) {
	o, ok, _ := toSet(other)
	if !ok {
		return py.NotImplemented, nil
	}
	return py.NewBool(s.subset(o)), nil
}
func (s *Set) M__lt__(other py.Object) (py.Object, error) {
	o, ok, _ := toSet(other)
	if !ok {
		return py.NotImplemented, nil
	}
	return py.NewBool(s.d.Len() < o.d.Len() && s.subset(o)), nil
}
func (s *Set) M__ge__(other py.Object) (py.Object, error) {
	o, ok, _ := toSet(other)
	if !ok {
		return py.NotImplemented, nil
	}
	return py.NewBool(o.subset(s)), nil
}
func (s *Set) M__gt__(other py.Object) (py.Object, error) {
	o, ok, _ := toSet(other)
	if !ok {
		return py.NotImplemented, nil
	}
	return py.NewBool(o.d.Len() < s.d.Len() && o.subset(s)), nil
}

func installSet() {
	for _, t := range []*py.Type{SetType, FrozenSetType} {
		d := t.Dict
		mutating := t == SetType
		set := func(name string, fn any) { d[name] = py.MustNewMethod(name, fn, 0, "") }
		many := func(name string, keep func(a, b bool) bool, inplace bool) {
			if inplace && !mutating {
				return
			}
			set(name, func(self py.Object, args py.Tuple) (py.Object, error) {
				s := self.(*Set)
				acc := s
				for _, a := range args {
					o, err := anySet(a)
					if err != nil {
						return nil, err
					}
					if acc, err = acc.combine(o, keep); err != nil {
						return nil, err
					}
				}
				if inplace {
					s.d = acc.d
					return py.None, nil
				}
				if acc == s {
					return &Set{d: s.d.copyAs(DictType), frozen: s.frozen}, nil
				}
				return acc, nil
			})
		}
		or := func(a, b bool) bool { return a || b }
		and := func(a, b bool) bool { return a && b }
		sub := func(a, b bool) bool { return a && !b }
		xor := func(a, b bool) bool { return a != b }
		many("union", or, false)
		many("intersection", and, false)
		many("difference", sub, false)
		many("symmetric_difference", xor, false)
		many("update", or, true)
		many("intersection_update", and, true)
		many("difference_update", sub, true)
		many("symmetric_difference_update", xor, true)
		rel := func(name string, test func(a, b *Set) bool) {
			set(name, func(self, other py.Object) (py.Object, error) {
				o, err := anySet(other)
				if err != nil {
					return nil, err
				}
				return py.NewBool(test(self.(*Set), o)), nil
			})
		}
		rel("issubset", func(a, b *Set) bool { return a.subset(b) })
		rel("issuperset", func(a, b *Set) bool { return b.subset(a) })
		rel("isdisjoint", func(a, b *Set) bool {
			for _, k := range a.d.Keys() {
				if ok, _ := b.has(k); ok {
					return false
				}
			}
			return true
		})
		set("copy", func(self py.Object) (py.Object, error) {
			s := self.(*Set)
			return &Set{d: s.d.copyAs(DictType), frozen: s.frozen}, nil
		})
		if !mutating {
			continue
		}
		set("add", func(self, o py.Object) (py.Object, error) { return py.None, self.(*Set).add(o) })
		set("discard", func(self, o py.Object) (py.Object, error) {
			_, err := self.(*Set).d.Delete(o)
			return py.None, err
		})
		set("remove", func(self, o py.Object) (py.Object, error) {
			ok, err := self.(*Set).d.Delete(o)
			if err == nil && !ok {
				err = keyError(o)
			}
			return py.None, err
		})
		set("pop", func(self py.Object) (py.Object, error) {
			s := self.(*Set)
			items := s.items()
			if len(items) == 0 {
				return nil, py.ExceptionNewf(py.KeyError, "pop from an empty set")
			}
			_, err := s.d.Delete(items[0])
			return items[0], err
		})
		set("clear", func(self py.Object) (py.Object, error) {
			self.(*Set).d = NewDict()
			return py.None, nil
		})
	}

	jumpTable[vm.BUILD_SET] = func(v unsafe.Pointer, count int32) error {
		st := stackOf(v)
		s := *st
		set := newSet(false)
		for _, o := range s[len(s)-int(count):] {
			if err := set.add(o); err != nil {
				return err
			}
		}
		*st = append(s[:len(s)-int(count)], set)
		return nil
	}
	setAdd := jumpTable[vm.SET_ADD]
	jumpTable[vm.SET_ADD] = func(v unsafe.Pointer, i int32) error {
		st := stackOf(v)
		s := *st
		set, ok := s[len(s)-1-int(i)].(*Set)
		if !ok {
			return setAdd(v, i)
		}
		w := s[len(s)-1]
		*st = s[:len(s)-1]
		return set.add(w)
	}
}
