package main

import (
	"fmt"
	"strings"
)

func bar(v, maxV, width int) string {
	n := v * width / maxV
	return strings.Repeat("█", n) + strings.Repeat("·", width-n)
}

func main() {
	data := []struct {
		label string
		v     int
	}{{"mon", 12}, {"tue", 30}, {"wed", 7}, {"thu", 25}, {"fri", 18}}
	maxV := 0
	for _, d := range data {
		maxV = max(maxV, d.v)
	}
	for _, d := range data {
		fmt.Printf("%s |%s| %3d\n", d.label, bar(d.v, maxV, 20), d.v)
	}
}
