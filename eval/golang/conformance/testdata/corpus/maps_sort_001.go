package main

import (
	"fmt"
	"sort"
)

func main() {
	ages := map[string]int{"zoe": 31, "adam": 45, "mia": 27, "liam": 45, "eve": 19}
	names := make([]string, 0, len(ages))
	for n := range ages {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Printf("%-5s %d\n", n, ages[n])
	}
	sort.SliceStable(names, func(i, j int) bool { return ages[names[i]] > ages[names[j]] })
	fmt.Println(names)
}
