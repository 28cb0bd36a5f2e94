package main

import "fmt"

type Status string

type Task struct {
	ID     int
	Title  string
	Status Status
	Deps   []int
}

func main() {
	ts := []Task{{1, "design", "done", nil}, {2, "build", "doing", []int{1}}, {3, "ship", "todo", []int{1, 2}}}
	for _, t := range ts {
		fmt.Printf("%v\n", t)
	}
	fmt.Printf("%T %T\n", ts[0].Status, ts)
	fmt.Println(ts[2].Status == "todo")
	var s fmt.Stringer
	fmt.Println(s == nil)
}
