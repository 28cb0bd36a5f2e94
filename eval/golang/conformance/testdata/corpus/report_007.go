package main

import (
	"fmt"
	"strings"
)

func wrap(text string, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		if line != "" && len(line)+1+len(w) > width {
			lines = append(lines, line)
			line = w
		} else if line == "" {
			line = w
		} else {
			line += " " + w
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

func main() {
	text := "Recursive language models keep the input outside the context window and let the model inspect it with code, calling sub-models on small pieces."
	for i, l := range wrap(text, 32) {
		fmt.Printf("%2d | %-32s |\n", i+1, l)
	}
}
