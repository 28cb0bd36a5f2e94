package main

import "fmt"

type Point struct{ X, Y int }

func (p Point) GoString() string { return fmt.Sprintf("Pt(%d,%d)", p.X, p.Y) }

type Vec struct{ X, Y float64 }

func main() {
	p := Point{1, 2}
	fmt.Printf("%#v\n", p)
	fmt.Printf("%v %+v\n", p, p)
	v := Vec{0.5, -1}
	fmt.Printf("%#v\n", v)
	fmt.Printf("%#v\n", []Vec{v})
	fmt.Printf("%#v\n", []int{1, 2})
	fmt.Printf("%#v %#v\n", "s", 3.0)
}
