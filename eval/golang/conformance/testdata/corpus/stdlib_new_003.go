package main

import (
	"fmt"
	"strings"
)

var context = "first line\nsecond line\n\nfourth line\n"

func main() {
	n := 0
	for line := range strings.Lines(context) {
		n++
		fmt.Printf("%d %q\n", n, line)
	}
	for part := range strings.SplitSeq("a,b,,c", ",") {
		fmt.Printf("[%s]", part)
	}
	fmt.Println()
	for f := range strings.FieldsSeq("  x  y\tz  ") {
		fmt.Print(f, ";")
	}
	fmt.Println()
}
