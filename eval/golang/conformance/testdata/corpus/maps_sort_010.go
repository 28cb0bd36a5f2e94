package main

import (
	"fmt"
	"sort"
	"strings"
)

func main() {
	groups := map[string][]string{}
	for _, w := range []string{"listen", "silent", "enlist", "google", "gogole", "cat", "act", "tac", "dog"} {
		r := strings.Split(w, "")
		sort.Strings(r)
		k := strings.Join(r, "")
		groups[k] = append(groups[k], w)
	}
	var keys []string
	for k := range groups {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Printf("%s: %v\n", k, groups[k])
	}
}
