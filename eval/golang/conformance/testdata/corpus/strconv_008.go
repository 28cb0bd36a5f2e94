package main

import (
	"fmt"
	"strconv"
)

func main() {
	var vals []string
	for i := 0; i < 5; i++ {
		vals = append(vals, strconv.Itoa(i*i))
	}
	fmt.Println(vals)
	bits := []int{8, 16, 32}
	for _, bs := range bits {
		_, err := strconv.ParseInt("40000", 10, bs)
		fmt.Println(bs, err)
	}
	fmt.Println(strconv.IntSize)
}
