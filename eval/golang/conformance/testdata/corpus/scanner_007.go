package main

import (
	"bufio"
	"fmt"
	"strings"
)

var context = `ERROR a
INFO b
ERROR c
WARN d
ERROR e
INFO f`

func main() {
	sc := bufio.NewScanner(strings.NewReader(context))
	levels := []string{}
	counts := map[string]int{}
	for sc.Scan() {
		lvl, _, _ := strings.Cut(sc.Text(), " ")
		if counts[lvl] == 0 {
			levels = append(levels, lvl)
		}
		counts[lvl]++
	}
	for _, l := range levels {
		fmt.Printf("%-5s %s\n", l, strings.Repeat("*", counts[l]))
	}
}
