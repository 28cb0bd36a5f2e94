package main

import (
	"fmt"
	"iter"
	"slices"
)

func Evens(limit int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := 0; i < limit; i += 2 {
			if !yield(i) {
				return
			}
		}
	}
}

func Enumerate[T any](xs []T) iter.Seq2[int, T] {
	return func(yield func(int, T) bool) {
		for i, x := range xs {
			if !yield(i, x) {
				return
			}
		}
	}
}

func main() {
	fmt.Println(slices.Collect(Evens(10)))
	for i, s := range Enumerate([]string{"x", "y", "z"}) {
		if i == 2 {
			break
		}
		fmt.Println(i, s)
	}
}
