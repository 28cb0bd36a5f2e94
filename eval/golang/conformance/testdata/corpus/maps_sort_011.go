package main

import (
	"fmt"
	"slices"
	"strings"
)

type Row struct {
	City string
	Pop  int
}

func main() {
	rows := []Row{{"Lyon", 516}, {"Paris", 2148}, {"Nice", 342}, {"Lille", 233}, {"Nantes", 314}}
	slices.SortFunc(rows, func(a, b Row) int { return b.Pop - a.Pop })
	for _, r := range rows {
		fmt.Printf("%-7s %5d\n", r.City, r.Pop)
	}
	slices.SortStableFunc(rows, func(a, b Row) int { return strings.Compare(a.City[:1], b.City[:1]) })
	fmt.Println(rows)
}
