package pylib

import "testing"

// TestRoundFive covers the gaps the fifth held-out round found (see
// bench/compat/round5); each want is what CPython 3.11 prints.
func TestRoundFive(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{`number literal attribute`,
			`print(3.0.is_integer(), 1_000.5.hex(), 2.5.as_integer_ratio(), 1_0e-1_0, 0x_ff, 1e3.is_integer())
`,
			`True 0x1.f440000000000p+9 (5, 2) 1e-09 255 True
`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := run(t, c.src); got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
		})
	}
}
