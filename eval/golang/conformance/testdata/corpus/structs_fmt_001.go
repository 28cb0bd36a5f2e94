package main

import "fmt"

type Item struct {
	SKU   string
	Name  string
	Price float64
	Qty   int
}

func main() {
	it := Item{"A-1", "widget", 2.5, 10}
	fmt.Printf("%v\n", it)
	fmt.Printf("%+v\n", it)
	fmt.Printf("%T\n", it)
	fmt.Printf("%#v\n", it)
	p := &it
	fmt.Printf("%v %T\n", p.Name, p)
	fmt.Printf("%+v\n", p)
}
