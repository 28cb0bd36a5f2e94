package main

import "fmt"

type Tree[T any] struct {
	Left, Right *Tree[T]
	Val         T
}

func Insert[T any](t *Tree[T], v T, less func(a, b T) bool) *Tree[T] {
	if t == nil {
		return &Tree[T]{Val: v}
	}
	if less(v, t.Val) {
		t.Left = Insert(t.Left, v, less)
	} else {
		t.Right = Insert(t.Right, v, less)
	}
	return t
}

func Walk[T any](t *Tree[T], visit func(T)) {
	if t == nil {
		return
	}
	Walk(t.Left, visit)
	visit(t.Val)
	Walk(t.Right, visit)
}

func main() {
	var root *Tree[int]
	for _, v := range []int{50, 30, 70, 20, 40, 60, 80} {
		root = Insert(root, v, func(a, b int) bool { return a < b })
	}
	var out []int
	Walk(root, func(v int) { out = append(out, v) })
	fmt.Println(out)
}
