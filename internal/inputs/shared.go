package inputs

import (
	"sync"
	"unsafe"
)

// Shared keeps one resource per input string — a file holding its bytes,
// say — for as long as some session uses it, so sessions over the same input
// (parallel tasks over one document, a session restarted after a crash,
// child agents over a piece of their parent's input) share one. Strings are
// told apart by identity (the same bytes in memory), not by content, which
// is both cheap and exact for inputs the engine hands out. Safe for
// concurrent use.
type Shared[T any] struct {
	make func(s string) (T, error)
	free func(T)

	mu sync.Mutex
	m  map[key]*sharedEntry[T]
}

type sharedEntry[T any] struct {
	v    T
	refs int
	// s keeps the string alive, so its address cannot be reused by another
	// string while the entry exists.
	s string
}

// NewShared returns a Shared that makes a resource for a string the first
// time it is acquired and frees it when the last holder releases it.
func NewShared[T any](make func(s string) (T, error), free func(T)) *Shared[T] {
	return &Shared[T]{make: make, free: free, m: map[key]*sharedEntry[T]{}}
}

// Acquire returns the resources of inputs, in order, and the function that
// releases them (safe to call more than once).
func (sh *Shared[T]) Acquire(inputs []string) ([]T, func(), error) {
	sh.mu.Lock()
	defer sh.mu.Unlock()
	keys := make([]key, 0, len(inputs))
	out := make([]T, 0, len(inputs))
	for _, s := range inputs {
		k := key{unsafe.StringData(s), len(s)}
		e := sh.m[k]
		if e == nil {
			v, err := sh.make(s)
			if err != nil {
				sh.drop(keys)
				return nil, nil, err
			}
			e = &sharedEntry[T]{v: v, s: s}
			sh.m[k] = e
		}
		e.refs++
		keys = append(keys, k)
		out = append(out, e.v)
	}
	var once sync.Once
	return out, func() {
		once.Do(func() {
			sh.mu.Lock()
			defer sh.mu.Unlock()
			sh.drop(keys)
		})
	}, nil
}

// drop releases one reference per key; sh.mu must be held.
func (sh *Shared[T]) drop(keys []key) {
	for _, k := range keys {
		e := sh.m[k]
		if e.refs--; e.refs == 0 {
			delete(sh.m, k)
			if sh.free != nil {
				sh.free(e.v)
			}
		}
	}
}
