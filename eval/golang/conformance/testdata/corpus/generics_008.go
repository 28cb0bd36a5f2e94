package main

import (
	"fmt"
	"sort"
)

func Keys[M ~map[K]V, K comparable, V any](m M) []K {
	out := make([]K, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

func GroupBy[T any, K comparable](xs []T, key func(T) K) map[K][]T {
	out := map[K][]T{}
	for _, x := range xs {
		k := key(x)
		out[k] = append(out[k], x)
	}
	return out
}

func main() {
	words := []string{"apple", "avocado", "banana", "blueberry", "cherry", "apricot"}
	g := GroupBy(words, func(w string) byte { return w[0] })
	ks := Keys(g)
	sort.Slice(ks, func(i, j int) bool { return ks[i] < ks[j] })
	for _, k := range ks {
		fmt.Printf("%c: %v\n", k, g[k])
	}
}
