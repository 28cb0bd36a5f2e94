package main

import (
	"fmt"
	"sync"
)

func main() {
	jobs := make(chan int, 20)
	results := make(chan [2]int, 20)
	var wg sync.WaitGroup
	for w := 0; w < 3; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				results <- [2]int{j, j * j * j}
			}
		}()
	}
	for i := 1; i <= 9; i++ {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	close(results)
	cubes := make([]int, 10)
	for r := range results {
		cubes[r[0]] = r[1]
	}
	fmt.Println(cubes[1:])
}
