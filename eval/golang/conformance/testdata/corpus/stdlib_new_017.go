package main

import (
	"fmt"
	"maps"
	"slices"
)

func main() {
	scores := map[string][]int{"ann": {3, 9}, "bo": {7}, "cy": {1, 1, 1}}
	for _, name := range slices.Sorted(maps.Keys(scores)) {
		s := scores[name]
		fmt.Printf("%s max=%d n=%d\n", name, slices.Max(s), len(s))
	}
	inv := map[int]string{}
	for k, v := range maps.All(map[string]int{"one": 1, "two": 2}) {
		inv[v] = k
	}
	fmt.Println(inv)
}
