package main

import (
	"fmt"
	"strings"
)

var context = "abcabcabdabcabcabdabcX"

func findAll(s, sub string) []int {
	var out []int
	for i := 0; ; {
		j := strings.Index(s[i:], sub)
		if j < 0 {
			return out
		}
		out = append(out, i+j)
		i += j + 1
	}
}

func main() {
	fmt.Println(findAll(context, "abc"))
	fmt.Println(findAll(context, "abd"))
	fmt.Println(findAll(context, "zzz") == nil, len(findAll(context, "zzz")))
	fmt.Println(strings.Count(context, "abc"), strings.LastIndex(context, "abc"))
}
