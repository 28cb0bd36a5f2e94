package pylib

import (
	"sort"
	"strings"
	"sync"
	"unsafe"

	"github.com/go-python/gpython/py"
	"github.com/go-python/gpython/vm"
)

// Keyword arguments reach Go as a py.StringDict, a Go map, so their order
// is lost: dict(b=1, a=2) and a function's **kwargs came out in map or
// sorted order where CPython keeps the call's. Call sites record the order
// of each set of two or more keywords; where a StringDict of keywords
// becomes a dict (dict(), a **kwargs parameter) the recorded order of that
// key set is used. The record is process-wide and keyed by the key set, so
// two calls with the same keywords in different orders share one order;
// that costs an order, never a key.

var kwOrders = struct {
	sync.Mutex
	m map[string][]string
}{m: map[string][]string{}}

const maxKwOrders = 4096

func kwSignature(keys []string) string {
	s := append([]string(nil), keys...)
	sort.Strings(s)
	return strings.Join(s, "\x00")
}

func recordKwOrder(keys []string) {
	if len(keys) < 2 {
		return
	}
	sig := kwSignature(keys)
	kwOrders.Lock()
	if prev, ok := kwOrders.m[sig]; !ok || !equalStrings(prev, keys) {
		if len(kwOrders.m) >= maxKwOrders {
			kwOrders.m = map[string][]string{}
		}
		kwOrders.m[sig] = append([]string(nil), keys...)
	}
	kwOrders.Unlock()
}

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// orderedKeys lists a keyword dict's keys in call order when known, else
// sorted (deterministic at least).
func orderedKeys(sd py.StringDict) []string {
	keys := make([]string, 0, len(sd))
	for k := range sd {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if len(keys) < 2 {
		return keys
	}
	kwOrders.Lock()
	order, ok := kwOrders.m[strings.Join(keys, "\x00")]
	kwOrders.Unlock()
	if ok {
		return append([]string(nil), order...)
	}
	return keys
}

// keywordsDict turns a StringDict of keywords into an ordered dict.
func keywordsDict(sd py.StringDict) *Dict {
	d := NewDict()
	for _, k := range orderedKeys(sd) {
		_ = d.Set(py.String(k), sd[k]) // string keys always hash
	}
	return d
}

// installKeywordOrder records keyword order at every call with keywords
// and gives a function's **kwargs parameter, on first load, as a dict in
// that order.
func installKeywordOrder() {
	record := func(op vm.OpCode) {
		next := jumpTable[op]
		jumpTable[op] = func(v unsafe.Pointer, arg int32) error {
			nkw := int(arg >> 8 & 0xff)
			extra := 0
			switch op {
			case vm.CALL_FUNCTION_VAR, vm.CALL_FUNCTION_KW:
				extra = 1
			case vm.CALL_FUNCTION_VAR_KW:
				extra = 2
			}
			s := *stackOf(v)
			var keys []string
			if nkw > 0 {
				base := len(s) - extra - 2*nkw
				for k := 0; k < nkw; k++ {
					if ks, ok := s[base+2*k].(py.String); ok {
						keys = append(keys, string(ks))
					}
				}
			}
			if op == vm.CALL_FUNCTION_KW || op == vm.CALL_FUNCTION_VAR_KW {
				if d, ok := s[len(s)-1].(*Dict); ok {
					d.Range(func(k, _ py.Object) bool {
						if ks, ok := k.(py.String); ok {
							keys = append(keys, string(ks))
						}
						return true
					})
				}
			}
			recordKwOrder(keys)
			return next(v, arg)
		}
	}
	for _, op := range []vm.OpCode{vm.CALL_FUNCTION, vm.CALL_FUNCTION_VAR, vm.CALL_FUNCTION_KW, vm.CALL_FUNCTION_VAR_KW} {
		record(op)
	}
	loadFast := jumpTable[vm.LOAD_FAST]
	jumpTable[vm.LOAD_FAST] = func(v unsafe.Pointer, i int32) error {
		if err := loadFast(v, i); err != nil {
			return err
		}
		f := (*vmFrame)(v).frame
		s := f.Stack
		sd, ok := s[len(s)-1].(py.StringDict)
		if !ok || f.Code.Flags&py.CO_VARKEYWORDS == 0 || i != varKeywordsSlot(f.Code) {
			return nil
		}
		d := keywordsDict(sd)
		f.Localsplus[i] = d
		s[len(s)-1] = d
		return nil
	}
}

func varKeywordsSlot(c *py.Code) int32 {
	n := c.Argcount + c.Kwonlyargcount
	if c.Flags&py.CO_VARARGS != 0 {
		n++
	}
	return n
}
