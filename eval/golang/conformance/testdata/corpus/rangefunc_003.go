package main

import "fmt"

func pairs(m []string) func(func(int, string) bool) {
	return func(yield func(int, string) bool) {
		for i, s := range m {
			if !yield(i*10, s) {
				return
			}
		}
	}
}

func find(xs []string, target string) int {
	for k, v := range pairs(xs) {
		if v == target {
			return k
		}
	}
	return -1
}

func main() {
	xs := []string{"a", "b", "c", "d"}
	fmt.Println(find(xs, "c"), find(xs, "q"))
	for k, v := range pairs(xs[:2]) {
		fmt.Println(k, v)
	}
}
