package main

import (
	"bufio"
	"fmt"
	"strings"
)

func main() {
	sc := bufio.NewScanner(strings.NewReader("10 20 abc 30"))
	sc.Split(bufio.ScanWords)
	sum := 0
	for sc.Scan() {
		var n int
		if _, err := fmt.Sscanf(sc.Text(), "%d", &n); err != nil {
			fmt.Println("skip:", sc.Text(), err)
			continue
		}
		sum += n
	}
	fmt.Println("sum:", sum)
	var a, b int
	var s string
	k, err := fmt.Sscanf("7-8 x", "%d-%d %s", &a, &b, &s)
	fmt.Println(k, err, a, b, s)
}
