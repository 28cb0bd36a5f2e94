package main

import "fmt"

func Count[T comparable](xs []T) map[T]int {
	m := make(map[T]int)
	for _, x := range xs {
		m[x]++
	}
	return m
}

func Uniq[T comparable](xs []T) []T {
	seen := make(map[T]bool)
	var out []T
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

func main() {
	letters := []rune("mississippi")
	fmt.Println(Count(letters))
	fmt.Println(string(Uniq(letters)))
	fmt.Println(Uniq([]int{3, 3, 1, 3, 2, 1}))
	fmt.Println(Count([]bool{true, false, true}))
}
