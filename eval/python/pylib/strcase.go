package pylib

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/go-python/gpython/py"
	"golang.org/x/text/cases"
	"golang.org/x/text/language"
)

// Python's str case methods and character predicates follow the Unicode
// character database the way CPython does: full case mappings (ß.upper()
// is "SS", "ﬁ".upper() is "FI"), the final-sigma rule, and the properties
// behind isupper/islower/isdigit/isnumeric, which are not the general
// categories Go's unicode.IsUpper and unicode.IsDigit test.

// isLowercase and isUppercase are the Lowercase and Uppercase properties:
// the Ll/Lu categories plus letters and symbols such as ª, ⓐ and Ⅻ.
func isLowercase(r rune) bool {
	return unicode.IsLower(r) || r >= 0x80 && unicode.Is(unicode.Other_Lowercase, r)
}

func isUppercase(r rune) bool {
	return unicode.IsUpper(r) || r >= 0x80 && unicode.Is(unicode.Other_Uppercase, r)
}

// isCased is the Cased property: the characters that have case.
func isCased(r rune) bool {
	return isLowercase(r) || isUppercase(r) || unicode.IsTitle(r)
}

// wordMedial holds the Word_Break MidLetter, MidNumLet and Single_Quote
// characters, which count as case-ignorable.
const wordMedial = ":.'\u00b7\u0387\u055f\u05f4\u2018\u2019\u2024\u2027\ufe13\ufe52\ufe55\uff07\uff0e\uff1a"

// isCaseIgnorable is the Case_Ignorable property the final-sigma rule
// skips over: combining marks, format characters, modifiers and the
// word-medial punctuation.
func isCaseIgnorable(r rune) bool {
	if r < 0x80 {
		return r == '\'' || r == '.' || r == ':' || r == '^' || r == '`'
	}
	return unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Lm, unicode.Sk) || strings.ContainsRune(wordMedial, r)
}

// finalSigma reports whether the capital sigma at rs[i] ends a word and so
// lowers to ς: a cased letter comes before it and none after it, skipping
// case-ignorable characters both ways.
func finalSigma(rs []rune, i int) bool {
	j := i - 1
	for j >= 0 && isCaseIgnorable(rs[j]) {
		j--
	}
	if j < 0 || !isCased(rs[j]) {
		return false
	}
	k := i + 1
	for k < len(rs) && isCaseIgnorable(rs[k]) {
		k++
	}
	return k == len(rs) || !isCased(rs[k])
}

// caseMapper maps single characters with Unicode's full case mappings:
// Go's simple mappings for most, x/text's Casers for the few characters
// with special casing. The Casers keep state between calls, so each str
// method call makes its own, and only when it meets such a character.
type caseMapper struct {
	upper, lower, title cases.Caser
	ready               bool
}

func (c *caseMapper) init() {
	if !c.ready {
		c.upper, c.lower, c.title = cases.Upper(language.Und), cases.Lower(language.Und), cases.Title(language.Und)
		c.ready = true
	}
}

// hasSpecialCasing reports the characters whose full upper, title or
// lower case (SpecialCasing.txt, unconditional part) is not the simple
// one-character mapping Go's unicode package applies: ß, İ, ŉ, ǰ, ΐ, ΰ,
// և, ẖ-ẚ, the Greek extended block and the Latin and Armenian ligatures.
func hasSpecialCasing(r rune) bool {
	switch r {
	case 0xdf, 0x130, 0x149, 0x1f0, 0x390, 0x3b0, 0x587:
		return true
	}
	return r >= 0x1e96 && r <= 0x1e9a || r >= 0x1f50 && r <= 0x1fff || r >= 0xfb00 && r <= 0xfb17
}

func (c *caseMapper) writeUpper(b *strings.Builder, r rune) {
	if !hasSpecialCasing(r) {
		b.WriteRune(unicode.ToUpper(r))
		return
	}
	c.init()
	b.WriteString(c.upper.String(string(r)))
}

func (c *caseMapper) writeTitle(b *strings.Builder, r rune) {
	if !hasSpecialCasing(r) {
		b.WriteRune(unicode.ToTitle(r))
		return
	}
	c.init()
	b.WriteString(c.title.String(string(r)))
}

// writeLower lowers rs[i], which may be a word-final sigma.
func (c *caseMapper) writeLower(b *strings.Builder, rs []rune, i int) {
	r := rs[i]
	switch {
	case !hasSpecialCasing(r) && r != 'Σ':
		b.WriteRune(unicode.ToLower(r))
	case r == 'Σ':
		if finalSigma(rs, i) {
			b.WriteRune('ς')
		} else {
			b.WriteRune('σ')
		}
	default:
		c.init()
		b.WriteString(c.lower.String(string(r)))
	}
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

func strUpper(s string) string {
	if isASCII(s) {
		return strings.ToUpper(s)
	}
	return cases.Upper(language.Und).String(s)
}

func strLower(s string) string {
	if isASCII(s) {
		return strings.ToLower(s)
	}
	rs := []rune(s)
	var c caseMapper
	var b strings.Builder
	b.Grow(len(s))
	for i := range rs {
		c.writeLower(&b, rs, i)
	}
	return b.String()
}

func isCherokee(r rune) bool { return r >= 0x13a0 && r <= 0x13fd || r >= 0xab70 && r <= 0xabbf }

// strCasefold is full case folding. Cherokee folds to its upper case
// (CaseFolding.txt), where x/text folds it to lower case.
func strCasefold(s string) string {
	if isASCII(s) {
		return strings.ToLower(s)
	}
	fold := cases.Fold()
	if strings.IndexFunc(s, isCherokee) < 0 {
		return fold.String(s)
	}
	var b strings.Builder
	for s != "" {
		i := strings.IndexFunc(s, isCherokee)
		if i < 0 {
			i = len(s)
		}
		b.WriteString(fold.String(s[:i]))
		if i == len(s) {
			break
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		b.WriteRune(unicode.ToUpper(r))
		s = s[i+n:]
	}
	return b.String()
}

// strTitle upper-cases (in titlecase) each character that follows an
// uncased one and lowers the rest: Python's rule, which knows no words
// ("they're".title() is "They'Re").
func strTitle(s string) string {
	rs := []rune(s)
	var c caseMapper
	var b strings.Builder
	b.Grow(len(s))
	prevCased := false
	for i, r := range rs {
		if prevCased {
			c.writeLower(&b, rs, i)
		} else {
			c.writeTitle(&b, r)
		}
		prevCased = isCased(r)
	}
	return b.String()
}

func strCapitalize(s string) string {
	rs := []rune(s)
	var c caseMapper
	var b strings.Builder
	b.Grow(len(s))
	for i, r := range rs {
		if i == 0 {
			c.writeTitle(&b, r)
		} else {
			c.writeLower(&b, rs, i)
		}
	}
	return b.String()
}

func strSwapcase(s string) string {
	rs := []rune(s)
	var c caseMapper
	var b strings.Builder
	b.Grow(len(s))
	for i, r := range rs {
		switch {
		case isUppercase(r):
			c.writeLower(&b, rs, i)
		case isLowercase(r):
			c.writeUpper(&b, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// strIsTitle: uppercase and titlecase characters only after uncased ones,
// lowercase only after cased ones, and at least one cased character.
func strIsTitle(s string) bool {
	cased, prevCased := false, false
	for _, r := range s {
		switch {
		case isUppercase(r) || unicode.IsTitle(r):
			if prevCased {
				return false
			}
			prevCased, cased = true, true
		case isLowercase(r):
			if !prevCased {
				return false
			}
			prevCased, cased = true, true
		default:
			prevCased = false
		}
	}
	return cased
}

// strIsCase implements isupper (want = isUppercase, other = isLowercase)
// and islower: a cased character of the wanted case and none of the other
// case or titlecase.
func strIsCase(s string, want, other func(rune) bool) bool {
	seen := false
	for _, r := range s {
		if other(r) || unicode.IsTitle(r) {
			return false
		}
		if want(r) {
			seen = true
		}
	}
	return seen
}

// Numeric types of the UCD, weakest last: every decimal is a digit and
// every digit is numeric.
type numericKind uint8

const (
	numNone numericKind = iota
	numDecimal
	numDigit
	numNumeric
)

type numericRange struct {
	lo, hi         rune
	kind           numericKind
	num, den, step int64
}

// numericOf looks r up in the generated numericRanges: its numeric type
// and its value num/den.
func numericOf(r rune) (numericKind, int64, int64) {
	i := sort.Search(len(numericRanges), func(i int) bool { return numericRanges[i].hi >= r })
	if i == len(numericRanges) || numericRanges[i].lo > r {
		return numNone, 0, 0
	}
	nr := numericRanges[i]
	return nr.kind, nr.num + nr.step*int64(r-nr.lo), nr.den
}

func isDecimalChar(r rune) bool {
	if r < 0x80 {
		return r >= '0' && r <= '9'
	}
	return unicode.Is(unicode.Nd, r)
}

func isDigitChar(r rune) bool {
	if r < 0x80 {
		return r >= '0' && r <= '9'
	}
	k, _, _ := numericOf(r)
	return k == numDecimal || k == numDigit
}

func isNumericChar(r rune) bool {
	if r < 0x80 {
		return r >= '0' && r <= '9'
	}
	k, _, _ := numericOf(r)
	return k != numNone
}

// pyIsSpace is Python's whitespace: the White_Space property plus the
// information separators \x1c-\x1f, which split() and strip() also
// remove.
func pyIsSpace(r rune) bool {
	return unicode.IsSpace(r) || r >= 0x1c && r <= 0x1f
}

func isAlnumChar(r rune) bool { return unicode.IsLetter(r) || isNumericChar(r) }

// notXIDContinue lists the ID_Continue characters that XID_Continue, which
// Python identifiers use, leaves out (their NFKC forms are no identifier
// characters); notXIDStart adds two Thai and Lao vowels that may continue
// an identifier but not start one.
const (
	notXIDContinue = "\u037a\u309b\u309c\ufc5e\ufc5f\ufc60\ufc61\ufc62\ufc63\ufdfa\ufdfb\ufe70\ufe72\ufe74\ufe76\ufe78\ufe7a\ufe7c\ufe7e"
	notXIDStart    = notXIDContinue + "\u0e33\u0eb3\uff9e\uff9f"
)

// isIDStart and isIDContinue are XID_Start and XID_Continue, derived from
// the categories and Other_ID_* properties Go's unicode package carries.
func isIDStart(r rune) bool {
	if r < 0x80 {
		return r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
	}
	return isIDStartOrContinue(r, false) && !strings.ContainsRune(notXIDStart, r)
}

func isIDContinue(r rune) bool {
	if r < 0x80 {
		return r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9'
	}
	return isIDStartOrContinue(r, true) && !strings.ContainsRune(notXIDContinue, r)
}

// isIDStartOrContinue is ID_Start, or ID_Continue when cont is set.
func isIDStartOrContinue(r rune, cont bool) bool {
	if unicode.Is(unicode.Pattern_Syntax, r) || unicode.Is(unicode.Pattern_White_Space, r) {
		return false
	}
	if unicode.IsLetter(r) || unicode.In(r, unicode.Nl, unicode.Other_ID_Start) {
		return true
	}
	return cont && unicode.In(r, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc, unicode.Other_ID_Continue)
}

func installStrCase() {
	d := py.StringType.Dict
	mapping := func(name string, f func(string) string) {
		d[name] = py.MustNewMethod(name, func(self py.Object) (py.Object, error) { return py.String(f(str(self))), nil }, 0, "")
	}
	mapping("upper", strUpper)
	mapping("lower", strLower)
	mapping("casefold", strCasefold)
	mapping("title", strTitle)
	mapping("capitalize", strCapitalize)
	mapping("swapcase", strSwapcase)
	test := func(name string, f func(string) bool) {
		d[name] = py.MustNewMethod(name, func(self py.Object) (py.Object, error) { return py.NewBool(f(str(self))), nil }, 0, "")
	}
	// every is a non-empty string made only of characters passing ok.
	every := func(ok func(rune) bool) func(string) bool {
		return func(s string) bool {
			for _, r := range s {
				if !ok(r) {
					return false
				}
			}
			return s != ""
		}
	}
	test("isdecimal", every(isDecimalChar))
	test("isdigit", every(isDigitChar))
	test("isnumeric", every(isNumericChar))
	test("isalpha", every(unicode.IsLetter))
	test("isalnum", every(isAlnumChar))
	test("isspace", every(pyIsSpace))
	test("isprintable", func(s string) bool {
		for _, r := range s {
			if !unicode.IsPrint(r) {
				return false
			}
		}
		return true
	})
	test("isascii", isASCII)
	test("isidentifier", func(s string) bool {
		r, n := utf8.DecodeRuneInString(s)
		if n == 0 || !isIDStart(r) {
			return false
		}
		for _, r := range s[n:] {
			if !isIDContinue(r) {
				return false
			}
		}
		return true
	})
	test("isupper", func(s string) bool { return strIsCase(s, isUppercase, isLowercase) })
	test("islower", func(s string) bool { return strIsCase(s, isLowercase, isUppercase) })
	test("istitle", strIsTitle)
}
