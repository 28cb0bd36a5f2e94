package main

import "fmt"

func main() {
	m := map[string][]int{}
	data := []struct {
		k string
		v int
	}{{"a", 1}, {"b", 2}, {"a", 3}, {"c", 4}, {"b", 5}, {"a", 6}}
	for _, d := range data {
		m[d.k] = append(m[d.k], d.v)
	}
	fmt.Println(m)
	fmt.Println(len(m), len(m["a"]), m["zzz"] == nil)
	delete(m, "b")
	fmt.Println(m)
	if v, ok := m["c"]; ok {
		fmt.Println("c ->", v)
	}
}
