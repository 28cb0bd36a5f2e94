package main

import "fmt"

func main() {
	x := 1
	defer fmt.Println("deferred arg evaluated early:", x)
	defer func() { fmt.Println("closure sees late value:", x) }()
	x = 99
	for i := 0; i < 2; i++ {
		j := i * 10
		defer func() { fmt.Println("loop closure", i, j) }()
	}
}
