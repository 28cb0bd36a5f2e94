package main

import "fmt"

func trace(name string) func() {
	fmt.Println("enter", name)
	return func() { fmt.Println("leave", name) }
}

func inner() {
	defer trace("inner")()
	fmt.Println("in inner")
}

func outer() (n int) {
	defer trace("outer")()
	defer func() { n *= 10 }()
	inner()
	return 4
}

func main() {
	fmt.Println(outer())
}
