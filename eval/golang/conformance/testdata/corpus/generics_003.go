package main

import "fmt"

type Number interface {
	~int | ~int64 | ~float64
}

func Sum[T Number](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

type Celsius float64

func main() {
	fmt.Println(Sum([]int{1, 2, 3}))
	fmt.Println(Sum([]float64{1.5, 2.25}))
	fmt.Println(Sum([]int64{1 << 40, 1}))
	temps := []Celsius{20.5, 21, 19.5}
	fmt.Printf("%.2f\n", Sum(temps)/Celsius(len(temps)))
}
