package main

import (
	"fmt"
	"strconv"
)

func main() {
	floats := []float64{1, 0.5, 1.0 / 3, 2e10, 1e21, 123.456, 5e-324}
	for _, f := range floats {
		fmt.Println(strconv.FormatFloat(f, 'g', -1, 64), strconv.FormatFloat(f, 'f', -1, 64) != "", f)
	}
	fmt.Println(strconv.FormatFloat(2.675, 'f', 2, 64))
	fmt.Println(strconv.FormatFloat(-0.0, 'g', -1, 64))
}
