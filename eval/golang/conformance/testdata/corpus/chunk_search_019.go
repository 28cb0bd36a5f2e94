package main

import (
	"fmt"
	"strings"
)

var context = "a1 b2 c3\nd4 e5\n\nf6\n   \ng7 h8 i9 j10"

func main() {
	nonEmpty := 0
	var tokens []string
	for _, line := range strings.Split(context, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		nonEmpty++
		tokens = append(tokens, strings.Fields(line)...)
	}
	fmt.Println("non-empty lines:", nonEmpty)
	fmt.Println("tokens:", tokens)
	fmt.Printf("%q\n", strings.SplitN(context, "\n", 3))
	fmt.Printf("%q\n", strings.SplitAfter("a,b,c", ","))
}
