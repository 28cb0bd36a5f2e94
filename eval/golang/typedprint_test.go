package golang

import "testing"

// typedPrintPrograms print values of named types that are no struct
// (typedprint.go): %T names them, String is called on elements, every
// other verb prints as fmt does.
var typedPrintPrograms = []goProgram{
	{"named non-struct types under every verb", `"fmt"; "os"; "strings"`, `type Color int
const (
	Red Color = iota
	Green
	Blue
)
func (c Color) String() string { return [...]string{"Red", "Green", "Blue"}[c] }
type Status string
type Temp float64
type Tags []string
type Level uint8
type Grid [2]Level
type Counts map[Status]int
type Reading struct {
	Sensor string
	Value  Temp
}`, `
c := Green
cs := []Color{Blue, Red}
var s Status = "done"
t := Temp(21.5)
fmt.Printf("%v %d %s %q %x %T %T\n", c, c, c, c, c, c, cs)
fmt.Println(cs, Color(1), s, t, Tags{"a", "b"}, Grid{1, 2})
fmt.Printf("%T %T %T %T %T %T\n", s, t, Tags{}, Level(3), Grid{}, Counts{})
fmt.Printf("%v|%6.2f|%g|%s|%q|%x|%5s|%-4d|\n", t, t, t, s, s, s, s, Level(7))
fmt.Printf("%#v %#v %+v %v\n", s, cs, Reading{"r", t}, Counts{"a": 2})
msg := fmt.Sprintf("%v/%T", cs, c) + fmt.Sprint(" ", c, s) + fmt.Sprintln(" ", t)
fmt.Print(strings.ToUpper(msg))
fmt.Fprintf(os.Stdout, "%s %T\n", Tags{"x"}, Tags{"x"})
fmt.Println(fmt.Errorf("level %v: %w", c, fmt.Errorf("inner")))`},
	{"a String method reading a global, printed typed", `"fmt"`, `type Level int
var levelNames = map[Level]string{1: "DEBUG", 2: "INFO"}
func (l Level) String() string { return levelNames[l] }
type Entry struct {
	Lvl Level
	Msg string
}
func (e Entry) String() string { return fmt.Sprintf("[%v] %s", e.Lvl, e.Msg) }`, `
es := []Entry{{2, "start"}, {1, "x=1"}}
fmt.Println(es, es[0].Lvl.String())
fmt.Printf("%s|%v|%d|%T\n", es[1].Lvl, es[1].Lvl, es[1].Lvl, es[1].Lvl)`},
}

func TestTypedPrintMatchesGoRun(t *testing.T) {
	runLikeGoRun(t, typedPrintPrograms)
}

// TestTypedPrintAcrossCells prints values of types earlier cells declared.
func TestTypedPrintAcrossCells(t *testing.T) {
	runCells(t, []cell{
		{code: "type Level int\nfunc (l Level) String() string { return \"L\" + strconv.Itoa(int(l)) }\ntype Name string", stdout: ""},
		{code: "ls := []Level{1, 2}\nn := Name(\"x\")\nfmt.Printf(\"%v %T %T %v\\n\", ls, ls[0], n, n)", stdout: "[L1 L2] main.Level main.Name x\n"},
		{code: "m := map[Name]Level{\"a\": 3}\nfmt.Println(m, len(ls))", stdout: "map[a:L3] 2\n"},
	})
}
