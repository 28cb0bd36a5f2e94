package main

import (
	"errors"
	"fmt"
)

var ErrNotFound = errors.New("not found")

func lookup(m map[string]int, k string) (int, error) {
	v, ok := m[k]
	if !ok {
		return 0, fmt.Errorf("lookup %q: %w", k, ErrNotFound)
	}
	return v, nil
}

func main() {
	m := map[string]int{"a": 1}
	if _, err := lookup(m, "b"); err != nil {
		fmt.Println(err)
		fmt.Println(errors.Is(err, ErrNotFound))
		fmt.Println(errors.Unwrap(err) == ErrNotFound)
	}
	v, err := lookup(m, "a")
	fmt.Println(v, err)
}
