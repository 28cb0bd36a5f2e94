package main

import (
	"fmt"
	"sort"
	"strings"
)

type Employee struct {
	Name, Team string
	Level      int
}

func main() {
	emps := []Employee{
		{"Ana", "core", 3}, {"Ben", "web", 2}, {"Cleo", "core", 5},
		{"Dev", "infra", 4}, {"Ema", "web", 4}, {"Finn", "core", 1},
	}
	byTeam := map[string][]Employee{}
	for _, e := range emps {
		byTeam[e.Team] = append(byTeam[e.Team], e)
	}
	teams := make([]string, 0, len(byTeam))
	for t := range byTeam {
		teams = append(teams, t)
	}
	sort.Strings(teams)
	for _, t := range teams {
		members := byTeam[t]
		sort.Slice(members, func(i, j int) bool { return members[i].Level > members[j].Level })
		names := []string{}
		for _, m := range members {
			names = append(names, fmt.Sprintf("%s(L%d)", m.Name, m.Level))
		}
		fmt.Printf("%s: %s\n", strings.ToUpper(t), strings.Join(names, ", "))
	}
}
