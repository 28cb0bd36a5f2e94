package main

import (
	"fmt"
	"strings"
)

func memo(f func(int) int) func(int) int {
	cache := map[int]int{}
	return func(n int) int {
		if v, ok := cache[n]; ok {
			return v
		}
		v := f(n)
		cache[n] = v
		return v
	}
}

func main() {
	var fib func(int) int
	fib = memo(func(n int) int {
		if n < 2 {
			return n
		}
		return fib(n-1) + fib(n-2)
	})
	fmt.Println(fib(50))
	adders := map[string]func(string) string{
		"upper": strings.ToUpper,
		"wrap":  func(s string) string { return "<" + s + ">" },
	}
	fmt.Println(adders["wrap"](adders["upper"]("go")))
}
