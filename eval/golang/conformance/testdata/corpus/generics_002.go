package main

import "fmt"

type Stack[T any] struct {
	items []T
}

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }

func (s *Stack[T]) Pop() (T, bool) {
	var zero T
	if len(s.items) == 0 {
		return zero, false
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, true
}

func (s *Stack[T]) Len() int { return len(s.items) }

func main() {
	var s Stack[string]
	for _, w := range []string{"a", "b", "c"} {
		s.Push(w)
	}
	for s.Len() > 0 {
		v, _ := s.Pop()
		fmt.Print(v, " ")
	}
	fmt.Println()
	_, ok := s.Pop()
	fmt.Println("empty pop ok:", ok)
	ints := &Stack[int]{}
	ints.Push(42)
	fmt.Println(ints.Len(), ints.items)
}
