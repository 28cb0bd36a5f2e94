package main

import (
	"errors"
	"fmt"
)

type Result[T any] struct {
	Val T
	Err error
}

func Try[T any](f func() (T, error)) Result[T] {
	v, err := f()
	return Result[T]{v, err}
}

func (r Result[T]) OrElse(def T) T {
	if r.Err != nil {
		return def
	}
	return r.Val
}

func main() {
	ok := Try(func() (int, error) { return 7, nil })
	bad := Try(func() (int, error) { return 0, errors.New("boom") })
	fmt.Println(ok.OrElse(-1), bad.OrElse(-1))
	fmt.Println(bad.Err)
	s := Try(func() (string, error) { return "hi", nil })
	fmt.Printf("%q %v\n", s.Val, s.Err)
}
