package python

import (
	"testing"

	"github.com/go-python/gpython/py"
)

// headSlice agrees with Python's slicing on runes for every bound it
// serves, and declines the ones that need the length.
func TestHeadSlice(t *testing.T) {
	ints := func(v ...int) []py.Object {
		var o []py.Object
		for _, i := range v {
			o = append(o, py.Int(i))
		}
		return o
	}
	bounds := append([]py.Object{nil, py.None}, ints(0, 1, 2, 3, 5, 7, 100)...)
	for _, s := range []string{"", "a", "abc", "héllo wörld", "日本語のテキスト", "x\u2028y\U0001F600z"} {
		runes := []rune(s)
		for _, a := range bounds {
			for _, b := range append(bounds, py.Int(-1)) {
				for _, step := range []py.Object{nil, py.None, py.Int(1), py.Int(2)} {
					got, ok := headSlice(s, &py.Slice{Start: a, Stop: b, Step: step})
					declines := b == nil || b == py.None || b == py.Int(-1) || step == py.Int(2)
					if ok == declines {
						t.Errorf("%q[%v:%v:%v]: served %v", s, a, b, step, ok)
						continue
					}
					if !ok {
						continue
					}
					lo, hi := 0, int(b.(py.Int))
					if a != nil && a != py.None {
						lo = int(a.(py.Int))
					}
					lo, hi = min(lo, len(runes)), min(hi, len(runes))
					want := ""
					if hi > lo {
						want = string(runes[lo:hi])
					}
					if got != want {
						t.Errorf("%q[%v:%v]: %q, want %q", s, a, b, got, want)
					}
				}
			}
		}
	}
	if _, ok := headSlice("abc", py.Int(1)); ok {
		t.Error("an index is not a slice")
	}
}
