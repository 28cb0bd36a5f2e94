package main

import (
	"cmp"
	"fmt"
)

func MaxOf[T cmp.Ordered](xs ...T) T {
	m := xs[0]
	for _, x := range xs[1:] {
		if x > m {
			m = x
		}
	}
	return m
}

func main() {
	fmt.Println(MaxOf(3, 9, 2))
	fmt.Println(MaxOf("pear", "apple", "zucchini", "kiwi"))
	fmt.Println(MaxOf(2.5, -1.0))
}
