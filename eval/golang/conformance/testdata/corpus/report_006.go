package main

import (
	"fmt"
	"sort"
	"strings"
)

var context = `north,widgets,120
south,widgets,80
north,gadgets,45
east,widgets,60
south,gadgets,90
east,gadgets,10`

func main() {
	pivot := map[string]map[string]int{}
	regionSet, prodSet := map[string]bool{}, map[string]bool{}
	for _, line := range strings.Split(context, "\n") {
		p := strings.Split(line, ",")
		var n int
		fmt.Sscan(p[2], &n)
		if pivot[p[0]] == nil {
			pivot[p[0]] = map[string]int{}
		}
		pivot[p[0]][p[1]] += n
		regionSet[p[0]], prodSet[p[1]] = true, true
	}
	var regions, prods []string
	for r := range regionSet {
		regions = append(regions, r)
	}
	for p := range prodSet {
		prods = append(prods, p)
	}
	sort.Strings(regions)
	sort.Strings(prods)
	fmt.Printf("%-8s", "")
	for _, p := range prods {
		fmt.Printf("%9s", p)
	}
	fmt.Println()
	for _, r := range regions {
		fmt.Printf("%-8s", r)
		for _, p := range prods {
			fmt.Printf("%9d", pivot[r][p])
		}
		fmt.Println()
	}
}
