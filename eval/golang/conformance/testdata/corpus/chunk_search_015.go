package main

import (
	"fmt"
	"strings"
)

var context = "Éclair, naïve café — 日本語のテキスト and ASCII text mixed. Ünïcödé!"

func main() {
	fmt.Println("bytes:", len(context))
	fmt.Println("runes:", len([]rune(context)))
	runes := []rune(context)
	size := 10
	for i := 0; i < len(runes); i += size {
		end := min(i+size, len(runes))
		fmt.Printf("%2d %q\n", i/size, string(runes[i:end]))
	}
	fmt.Println(strings.ToUpper(context[:7]))
}
