package main

import (
	"fmt"
	"slices"
	"strings"
)

func main() {
	names := []string{"Carol", "alice", "Bob", "dave"}
	slices.SortFunc(names, func(a, b string) int {
		return strings.Compare(strings.ToLower(a), strings.ToLower(b))
	})
	fmt.Println(names)
	fmt.Println(slices.ContainsFunc(names, func(s string) bool { return strings.HasPrefix(s, "B") }))
	idx, ok := slices.BinarySearchFunc(names, "carol", func(e, t string) int {
		return strings.Compare(strings.ToLower(e), t)
	})
	fmt.Println(idx, ok)
	fmt.Println(slices.IsSortedFunc(names, func(a, b string) int { return strings.Compare(a, b) }))
}
