package main

import "fmt"

type Set[T comparable] map[T]struct{}

func NewSet[T comparable](xs ...T) Set[T] {
	s := Set[T]{}
	for _, x := range xs {
		s[x] = struct{}{}
	}
	return s
}

func (s Set[T]) Has(x T) bool { _, ok := s[x]; return ok }

func (s Set[T]) Intersect(o Set[T]) Set[T] {
	out := Set[T]{}
	for k := range s {
		if o.Has(k) {
			out[k] = struct{}{}
		}
	}
	return out
}

func main() {
	a := NewSet(1, 2, 3, 4)
	b := NewSet(3, 4, 5)
	c := a.Intersect(b)
	fmt.Println(len(c), c.Has(3), c.Has(4), c.Has(1))
	fmt.Println(c)
	words := NewSet("x", "y")
	fmt.Println(words.Has("y"), words.Has("z"))
}
