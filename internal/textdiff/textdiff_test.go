package textdiff

import "testing"

func TestFirstLine(t *testing.T) {
	for _, c := range []struct {
		want, got string
		n         int
		w, g      string
		ok        bool
	}{
		{"a\nb\n", "a\nb\n", 0, "", "", false},
		{"a\nb\n", "a\nc\n", 2, "b", "c", true},
		{"a\nb\n", "a\n", 2, "b", "", true},
		{"a\n", "a\nextra\n", 2, "", "extra", true},
		{"", "x", 1, "", "x", true},
	} {
		n, w, g, ok := FirstLine(c.want, c.got)
		if n != c.n || w != c.w || g != c.g || ok != c.ok {
			t.Errorf("FirstLine(%q, %q) = %d %q %q %v, want %d %q %q %v", c.want, c.got, n, w, g, ok, c.n, c.w, c.g, c.ok)
		}
	}
	if got := Clip("abcdef", 3); got != "abc…" {
		t.Errorf("Clip: %q", got)
	}
	if got := Clip("ab", 3); got != "ab" {
		t.Errorf("Clip short: %q", got)
	}
}
