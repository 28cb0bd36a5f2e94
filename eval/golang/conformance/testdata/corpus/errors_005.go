package main

import (
	"errors"
	"fmt"
)

func safeDiv(a, b int) (res int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("recovered: %v", r)
		}
	}()
	return a / b, nil
}

func main() {
	fmt.Println(safeDiv(10, 2))
	fmt.Println(safeDiv(1, 0))
	func() {
		defer func() {
			r := recover()
			fmt.Println("got:", r)
		}()
		var arr []int
		_ = arr[5]
	}()
	func() {
		defer func() { fmt.Println("custom:", recover()) }()
		panic(errors.New("custom failure"))
	}()
}
