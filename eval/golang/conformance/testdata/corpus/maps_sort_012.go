package main

import (
	"fmt"
	"sort"
)

func main() {
	seen := map[int]bool{}
	var dups []int
	for _, n := range []int{4, 8, 15, 16, 23, 42, 8, 4, 4, 99} {
		if seen[n] {
			dups = append(dups, n)
		}
		seen[n] = true
	}
	fmt.Println("dups:", dups)
	uniq := make([]int, 0, len(seen))
	for n := range seen {
		uniq = append(uniq, n)
	}
	sort.Sort(sort.Reverse(sort.IntSlice(uniq)))
	fmt.Println("uniq desc:", uniq)
}
