package main

import "fmt"

type Tree struct {
	L, R *Tree
	V    int
}

func (t *Tree) All(yield func(int) bool) bool {
	if t == nil {
		return true
	}
	return t.L.All(yield) && yield(t.V) && t.R.All(yield)
}

func (t *Tree) Seq() func(func(int) bool) {
	return func(yield func(int) bool) { t.All(yield) }
}

func main() {
	t := &Tree{V: 5, L: &Tree{V: 3, L: &Tree{V: 1}}, R: &Tree{V: 8, R: &Tree{V: 9}}}
	for v := range t.Seq() {
		fmt.Print(v, " ")
	}
	fmt.Println()
	for v := range t.Seq() {
		if v > 4 {
			fmt.Println("first above 4:", v)
			break
		}
	}
}
