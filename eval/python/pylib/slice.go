package pylib

import (
	"math"
	"math/big"

	"github.com/go-python/gpython/py"

	"github.com/rlm-go/rlm/eval/python/gpyseam"
)

// gpython's slice has no indices() and no repr, and assigning to or
// deleting an extended slice of a list (x[::-1] = x, del x[::2]) silently
// does nothing. These follow CPython's slice semantics.

// sliceIndex reads one slice bound: None, an int (a big one clamped, as
// CPython clamps) or an object with __index__.
func sliceIndex(o py.Object) (int, bool, error) {
	switch x := o.(type) {
	case py.NoneType:
		return 0, false, nil
	case py.Int:
		return int(x), true, nil
	case py.Bool:
		return int(boolToInt(x).(py.Int)), true, nil
	case *py.BigInt:
		if (*big.Int)(x).Sign() < 0 {
			return math.MinInt64 + 1, true, nil
		}
		return math.MaxInt64, true, nil
	}
	if userObject(o) {
		if r, ok, err := py.TypeCall0(o, "__index__"); ok {
			if err != nil {
				return 0, false, err
			}
			return sliceIndex(r)
		}
	}
	return 0, false, py.ExceptionNewf(py.TypeError, "slice indices must be integers or None or have an __index__ method")
}

// sliceIndices is CPython's PySlice_Unpack with PySlice_AdjustIndices:
// the start, stop and step s selects from a sequence of length n, and how
// many items that is.
func sliceIndices(s *py.Slice, n int) (start, stop, step, count int, err error) {
	step = 1
	if v, ok, err := sliceIndex(s.Step); err != nil {
		return 0, 0, 0, 0, err
	} else if ok {
		if v == 0 {
			return 0, 0, 0, 0, py.ExceptionNewf(py.ValueError, "slice step cannot be zero")
		}
		step = v
	}
	clamp := func(o py.Object, dflt int) (int, error) {
		v, ok, err := sliceIndex(o)
		if err != nil || !ok {
			return dflt, err
		}
		if v < 0 {
			v += n
			if v < 0 {
				v = 0
				if step < 0 {
					v = -1
				}
			}
		} else if v >= n {
			v = n
			if step < 0 {
				v = n - 1
			}
		}
		return v, nil
	}
	defStart, defStop := 0, n
	if step < 0 {
		defStart, defStop = n-1, -1
	}
	if start, err = clamp(s.Start, defStart); err != nil {
		return
	}
	if stop, err = clamp(s.Stop, defStop); err != nil {
		return
	}
	switch {
	case step > 0 && start < stop:
		count = (stop-start-1)/step + 1
	case step < 0 && stop < start:
		count = (start-stop-1)/(-step) + 1
	}
	return start, stop, step, count, nil
}

func sliceRepr(s *py.Slice) (string, error) {
	out := "slice("
	for i, o := range []py.Object{s.Start, s.Stop, s.Step} {
		r, err := Repr(o)
		if err != nil {
			return "", err
		}
		if i > 0 {
			out += ", "
		}
		out += r
	}
	return out + ")", nil
}

// listSetSlice is l[s] = v.
func listSetSlice(l *py.List, s *py.Slice, v py.Object) error {
	start, stop, step, count, err := sliceIndices(s, len(l.Items))
	if err != nil {
		return err
	}
	var items []py.Object
	if src, ok := seqItems(v); ok {
		items = append([]py.Object(nil), src...) // l[::-1] = l reads a copy
	} else {
		if _, err := py.Iter(v); err != nil {
			if step == 1 {
				return py.ExceptionNewf(py.TypeError, "can only assign an iterable")
			}
			return py.ExceptionNewf(py.TypeError, "must assign iterable to extended slice")
		}
		if items, err = iterItems(v); err != nil {
			return err
		}
	}
	if step == 1 {
		stop = max(stop, start)
		out := make([]py.Object, 0, len(l.Items)-(stop-start)+len(items))
		out = append(append(append(out, l.Items[:start]...), items...), l.Items[stop:]...)
		l.Items = out
		return nil
	}
	if len(items) != count {
		return py.ExceptionNewf(py.ValueError, "attempt to assign sequence of size %d to extended slice of size %d", len(items), count)
	}
	for i, it := range items {
		l.Items[start+i*step] = it
	}
	return nil
}

// listDelSlice is del l[s].
func listDelSlice(l *py.List, s *py.Slice) error {
	start, _, step, count, err := sliceIndices(s, len(l.Items))
	if err != nil {
		return err
	}
	gone := make(map[int]bool, count)
	for i := 0; i < count; i++ {
		gone[start+i*step] = true
	}
	kept := l.Items[:0]
	for i, it := range l.Items {
		if !gone[i] {
			kept = append(kept, it)
		}
	}
	clear(l.Items[len(kept):])
	l.Items = kept
	return nil
}

func installSlice() {
	py.SliceType.Dict["indices"] = py.MustNewMethod("indices", func(self, arg py.Object) (py.Object, error) {
		n, ok, err := sliceIndex(arg)
		if err != nil || !ok {
			if err == nil {
				err = py.ExceptionNewf(py.TypeError, "'NoneType' object cannot be interpreted as an integer")
			}
			return nil, err
		}
		if n < 0 {
			return nil, py.ExceptionNewf(py.ValueError, "length should not be negative")
		}
		start, stop, step, _, err := sliceIndices(self.(*py.Slice), n)
		if err != nil {
			return nil, err
		}
		return py.Tuple{py.Int(start), py.Int(stop), py.Int(step)}, nil
	}, 0, "")
	// Stack of STORE_SUBSCR: value, container, key (top).
	gpyseam.WrapOpcode(gpyseam.STORE_SUBSCR, gpyseam.LayerSlices, "slice assignment", func(store gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, arg int32) error {
			st := v.Stack()
			s := *st
			if len(s) >= 3 {
				l, isList := s[len(s)-2].(*py.List)
				sl, isSlice := s[len(s)-1].(*py.Slice)
				if isList && isSlice {
					value := s[len(s)-3]
					*st = s[:len(s)-3]
					return listSetSlice(l, sl, value)
				}
			}
			return store(v, arg)
		}
	})
	gpyseam.WrapOpcode(gpyseam.DELETE_SUBSCR, gpyseam.LayerSlices, "slice assignment", func(del gpyseam.OpFunc) gpyseam.OpFunc {
		return func(v *gpyseam.VM, arg int32) error {
			st := v.Stack()
			s := *st
			if len(s) >= 2 {
				l, isList := s[len(s)-2].(*py.List)
				sl, isSlice := s[len(s)-1].(*py.Slice)
				if isList && isSlice {
					*st = s[:len(s)-2]
					return listDelSlice(l, sl)
				}
			}
			return del(v, arg)
		}
	})
}
