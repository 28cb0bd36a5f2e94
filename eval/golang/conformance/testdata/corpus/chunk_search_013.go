package main

import (
	"fmt"
	"strings"
)

var context = strings.Join([]string{
	"Paragraph one talks about apples and oranges.",
	"Paragraph two is about the weather in Paris.",
	"Paragraph three mentions apples again, and pears.",
	"Paragraph four is empty of fruit.",
}, "\n\n")

func main() {
	query := []string{"apples", "pears"}
	paras := strings.Split(context, "\n\n")
	best, bestScore := -1, 0
	for i, p := range paras {
		score := 0
		lp := strings.ToLower(p)
		for _, q := range query {
			score += strings.Count(lp, q)
		}
		fmt.Printf("para %d score %d\n", i, score)
		if score > bestScore {
			best, bestScore = i, score
		}
	}
	fmt.Printf("best: %d -> %s\n", best, paras[best])
}
