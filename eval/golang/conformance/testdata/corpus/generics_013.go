package main

import "fmt"

func Chunk[T any](xs []T, n int) [][]T {
	var out [][]T
	for n < len(xs) {
		xs, out = xs[n:], append(out, xs[:n:n])
	}
	return append(out, xs)
}

func Flatten[T any](xss [][]T) []T {
	var out []T
	for _, xs := range xss {
		out = append(out, xs...)
	}
	return out
}

func main() {
	c := Chunk([]int{1, 2, 3, 4, 5, 6, 7}, 3)
	fmt.Println(c, len(c))
	fmt.Println(Flatten(c))
	s := Chunk([]string{"a", "b"}, 5)
	fmt.Println(s, len(s))
}
