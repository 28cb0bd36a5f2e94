package main

import (
	"fmt"
	"strings"
)

type Row struct {
	Product string
	Units   int
	Revenue float64
}

func main() {
	rows := []Row{{"Widget", 120, 1499.5}, {"Gadget", 8, 799.99}, {"Thingamajig", 42, 12.3}}
	fmt.Printf("%-12s %6s %10s\n", "Product", "Units", "Revenue")
	fmt.Println(strings.Repeat("-", 30))
	var tu int
	var tr float64
	for _, r := range rows {
		fmt.Printf("%-12s %6d %10.2f\n", r.Product, r.Units, r.Revenue)
		tu += r.Units
		tr += r.Revenue
	}
	fmt.Println(strings.Repeat("=", 30))
	fmt.Printf("%-12s %6d %10.2f\n", "TOTAL", tu, tr)
	fmt.Printf("%5.1f%% of revenue from Widget\n", 100*rows[0].Revenue/tr)
}
