package main

import (
	"errors"
	"fmt"
)

type MultiErr []error

func (m MultiErr) Error() string {
	return fmt.Sprintf("%d errors; first: %v", len(m), m[0])
}

func (m MultiErr) Unwrap() []error { return m }

var ErrA = errors.New("A")

func main() {
	var err error = MultiErr{errors.New("x"), fmt.Errorf("wrapped: %w", ErrA)}
	fmt.Println(err)
	fmt.Println(errors.Is(err, ErrA))
	wrapped := fmt.Errorf("outer: %w and %w", ErrA, errors.New("B"))
	fmt.Println(wrapped, errors.Is(wrapped, ErrA))
}
