package python

import (
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/go-python/gpython/py"

	"github.com/rlm-go/rlm/eval/python/gpyseam"
)

// gpython's str.find and str.count recount the runes of the whole string
// several times per call (~300 ms on 50 MB). On indexed strings (the
// contexts) the CALL_FUNCTION hook answers find, rfind, index, rindex and
// count itself, with byte searches and the rune index; other calls and other
// strings reach gpython (or pylib's replacement) unchanged.

// fastStrCall returns handled=false when gpython should run the call.
func fastStrCall(ip *interp, f *py.Frame, argc int32) (handled bool, err error) {
	nargs := int(argc & 0xff)
	if argc>>8 != 0 || nargs < 1 || nargs > 3 {
		return false, nil
	}
	st := f.Stack
	if len(st) < nargs+1 {
		return false, nil
	}
	bm, ok := st[len(st)-nargs-1].(*py.BoundMethod)
	if !ok {
		return false, nil
	}
	s, ok := bm.Self.(py.String)
	if !ok || len(s) < minIndexed {
		return false, nil
	}
	m, ok := bm.Method.(*py.Method)
	if !ok {
		return false, nil
	}
	switch m.Name {
	case "find", "rfind", "index", "rindex", "count":
	default:
		return false, nil
	}
	// A built-in *py.Method bound to a str can only come from str's own type
	// dict (gpython's entry, or pylib's wrapper of it), so the name is enough.
	args := st[len(st)-nargs:]
	// Empty needles have edge cases (start past the end) best left to gpython.
	sub, ok := args[0].(py.String)
	if !ok || sub == "" {
		return false, nil
	}
	ix := ip.strs.lookup(string(s))
	if ix == nil {
		return false, nil
	}
	n := ix.runes
	start, end := 0, n
	if nargs >= 2 {
		if start, ok = sliceBound(args[1], 0, n); !ok {
			return false, nil
		}
	}
	if nargs == 3 {
		if end, ok = sliceBound(args[2], n, n); !ok {
			return false, nil
		}
	}
	res, err := strSearch(string(s), ix, m.Name, string(sub), start, end)
	if err != nil {
		return true, err
	}
	f.Stack = st[:len(st)-nargs]
	f.Stack[len(f.Stack)-1] = res
	return true, nil
}

func strSearch(s string, ix *strIndex, name, sub string, start, end int) (py.Object, error) {
	if start > end {
		if name == "count" {
			return py.Int(0), nil
		}
		return notFound(name)
	}
	a, b := ix.offset(s, start), ix.offset(s, end)
	hay := s[a:b]
	switch name {
	case "count":
		return py.Int(strings.Count(hay, sub)), nil
	case "find", "index":
		if i := strings.Index(hay, sub); i >= 0 {
			return py.Int(ix.runeAt(s, a+i)), nil
		}
	case "rfind", "rindex":
		if i := strings.LastIndex(hay, sub); i >= 0 {
			return py.Int(ix.runeAt(s, a+i)), nil
		}
	}
	return notFound(name)
}

func notFound(name string) (py.Object, error) {
	if name == "index" || name == "rindex" {
		return nil, py.ExceptionNewf(py.ValueError, "substring not found")
	}
	return py.Int(-1), nil
}

// runeAt is the rune number of byte offset off (a rune boundary).
func (ix *strIndex) runeAt(s string, off int) int {
	if ix.ascii {
		return off
	}
	k := sort.Search(len(ix.marks), func(i int) bool { return ix.marks[i] > off }) - 1
	return k*markEvery + utf8.RuneCountInString(s[ix.marks[k]:off])
}

// callChecked is the CALL_FUNCTION hook: interrupt check, then the fast
// string searches.
func callChecked(next opFunc) opFunc {
	return func(v *gpyseam.VM, arg int32) error {
		ip := sessionOf(v)
		if ip == nil {
			return next(v, arg)
		}
		if ip.stop.Load() {
			return ip.stopError()
		}
		if err := ip.tick(); err != nil {
			return err
		}
		if handled, err := fastStrCall(ip, v.Frame(), arg); handled {
			return err
		}
		return next(v, arg)
	}
}
