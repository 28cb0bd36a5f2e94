package main

import "fmt"

func main() {
	for i := 0; i < 3; i++ {
		defer fmt.Println("deferred value", i)
	}
	for i := 0; i < 3; i++ {
		defer func() { fmt.Println("deferred closure", i) }()
	}
	fmt.Println("body done")
}
