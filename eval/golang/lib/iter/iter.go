// Package iter is the REPL's iter (see eval/golang/lib). Pull and Pull2
// are missing: they need coroutines the interpreter does not have.
package iter

// Seq is a sequence of values: it calls yield with each until yield
// returns false.
type Seq[V any] func(yield func(V) bool)

// Seq2 is a sequence of pairs.
type Seq2[K, V any] func(yield func(K, V) bool)
