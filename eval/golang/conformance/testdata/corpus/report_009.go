package main

import "fmt"

func main() {
	for i := 0; i < 3; i++ {
		fmt.Println("same line")
	}
	for i := 0; i < 4; i++ {
		fmt.Println("progress: working...")
	}
	fmt.Println("done")
	for i := 0; i < 3; i++ {
		fmt.Println("")
	}
	fmt.Println("end")
}
