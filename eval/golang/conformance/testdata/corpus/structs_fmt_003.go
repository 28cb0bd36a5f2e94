package main

import "fmt"

type Color int

const (
	Red Color = iota
	Green
	Blue
)

func (c Color) String() string {
	switch c {
	case Red:
		return "Red"
	case Green:
		return "Green"
	case Blue:
		return "Blue"
	}
	return fmt.Sprintf("Color(%d)", int(c))
}

func main() {
	fmt.Println(Red, Blue, Color(7))
	fmt.Printf("%v %d %s %T\n", Green, Green, Green, Green)
	cs := []Color{Blue, Red}
	fmt.Println(cs)
	fmt.Printf("%#v\n", Blue)
	fmt.Printf("%q\n", Green)
}
