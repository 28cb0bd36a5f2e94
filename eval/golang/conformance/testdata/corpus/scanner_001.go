package main

import (
	"bufio"
	"fmt"
	"strings"
)

var context = "alpha 1\nbeta 2\n\ngamma 3\n"

func main() {
	sc := bufio.NewScanner(strings.NewReader(context))
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if line == "" {
			fmt.Println(n, "(blank)")
			continue
		}
		fmt.Printf("%d %q\n", n, line)
	}
	if err := sc.Err(); err != nil {
		fmt.Println("error:", err)
	}
}
