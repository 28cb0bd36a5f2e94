package main

import "fmt"

type Node struct {
	Name     string
	Children []*Node
}

func (n *Node) Print(indent string) {
	fmt.Println(indent + n.Name)
	for _, c := range n.Children {
		c.Print(indent + "  ")
	}
}

func (n *Node) Count() int {
	c := 1
	for _, ch := range n.Children {
		c += ch.Count()
	}
	return c
}

func main() {
	root := &Node{"root", []*Node{
		{"a", []*Node{{"a1", nil}, {"a2", nil}}},
		{"b", nil},
	}}
	root.Print("")
	fmt.Println("nodes:", root.Count())
}
