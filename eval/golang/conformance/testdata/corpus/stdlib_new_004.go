package main

import (
	"fmt"
	"slices"
)

func main() {
	xs := []int{1, 2, 2, 3, 3, 3, 4}
	xs = slices.Compact(xs)
	fmt.Println(xs, len(xs))
	xs = slices.Insert(xs, 1, 10, 11)
	fmt.Println(xs)
	xs = slices.Delete(xs, 0, 2)
	fmt.Println(xs)
	fmt.Println(slices.Concat([]int{1}, []int{2, 3}, nil, []int{4}))
	fmt.Println(slices.Repeat([]string{"ab"}, 3))
	g := slices.Grow([]int{1}, 10)
	fmt.Println(len(g), cap(g) >= 11)
	fmt.Println(len(slices.Clip(g)))
}
