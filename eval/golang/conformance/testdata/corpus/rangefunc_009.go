package main

import "fmt"

func upTo(n int) func(func(int) bool) {
	return func(yield func(int) bool) {
		for i := range n {
			if !yield(i) {
				return
			}
		}
	}
}

func sumUntil(limit int) (total int) {
	defer func() { total *= 2 }()
	for v := range upTo(100) {
		if total+v > limit {
			return total
		}
		total += v
	}
	return -1
}

func main() {
	fmt.Println(sumUntil(10))
	fmt.Println(sumUntil(1000))
}
