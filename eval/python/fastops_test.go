package python

import (
	"strings"
	"testing"
	"time"

	"github.com/rlm-go/rlm/eval"
)

// TestFastOpsMatchPython checks the int, str, list and tuple fast paths
// against CPython's answers, at the edges where they hand over to gpython
// (int64 overflow, division by zero, mixed types).
func TestFastOpsMatchPython(t *testing.T) {
	s := newSession(t, eval.SessionConfig{})
	tests := []struct{ expr, want string }{
		{"3 + 4", "7"},
		{"9223372036854775807 + 1", "9223372036854775808"},
		{"-9223372036854775807 - 2", "-9223372036854775809"},
		{"-9223372036854775808 + -1", "-9223372036854775809"},
		{"5 - 9", "-4"},
		{"123456 * 654321", "80779853376"},
		{"4294967296 * 4294967296", "18446744073709551616"},
		{"-3 * 7", "-21"},
		{"7 % 3", "1"},
		{"-7 % 3", "2"},
		{"7 % -3", "-2"},
		{"-7 % -3", "-1"},
		{"6 % 3", "0"},
		{"7 // 2", "3"},
		{"-7 // 2", "-4"},
		{"7 // -2", "-4"},
		{"-8 // 2", "-4"},
		{"-9223372036854775808 // -1", "9223372036854775808"},
		{"True + 1", "2"},
		{"1 + 2.5", "3.5"},
		{"'ab' + 'cd'", "ab" + "cd"},
		{"1 < 2, 2 <= 2, 3 == 3, 3 != 3, 2 > 1, 1 >= 2", "(True, True, True, False, True, False)"},
		{"'a' < 'b', 'b' <= 'a', 'x' == 'x', 'x' != 'y', 'é' > 'z', '' >= ''", "(True, False, True, True, True, True)"},
		{"1 == 1.0, 1 < 1.5, 'a' in 'cat', 2 in [1, 2]", "(True, True, True, True)"},
		{"[10, 20, 30][1], [10, 20, 30][-1], (1, 2)[0], (1, 2)[-2]", "(20, 30, 1, 1)"},
		{"[1, 2][True]", "2"},
		{"'ab' in 'xaby', 'q' in 'xaby', '' in '', 'é' in 'café', 'ab' not in 'xaby', 'q' not in 'ab'", "(True, False, True, True, False, True)"},
		{"'a,b'.split(','), 'a b'.split(), 'x'.upper()", "(['a', 'b'], ['a', 'b'], 'X')"},
		{"[3].append(1), [1].__len__()", "(None, 1)"},
	}
	for _, tt := range tests {
		r := exec(t, s, "print(("+tt.expr+"))")
		if r.Error != "" || r.Stdout != tt.want+"\n" {
			t.Errorf("%s: got %q (error %q), want %s", tt.expr, r.Stdout, r.Error, tt.want)
		}
	}
	errs := []struct{ code, want string }{
		{"1 % 0", "ZeroDivisionError"},
		{"1 // 0", "ZeroDivisionError"},
		{"[1, 2][2]", "IndexError: list index out of range"},
		{"(1,)[-2]", "IndexError: tuple index out of range"},
		{"1 < 'a'", "TypeError"},
		{"1 in 'abc'", "TypeError: 'in <string>' requires string as left operand, not int"},
		{"'x'.nope", "AttributeError"},
		{"[].nope", "AttributeError"},
	}
	for _, tt := range errs {
		r := exec(t, s, tt.code)
		if !strings.Contains(r.Error, tt.want) {
			t.Errorf("%s: error %q, want %s", tt.code, r.Error, tt.want)
		}
	}
	// Errors from an iterator propagate out of the for loop (gpython's own
	// FOR_ITER took any error for the end of the iteration).
	r := exec(t, s, "def g():\n    yield 1\n    raise ValueError('boom')\ntry:\n    for x in g():\n        pass\nexcept ValueError as e:\n    print('caught', e, x)")
	if r.Stdout != "caught boom 1\n" || r.Error != "" {
		t.Errorf("generator error: %q %q", r.Stdout, r.Error)
	}
	r = exec(t, s, "class It:\n    def __iter__(self):\n        return self\n    def __next__(self):\n        raise KeyError('k')\nfor y in It():\n    pass")
	if !strings.Contains(r.Error, "KeyError: 'k'") {
		t.Errorf("__next__ error: %q", r.Error)
	}
	// A loop that overflows int64 part way must carry on in big ints.
	r = exec(t, s, "t = 9223372036854775000\nfor i in range(2000):\n    t += i\nprint(t)")
	if r.Stdout != "9223372036856774000\n" {
		t.Errorf("overflowing loop: %q %q", r.Stdout, r.Error)
	}
}

// TestEveryLoopFormIsInterrupted runs loops that would take hours under a
// short cell timeout: each must end with TimeoutError, the session intact.
// It holds hooks.go's choice of checked opcodes to gpython's compiler: a
// loop whose iterations could avoid every check would run on here.
func TestEveryLoopFormIsInterrupted(t *testing.T) {
	s := newSession(t, eval.SessionConfig{CellTimeout: 100 * time.Millisecond})
	for _, code := range []string{
		"while True: pass",
		"[i for i in range(10**12) if i < 0]",
		"{i for i in range(10**12) if i < 0 or i < -1}",
		"sum(1 for i in range(10**12) if not i >= 0)",
		"i = 0\nwhile True:\n    i += 1\n    if i: continue",
		"while True:\n    try:\n        continue\n    except Exception:\n        pass",
		"def g():\n    while True:\n        yield 1\nfor x in g():\n    pass",
	} {
		r := exec(t, s, code)
		if !r.TimedOut || !strings.Contains(r.Error, "TimeoutError") || r.Restarted {
			t.Errorf("%q: timed out %v, restarted %v, error %q", code, r.TimedOut, r.Restarted, r.Error)
		}
	}
}
