// Package stdsyms holds the symbol tables of the standard packages the Go
// REPL may import, extracted by yaegi's extract command from the Go
// toolchain the module is built with, so the REPL offers that Go's library
// (strings.Lines, strings.SplitSeq, sync.OnceFunc, ...) rather than the
// Go 1.22 library yaegi v0.16.1 ships. Generic functions are not in them:
// reflect cannot hold an uninstantiated function. Packages made of generic
// code only (cmp, iter, maps, slices) are interpreted from source instead
// (eval/golang/lib), and so are the generic members of the others.
//
// Regenerate after a Go upgrade with `go generate ./eval/golang/internal/stdsyms`
// and keep the list in step with allowedPackages (eval/golang/stdlib.go).
package stdsyms

import (
	"reflect"
	"sync"
)

//go:generate go run github.com/traefik/yaegi/cmd/yaegi extract -name stdsyms bufio bytes container/heap container/list container/ring crypto/md5 crypto/sha256 encoding/base64 encoding/csv encoding/hex encoding/json errors fmt hash/fnv html io io/fs log math math/big math/bits math/rand net/url path regexp sort strconv strings sync sync/atomic text/tabwriter time unicode unicode/utf16 unicode/utf8

//go:generate go run ./lazify

// symbolTables maps "import/path/name" to a function building the package's
// exported symbols. The generated files' init functions fill it (lazify
// made them register functions rather than maps); it is read-only
// afterwards.
var symbolTables = map[string]func() map[string]reflect.Value{}

// Symbols returns every table, "import/path/name" to the package's exported
// symbols, built on the first call; callers must not change them.
var Symbols = sync.OnceValue(func() map[string]map[string]reflect.Value {
	m := make(map[string]map[string]reflect.Value, len(symbolTables))
	for key, build := range symbolTables {
		m[key] = build()
	}
	return m
})
