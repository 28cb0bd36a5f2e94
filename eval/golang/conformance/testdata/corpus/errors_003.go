package main

import (
	"errors"
	"fmt"
)

func validate(age int, name string) error {
	var errs []error
	if age < 0 {
		errs = append(errs, errors.New("age must be non-negative"))
	}
	if name == "" {
		errs = append(errs, errors.New("name is required"))
	}
	return errors.Join(errs...)
}

func main() {
	err := validate(-1, "")
	fmt.Println(err)
	fmt.Println("---")
	fmt.Println(validate(5, "x") == nil)
	e1 := errors.New("e1")
	joined := errors.Join(e1, errors.New("e2"))
	fmt.Println(errors.Is(joined, e1))
}
