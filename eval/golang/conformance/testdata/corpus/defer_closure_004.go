package main

import "fmt"

func main() {
	var fns []func()
	for i := range 3 {
		fns = append(fns, func() { fmt.Print(i, " ") })
	}
	for _, s := range []string{"x", "y"} {
		fns = append(fns, func() { fmt.Print(s, " ") })
	}
	for _, f := range fns {
		f()
	}
	fmt.Println()
}
