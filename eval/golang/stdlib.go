package golang

import (
	"bytes"
	"fmt"
	"io"
	"log"
	"reflect"
	"sort"
	"strings"
	"time"

	"github.com/rlm-go/rlm/eval/golang/internal/stdsyms"
	gosync "github.com/rlm-go/rlm/eval/golang/internal/sync"
	"github.com/traefik/yaegi/interp"
	"github.com/traefik/yaegi/stdlib/generic"
)

// allowedPackages are the standard packages interpreted code may import.
// Everything here computes on values only: nothing reaches files, the
// network, the process, or memory behind the interpreter's back. sync is
// included because fanning LLM calls out over goroutines needs WaitGroup and
// Mutex; io for readers and writers over values (io.ReadAll of a
// strings.Reader); log writes to the cell's standard error and its Fatal
// ends the cell; os has only Stdout, Stderr and Exit (osout.go). The binary symbols come from internal/stdsyms (keep its
// go:generate list in step); cmp, iter, maps and slices are source (lib/).
var allowedPackages = []string{
	"bufio", "bytes", "cmp", "container/heap", "container/list", "container/ring",
	"crypto/md5", "crypto/sha256", "encoding/base64", "encoding/csv", "encoding/hex",
	"encoding/json", "errors", "fmt", "hash/fnv", "html", "io", "io/fs", "iter", "log", "maps",
	"math", "math/big", "math/bits", "math/rand", "net/url", "os", "path", "regexp",
	"slices", "sort", "strconv", "strings", "sync", "sync/atomic", "text/tabwriter",
	"time", "unicode", "unicode/utf16", "unicode/utf8",
}

// removedSymbols are members of allowed packages that would let code escape
// the cell's control: time.AfterFunc runs interpreted code on a runtime
// goroutine where a panic kills the host. (fmt.Scan reads the interpreter's
// stdin, an empty reader.)
var removedSymbols = map[string][]string{
	"time": {"AfterFunc"},
}

// isAllowed reports whether path may be imported.
func isAllowed(path string) bool {
	i := sort.SearchStrings(allowedPackages, path)
	return i < len(allowedPackages) && allowedPackages[i] == path
}

func init() {
	// The list is written for people; keep lookups honest.
	if !sort.StringsAreSorted(allowedPackages) {
		panic("golang: allowedPackages must be sorted")
	}
}

// guards are the hooks the restricted standard library calls to keep one
// cell from exhausting the host.
type guards struct {
	// checkAlloc panics when an allocation of n bytes would pass the limit.
	checkAlloc func(what string, n int64)
	// sleep waits for d or until the running cell is stopped.
	sleep func(d time.Duration)
}

// restrictedStdlib returns the allowed part of the standard library, with
// the allocation-heavy and blocking functions wrapped by g. Symbol maps are
// copied so sessions never share mutable state.
func restrictedStdlib(g guards) interp.Exports {
	// Interface wrapper table: needed for fmt.Stringer and friends.
	out := interp.Exports{".": {"MapTypes": reflect.ValueOf(stdsyms.MapTypes)}}
	for key, syms := range stdsyms.Symbols() {
		dir := key[:strings.LastIndexByte(key, '/')]
		if !isAllowed(dir) {
			continue
		}
		m := make(map[string]reflect.Value, len(syms))
		for name, v := range syms {
			m[name] = v
		}
		for _, name := range removedSymbols[dir] {
			delete(m, name)
		}
		out[key] = m
	}

	out["strings/strings"]["Repeat"] = reflect.ValueOf(func(s string, count int) string {
		if count > 0 {
			g.checkAlloc("strings.Repeat", int64(len(s))*int64(count))
		}
		return strings.Repeat(s, count)
	})
	out["bytes/bytes"]["Repeat"] = reflect.ValueOf(func(b []byte, count int) []byte {
		if count > 0 {
			g.checkAlloc("bytes.Repeat", int64(len(b))*int64(count))
		}
		return bytes.Repeat(b, count)
	})
	out["time/time"]["Sleep"] = reflect.ValueOf(g.sleep)
	// The standard mutexes abort the process on an unlock of an unlocked
	// one; these panic.
	out["sync/sync"]["Mutex"] = reflect.ValueOf((*gosync.Mutex)(nil))
	out["sync/sync"]["RWMutex"] = reflect.ValueOf((*gosync.RWMutex)(nil))
	return out
}

// sessionLog returns package log's functions bound to a logger of the
// session's own, writing to the cell's standard error, whose Fatal ends the
// cell. It must be loaded after the standard library: yaegi's Use of
// package fmt rebinds log's functions to a logger whose Fatal only panics.
func sessionLog(stderr io.Writer) interp.Exports {
	l := stdsyms.NewLogger(stderr, "", log.LstdFlags)
	syms := map[string]reflect.Value{
		"Default":   reflect.ValueOf(func() *stdsyms.Logger { return l }),
		"Fatal":     reflect.ValueOf(l.Fatal),
		"Fatalf":    reflect.ValueOf(l.Fatalf),
		"Fatalln":   reflect.ValueOf(l.Fatalln),
		"Flags":     reflect.ValueOf(l.Flags),
		"Output":    reflect.ValueOf(l.Output),
		"Panic":     reflect.ValueOf(l.Panic),
		"Panicf":    reflect.ValueOf(l.Panicf),
		"Panicln":   reflect.ValueOf(l.Panicln),
		"Prefix":    reflect.ValueOf(l.Prefix),
		"Print":     reflect.ValueOf(l.Print),
		"Printf":    reflect.ValueOf(l.Printf),
		"Println":   reflect.ValueOf(l.Println),
		"SetFlags":  reflect.ValueOf(l.SetFlags),
		"SetOutput": reflect.ValueOf(l.SetOutput),
		"SetPrefix": reflect.ValueOf(l.SetPrefix),
		"Writer":    reflect.ValueOf(l.Writer),
	}
	return interp.Exports{"log/log": syms}
}

// allowedList is the message fragment naming what may be imported.
func allowedList() string {
	return strings.Join(allowedPackages, ", ")
}

// importError explains a refused import.
func importError(path string) error {
	return fmt.Errorf("import %q: package not available in the Go REPL (no files, network, processes, reflect or unsafe); allowed: %s", path, allowedList())
}

// yaegi's Use compiles its own generic cmp, maps and slices sources into
// every interpreter that is given package fmt; that compile was an eighth of
// a Go session's CPU. The cells get cmp, maps and slices from lib/ instead,
// compiled only when a cell imports them (libload.go), so yaegi's copies are
// emptied once here, before any interpreter exists.
func init() {
	for i := range generic.Sources {
		generic.Sources[i] = ""
	}
}
