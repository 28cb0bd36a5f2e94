package conformance

import (
	"strings"

	"github.com/rlm-go/rlm/internal/lazyre"
)

// Cause classes of a failure, as BASELINE.md lists them.
const (
	CauseRefusedPackage = "refused package"
	CauseMissingSymbol  = "missing symbol"
	CauseGeneric        = "generic instantiation"
	CausePrinting       = "printing of named types"
	CauseOutputAltered  = "output altered"
	CauseRangeOverFunc  = "range over int/func"
	CauseSemantics      = "semantics"
	CauseOther          = "other"
)

// The patterns are read off the REPL's messages as it prints them; a
// message none of them matches is "other", so a change of wording shows up
// as a shift in the table rather than as a wrong class.
var (
	reRefused = lazyre.New(`package not available in the Go REPL|import "[^"]+": .*not (available|allowed)`)
	reMissing = lazyre.New(`has no symbol|undefined: [a-z]+\.[A-Z]|undefined selector|cannot find package|unknown field|not a (func|type)|undefined: (clear|min|max)\b`)
	reGeneric = lazyre.New(`undefined type for|does not implement .*(Ordered|comparable|any)|cannot infer|instantiat|type parameter|generic|CFG post-order panic`)
	// A named type printed as its underlying struct, or a method the fmt
	// package should have called and did not.
	reStructLit = lazyre.New(`struct \{`)
	// A method fmt honours (String, GoString) declared by the program.
	reFmtMethod   = lazyre.New(`\) (String|GoString)\(\) string`)
	reGenericDecl = lazyre.New(`(func|type) \w+\[`)
)

// Classify puts a failing result in one cause class.
func Classify(r Result) string {
	msg := r.Got.Error
	if r.HarnessError != "" {
		return CauseOther
	}
	if msg != "" {
		switch {
		case reRefused.MatchString(msg):
			return CauseRefusedPackage
		case strings.Contains(msg, "cannot range over an integer or a function"):
			return CauseRangeOverFunc
		case reGeneric.MatchString(msg):
			return CauseGeneric
		case reMissing.MatchString(msg):
			return CauseMissingSymbol
		case strings.Contains(msg, "TimeoutError") || strings.Contains(msg, "MemoryError"):
			// It did not end as under go run: an interpreter loop or blow-up.
			if reGenericDecl.MatchString(r.Program.Source) {
				return CauseGeneric
			}
			return CauseSemantics
		case strings.Contains(msg, "cannot use type") && reGenericDecl.MatchString(r.Program.Source):
			return CauseGeneric
		case strings.Contains(msg, "panic") || strings.Contains(msg, "runtime error") ||
			strings.Contains(msg, "interface conversion") || strings.Contains(msg, "definition loop"):
			return CauseSemantics
		}
		return CauseOther
	}
	got := r.Got.Stdout
	switch {
	case strings.Contains(got, "[previous line repeated") && !strings.Contains(r.Program.Want, "[previous line repeated"):
		return CauseOutputAltered
	case reStructLit.MatchString(got) && !reStructLit.MatchString(r.Program.Want),
		reFmtMethod.MatchString(r.Program.Source),
		strings.Contains(r.Program.Want, "main.") && !strings.Contains(got, "main."),
		strings.Contains(got, "struct field ."): // encoding/json naming the type
		return CausePrinting
	}
	return CauseSemantics
}
