package main

import (
	"fmt"
	"strconv"
	"strings"
)

func parseCSVInts(s string) ([]int, []string) {
	var out []int
	var bad []string
	for _, p := range strings.Split(s, ",") {
		p = strings.TrimSpace(p)
		n, err := strconv.Atoi(p)
		if err != nil {
			bad = append(bad, p)
			continue
		}
		out = append(out, n)
	}
	return out, bad
}

func main() {
	nums, bad := parseCSVInts(" 4, 8 ,15,sixteen, 23,42 ,")
	fmt.Println(nums, len(bad), fmt.Sprintf("%q", bad))
	total := 0
	for _, n := range nums {
		total += n
	}
	fmt.Println("total=" + strconv.Itoa(total))
}
