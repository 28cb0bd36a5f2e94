package main

import "fmt"

type Address struct {
	Street string
	City   string
}

type Customer struct {
	ID int
	Address
	Tags []string
	Meta map[string]int
}

func main() {
	c := Customer{ID: 7, Address: Address{"Main St", "Springfield"}, Tags: []string{"vip"}, Meta: map[string]int{"visits": 3}}
	fmt.Println(c.City)
	fmt.Printf("%v\n", c)
	fmt.Printf("%+v\n", c)
	var empty Customer
	fmt.Printf("%+v\n", empty)
	fmt.Printf("%#v\n", c.Address)
}
