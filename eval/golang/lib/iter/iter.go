// Package iter is the REPL's iter (see eval/golang/lib). Pull and Pull2 run
// the sequence on a goroutine that hands each value over, as the
// interpreter has no coroutines: the sequence runs only while next waits.
package iter

// Seq is a sequence of values: it calls yield with each until yield
// returns false.
type Seq[V any] func(yield func(V) bool)

// Seq2 is a sequence of pairs.
type Seq2[K, V any] func(yield func(K, V) bool)

// The native half of Pull and Pull2, set by the session when it loads this
// package (eval/golang/libload.go): NativePull starts seq on the session's
// puller, the one the range loops the cell rewriter lowers use, and
// returns its handle; NativeNext advances it (false after the end),
// NativeValue returns its current first (0) or second (1) value, and
// NativeStop ends it. A panic of seq is recovered there and raised again in
// NativeNext or NativeStop, in the caller, as Go's iter.Pull does: a
// goroutine started here would take the process down with it. The handles
// are ints because an interpreted package cannot name the native type.
var (
	NativePull  func(seq any) int
	NativeNext  func(h int) bool
	NativeValue func(h, k int) any
	NativeStop  func(h int)
)

// Pull turns seq into a next function, which returns the sequence's values
// one at a time and false after the last, and a stop function that ends it
// early. Both may be called again after the end.
func Pull[V any](seq func(yield func(V) bool)) (func() (V, bool), func()) {
	h := NativePull(seq)
	next := func() (V, bool) {
		if !NativeNext(h) {
			var zero V
			return zero, false
		}
		return as[V](NativeValue(h, 0)), true
	}
	stop := func() { NativeStop(h) }
	return next, stop
}

// Pull2 is Pull for a sequence of pairs.
func Pull2[K, V any](seq func(yield func(K, V) bool)) (func() (K, V, bool), func()) {
	h := NativePull(seq)
	next := func() (K, V, bool) {
		if !NativeNext(h) {
			var k K
			var v V
			return k, v, false
		}
		return as[K](NativeValue(h, 0)), as[V](NativeValue(h, 1)), true
	}
	stop := func() { NativeStop(h) }
	return next, stop
}

// as is v as a T, or T's zero value.
func as[T any](v any) T {
	t, _ := v.(T)
	return t
}
