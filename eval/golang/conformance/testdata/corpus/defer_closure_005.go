package main

import "fmt"

type resource struct{ name string }

func open(name string) *resource {
	fmt.Println("open", name)
	return &resource{name}
}

func (r *resource) Close() { fmt.Println("close", r.name) }

func main() {
	names := []string{"db", "cache", "queue"}
	for _, n := range names {
		r := open(n)
		defer r.Close()
	}
	fmt.Println("working")
}
