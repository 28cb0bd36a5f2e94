package golang

import "testing"

// boxedPrograms print slices, maps and fields of the cells' own interface
// types, whose elements yaegi keeps in its own box.
var boxedPrograms = []goProgram{
	{"interface elements print as their values", `"fmt"; "math"`, `type Shape interface {
	Area() float64
}

type Rect struct{ W, H float64 }

type Circle struct{ R float64 }

type Named struct {
	Name string
	S    Shape
	More []Shape
}

func (r Rect) Area() float64    { return r.W * r.H }
func (c Circle) Area() float64  { return math.Pi * c.R * c.R }
func (c Circle) String() string { return fmt.Sprintf("circle(%g)", c.R) }`, `
shapes := []Shape{Rect{3, 4}, Circle{1}, nil, Rect{1, 1}}
fmt.Println(shapes, len(shapes))
fmt.Printf("%v|%+v|%d\n", shapes, shapes, len(shapes))
m := map[string]Shape{"a": Rect{1, 2}, "b": Circle{3}}
fmt.Println(m)
fmt.Println(Named{"n", Circle{2}, shapes[:2]}, []Named{{"x", Rect{1, 1}, nil}})
fmt.Printf("%+v\n", Named{"p", nil, []Shape{Rect{2, 2}}})
s := fmt.Sprint(shapes[1:])
fmt.Println(s)`},
}

func TestBoxedInterfacesPrintLikeGo(t *testing.T) {
	runLikeGoRun(t, boxedPrograms)
}
