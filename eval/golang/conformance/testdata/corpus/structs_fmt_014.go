package main

import "fmt"

type Temp float64

type Reading struct {
	Sensor string
	Value  Temp
	OK     bool
}

func main() {
	r := Reading{"s1", 21.5, true}
	fmt.Printf("%v\n", r)
	fmt.Printf("%+v\n", r)
	fmt.Printf("%T %T\n", r, r.Value)
	fmt.Printf("%v %.2f %g\n", r.Value, r.Value, r.Value)
	fmt.Printf("%#v\n", r)
	arr := [2]Reading{r}
	fmt.Printf("%v\n", arr)
	fmt.Printf("%x %X %o %b\n", 255, 255, 8, 5)
	fmt.Printf("%8.3f|%-8d|%08d|%+d\n", 3.14159, 42, 42, 42)
}
