package main

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

var context = "red green blue green red red yellow"

func main() {
	counts := map[string]int{}
	for w := range strings.FieldsSeq(context) {
		counts[w]++
	}
	keys := slices.Collect(maps.Keys(counts))
	slices.Sort(keys)
	for _, k := range keys {
		fmt.Printf("%s:%d\n", k, counts[k])
	}
	top := slices.SortedFunc(maps.Keys(counts), func(a, b string) int { return counts[b] - counts[a] })
	fmt.Println("top:", top[0])
}
