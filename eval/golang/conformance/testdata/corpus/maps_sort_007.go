package main

import "fmt"

type key struct {
	x, y int
}

func main() {
	grid := map[key]rune{}
	for y := 0; y < 3; y++ {
		for x := 0; x < 4; x++ {
			if (x+y)%2 == 0 {
				grid[key{x, y}] = '#'
			} else {
				grid[key{x, y}] = '.'
			}
		}
	}
	for y := 0; y < 3; y++ {
		for x := 0; x < 4; x++ {
			fmt.Print(string(grid[key{x, y}]))
		}
		fmt.Println()
	}
	fmt.Println(len(grid), grid[key{1, 1}] == '#', grid[key{9, 9}])
}
