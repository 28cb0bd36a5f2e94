package main

import (
	"errors"
	"fmt"
)

func step(i int) (err error) {
	defer func() {
		if err != nil {
			err = fmt.Errorf("step %d: %w", i, err)
		}
	}()
	if i%2 == 1 {
		return errors.New("odd input")
	}
	return nil
}

func main() {
	var failed []error
	for i := range 5 {
		if err := step(i); err != nil {
			failed = append(failed, err)
		}
	}
	for _, e := range failed {
		fmt.Println(e)
	}
	fmt.Println(len(failed))
}
