package main

import (
	"fmt"
	"strings"
	"sync"
)

var context = "Section one text.\n---\nSection two text about Paris.\n---\nSection three.\n---\nSection four mentions Paris twice: Paris."

func main() {
	sections := strings.Split(context, "\n---\n")
	type res struct {
		n     int
		reply string
	}
	out := make([]res, len(sections))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for i, s := range sections {
		wg.Add(1)
		go func(i int, s string) {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			out[i] = res{strings.Count(s, "Paris"), LLMQuery(fmt.Sprintf("Does section %d mention Paris?", i))}
		}(i, s)
	}
	wg.Wait()
	for i, r := range out {
		fmt.Printf("section %d: count=%d reply=%q\n", i, r.n, r.reply)
	}
}
