package main

import "fmt"

type Numeric interface {
	int | int32 | float64
}

type Vec[T Numeric] []T

func (v Vec[T]) Dot(o Vec[T]) T {
	var s T
	for i := range v {
		s += v[i] * o[i]
	}
	return s
}

func (v Vec[T]) Scale(k T) Vec[T] {
	out := make(Vec[T], len(v))
	for i, x := range v {
		out[i] = x * k
	}
	return out
}

func main() {
	a := Vec[int]{1, 2, 3}
	b := Vec[int]{4, 5, 6}
	fmt.Println(a.Dot(b), a.Scale(10))
	f := Vec[float64]{0.5, 1.5}
	fmt.Println(f.Dot(f), f.Scale(2))
}
