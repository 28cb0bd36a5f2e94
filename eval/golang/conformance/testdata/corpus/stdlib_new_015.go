package main

import (
	"fmt"
	"slices"
)

type P struct {
	X, Y int
}

func main() {
	ps := []P{{1, 2}, {3, 4}, {1, 2}}
	fmt.Println(slices.Index(ps, P{3, 4}))
	fmt.Println(slices.Equal(ps[:1], ps[2:]))
	ps = slices.DeleteFunc(ps, func(p P) bool { return p.X == 1 })
	fmt.Println(ps)
	q := slices.Replace([]int{1, 2, 3, 4}, 1, 3, 9, 9, 9)
	fmt.Println(q)
	fmt.Println(slices.CompactFunc([]string{"a", "A", "b", "B", "b"}, func(a, b string) bool {
		return a == b || a == string(rune(b[0]+32)) || b == string(rune(a[0]+32))
	}))
}
