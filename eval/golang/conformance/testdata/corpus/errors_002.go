package main

import (
	"errors"
	"fmt"
)

type ParseError struct {
	Line int
	Msg  string
}

func (e *ParseError) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Msg) }

func parse(lines []string) error {
	for i, l := range lines {
		if l == "" {
			return fmt.Errorf("parse failed: %w", &ParseError{i + 1, "empty line"})
		}
	}
	return nil
}

func main() {
	err := parse([]string{"a", "b", "", "d"})
	fmt.Println(err)
	var pe *ParseError
	if errors.As(err, &pe) {
		fmt.Println("line:", pe.Line, "msg:", pe.Msg)
	}
	fmt.Println(parse([]string{"ok"}))
}
