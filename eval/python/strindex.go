package python

import (
	"sync"
	"unicode/utf8"
	"unsafe"

	"github.com/go-python/gpython/py"

	"github.com/rlm-go/rlm/eval/python/gpyseam"
)

// gpython's str is a Go string indexed by rune, so len(s), s[i] and s[a:b]
// count runes from the start: about 15 ms each on a 50 MB context. A
// strIndex makes them O(1) for ASCII text and O(4096) otherwise, while the
// value stays a plain py.String (isinstance, methods and + all still work).

// minIndexed is the size below which counting runes is cheaper than a lookup.
const minIndexed = 1 << 16

// markEvery is the spacing, in runes, of the byte-offset samples kept for
// non-ASCII strings.
const markEvery = 4096

type strIndex struct {
	ascii bool
	runes int
	marks []int // byte offset of rune k*markEvery
}

func buildStrIndex(s string) *strIndex {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return &strIndex{ascii: true, runes: len(s)}
	}
	ix := &strIndex{marks: make([]int, 0, len(s)/markEvery+1)}
	n := 0
	for i := 0; i < len(s); {
		if n%markEvery == 0 {
			ix.marks = append(ix.marks, i)
		}
		if s[i] < utf8.RuneSelf {
			i++
		} else {
			_, size := utf8.DecodeRuneInString(s[i:])
			i += size
		}
		n++
	}
	ix.runes = n
	return ix
}

// offset is the byte offset of rune i, for 0 <= i <= runes.
func (ix *strIndex) offset(s string, i int) int {
	if ix.ascii {
		return i
	}
	if i == ix.runes {
		return len(s)
	}
	off := ix.marks[i/markEvery]
	for k := i % markEvery; k > 0; k-- {
		if s[off] < utf8.RuneSelf {
			off++
		} else {
			_, size := utf8.DecodeRuneInString(s[off:])
			off += size
		}
	}
	return off
}

type strKey struct {
	p *byte
	n int
}

// strIndexCache holds the indexes of the strings worth indexing: the
// contexts (registered when a session starts and shared by every session of
// the backend) and a few large strings built by code.
type strIndexCache struct {
	mu      sync.Mutex
	pinned  map[strKey]*strIndex // contexts; nil value means not built yet
	recent  [4]recentIndex
	nextRec int
}

type recentIndex struct {
	key strKey
	ix  *strIndex
}

func newStrIndexCache() *strIndexCache {
	return &strIndexCache{pinned: map[strKey]*strIndex{}}
}

func keyOf(s string) strKey { return strKey{unsafe.StringData(s), len(s)} }

// pin marks s as a context: its index is built on first use and kept.
func (c *strIndexCache) pin(s string) {
	if len(s) < minIndexed {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.pinned[keyOf(s)]; !ok {
		c.pinned[keyOf(s)] = nil
	}
}

// lookup returns the index of s, building it when s is a context or large
// enough (1 MiB) that one O(n) pass is repaid by the next access.
func (c *strIndexCache) lookup(s string) *strIndex {
	if len(s) < minIndexed {
		return nil
	}
	k := keyOf(s)
	c.mu.Lock()
	defer c.mu.Unlock()
	if ix, ok := c.pinned[k]; ok {
		if ix == nil {
			ix = buildStrIndex(s)
			c.pinned[k] = ix
		}
		return ix
	}
	for _, r := range c.recent {
		if r.key == k {
			return r.ix
		}
	}
	if len(s) < 1<<20 {
		return nil
	}
	ix := buildStrIndex(s)
	c.recent[c.nextRec] = recentIndex{k, ix}
	c.nextRec = (c.nextRec + 1) % len(c.recent)
	return ix
}

// strLen is len(s) in runes using the index when there is one.
func (ip *interp) strLen(s py.String) int {
	if ix := ip.strs.lookup(string(s)); ix != nil {
		return ix.runes
	}
	return utf8.RuneCountInString(string(s))
}

// fastSubscr serves s[i] and s[a:b] (step 1) on indexed strings, and
// list[i] and tuple[i]; anything else goes to gpython.
func fastSubscr(next opFunc) opFunc {
	return func(v *gpyseam.VM, arg int32) error {
		ip := sessionOf(v)
		if ip == nil {
			return next(v, arg)
		}
		f := v.Frame()
		st := f.Stack
		if len(st) < 2 {
			return next(v, arg)
		}
		if res, err, ok := seqItem(st[len(st)-2], st[len(st)-1]); ok {
			if err != nil {
				return err
			}
			f.Stack = st[:len(st)-1]
			f.Stack[len(f.Stack)-1] = res
			return nil
		}
		s, ok := st[len(st)-2].(py.String)
		if !ok {
			return next(v, arg)
		}
		if len(s) < minIndexed {
			if res, ok := headSlice(string(s), st[len(st)-1]); ok {
				f.Stack = st[:len(st)-1]
				f.Stack[len(f.Stack)-1] = py.String(res)
				return nil
			}
			return next(v, arg)
		}
		ix := ip.strs.lookup(string(s))
		if ix == nil {
			return next(v, arg)
		}
		res, err, handled := subscr(string(s), ix, st[len(st)-1])
		if !handled {
			return next(v, arg)
		}
		if err != nil {
			return err
		}
		f.Stack = st[:len(st)-1]
		f.Stack[len(f.Stack)-1] = res
		return nil
	}
}

// headSlice is s[a:b] for bounds that count from the start (None or ints
// >= 0, step 1), walking only the runes before b: gpython counts every
// rune of s for any slice, and s[:n] of a long text is common (the trace's
// short form of each variable takes one after every cell).
func headSlice(s string, key py.Object) (string, bool) {
	k, ok := key.(*py.Slice)
	if !ok {
		return "", false
	}
	if k.Step != py.None && k.Step != nil {
		if st, ok := k.Step.(py.Int); !ok || st != 1 {
			return "", false
		}
	}
	bound := func(o py.Object, def int) (int, bool) {
		if o == nil || o == py.None {
			return def, true
		}
		i, ok := o.(py.Int)
		if !ok || i < 0 {
			return 0, false
		}
		return int(i), true
	}
	a, ok1 := bound(k.Start, 0)
	b, ok2 := bound(k.Stop, -1)
	if !ok1 || !ok2 || b < 0 {
		return "", false // to the end or from it: the length is needed
	}
	if b <= a {
		return "", true
	}
	from, n := len(s), 0
	for i := range s {
		if n == a {
			from = i
		}
		if n == b {
			return s[from:i], true
		}
		n++
	}
	if n == a {
		from = len(s)
	}
	return s[from:], true
}

func subscr(s string, ix *strIndex, key py.Object) (py.Object, error, bool) {
	n := ix.runes
	switch k := key.(type) {
	case py.Int:
		i := int(k)
		if i < 0 {
			i += n
		}
		if i < 0 || i >= n {
			return nil, py.ExceptionNewf(py.IndexError, "string index out of range"), true
		}
		off := ix.offset(s, i)
		if ix.ascii {
			return py.String(s[off : off+1]), nil, true
		}
		_, size := utf8.DecodeRuneInString(s[off:])
		return py.String(s[off : off+size]), nil, true
	case *py.Slice:
		if k.Step != py.None && k.Step != nil {
			if st, ok := k.Step.(py.Int); !ok || st != 1 {
				return nil, nil, false
			}
		}
		start, ok1 := sliceBound(k.Start, 0, n)
		stop, ok2 := sliceBound(k.Stop, n, n)
		if !ok1 || !ok2 {
			return nil, nil, false
		}
		if stop < start {
			stop = start
		}
		a := ix.offset(s, start)
		b := ix.offset(s, stop)
		return py.String(s[a:b]), nil, true
	}
	return nil, nil, false
}

// sliceBound clamps a slice bound like Python; ok is false for bounds that
// are not plain ints (gpython handles those).
func sliceBound(o py.Object, def, n int) (int, bool) {
	if o == nil || o == py.None {
		return def, true
	}
	v, ok := o.(py.Int)
	if !ok {
		return 0, false
	}
	i := int(v)
	if i < 0 {
		i += n
		if i < 0 {
			i = 0
		}
	}
	if i > n {
		i = n
	}
	return i, true
}
