package main

import "fmt"

func main() {
	m := map[string]int{"one": 1, "two": 2, "three": 3}
	fmt.Println(m)
	fmt.Printf("%v\n", m)
	fmt.Printf("%d\n", m)
	fmt.Printf("%#v\n", m)
	n := map[int]string{3: "c", 1: "a", 2: "b"}
	fmt.Println(n)
	var nilMap map[string]bool
	fmt.Println(nilMap, len(nilMap), nilMap["x"])
	b := map[bool]float64{true: 1.5, false: -2}
	fmt.Println(b)
}
