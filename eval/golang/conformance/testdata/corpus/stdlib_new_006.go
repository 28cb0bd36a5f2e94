package main

import (
	"fmt"
	"slices"
)

func main() {
	data := []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	for c := range slices.Chunk(data, 4) {
		fmt.Println(c, len(c))
	}
	total := 0
	for c := range slices.Chunk(data, 3) {
		total += slices.Max(c)
	}
	fmt.Println("sum of chunk maxima:", total)
}
