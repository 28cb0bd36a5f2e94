package run

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// oneLine stops joining once it has enough; what it returns must be what
// the whole join cut at n would be.
func TestOneLineIsTheJoinCut(t *testing.T) {
	ref := func(s string, n int) string {
		s = strings.Join(strings.Fields(s), " ")
		if len(s) > n {
			cut := n
			for cut > 0 && !utf8.RuneStart(s[cut]) {
				cut--
			}
			s = s[:cut] + "…"
		}
		return s
	}
	long := strings.Repeat("word  \n\t", 5000)
	cases := []struct {
		s string
		n int
	}{
		{"", 10}, {"   ", 10}, {"a b", 3}, {"a  b", 3}, {"ab cd", 4}, {"ab cd", 5}, {"ab cd", 2},
		{long, 160}, {strings.Repeat("x", 1000), 160}, {"é" + strings.Repeat("é", 200), 160},
		{" lead and trail ", 9}, {"日本語 の テキスト " + long, 20}, {"a\nb\nc", 1}, {"abc", 0},
	}
	for _, c := range cases {
		if got, want := oneLine(c.s, c.n), ref(c.s, c.n); got != want {
			t.Errorf("oneLine(%.20q, %d) = %q, want %q", c.s, c.n, got, want)
		}
	}
}
