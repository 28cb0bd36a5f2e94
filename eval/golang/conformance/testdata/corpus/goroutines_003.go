package main

import (
	"fmt"
	"strings"
	"sync"
)

var context = strings.Repeat("apple banana cherry ", 50) + strings.Repeat("banana ", 17)

func main() {
	words := strings.Fields(context)
	workers := 4
	size := (len(words) + workers - 1) / workers
	counts := make([]map[string]int, workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			m := map[string]int{}
			lo, hi := w*size, min((w+1)*size, len(words))
			for _, word := range words[lo:hi] {
				m[word]++
			}
			counts[w] = m
		}(w)
	}
	wg.Wait()
	total := map[string]int{}
	for _, m := range counts {
		for k, v := range m {
			total[k] += v
		}
	}
	fmt.Println(total)
}
