package main

import "fmt"

func words(s string) func(func(string) bool) {
	return func(yield func(string) bool) {
		start := -1
		for i, r := range s + " " {
			if r == ' ' {
				if start >= 0 {
					if !yield(s[start:i]) {
						return
					}
					start = -1
				}
			} else if start < 0 {
				start = i
			}
		}
	}
}

func main() {
	for w := range words("  the  quick brown   fox ") {
		defer fmt.Println("deferred", w)
		fmt.Println("word", w)
	}
	fmt.Println("end of main body")
}
