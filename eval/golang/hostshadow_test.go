package golang

import (
	"testing"

	"github.com/rlm-go/rlm/eval"
)

// hostShadowPrograms declare types named like the host API's.
var hostShadowPrograms = []goProgram{
	{"a cell's own Line type", `"fmt"; "strings"`, `type Line struct {
	Desc   string
	Amount int
}

type Invoice struct {
	Line  Line
	Lines []Line
}

type (
	FinalAnswer string
	LMStatus    int
)

func total(ls []Line) (n int) {
	for _, l := range ls {
		n += l.Amount
	}
	return n
}

func kind(x any) string {
	switch v := x.(type) {
	case Line:
		return "line " + v.Desc
	}
	return "other"
}`, `
lines := []Line{{"coffee", 350}, {Desc: "tip", Amount: 100}}
inv := Invoice{Line: lines[0], Lines: lines}
var a FinalAnswer = "done"
fmt.Printf("%v %+v %T %d\n", lines[0], inv, inv.Line, total(inv.Lines))
fmt.Printf("%v %v %T %s\n", a, LMStatus(2), lines, strings.ToUpper(string(a)))
fmt.Println(kind(inv.Line), kind(a))`},
}

func TestHostTypeNamesCanBeDeclared(t *testing.T) {
	runLikeGoRun(t, hostShadowPrograms)
	s := newTestSession(t, eval.SessionConfig{Contexts: []string{"alpha\nbeta"}})
	for _, c := range []struct{ code, want string }{
		{`fmt.Println(Grep("b")[0].Text)`, "beta\n"},
		{"type Line struct{ Desc string }", ""},
		{`l := Line{"x"}; fmt.Printf("%+v %T\n", l, l); fmt.Println(len(Grep("a")))`, "{Desc:x} main.Line\n2\n"},
	} {
		if r := run(t, s, c.code); r.Error != "" || r.Stdout != c.want {
			t.Fatalf("cell %q: stdout %q error %q, want %q", c.code, r.Stdout, r.Error, c.want)
		}
	}
}
