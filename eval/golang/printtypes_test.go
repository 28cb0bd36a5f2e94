package golang

import "testing"

// printPrograms print values of the cells' own types, which yaegi hands fmt
// without their names and methods.
var printPrograms = []goProgram{
	{"named struct verbs", `"fmt"`, `type Item struct {
	SKU  string
	Name string
	Qty  int
}`, `
it := Item{"a", "b", 1}
fmt.Printf("%v|%+v|%#v|%T|%T|%T\n", it, it, it, it, &it, []Item{it})
fmt.Printf("%#v %v %+v\n", []Item{it}, &it, &it)
fmt.Printf("%#v\n", map[string]Item{"k": it})
var x any = it
fmt.Printf("%#v %T %-12T|\n", x, x, it)`},
	{"stringers inside values", `"fmt"; "time"`, `type Person struct {
	Name string
	Age  int
}

func (p Person) String() string { return fmt.Sprintf("%s: %d", p.Name, p.Age) }

type Status int

func (s Status) String() string { return [...]string{"todo", "done"}[s] }

type Pt struct{ X, Y int }

func (p *Pt) String() string { return fmt.Sprintf("(%d,%d)", p.X, p.Y) }

type Task struct {
	Name  string
	State Status
	Took  time.Duration
	tags  []string
	owner Person
	Who   Person
	Next  *Task
}

type Temp float64

func (t Temp) String() string { return fmt.Sprintf("%.1fC", float64(t)) }

type Reading struct{ Temps []Temp }`, `
fmt.Println([]Person{{"Bob", 31}, {"Al", 2}}, map[string]Person{"x": {"B", 1}})
t := Task{"a", 1, 2 * time.Second, []string{"x"}, Person{"o", 1}, Person{"w", 2}, nil}
fmt.Println(t)
fmt.Printf("%v|%+v|%s\n", t, t, t)
fmt.Println([]*Pt{{1, 2}, {3, 4}}, &Pt{5, 6}, Reading{[]Temp{21.5, 30}})
fmt.Printf("%v %d %q|%8v|\n", []any{Status(1), Pt{1, 1}, 3}, Status(1), Status(0), Status(1))
fmt.Println(fmt.Sprint(t.Who, " ", []Person{{"z", 0}}))`},
	{"GoString and errors", `"errors"; "fmt"`, `type G struct{ X int }

func (g G) GoString() string { return "G!" }

type MyErr struct{ Code int }

func (e *MyErr) Error() string { return fmt.Sprintf("code %d", e.Code) }

type Base struct{ ID int }

type Derived struct {
	Base
	Name string
	Err  error
}`, `
fmt.Printf("%#v %#v %v\n", G{1}, []G{{2}}, G{3})
var err error = &MyErr{3}
w := fmt.Errorf("wrap: %w", err)
fmt.Println(w, errors.Unwrap(w) != nil, []error{err})
d := Derived{Base{1}, "d", err}
fmt.Printf("%v %+v\n", d, d)
fmt.Printf("%#v\n", Derived{Base: Base{1}, Name: "d"})`},
}

func TestNamedTypesPrintLikeGoRun(t *testing.T) {
	runLikeGoRun(t, printPrograms)
}
