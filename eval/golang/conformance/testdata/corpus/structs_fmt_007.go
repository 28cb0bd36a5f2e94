package main

import "fmt"

type Money int64

func (m Money) String() string { return fmt.Sprintf("$%d.%02d", m/100, m%100) }

type Line struct {
	Desc   string
	Amount Money
}

func main() {
	lines := []Line{{"coffee", 350}, {"bagel", 275}, {"tip", 100}}
	var total Money
	for _, l := range lines {
		total += l.Amount
		fmt.Printf("%-8s %8v\n", l.Desc, l.Amount)
	}
	fmt.Printf("%-8s %8v\n", "TOTAL", total)
	fmt.Println(lines[0])
	fmt.Printf("%+v\n", lines[1])
}
