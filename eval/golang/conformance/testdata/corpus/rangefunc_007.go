package main

import "fmt"

func nums(yield func(int) bool) {
	for i := 1; i <= 3; i++ {
		if !yield(i) {
			return
		}
	}
}

func main() {
	var fs []func() int
	for i := range nums {
		fs = append(fs, func() int { return i * 100 })
	}
	for _, f := range fs {
		fmt.Println(f())
	}
	for i := range 3 {
		fs[i] = func() int { return -i }
	}
	fmt.Println(fs[0](), fs[1](), fs[2]())
}
