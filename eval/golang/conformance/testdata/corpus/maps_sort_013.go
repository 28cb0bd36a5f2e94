package main

import (
	"fmt"
	"sort"
)

type Edge struct {
	From, To string
	W        int
}

func main() {
	edges := []Edge{{"a", "b", 4}, {"a", "c", 1}, {"c", "b", 2}, {"b", "d", 5}, {"c", "d", 8}}
	adj := map[string][]Edge{}
	for _, e := range edges {
		adj[e.From] = append(adj[e.From], e)
	}
	dist := map[string]int{"a": 0}
	order := []string{"a", "c", "b", "d"}
	for _, n := range order {
		for _, e := range adj[n] {
			if d, ok := dist[e.To]; !ok || dist[n]+e.W < d {
				dist[e.To] = dist[n] + e.W
			}
		}
	}
	nodes := []string{}
	for n := range dist {
		nodes = append(nodes, n)
	}
	sort.Strings(nodes)
	for _, n := range nodes {
		fmt.Printf("%s:%d ", n, dist[n])
	}
	fmt.Println()
}
