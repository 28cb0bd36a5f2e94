package main

import (
	"fmt"
	"sort"
)

func main() {
	xs := []int{42, 7, 19, 3, 88, 19, 56}
	sort.Ints(xs)
	fmt.Println(xs)
	i := sort.SearchInts(xs, 19)
	fmt.Println("19 at", i)
	j := sort.Search(len(xs), func(k int) bool { return xs[k] >= 50 })
	fmt.Println("first >=50 at", j, "=", xs[j])
	fs := []float64{2.5, -1, 3.25, 0}
	sort.Float64s(fs)
	fmt.Println(fs)
	fmt.Println(sort.IntsAreSorted(xs), sort.Float64sAreSorted([]float64{2, 1}))
}
