package main

import (
	"fmt"
	"strings"
)

func main() {
	var sb strings.Builder
	for i := range 5 {
		sb.WriteString(strings.Repeat("*", i+1))
		sb.WriteByte('\n')
	}
	fmt.Print(sb.String())
	fmt.Println(sb.Len())
	r := strings.NewReplacer("a", "1", "b", "2")
	fmt.Println(r.Replace("abcab"))
	fmt.Println(strings.Title("hello"), strings.ToTitle("go"))
	fmt.Println(strings.Map(func(r rune) rune {
		if r == 'l' {
			return -1
		}
		return r + 1
	}, "hello"))
}
