package main

import (
	"fmt"
	"maps"
	"slices"
)

func main() {
	a := map[string]int{"x": 1, "y": 2}
	b := maps.Clone(a)
	b["z"] = 3
	fmt.Println(a, b)
	fmt.Println(maps.Equal(a, b))
	maps.Copy(a, map[string]int{"y": 20, "w": 0})
	fmt.Println(a)
	maps.DeleteFunc(a, func(k string, v int) bool { return v == 0 })
	fmt.Println(a)
	c := maps.Collect(maps.All(b))
	fmt.Println(len(c), slices.Sorted(maps.Keys(c)))
	maps.Insert(c, maps.All(map[string]int{"q": 9}))
	fmt.Println(c)
}
