package main

import "fmt"

type Person struct {
	Name string
	Age  int
}

func (p Person) String() string { return fmt.Sprintf("%s: %d", p.Name, p.Age) }

func main() {
	people := []Person{{"Alice", 30}, {"Bob", 31}}
	fmt.Println(people[0])
	fmt.Println(people)
	fmt.Printf("%v|%s\n", people, people[1])
	m := map[string]Person{"x": {"Cy", 5}}
	fmt.Println(m)
	ptr := &Person{"Dee", 40}
	fmt.Println(ptr)
}
