package main

import (
	"fmt"
	"strings"
)

func main() {
	prompts := make([]string, 0, 5)
	for i := range 5 {
		prompts = append(prompts, fmt.Sprintf("classify item %d", i))
	}
	answers := LLMQueryBatched(prompts)
	fmt.Println(len(answers))
	for i, a := range answers {
		fmt.Printf("%d: %s\n", i, strings.TrimPrefix(a, "[mock] "))
	}
	first := answers[0]
	fmt.Println(strings.HasPrefix(first, "[mock]"))
}
