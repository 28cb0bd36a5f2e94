package main

import "fmt"

func apply(xs []int, fs ...func(int) int) []int {
	out := append([]int(nil), xs...)
	for _, f := range fs {
		for i := range out {
			out[i] = f(out[i])
		}
	}
	return out
}

func main() {
	double := func(n int) int { return n * 2 }
	addN := func(k int) func(int) int { return func(n int) int { return n + k } }
	fmt.Println(apply([]int{1, 2, 3}, double, addN(1)))
	fmt.Println(apply([]int{1, 2, 3}, addN(10), double))
	fmt.Println(apply(nil))
}
