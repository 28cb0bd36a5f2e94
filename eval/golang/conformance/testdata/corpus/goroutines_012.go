package main

import (
	"fmt"
	"sync"
)

func main() {
	results := map[string]string{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	topics := []string{"alpha", "beta", "gamma"}
	for _, t := range topics {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ans := LLMQuery("describe " + t)
			mu.Lock()
			results[t] = ans
			mu.Unlock()
		}()
	}
	wg.Wait()
	for _, t := range topics {
		fmt.Printf("%s => %s\n", t, results[t])
	}
	fmt.Println(len(results))
}
