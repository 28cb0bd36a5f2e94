package main

import (
	"fmt"
	"sort"
)

type Player struct {
	Name  string
	Score int
	Wins  int
}

func main() {
	ps := []Player{{"ann", 90, 3}, {"bob", 75, 5}, {"cat", 90, 4}, {"dan", 60, 1}, {"eli", 75, 5}}
	sort.Slice(ps, func(i, j int) bool {
		a, b := ps[i], ps[j]
		if a.Score != b.Score {
			return a.Score > b.Score
		}
		if a.Wins != b.Wins {
			return a.Wins > b.Wins
		}
		return a.Name < b.Name
	})
	for rank, p := range ps {
		fmt.Printf("%d. %s score=%d wins=%d\n", rank+1, p.Name, p.Score, p.Wins)
	}
}
