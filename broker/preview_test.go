package broker

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestPreview(t *testing.T) {
	tests := []struct {
		name string
		in   string
		max  int
	}{
		{"short", "hello", 500},
		{"exact", strings.Repeat("a", 500), 500},
		{"long", strings.Repeat("a", 300) + strings.Repeat("b", 5000) + strings.Repeat("c", 300), 500},
		{"runes", strings.Repeat("é", 2000), 500},
		{"tiny max", strings.Repeat("z", 100), 10},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := preview(tt.in, tt.max)
			if n := utf8.RuneCountInString(got); n > tt.max {
				t.Fatalf("%d runes > %d", n, tt.max)
			}
			if !utf8.ValidString(got) {
				t.Fatal("invalid UTF-8")
			}
			if utf8.RuneCountInString(tt.in) <= tt.max {
				if got != tt.in {
					t.Fatalf("short input changed: %q", got)
				}
				return
			}
			if tt.max >= 100 && (!strings.Contains(got, "chars omitted") || got[0] != tt.in[0] || got[len(got)-1] != tt.in[len(tt.in)-1]) {
				t.Fatalf("head/tail lost: %q", got)
			}
		})
	}
}

func TestNaturalCompare(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"p.c2", "p.c10", -1},
		{"p.c10", "p.c2", 1},
		{"p.c1", "p.c1", 0},
		{"a", "b", -1},
		{"p.c1", "p.c1.c1", -1},
		{"x01", "x1", -1},
		{"job9", "jobA", -1},
	}
	for _, tt := range tests {
		if got := naturalCompare(tt.a, tt.b); got != tt.want {
			t.Errorf("naturalCompare(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}
