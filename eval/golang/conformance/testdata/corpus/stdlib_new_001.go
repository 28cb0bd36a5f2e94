package main

import (
	"fmt"
	"slices"
)

func main() {
	xs := []int{5, 2, 8, 1, 9, 3}
	slices.Sort(xs)
	fmt.Println(xs)
	fmt.Println(slices.Contains(xs, 8), slices.Index(xs, 9))
	i, found := slices.BinarySearch(xs, 5)
	fmt.Println(i, found)
	fmt.Println(slices.Max(xs), slices.Min(xs))
	ys := slices.Clone(xs)
	slices.Reverse(ys)
	fmt.Println(ys, xs)
	fmt.Println(slices.Equal(xs, ys))
}
