package main

import (
	"fmt"
	"strings"
)

var context = "The cat sat on the mat. The dog chased the cat! Did the cat escape? Yes, the cat escaped. Nobody saw the dog again."

func main() {
	var sentences []string
	start := 0
	for i, r := range context {
		if r == '.' || r == '!' || r == '?' {
			s := strings.TrimSpace(context[start : i+1])
			sentences = append(sentences, s)
			start = i + 1
		}
	}
	for i, s := range sentences {
		n := strings.Count(strings.ToLower(s), "cat")
		fmt.Printf("%d. (%d cat) %s\n", i+1, n, s)
	}
}
