package pylib

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/eval/python/pyrewrite"
)

// TestExceptStarKeepsLines: after lowering, each line of the model's code
// (marked by a call naming its line) is mapped back to its own number,
// through nesting, inline bodies, continued headers and a match statement.
func TestExceptStarKeepsLines(t *testing.T) {
	src := `def f():
    try:
        l(3)
    except* (ValueError,
             KeyError) as e:  # comment
        l(6)
        try:
            l(8)
        except* TypeError: l(9)
        l(10)
    except* OSError:
        l(12)
    else:
        l(14)
    finally:
        l(16)
    match f"{1}":
        case "1":
            l(19)
l(20)
`
	out, lines, err := pyrewrite.Rewrite(src)
	if err != nil {
		t.Fatal(err)
	}
	if lines == nil {
		t.Fatal("no line map for a lowered except*")
	}
	seen := 0
	for i, line := range strings.Split(out, "\n") {
		k := strings.Index(line, "l(")
		if k < 0 {
			continue
		}
		var want int
		if _, err := fmt.Sscanf(line[k:], "l(%d)", &want); err != nil {
			t.Fatalf("output line %d: %q", i+1, line)
		}
		seen++
		if got := lines[i+1]; got != want {
			t.Errorf("output line %d %q maps to %d, want %d\n%s", i+1, line, got, want, out)
		}
	}
	if seen != 10 {
		t.Errorf("saw %d marked lines, want 10:\n%s", seen, out)
	}
	if got, want := run(t, "def l(n): print(n)\n"+src+"f()\n"), "20\n3\n14\n16\n19\n"; got != want {
		t.Errorf("run: got %q, want %q", got, want)
	}
	if strings.Contains(out, "except*") || strings.Contains(out, "except *") {
		t.Errorf("except* left in output:\n%s", out)
	}
}
