package main

import (
	"fmt"
	"sync"
	"sync/atomic"
)

func main() {
	var hits atomic.Int64
	var n int32
	var wg sync.WaitGroup
	for i := 0; i < 50; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			hits.Add(2)
			atomic.AddInt32(&n, 1)
		}()
	}
	wg.Wait()
	fmt.Println(hits.Load(), atomic.LoadInt32(&n))
	var flag atomic.Bool
	fmt.Println(flag.CompareAndSwap(false, true), flag.Load())
}
