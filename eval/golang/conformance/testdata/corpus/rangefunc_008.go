package main

import "fmt"

func lines(s string) func(func(int, string) bool) {
	return func(yield func(int, string) bool) {
		n, start := 0, 0
		for i := 0; i < len(s); i++ {
			if s[i] == '\n' {
				if !yield(n, s[start:i]) {
					return
				}
				n++
				start = i + 1
			}
		}
		if start < len(s) {
			yield(n, s[start:])
		}
	}
}

var context = "alpha\nbeta\ngamma\ndelta"

func main() {
	for n, l := range lines(context) {
		fmt.Printf("%d:%s\n", n, l)
	}
	found := ""
	for _, l := range lines(context) {
		if l[0] == 'g' {
			found = l
			break
		}
	}
	fmt.Println("found", found)
}
