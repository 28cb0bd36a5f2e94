package main

import "fmt"

func main() {
	fmt.Println(min(3, 1, 2), max(3, 1, 2))
	fmt.Println(min(2.5, 1), max("apple", "banana"))
	m := map[string]int{"a": 1, "b": 2}
	clear(m)
	fmt.Println(len(m), m)
	s := []int{1, 2, 3}
	clear(s)
	fmt.Println(s, len(s))
	x, y := 10, 20
	fmt.Println(min(x, y) * max(x, y))
}
