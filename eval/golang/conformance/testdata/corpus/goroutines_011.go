package main

import (
	"errors"
	"fmt"
	"sync"
)

func work(i int) error {
	if i == 3 || i == 5 {
		return fmt.Errorf("job %d failed", i)
	}
	return nil
}

func main() {
	errs := make([]error, 8)
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = work(i)
		}()
	}
	wg.Wait()
	err := errors.Join(errs...)
	fmt.Println(err)
	n := 0
	for _, e := range errs {
		if e != nil {
			n++
		}
	}
	fmt.Println("failures:", n)
}
