package main

import "fmt"

func counter() (func() int, func()) {
	c := 0
	return func() int { c++; return c }, func() { c = 0 }
}

func main() {
	next, reset := counter()
	fmt.Println(next(), next(), next())
	reset()
	fmt.Println(next())
	other, _ := counter()
	fmt.Println(other(), next())
}
