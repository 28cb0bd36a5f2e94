package main

import "fmt"

type Counter struct {
	name string
	n    int
}

func (c *Counter) Inc()      { c.n++ }
func (c Counter) Value() int { return c.n }

type Named interface{ Label() string }

func (c *Counter) Label() string { return c.name }

func main() {
	c := Counter{name: "hits"}
	for range 5 {
		c.Inc()
	}
	fmt.Println(c.Value(), c)
	var n Named = &c
	fmt.Println(n.Label())
	cs := []*Counter{{name: "a"}, {name: "b"}}
	for _, x := range cs {
		x.Inc()
		x.Inc()
	}
	fmt.Println(cs[0].n+cs[1].n, *cs[1])
}
