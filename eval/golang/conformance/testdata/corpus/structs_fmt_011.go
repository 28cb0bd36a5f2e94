package main

import "fmt"

type Animal interface {
	Sound() string
}

type Dog struct{ Name string }
type Cat struct{ Name string }

func (d Dog) Sound() string  { return d.Name + " says woof" }
func (c *Cat) Sound() string { return c.Name + " says meow" }

func describe(a Animal) string {
	switch v := a.(type) {
	case Dog:
		return "dog " + v.Name
	case *Cat:
		return "cat " + v.Name
	default:
		return "unknown"
	}
}

func main() {
	zoo := []Animal{Dog{"Rex"}, &Cat{"Tom"}}
	for _, a := range zoo {
		fmt.Println(a.Sound(), "|", describe(a))
		fmt.Printf("%T\n", a)
	}
	if d, ok := zoo[0].(Dog); ok {
		fmt.Printf("%+v\n", d)
	}
	_, ok := zoo[1].(Dog)
	fmt.Println(ok)
}
