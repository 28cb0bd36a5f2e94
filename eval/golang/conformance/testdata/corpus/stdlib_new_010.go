package main

import (
	"fmt"
	"sync"
)

func main() {
	calls := 0
	load := sync.OnceValue(func() int {
		calls++
		return 42
	})
	fmt.Println(load(), load(), calls)
	pair := sync.OnceValues(func() (string, error) {
		calls++
		return "cfg", nil
	})
	v, err := pair()
	fmt.Println(v, err, calls)
	v, err = pair()
	fmt.Println(v, err, calls)
	var once sync.Once
	for i := 0; i < 3; i++ {
		once.Do(func() { fmt.Println("once", i) })
	}
}
