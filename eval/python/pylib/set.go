package pylib

import (
	"strings"

	"github.com/go-python/gpython/py"

	"github.com/rlm-go/rlm/eval/python/gpyseam"
)

// Set replaces gpython's set, a Go map keyed by the objects themselves, in
// which a tuple (a Go slice) cannot be stored: {(1, 2)} was a Go panic.
// Entries are kept in a Dict with no values.
type Set struct {
	d      *Dict
	frozen bool
	// tab mirrors CPython's slot layout for iteration order; nil once a
	// member's CPython hash is unknown (strings, objects), when members
	// come in insertion order instead.
	tab *slotTable
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
			if err := s.update(it); err != nil {
				return nil, err
			}
		}
		return s, nil
	}
}

func newSet(frozen bool) *Set {
	return &Set{d: NewDict(), frozen: frozen, tab: newSlotTable(setMinSize)}
}

func (s *Set) Type() *py.Type {
	if s.frozen {
		return FrozenSetType
	}
	return SetType
}

func (s *Set) add(o py.Object) error {
	n := s.d.Len()
	if err := s.d.Set(o, py.None); err != nil {
		return err
	}
	if s.d.Len() != n && s.tab != nil {
		h, ok := cpythonHash(o)
		if !ok || s.tab.used >= maxMirrored {
			s.tab = nil
			return nil
		}
		s.tab.add(o, h)
	}
	return nil
}

func (s *Set) discard(o py.Object) (bool, error) {
	found, err := s.d.Delete(o)
	if found && s.tab != nil {
		h, _ := cpythonHash(o)
		ck, _ := hashKey(o)
		s.tab.discard(ck, h)
	}
	return found, err
}

func (s *Set) clear() {
	s.d = NewDict()
	s.tab = newSlotTable(setMinSize)
}

func (s *Set) addAll(it py.Object) error {
	var err error
	ierr := py.Iterate(it, func(x py.Object) bool { err = s.add(x); return err != nil })
	if ierr != nil {
		return ierr
	}
	return err
}

// merge adds o's members as CPython's set_merge does.
func (s *Set) merge(o *Set) error {
	if o == s {
		return nil
	}
	for _, k := range o.items() {
		if err := s.d.Set(k, py.None); err != nil {
			return err
		}
	}
	if s.tab != nil && o.tab != nil && s.tab.used+o.tab.used < maxMirrored {
		s.tab.merge(o.tab)
	} else {
		s.tab = nil
	}
	return nil
}

// update adds the members of any iterable (set_update_internal).
func (s *Set) update(it py.Object) error {
	switch x := it.(type) {
	case *Set:
		return s.merge(x)
	case *Dict:
		if s.tab != nil && x.typ == DictType {
			if n := x.Len(); uint64(s.tab.fill+n)*5 >= s.tab.mask()*3 {
				s.tab.resize((s.tab.used + n) * 2)
			}
		}
		for _, k := range x.Keys() {
			if err := s.add(k); err != nil {
				return err
			}
		}
		return nil
	}
	return s.addAll(it)
}

func (s *Set) copySet(frozen bool) *Set {
	r := newSet(frozen)
	_ = r.merge(s) // keys already hash
	return r
}

func (s *Set) has(o py.Object) (bool, error) {
	_, ok, err := s.d.Get(o)
	return ok, err
}

// items lists the members in CPython's iteration order when it is known.
func (s *Set) items() py.Tuple {
	if s.tab != nil {
		return s.tab.keys()
	}
	return s.d.Keys()
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
	if s.frozen {
		return s.reprAs("frozenset", depth)
	}
	return s.reprAs("", depth)
}

// reprAs spells s as an instance of the class named name: Name({1, 2}) and
// Name(), or a bare {1, 2} and set() when name is empty.
func (s *Set) reprAs(name string, depth int) (string, error) {
	if s.d.Len() == 0 {
		if name == "" {
			return "set()", nil
		}
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
	if name != "" {
		return name + "(" + body + ")", nil
	}
	return body, nil
}

// setOp names the four binary set operations.
type setOp int

const (
	opUnion setOp = iota
	opIntersection
	opDifference
	opSymmetricDifference
)

// operate computes s op other in the order CPython builds the result,
// which decides the result's iteration order.
func (s *Set) operate(op setOp, other py.Object) (*Set, error) {
	switch op {
	case opUnion:
		r := s.copySet(s.frozen)
		return r, r.update(other)
	case opIntersection:
		return s.intersection(other)
	case opDifference:
		return s.difference(other)
	}
	r := newSet(s.frozen)
	if err := r.update(other); err != nil {
		return nil, err
	}
	return r, r.symmetricDifferenceUpdate(s)
}

func (s *Set) intersection(other py.Object) (*Set, error) {
	r := newSet(s.frozen)
	big, small := s, (*Set)(nil)
	if o, ok := other.(*Set); ok {
		small = o
		if small.d.Len() > big.d.Len() {
			big, small = small, big
		}
		for _, k := range small.items() {
			in, err := big.has(k)
			if err != nil {
				return nil, err
			}
			if in {
				if err := r.add(k); err != nil {
					return nil, err
				}
			}
		}
		return r, nil
	}
	var err error
	ierr := py.Iterate(other, func(k py.Object) bool {
		var in bool
		if in, err = s.has(k); err == nil && in {
			err = r.add(k)
		}
		return err != nil
	})
	if ierr != nil {
		return nil, ierr
	}
	return r, err
}

func (s *Set) difference(other py.Object) (*Set, error) {
	o, isSet := other.(*Set)
	if !isSet || s.d.Len()>>2 > o.d.Len() {
		r := s.copySet(s.frozen)
		return r, r.differenceUpdate(other)
	}
	r := newSet(s.frozen)
	for _, k := range s.items() {
		in, err := o.has(k)
		if err != nil {
			return nil, err
		}
		if !in {
			if err := r.add(k); err != nil {
				return nil, err
			}
		}
	}
	return r, nil
}

func (s *Set) differenceUpdate(other py.Object) error {
	if o, ok := other.(*Set); ok {
		if o == s {
			s.clear()
			return nil
		}
		for _, k := range o.items() {
			if _, err := s.discard(k); err != nil {
				return err
			}
		}
		return nil
	}
	var err error
	ierr := py.Iterate(other, func(k py.Object) bool { _, err = s.discard(k); return err != nil })
	if ierr != nil {
		return ierr
	}
	return err
}

func (s *Set) symmetricDifferenceUpdate(other py.Object) error {
	o, ok := other.(*Set)
	if !ok {
		o = newSet(false)
		if err := o.update(other); err != nil {
			return err
		}
	}
	if o == s {
		s.clear()
		return nil
	}
	for _, k := range o.items() {
		found, err := s.discard(k)
		if err != nil {
			return err
		}
		if !found {
			if err := s.add(k); err != nil {
				return err
			}
		}
	}
	return nil
}

func (s *Set) binop(other py.Object, op setOp) (py.Object, error) {
	if _, ok := other.(*Set); !ok {
		return py.NotImplemented, nil
	}
	return s.operate(op, other)
}

func (s *Set) M__or__(o py.Object) (py.Object, error)  { return s.binop(o, opUnion) }
func (s *Set) M__and__(o py.Object) (py.Object, error) { return s.binop(o, opIntersection) }
func (s *Set) M__sub__(o py.Object) (py.Object, error) { return s.binop(o, opDifference) }
func (s *Set) M__xor__(o py.Object) (py.Object, error) {
	return s.binop(o, opSymmetricDifference)
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
		// s.union(*others) and friends: the first other as the operator
		// does, the rest as in-place updates, as CPython's *_multi do.
		multi := func(name string, op setOp) {
			set(name, func(self py.Object, args py.Tuple) (py.Object, error) {
				s := self.(*Set)
				if len(args) == 0 {
					return s.copySet(s.frozen), nil
				}
				acc, err := s.operate(op, args[0])
				if err != nil {
					return nil, err
				}
				for _, a := range args[1:] {
					if op == opIntersection {
						acc, err = acc.intersection(a)
					} else {
						err = acc.updateWith(op, a)
					}
					if err != nil {
						return nil, err
					}
				}
				return acc, nil
			})
		}
		multi("union", opUnion)
		multi("intersection", opIntersection)
		multi("difference", opDifference)
		set("symmetric_difference", func(self, other py.Object) (py.Object, error) {
			return self.(*Set).operate(opSymmetricDifference, other)
		})
		if mutating {
			inplace := func(name string, op setOp) {
				set(name, func(self py.Object, args py.Tuple) (py.Object, error) {
					s := self.(*Set)
					for _, a := range args {
						if err := s.updateWith(op, a); err != nil {
							return nil, err
						}
					}
					return py.None, nil
				})
			}
			inplace("update", opUnion)
			inplace("intersection_update", opIntersection)
			inplace("difference_update", opDifference)
			inplace("symmetric_difference_update", opSymmetricDifference)
		}
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
			return s.copySet(s.frozen), nil
		})
		if !mutating {
			continue
		}
		set("add", func(self, o py.Object) (py.Object, error) { return py.None, self.(*Set).add(o) })
		set("discard", func(self, o py.Object) (py.Object, error) {
			_, err := self.(*Set).discard(o)
			return py.None, err
		})
		set("remove", func(self, o py.Object) (py.Object, error) {
			ok, err := self.(*Set).discard(o)
			if err == nil && !ok {
				err = keyError(o)
			}
			return py.None, err
		})
		set("pop", func(self py.Object) (py.Object, error) {
			s := self.(*Set)
			if s.d.Len() == 0 {
				return nil, py.ExceptionNewf(py.KeyError, "pop from an empty set")
			}
			var k py.Object
			if s.tab != nil {
				i := s.tab.popIndex()
				k = s.tab.slots[i].key
				s.tab.discardAt(i)
			} else {
				k = s.d.Keys()[0]
			}
			_, err := s.d.Delete(k)
			return k, err
		})
		set("clear", func(self py.Object) (py.Object, error) {
			self.(*Set).clear()
			return py.None, nil
		})
	}

	gpyseam.WrapOpcode(gpyseam.BUILD_SET, gpyseam.LayerSets, "set displays", func(_ gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, count int32) error {
			st := v.Stack()
			s := *st
			set := newSet(false)
			items := s[len(s)-int(count):]
			if count > 2 && loadsConstants(v, int(count)) {
				// CPython folds a display of more than two constants into
				// a frozenset constant, which its constant cache rebuilds
				// once in table order, and merges that into an empty set.
				folded := newSet(true)
				for _, o := range items {
					if err := folded.add(o); err != nil {
						return err
					}
				}
				rebuilt := newSet(true)
				if err := rebuilt.addAll(folded.items()); err != nil {
					return err
				}
				if err := set.merge(rebuilt); err != nil {
					return err
				}
			} else {
				for _, o := range items {
					if err := set.add(o); err != nil {
						return err
					}
				}
			}
			*st = append(s[:len(s)-int(count)], set)
			return nil
		}
	})
	gpyseam.WrapOpcode(gpyseam.SET_ADD, gpyseam.LayerSets, "set displays", func(setAdd gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, i int32) error {
			st := v.Stack()
			s := *st
			set, ok := s[len(s)-1-int(i)].(*Set)
			if !ok {
				return setAdd(v, i)
			}
			w := s[len(s)-1]
			*st = s[:len(s)-1]
			return set.add(w)
		}
	})
}

// updateWith applies an in-place operation (s |= o and friends).
func (s *Set) updateWith(op setOp, other py.Object) error {
	switch op {
	case opUnion:
		return s.update(other)
	case opIntersection:
		r, err := s.intersection(other)
		if err != nil {
			return err
		}
		s.d, s.tab = r.d, r.tab
		return nil
	case opDifference:
		return s.differenceUpdate(other)
	}
	return s.symmetricDifferenceUpdate(other)
}

// loadsConstants reports whether the count values under the running
// BUILD_SET were all built from constants (literals, negated literals,
// tuples of them): the displays CPython folds into a frozenset constant.
func loadsConstants(v *gpyseam.VM, count int) bool {
	f := v.Frame()
	ops := decodeUpTo(f.Code.Code, int(f.Lasti)-3)
	j := len(ops) - 1
	for n := 0; n < count; n++ {
		if j = constantStart(ops, j); j < 0 {
			return false
		}
		j--
	}
	return true
}

type instr struct {
	op  gpyseam.Opcode
	arg int
}

// decodeUpTo lists the instructions that start before offset end.
func decodeUpTo(code string, end int) []instr {
	var out []instr
	for i := 0; i < end && i < len(code); {
		op := gpyseam.Opcode(code[i])
		if op >= gpyseam.HAVE_ARGUMENT && i+2 < len(code) {
			out = append(out, instr{op, int(code[i+1]) | int(code[i+2])<<8})
			i += 3
			continue
		}
		out = append(out, instr{op: op})
		i++
	}
	return out
}

// constantStart is the index of the first instruction of the constant
// expression that ends at ops[j], or -1.
func constantStart(ops []instr, j int) int {
	if j < 0 {
		return -1
	}
	switch ops[j].op {
	case gpyseam.LOAD_CONST:
		return j
	case gpyseam.UNARY_NEGATIVE, gpyseam.UNARY_POSITIVE:
		return constantStart(ops, j-1)
	case gpyseam.BUILD_TUPLE:
		k := j
		for n := 0; n < ops[j].arg; n++ {
			if k = constantStart(ops, k-1); k < 0 {
				return -1
			}
		}
		return k
	}
	return -1
}

// inplace is s |= o and friends: a set changes itself (other names for
// it see the change), a frozenset leaves the operator to make a new one.
func (s *Set) inplace(o py.Object, op setOp) (py.Object, error) {
	if _, ok := o.(*Set); !ok || s.frozen {
		return py.NotImplemented, nil
	}
	if err := s.updateWith(op, o); err != nil {
		return nil, err
	}
	return s, nil
}

func (s *Set) M__ior__(o py.Object) (py.Object, error)  { return s.inplace(o, opUnion) }
func (s *Set) M__iand__(o py.Object) (py.Object, error) { return s.inplace(o, opIntersection) }
func (s *Set) M__isub__(o py.Object) (py.Object, error) { return s.inplace(o, opDifference) }
func (s *Set) M__ixor__(o py.Object) (py.Object, error) {
	return s.inplace(o, opSymmetricDifference)
}
