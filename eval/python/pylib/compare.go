package pylib

import (
	"math"
	"math/big"
	"sort"
	"strings"

	"github.com/go-python/gpython/py"
)

// less is Python's a < b with the orderings gpython lacks: tuples and lists
// compare lexicographically (so sorting by tuple keys works).
func less(a, b py.Object) (bool, error) { return order("<", a, b, 0) }

// greater is Python's a > b, as max() asks it.
func greater(a, b py.Object) (bool, error) { return order(">", a, b, 0) }

// orderOps maps an ordering operator to its COMPARE_OP argument and the
// gpython function that applies it to built-in values.
var orderOps = map[string]struct {
	code int32
	fn   func(a, b py.Object) (py.Object, error)
}{"<": {0, py.Lt}, "<=": {1, py.Le}, ">": {4, py.Gt}, ">=": {5, py.Ge}}

// order is a op b for op one of <, <=, >, >=, nested depth deep in the
// outer comparison. Sequences of one type apply op to their first unequal
// items (or to their lengths), as CPython does, so an error names the
// operator and the item types the way CPython's does.
func order(op string, a, b py.Object, depth int) (bool, error) {
	as, aok := seqItems(a)
	bs, bok := seqItems(b)
	if aok && bok && a.Type() == b.Type() {
		if depth >= maxNesting {
			return false, recursionError(" in comparison")
		}
		for i := 0; i < len(as) && i < len(bs); i++ {
			eq, err := itemEqual(as[i], bs[i], depth+1)
			if err != nil {
				return false, err
			}
			if eq {
				continue
			}
			return order(op, as[i], bs[i], depth+1)
		}
		r, err := orderOps[op].fn(py.Int(len(as)), py.Int(len(bs)))
		return r == py.True, err
	}
	if r, ok := intFloatCompare(orderOps[op].code, a, b); ok {
		return r == py.True, nil
	}
	if r, ok, err := userCompare(orderOps[op].code, a, b); ok {
		if err != nil {
			return false, err
		}
		t, err := py.MakeBool(r)
		return t == py.True, err
	}
	r, err := orderOps[op].fn(boolToInt(a), boolToInt(b))
	if err != nil {
		return false, orderingError(err, op, a, b)
	}
	t, err := py.MakeBool(r)
	return t == py.True, err
}

// orderingError words gpython's failed <, <=, >, >= the way CPython does
// ("'<' not supported between instances of 'str' and 'int'"); gpython
// phrases it like a failed arithmetic operator.
func orderingError(err error, op string, a, b py.Object) error {
	if !py.IsException(py.TypeError, err) {
		return err
	}
	msg := exceptionMessage(err)
	if !strings.HasPrefix(msg, "unsupported operand type(s) for "+op+":") && msg != "no ordering relation is defined for complex numbers" {
		return err
	}
	return py.ExceptionNewf(py.TypeError, "'%s' not supported between instances of '%s' and '%s'", op, a.Type().Name, b.Type().Name)
}

// equal is Python's a == b as containers compare their items: the same
// object is equal to itself (so [nan] == [nan] when it is one nan), lists,
// tuples and pylib dicts are compared here, and anything else by py.Eq.
// gpython's own list and tuple __eq__ recurse in Go without a bound, so a
// list nested a few million deep would overflow the goroutine stack.
func equal(a, b py.Object) (bool, error) { return equalDepth(a, b, 0) }

func equalDepth(a, b py.Object, depth int) (bool, error) {
	switch x := a.(type) {
	case *py.List:
		y, ok := b.(*py.List)
		if !ok {
			break
		}
		if x == y {
			return true, nil
		}
		return itemsEqual(x.Items, y.Items, depth)
	case py.Tuple:
		y, ok := b.(py.Tuple)
		if !ok {
			break
		}
		if len(x) == len(y) && (len(x) == 0 || &x[0] == &y[0]) {
			return true, nil
		}
		return itemsEqual(x, y, depth)
	case *Dict:
		if y, ok := b.(*Dict); ok && x == y {
			return true, nil
		}
		if depth >= maxNesting {
			return false, recursionError(" in comparison")
		}
		r, err := x.eq(b, depth+1)
		if err != nil || r != py.NotImplemented {
			return r == py.True, err
		}
	case *py.Type:
		if a == b {
			return true, nil // an instance equals itself in a container
		}
	}
	if r, ok := intFloatCompare(2, a, b); ok {
		return r == py.True, nil
	}
	// py.Eq never calls the __eq__ of a Python class (op 2 is ==).
	if r, ok, err := userCompare(2, a, b); ok {
		if err != nil {
			return false, err
		}
		t, err := py.MakeBool(r)
		return t == py.True, err
	}
	r, err := py.Eq(a, b)
	if err != nil {
		return false, err
	}
	t, err := py.MakeBool(r)
	return t == py.True, err
}

// itemEqual compares two items of containers as CPython does, identity
// first: a nan found in a list is the nan looked for (x = nan; x in [x]).
// gpython floats have no identity, so every nan counts as the same one;
// code that tests a container for nan almost always reuses one nan.
func itemEqual(a, b py.Object, depth int) (bool, error) {
	if x, ok := a.(py.Float); ok && x != x {
		if y, ok := b.(py.Float); ok && y != y {
			return true, nil
		}
	}
	return equalDepth(a, b, depth)
}

func itemsEqual(a, b []py.Object, depth int) (bool, error) {
	if len(a) != len(b) {
		return false, nil
	}
	if depth >= maxNesting {
		return false, recursionError(" in comparison")
	}
	for i := range a {
		eq, err := itemEqual(a[i], b[i], depth+1)
		if err != nil || !eq {
			return false, err
		}
	}
	return true, nil
}

// containerCompare evaluates ==, != (op 2, 3) between lists, tuples or
// dicts and in, not in (op 6, 7) on lists and tuples with equal, whose
// depth is bounded; handled is false for other operands.
func containerCompare(op int32, a, b py.Object) (py.Object, bool, error) {
	switch op {
	case 2, 3:
		_, aSeq := seqItems(a)
		_, bSeq := seqItems(b)
		_, aDict := a.(*Dict)
		if !(aSeq && bSeq && a.Type() == b.Type()) && !aDict {
			return nil, false, nil
		}
		eq, err := equal(a, b)
		return py.NewBool(eq == (op == 2)), true, err
	case 6, 7:
		if _, isRange := b.(*py.Range); isRange {
			if v, boxed := unbox(a); boxed {
				// An int subclass in a range: the range tests its value.
				in, err := py.SequenceContains(b, v)
				return py.NewBool(in == (op == 6)), true, err
			}
		}
		if hay, ok := b.(py.String); ok {
			// gpython's str.__contains__ takes only a str itself, not an
			// instance of a class deriving from str.
			if needle, boxed := unbox(a); boxed {
				if n, isStr := needle.(py.String); isStr {
					return py.NewBool(strings.Contains(string(hay), string(n)) == (op == 6)), true, nil
				}
			}
		}
		items, ok := seqItems(b)
		if !ok || b.Type() != py.ListType && b.Type() != py.TupleType {
			return nil, false, nil
		}
		in, err := contains(items, a)
		return py.NewBool(in == (op == 6)), true, err
	}
	return nil, false, nil
}

// contains is `x in seq` for lists and tuples.
func contains(seq []py.Object, x py.Object) (bool, error) {
	for _, it := range seq {
		eq, err := itemEqual(it, x, 0)
		if err != nil || eq {
			return eq, err
		}
	}
	return false, nil
}

func seqItems(o py.Object) ([]py.Object, bool) {
	switch x := o.(type) {
	case py.Tuple:
		return x, true
	case *py.List:
		return x.Items, true
	}
	return nil, false
}

// compareOp evaluates <, <=, >, >= (op 0, 1, 4, 5 as in COMPARE_OP) for
// sequences; handled is false for other operands.
func compareOp(op int32, a, b py.Object) (py.Object, bool, error) {
	_, aok := seqItems(a)
	_, bok := seqItems(b)
	if !aok || !bok || a.Type() != b.Type() {
		return nil, false, nil
	}
	name := orderOpNames[op]
	if name == "" {
		return nil, false, nil
	}
	r, err := order(name, a, b, 0)
	return py.NewBool(r), true, err
}

// sortObjects sorts items stably by key (identity when key is None).
func sortObjects(items []py.Object, key py.Object, reverse bool) error {
	keys := items
	if key != nil && key != py.None {
		keys = make([]py.Object, len(items))
		for i, it := range items {
			k, err := py.Call(key, py.Tuple{it}, nil)
			if err != nil {
				return err
			}
			keys[i] = k
		}
	}
	idx := make([]int, len(items))
	for i := range idx {
		idx[i] = i
	}
	var err error
	sort.SliceStable(idx, func(i, j int) bool {
		if err != nil {
			return false
		}
		var lt bool
		var e error
		if reverse {
			lt, e = less(keys[idx[j]], keys[idx[i]])
		} else {
			lt, e = less(keys[idx[i]], keys[idx[j]])
		}
		if e != nil {
			err = e
		}
		return lt
	})
	if err != nil {
		return err
	}
	out := make([]py.Object, len(items))
	for i, j := range idx {
		out[i] = items[j]
	}
	copy(items, out)
	return nil
}

func builtinSorted(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var iterable py.Object
	var key py.Object = py.None
	var reverse py.Object = py.False
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|$OO:sorted", []string{"iterable", "key", "reverse"}, &iterable, &key, &reverse); err != nil {
		return nil, err
	}
	l, err := py.SequenceList(iterable)
	if err != nil {
		return nil, err
	}
	l = py.NewListFromItems(append([]py.Object(nil), l.Items...))
	rev, err := py.MakeBool(reverse)
	if err != nil {
		return nil, err
	}
	return l, sortObjects(l.Items, key, rev == py.True)
}

func listSort(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var key py.Object = py.None
	var reverse py.Object = py.False
	if err := py.ParseTupleAndKeywords(args, kwargs, "|$OO:sort", []string{"key", "reverse"}, &key, &reverse); err != nil {
		return nil, err
	}
	rev, err := py.MakeBool(reverse)
	if err != nil {
		return nil, err
	}
	return py.None, sortObjects(self.(*py.List).Items, key, rev == py.True)
}

// minmax implements min (wantLess) and max with key= and default=.
func minmax(name string, wantLess bool) func(py.Object, py.Tuple, py.StringDict) (py.Object, error) {
	return func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var key, dflt py.Object
		for k, v := range kwargs {
			switch k {
			case "key":
				key = v
			case "default":
				dflt = v
			default:
				return nil, py.ExceptionNewf(py.TypeError, "%s() got an unexpected keyword argument '%s'", name, k)
			}
		}
		var items []py.Object
		switch len(args) {
		case 0:
			return nil, py.ExceptionNewf(py.TypeError, "%s expected at least 1 argument, got 0", name)
		case 1:
			l, err := py.SequenceList(args[0])
			if err != nil {
				return nil, err
			}
			items = l.Items
		default:
			if dflt != nil {
				return nil, py.ExceptionNewf(py.TypeError, "Cannot specify a default for %s() with multiple positional arguments", name)
			}
			items = args
		}
		if len(items) == 0 {
			if dflt != nil {
				return dflt, nil
			}
			return nil, py.ExceptionNewf(py.ValueError, "%s() arg is an empty sequence", name)
		}
		best := items[0]
		bestKey := best
		var err error
		if key != nil && key != py.None {
			if bestKey, err = py.Call(key, py.Tuple{best}, nil); err != nil {
				return nil, err
			}
		}
		for _, it := range items[1:] {
			k := it
			if key != nil && key != py.None {
				if k, err = py.Call(key, py.Tuple{it}, nil); err != nil {
					return nil, err
				}
			}
			var better bool
			if wantLess {
				better, err = less(k, bestKey)
			} else {
				better, err = greater(k, bestKey)
			}
			if err != nil {
				return nil, err
			}
			if better {
				best, bestKey = it, k
			}
		}
		return best, nil
	}
}

// intFloatCompare is op (0..5, COMPARE_OP's numbering) between an int and
// a float compared exactly, as CPython does: 2**53 + 1 != float(2**53 + 1)
// though converting the int to a float would make them equal. ok is false
// for any other pair of types.
func intFloatCompare(op int32, a, b py.Object) (py.Object, bool) {
	var i *big.Int
	var f float64
	flip := false
	switch x := a.(type) {
	case py.Int:
		fv, ok := b.(py.Float)
		if !ok {
			return nil, false
		}
		i, f = big.NewInt(int64(x)), float64(fv)
	case *py.BigInt:
		fv, ok := b.(py.Float)
		if !ok {
			return nil, false
		}
		i, f = (*big.Int)(x), float64(fv)
	case py.Float:
		switch y := b.(type) {
		case py.Int:
			i = big.NewInt(int64(y))
		case *py.BigInt:
			i = (*big.Int)(y)
		default:
			return nil, false
		}
		f, flip = float64(x), true
	default:
		return nil, false
	}
	if math.IsNaN(f) {
		return py.NewBool(op == 3), true
	}
	var c int // the int against the float
	switch {
	case math.IsInf(f, 1):
		c = -1
	case math.IsInf(f, -1):
		c = 1
	default:
		c = new(big.Float).SetInt(i).Cmp(new(big.Float).SetFloat64(f))
	}
	if flip {
		c = -c
	}
	var r bool
	switch op {
	case 0:
		r = c < 0
	case 1:
		r = c <= 0
	case 2:
		r = c == 0
	case 3:
		r = c != 0
	case 4:
		r = c > 0
	case 5:
		r = c >= 0
	default:
		return nil, false
	}
	return py.NewBool(r), true
}
