package main

import (
	"cmp"
	"fmt"
	"slices"
)

type Item struct {
	Name  string
	Price float64
	Qty   int
}

func main() {
	items := []Item{{"pen", 1.5, 10}, {"book", 12, 2}, {"mug", 6.5, 4}, {"cap", 6.5, 1}}
	slices.SortFunc(items, func(a, b Item) int {
		return cmp.Or(cmp.Compare(b.Price, a.Price), cmp.Compare(a.Name, b.Name))
	})
	for _, it := range items {
		fmt.Printf("%-5s %5.2f %d\n", it.Name, it.Price, it.Qty)
	}
	i := slices.IndexFunc(items, func(it Item) bool { return it.Qty > 3 })
	fmt.Println("first qty>3:", items[i].Name)
	most := slices.MaxFunc(items, func(a, b Item) int { return cmp.Compare(a.Qty, b.Qty) })
	fmt.Println("most stock:", most.Name)
}
