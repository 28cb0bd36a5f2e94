package main

import (
	"fmt"
	"iter"
)

func Fib() iter.Seq[int] {
	return func(yield func(int) bool) {
		a, b := 0, 1
		for {
			if !yield(a) {
				return
			}
			a, b = b, a+b
		}
	}
}

func main() {
	next, stop := iter.Pull(Fib())
	defer stop()
	for range 8 {
		v, ok := next()
		fmt.Print(v, ok, " ")
	}
	fmt.Println()
	for v := range Fib() {
		if v > 100 {
			break
		}
		fmt.Print(v, " ")
	}
	fmt.Println()
}
