package main

import "fmt"

func countdown(n int) func(func(int) bool) {
	return func(yield func(int) bool) {
		for i := n; i > 0; i-- {
			if !yield(i) {
				return
			}
		}
	}
}

func main() {
	for v := range countdown(5) {
		fmt.Print(v, " ")
	}
	fmt.Println()
	for v := range countdown(10) {
		if v%2 == 0 {
			continue
		}
		if v < 4 {
			break
		}
		fmt.Print(v, " ")
	}
	fmt.Println()
}
