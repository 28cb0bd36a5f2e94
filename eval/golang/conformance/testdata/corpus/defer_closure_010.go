package main

import (
	"errors"
	"fmt"
)

func run(steps []string) (err error) {
	for i, s := range steps {
		defer func() {
			if r := recover(); r != nil {
				err = errors.Join(err, fmt.Errorf("step %d (%s) panicked: %v", i, s, r))
			}
		}()
		if s == "bad" {
			panic("bad step")
		}
	}
	return nil
}

func main() {
	fmt.Println(run([]string{"ok", "ok"}))
	fmt.Println(run([]string{"ok", "bad", "never"}))
}
