package main

import (
	"fmt"
	"strings"
)

var context = "line one\nline two has the KEY\nline three\nline four\nline five has KEY too\nline six"

func window(lines []string, i, k int) []string {
	lo := max(0, i-k)
	hi := min(len(lines), i+k+1)
	return lines[lo:hi]
}

func main() {
	lines := strings.Split(context, "\n")
	for i, l := range lines {
		if strings.Contains(l, "KEY") {
			fmt.Printf("--- match at %d\n", i)
			for _, w := range window(lines, i, 1) {
				fmt.Println("  |", w)
			}
		}
	}
}
