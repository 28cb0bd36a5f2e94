package main

import "fmt"

type Cache[K comparable, V any] struct {
	data  map[K]V
	order []K
	cap   int
}

func NewCache[K comparable, V any](capacity int) *Cache[K, V] {
	return &Cache[K, V]{data: make(map[K]V), cap: capacity}
}

func (c *Cache[K, V]) Put(k K, v V) {
	if _, ok := c.data[k]; !ok {
		c.order = append(c.order, k)
		if len(c.order) > c.cap {
			old := c.order[0]
			c.order = c.order[1:]
			delete(c.data, old)
		}
	}
	c.data[k] = v
}

func (c *Cache[K, V]) Get(k K) (V, bool) {
	v, ok := c.data[k]
	return v, ok
}

func main() {
	c := NewCache[string, int](2)
	c.Put("a", 1)
	c.Put("b", 2)
	c.Put("c", 3)
	for _, k := range []string{"a", "b", "c"} {
		v, ok := c.Get(k)
		fmt.Println(k, v, ok)
	}
	fmt.Println(c.order)
}
