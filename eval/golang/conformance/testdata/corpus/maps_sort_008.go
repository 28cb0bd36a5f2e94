package main

import (
	"fmt"
	"sort"
)

func main() {
	inventory := map[string]map[string]int{
		"north": {"apples": 10, "pears": 4},
		"south": {"apples": 3, "plums": 8},
		"east":  {"pears": 6},
	}
	totals := map[string]int{}
	for _, items := range inventory {
		for item, n := range items {
			totals[item] += n
		}
	}
	items := make([]string, 0)
	for it := range totals {
		items = append(items, it)
	}
	sort.Strings(items)
	for _, it := range items {
		fmt.Println(it, totals[it])
	}
	fmt.Println(inventory)
}
