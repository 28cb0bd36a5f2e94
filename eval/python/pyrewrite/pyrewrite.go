// Package pyrewrite turns Python 3.6+ source into the Python 3.4 that
// gpython's parser reads (f-strings, the walrus, star displays, match,
// except*, positional-only markers, ...). It is pure text to text: it
// depends on no interpreter, so it can be tested (and fuzzed against
// CPython's ast) on its own.
package pyrewrite

import (
	"strings"
	"sync"
	"unicode"

	"golang.org/x/text/unicode/runenames"
)

// LineMap maps the lines of rewritten source back to the source's:
// m[n] is the input line of output line n (1-based; m[0] unused). A nil
// LineMap means every line kept its number.
type LineMap []int

// Input is the input line of output line n.
func (m LineMap) Input(n int) int {
	if n > 0 && n < len(m) {
		return m[n]
	}
	return n
}

// names resolves the NAME of a \N{NAME} escape. pylib registers
// unicodedata's lookup (name aliases included) from its init; the default
// knows the formal character names.
var names = FormalName

// RegisterNames sets the lookup of \N{NAME} escapes. Call it from an
// init function only: Rewrite reads it unsynchronised.
func RegisterNames(lookup func(name string) (rune, bool)) { names = lookup }

func lookupName(name string) (rune, bool) { return names(name) }

var formalNames = sync.OnceValue(func() map[string]rune {
	m := make(map[string]rune, 40000)
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if n := runenames.Name(r); n != "" && !strings.HasPrefix(n, "<") {
			m[n] = r
		}
	}
	return m
})

// FormalName is the character whose formal Unicode name is name, in any
// case (no aliases, no derived names).
func FormalName(name string) (rune, bool) {
	r, ok := formalNames()[strings.ToUpper(name)]
	return r, ok
}
