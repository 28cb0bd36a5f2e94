package score

import (
	"math/big"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The published scorers are Python, and what they compute depends on
// Python's string semantics: len counts code points, str.split and
// str.strip use Python's notion of white space (which includes the
// information separators U+001C..U+001F), str.lower applies the full
// Unicode lower-case mapping (final sigma, "İ" -> "i̇"), and int()
// accepts any Unicode decimal digits. These helpers give the Go scorers
// the same semantics.

// pyIsSpace is Python's str.isspace for one character.
func pyIsSpace(r rune) bool {
	return unicode.IsSpace(r) || (r >= 0x1c && r <= 0x1f)
}

// pyLen is Python's len of a str: code points, not bytes.
func pyLen(s string) int { return utf8.RuneCountInString(s) }

// pyStrip is Python's str.strip() without arguments.
func pyStrip(s string) string { return strings.TrimFunc(s, pyIsSpace) }

// pySplit is Python's str.split() without arguments.
func pySplit(s string) []string { return strings.FieldsFunc(s, pyIsSpace) }

// pyLower is Python's str.lower: the full lower-case mapping, including
// the two context rules that differ from Go's per-rune strings.ToLower.
func pyLower(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i, r := range s {
		switch {
		case r == 'İ': // U+0130 lower-cases to "i" + COMBINING DOT ABOVE
			b.WriteString("i\u0307")
		case r == 'Σ' && finalSigma(s, i):
			b.WriteRune('ς')
		default:
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// finalSigma reports whether the capital sigma at byte offset i ends a
// word: a cased letter precedes it and none follows it, skipping
// case-ignorable characters both ways (Unicode's Final_Sigma condition).
func finalSigma(s string, i int) bool {
	before := false
	for j := i; j > 0; {
		r, n := utf8.DecodeLastRuneInString(s[:j])
		j -= n
		if caseIgnorable(r) {
			continue
		}
		before = isCased(r)
		break
	}
	if !before {
		return false
	}
	for j := i + len("Σ"); j < len(s); {
		r, n := utf8.DecodeRuneInString(s[j:])
		j += n
		if caseIgnorable(r) {
			continue
		}
		return !isCased(r)
	}
	return true
}

func isCased(r rune) bool {
	return unicode.IsUpper(r) || unicode.IsLower(r) || unicode.IsTitle(r) ||
		unicode.Is(unicode.Other_Lowercase, r) || unicode.Is(unicode.Other_Uppercase, r)
}

func caseIgnorable(r rune) bool {
	switch r {
	case '\'', '.', ':', '^', '`', 0xB7, 0x2018, 0x2019, 0x2024, 0xFE52, 0xFF07, 0xFF0E, 0xFE13, 0xFE55, 0xFF1A, 0x387, 0x55F, 0x5F4, 0x2027, 0xAD:
		return true
	}
	return unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Lm, unicode.Sk)
}

// pyDecimal returns the value of a Unicode decimal digit (category Nd),
// which is what Python's int() and float() accept as digits.
func pyDecimal(r rune) (int, bool) {
	if r >= '0' && r <= '9' {
		return int(r - '0'), true
	}
	if !unicode.Is(unicode.Nd, r) {
		return 0, false
	}
	// Nd characters come in runs of ten, 0 to 9, and a maximal run of Nd
	// characters is a sequence of such runs (Unicode stability policy).
	start := r
	for start > 0 && unicode.Is(unicode.Nd, start-1) {
		start--
	}
	return int(r-start) % 10, true
}

// pyIsDigit is Python's str.isdigit for one character: decimal digits
// plus characters with the Digit numeric type (superscripts, circled
// digits, ...), which isdigit accepts but int() does not.
func pyIsDigit(r rune) bool {
	if _, ok := pyDecimal(r); ok {
		return true
	}
	switch {
	case r == 0xB2, r == 0xB3, r == 0xB9, r == 0x2070, r >= 0x2074 && r <= 0x2079, r >= 0x2080 && r <= 0x2089,
		r >= 0x2460 && r <= 0x2468, r >= 0x2474 && r <= 0x247C, r >= 0x2488 && r <= 0x2490,
		r == 0x24EA, r >= 0x24F5 && r <= 0x24FD, r == 0x24FF, r >= 0x2776 && r <= 0x277E,
		r >= 0x2780 && r <= 0x2788, r >= 0x278A && r <= 0x2792, r >= 0x1369 && r <= 0x1371,
		r == 0x19DA, r >= 0x10A40 && r <= 0x10A43, r >= 0x1F100 && r <= 0x1F10A:
		return true
	}
	return false
}

// pyStrIsDigit is Python's str.isdigit: non-empty and every character a digit.
func pyStrIsDigit(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !pyIsDigit(r) {
			return false
		}
	}
	return true
}

// pyInt is Python's int(s) for a str in base 10: surrounding white space,
// an optional sign, decimal digits (any script) with single underscores
// between them. It reports false where Python raises ValueError. Unlike
// str.strip, int() keeps the ASCII separators U+001C..U+001F (it strips
// C's ASCII white space and Unicode's non-ASCII white space).
func pyInt(s string) (*big.Int, bool) {
	s = strings.TrimFunc(s, func(r rune) bool {
		if r < 0x80 {
			return r == ' ' || (r >= '\t' && r <= '\r')
		}
		return unicode.IsSpace(r)
	})
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg = s[0] == '-'
		s = s[1:]
	}
	if s == "" {
		return nil, false
	}
	var digits []byte
	prevUnderscore := true // no leading underscore
	for _, r := range s {
		if r == '_' {
			if prevUnderscore {
				return nil, false
			}
			prevUnderscore = true
			continue
		}
		d, ok := pyDecimal(r)
		if !ok {
			return nil, false
		}
		digits = append(digits, byte('0'+d))
		prevUnderscore = false
	}
	if prevUnderscore || len(digits) > 4300 { // CPython's default int_max_str_digits
		return nil, false
	}
	n, ok := new(big.Int).SetString(string(digits), 10)
	if !ok {
		return nil, false
	}
	if neg {
		n.Neg(n)
	}
	return n, true
}
