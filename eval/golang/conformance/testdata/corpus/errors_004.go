package main

import (
	"fmt"
	"strconv"
)

func sumStrings(xs []string) (int, error) {
	total := 0
	for _, x := range xs {
		n, err := strconv.Atoi(x)
		if err != nil {
			return total, fmt.Errorf("sumStrings: %w", err)
		}
		total += n
	}
	return total, nil
}

func main() {
	fmt.Println(sumStrings([]string{"1", "2", "3"}))
	n, err := sumStrings([]string{"4", "x5", "6"})
	fmt.Println(n, err)
	_, err = strconv.ParseFloat("1e999", 64)
	fmt.Println(err)
	_, err = strconv.ParseInt("300", 10, 8)
	fmt.Println(err)
}
