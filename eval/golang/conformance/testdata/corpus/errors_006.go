package main

import (
	"errors"
	"fmt"
)

type TimeoutError struct{ Op string }

func (e TimeoutError) Error() string { return e.Op + ": timeout" }
func (e TimeoutError) Timeout() bool { return true }

func do(op string) error {
	if op == "slow" {
		return fmt.Errorf("calling backend: %w", TimeoutError{op})
	}
	return nil
}

func main() {
	err := do("slow")
	var te TimeoutError
	fmt.Println(errors.As(err, &te), te.Op)
	var to interface{ Timeout() bool }
	if errors.As(err, &to) {
		fmt.Println("timeout?", to.Timeout())
	}
	fmt.Printf("%v | %T\n", err, errors.Unwrap(err))
}
