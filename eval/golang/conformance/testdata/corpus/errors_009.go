package main

import (
	"fmt"
)

type stackErr struct {
	frames []string
}

func (s *stackErr) Error() string { return fmt.Sprint("stack: ", s.frames) }

func level3() error { return &stackErr{[]string{"level3"}} }

func level2() error {
	if err := level3(); err != nil {
		if se, ok := err.(*stackErr); ok {
			se.frames = append(se.frames, "level2")
		}
		return err
	}
	return nil
}

func main() {
	err := level2()
	fmt.Println(err)
	var nilErr *stackErr
	var e error = nilErr
	fmt.Println(e == nil, nilErr == nil)
}
