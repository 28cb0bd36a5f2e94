package main

import "fmt"

func grid(w, h int) func(func(int, int) bool) {
	return func(yield func(int, int) bool) {
		for y := range h {
			for x := range w {
				if !yield(x, y) {
					return
				}
			}
		}
	}
}

func main() {
	count := 0
outer:
	for x, y := range grid(4, 4) {
		switch {
		case x == y:
			continue
		case x+y > 4:
			break outer
		}
		count++
		fmt.Printf("(%d,%d) ", x, y)
	}
	fmt.Println()
	fmt.Println("count", count)
}
