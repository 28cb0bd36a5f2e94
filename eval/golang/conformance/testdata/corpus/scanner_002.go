package main

import (
	"bufio"
	"fmt"
	"strings"
)

var context = "The quick brown fox\njumps over\tthe lazy dog."

func main() {
	sc := bufio.NewScanner(strings.NewReader(context))
	sc.Split(bufio.ScanWords)
	count := 0
	longest := ""
	for sc.Scan() {
		w := sc.Text()
		count++
		if len(w) > len(longest) {
			longest = w
		}
	}
	fmt.Println(count, longest)
	rs := bufio.NewScanner(strings.NewReader("héllo"))
	rs.Split(bufio.ScanRunes)
	for rs.Scan() {
		fmt.Printf("[%s]", rs.Text())
	}
	fmt.Println()
}
