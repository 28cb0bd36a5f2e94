package main

import "fmt"

func main() {
	for i := range 3 {
		fmt.Println("i =", i)
	}
	total := 0
	for i := range 101 {
		total += i
	}
	fmt.Println(total)
	n := 4
	for range n {
		fmt.Print("x")
	}
	fmt.Println()
	var u uint8 = 3
	for i := range u {
		fmt.Printf("%T %d\n", i, i)
	}
}
