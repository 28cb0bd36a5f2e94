package main

import (
	"fmt"
	"slices"
)

func main() {
	words := []string{"delta", "alpha", "charlie", "bravo"}
	for i, w := range slices.All(words) {
		fmt.Println(i, w)
	}
	for w := range slices.Values(words) {
		fmt.Print(w[:1])
	}
	fmt.Println()
	sorted := slices.Sorted(slices.Values(words))
	fmt.Println(sorted)
	back := slices.Collect(slices.Values(sorted[1:]))
	fmt.Println(back, len(back))
	for i, w := range slices.Backward(words) {
		fmt.Print(i, w, " ")
	}
	fmt.Println()
}
