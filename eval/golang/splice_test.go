package golang

import "testing"

func TestApplyEdits(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		edits     []edit
		want      string
	}{
		{"none", "a := 1", nil, "a := 1"},
		{"replace", "print(x)", []edit{{0, 5, "__p"}}, "__p(x)"},
		{"insert", "f()", []edit{{3, 3, ";g()"}}, "f();g()"},
		{"inserts at one offset keep order", "x", []edit{{0, 0, "a"}, {0, 0, "b"}}, "abx"},
		{"several", "go f(); go g()", []edit{{0, 2, "GO"}, {8, 10, "GO"}}, "GO f(); GO g()"},
		{"delete", "package main\nx", []edit{{0, 12, ""}}, "\nx"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := applyEdits(tc.src, tc.edits); got != tc.want {
				t.Fatalf("applyEdits(%q) = %q, want %q", tc.src, got, tc.want)
			}
		})
	}
}
