package main

import (
	"fmt"
	"sort"
)

type byLen []string

func (b byLen) Len() int { return len(b) }
func (b byLen) Less(i, j int) bool {
	return len(b[i]) < len(b[j]) || (len(b[i]) == len(b[j]) && b[i] < b[j])
}
func (b byLen) Swap(i, j int) { b[i], b[j] = b[j], b[i] }

func main() {
	words := []string{"banana", "kiwi", "apple", "fig", "cherry", "date", "plum"}
	sort.Sort(byLen(words))
	fmt.Println(words)
	sort.Sort(sort.Reverse(byLen(words)))
	fmt.Println(words)
	fmt.Println(sort.IsSorted(byLen(words)))
}
