// Package lib holds the generic standard packages the Go REPL interprets
// from source: cmp, iter, maps and slices, written for this project (not
// copied from Go), and compiled into a session's interpreter when a cell
// first imports them (eval/golang/libload.go). Reflect
// cannot hold an uninstantiated generic function, so these cannot be symbol
// tables like the rest of the library (internal/stdsyms).
//
// They are ordinary Go packages too, so the compiler and go vet check them,
// but they are written for yaegi v0.16.1, whose type inference is weaker
// than Go's:
//   - a type parameter is inferred from arguments only, never from another
//     parameter's constraint: `func Clone[E any](s []E) []E`, not
//     `func Clone[S ~[]E, E any](s S) S`, so a named slice type comes back
//     as a plain slice;
//   - it is not inferred from a variadic parameter alone, nor when a type
//     parameter occurs twice before the last one is reached: the session
//     rewrites these sources as it rewrites cells (typeparams.go in
//     eval/golang), which gives cmp.Or and slices.Concat companions the
//     calls are pointed at;
//   - it is not inferred through a generic named type, so a sequence
//     parameter is written `func(yield func(E) bool)`, to which an iter.Seq
//     is assignable; results are iter.Seq as in Go;
//   - no range over functions or integers (the cell rewriter lowers those
//     in model code, not here).
//
// Sorting delegates to package sort, whose pattern-defeating quicksort is
// the one package slices runs: only the comparisons are interpreted, and
// equal elements end in the same order as under Go.
package lib

import _ "embed"

// Sources are the packages in the order they must be compiled: each after
// the ones it imports.
var Sources = []string{cmpSource, iterSource, mapsSource, slicesSource, rlmstdSource, rlmstdErrorsSource}

// Package is one of the packages here, for a session that compiles each only
// when a cell first imports it.
type Package struct {
	// Path is the import path the package stands in for ("rlmstd" is the
	// backend's own).
	Path   string
	Source string
	// More are further files of the package, compiled after Source.
	More []string
	// Imports are the packages of this list the source imports, to be
	// compiled before it.
	Imports []string
}

// Packages are the packages by import path.
var Packages = map[string]Package{
	"cmp":    {Path: "cmp", Source: cmpSource},
	"iter":   {Path: "iter", Source: iterSource},
	"maps":   {Path: "maps", Source: mapsSource, Imports: []string{"iter"}},
	"slices": {Path: "slices", Source: slicesSource, Imports: []string{"iter"}},
	"rlmstd": {Path: "rlmstd", Source: rlmstdSource, More: []string{rlmstdErrorsSource}},
}

//go:embed cmp/cmp.go
var cmpSource string

//go:embed iter/iter.go
var iterSource string

//go:embed maps/maps.go
var mapsSource string

//go:embed slices/slices.go
var slicesSource string

//go:embed rlmstd/rlmstd.go
var rlmstdSource string

//go:embed rlmstd/errors.go
var rlmstdErrorsSource string
