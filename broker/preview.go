package broker

import (
	"cmp"
	"fmt"
	"unicode/utf8"
)

// preview shortens s to at most max characters (runes) by keeping its head
// and tail around a marker, because a result's ending (a conclusion, an
// error) matters as much as its beginning.
func preview(s string, max int) string {
	n := utf8.RuneCountInString(s)
	if n <= max {
		return s
	}
	r := []rune(s)
	// The marker's length depends on the number it carries; size it for the
	// worst case so the total never exceeds max.
	marker := func(omitted int) string { return fmt.Sprintf("\n...[%d chars omitted]...\n", omitted) }
	room := max - utf8.RuneCountInString(marker(n))
	if room < 2 {
		return string(r[:max])
	}
	head := room - room/2
	tail := room / 2
	return string(r[:head]) + marker(n-head-tail) + string(r[n-tail:])
}

// naturalCompare orders strings with digit runs compared as numbers, so
// generated ids sort p.c2 before p.c10.
func naturalCompare(a, b string) int {
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		ca, cb := a[i], b[j]
		if isDigit(ca) && isDigit(cb) {
			si, sj := i, j
			for i < len(a) && isDigit(a[i]) {
				i++
			}
			for j < len(b) && isDigit(b[j]) {
				j++
			}
			na, nb := trimZeros(a[si:i]), trimZeros(b[sj:j])
			if len(na) != len(nb) {
				return cmp.Compare(len(na), len(nb))
			}
			if na != nb {
				if na < nb {
					return -1
				}
				return 1
			}
			continue
		}
		if ca != cb {
			return cmp.Compare(int(ca), int(cb))
		}
		i++
		j++
	}
	switch {
	case i < len(a):
		return 1
	case j < len(b):
		return -1
	}
	// Equal under natural order (e.g. "c01" vs "c1"): fall back to bytes so
	// the order stays total.
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func trimZeros(s string) string {
	for len(s) > 1 && s[0] == '0' {
		s = s[1:]
	}
	return s
}
