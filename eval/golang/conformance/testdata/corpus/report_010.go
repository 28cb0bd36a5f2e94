package main

import (
	"fmt"
	"strings"
)

func main() {
	header := fmt.Sprintf("%-10s|%10s|%s", "left", "right", "tail")
	fmt.Println(header)
	fmt.Println(strings.Repeat("-", len(header)))
	vals := []float64{0.1 + 0.2, 1.0 / 3, 2.0 / 3, 100, 1e-7, 123456789.0}
	for _, v := range vals {
		fmt.Printf("%-10v|%10.4f|%v\n", v, v, fmt.Sprint(v))
	}
	fmt.Println(float32(0.1), 1e6, 1e20, 1e21, -0.0)
	fmt.Println(int64(-1)<<63, uint64(1)<<63)
}
