package golang

import (
	"io"
	"reflect"
	"regexp"

	"github.com/rlm-go/rlm/eval/golang/internal/stdsyms"
	"github.com/rlm-go/rlm/internal/lazyre"
	"github.com/traefik/yaegi/interp"
)

// The REPL's package os has only what a program needs to print: Stdout and
// Stderr write to the cell's output and standard error, Exit ends the cell
// with its status (0 ends it without an error). Go's documentation examples
// use os for os.Stdout; nothing else of os (files, environment, processes)
// is offered.

// stdFile stands in for os.Stdout and os.Stderr.
type stdFile struct{ w io.Writer }

// Write writes to the cell's stream.
func (f *stdFile) Write(b []byte) (int, error) { return f.w.Write(b) }

// WriteString writes to the cell's stream.
func (f *stdFile) WriteString(s string) (int, error) { return io.WriteString(f.w, s) }

// Sync does nothing: the cell's streams are buffers.
func (f *stdFile) Sync() error { return nil }

func sessionOS(stdout, stderr io.Writer) interp.Exports {
	out, errw := &stdFile{stdout}, &stdFile{stderr}
	return interp.Exports{"os/os": {
		"Stdout": reflect.ValueOf(&out).Elem(),
		"Stderr": reflect.ValueOf(&errw).Elem(),
		"Exit":   reflect.ValueOf(func(code int) { panic(stdsyms.Exit{Code: code}) }),
	}}
}

// osSymbol matches yaegi's words for a member of os the REPL does not have.
var osSymbol = lazyre.New(`undefined: os\.(\w+)|undefined selector:? (\w+)|package os "os" has no symbol (\w+)`)

// explainOS says why an os member other than Stdout, Stderr and Exit is
// undefined.
func explainOS(msg, code string) string {
	m := osSymbol.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	name := m[1] + m[2] + m[3]
	if !regexp.MustCompile(`\bos\.` + regexp.QuoteMeta(name) + `\b`).MatchString(code) {
		return msg
	}
	return msg + " (the Go REPL's os has only Stdout, Stderr and Exit: no files, network, processes or environment)"
}
