package main

import (
	"fmt"
	"regexp"
	"strings"
)

func main() {
	re := regexp.MustCompile(`\s+`)
	fmt.Printf("%q\n", re.ReplaceAllString("  too   many    spaces  ", " "))
	num := regexp.MustCompile(`\d+`)
	fmt.Println(num.ReplaceAllStringFunc("a1 b22 c333", func(s string) string {
		return strings.Repeat("#", len(s))
	}))
	swap := regexp.MustCompile(`(\w+)@(\w+)`)
	fmt.Println(swap.ReplaceAllString("user@host admin@root", "$2:$1"))
	fmt.Println(swap.ReplaceAllLiteralString("x@y", "$1"))
	fmt.Printf("%q\n", regexp.MustCompile(`[,;]\s*`).Split("a, b;c ,d", -1))
}
