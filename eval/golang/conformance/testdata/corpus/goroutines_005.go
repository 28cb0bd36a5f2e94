package main

import (
	"fmt"
	"sync"
)

type Result struct {
	Idx    int
	Answer string
}

func main() {
	chunks := []string{"chunk A", "chunk B", "chunk C", "chunk D"}
	ch := make(chan Result, len(chunks))
	var wg sync.WaitGroup
	for i, c := range chunks {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ch <- Result{i, LLMQuery("Find the key in " + c)}
		}()
	}
	wg.Wait()
	close(ch)
	out := make([]string, len(chunks))
	for r := range ch {
		out[r.Idx] = r.Answer
	}
	for _, a := range out {
		fmt.Println(a)
	}
}
