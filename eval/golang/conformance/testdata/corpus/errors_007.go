package main

import (
	"errors"
	"fmt"
)

var (
	ErrEmpty   = errors.New("empty input")
	ErrTooLong = errors.New("input too long")
)

func check(s string) error {
	switch {
	case s == "":
		return ErrEmpty
	case len(s) > 5:
		return fmt.Errorf("check %q (%d bytes): %w", s, len(s), ErrTooLong)
	}
	return nil
}

func main() {
	for _, s := range []string{"", "abc", "abcdefgh"} {
		err := check(s)
		switch {
		case errors.Is(err, ErrEmpty):
			fmt.Println("empty!")
		case errors.Is(err, ErrTooLong):
			fmt.Println("long:", err)
		case err == nil:
			fmt.Println("ok:", s)
		}
	}
}
