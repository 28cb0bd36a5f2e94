package main

import (
	"fmt"
	"sync"
)

func main() {
	prompts := []string{"summarize part 1", "summarize part 2", "summarize part 3"}
	results := make([]string, len(prompts))
	var wg sync.WaitGroup
	for i, p := range prompts {
		wg.Add(1)
		go func(i int, p string) {
			defer wg.Done()
			results[i] = LLMQuery(p)
		}(i, p)
	}
	wg.Wait()
	for i, r := range results {
		fmt.Println(i, r)
	}
}
