package python

import (
	"testing"

	"github.com/rlm-go/rlm/eval"
)

// TestUncaughtGroupPrintsTree checks an uncaught exception group is printed
// as CPython 3.11 prints it (the CPython backend's output for the same
// cells): a tree of numbered members, nested groups indented, at most 15
// members shown.
func TestUncaughtGroupPrintsTree(t *testing.T) {
	tests := []struct{ name, code, want string }{
		{"nested",
			"def f():\n    raise ExceptionGroup('many', [ValueError('bad'), ExceptionGroup('inner', [KeyError('k')]), TypeError('worse')])\nf()",
			`  + Exception Group Traceback (most recent call last):
  |   File "<cell>", line 3, in <module>
  |   File "<cell>", line 2, in f
  | ExceptionGroup: many (3 sub-exceptions)
  +-+---------------- 1 ----------------
    | ValueError: bad
    +---------------- 2 ----------------
    | ExceptionGroup: inner (1 sub-exception)
    +-+---------------- 1 ----------------
      | KeyError: 'k'
      +------------------------------------
    +---------------- 3 ----------------
    | TypeError: worse
    +------------------------------------`},
		{"wide",
			"raise ExceptionGroup('wide', [ValueError(i) for i in range(17)])",
			`  + Exception Group Traceback (most recent call last):
  |   File "<cell>", line 1, in <module>
  | ExceptionGroup: wide (17 sub-exceptions)
  +-+---------------- 1 ----------------
    | ValueError: 0
    +---------------- 2 ----------------
    | ValueError: 1
    +---------------- 3 ----------------
    | ValueError: 2
    +---------------- 4 ----------------
    | ValueError: 3
    +---------------- 5 ----------------
    | ValueError: 4
    +---------------- 6 ----------------
    | ValueError: 5
    +---------------- 7 ----------------
    | ValueError: 6
    +---------------- 8 ----------------
    | ValueError: 7
    +---------------- 9 ----------------
    | ValueError: 8
    +---------------- 10 ----------------
    | ValueError: 9
    +---------------- 11 ----------------
    | ValueError: 10
    +---------------- 12 ----------------
    | ValueError: 11
    +---------------- 13 ----------------
    | ValueError: 12
    +---------------- 14 ----------------
    | ValueError: 13
    +---------------- 15 ----------------
    | ValueError: 14
    +---------------- ... ----------------
    | and 2 more exceptions
    +------------------------------------`},
		{"plain exception unchanged",
			"raise ValueError('x')",
			"Traceback (most recent call last):\n  File \"<cell>\", line 1, in <module>\nValueError: x"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newSession(t, eval.SessionConfig{})
			if r := exec(t, s, tt.code); r.Error != tt.want {
				t.Errorf("error =\n%s\nwant\n%s", r.Error, tt.want)
			}
		})
	}
}
