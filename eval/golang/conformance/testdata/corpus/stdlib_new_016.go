package main

import (
	"fmt"
	"slices"
	"strings"
)

func main() {
	lines := strings.Split("b 2\na 1\nc 3\na 0", "\n")
	type rec struct {
		k string
		n int
	}
	var rs []rec
	for _, l := range lines {
		var r rec
		fmt.Sscan(l, &r.k, &r.n)
		rs = append(rs, r)
	}
	slices.SortStableFunc(rs, func(a, b rec) int { return strings.Compare(a.k, b.k) })
	fmt.Println(rs)
	fmt.Println(slices.IndexFunc(rs, func(r rec) bool { return r.n == 3 }))
}
