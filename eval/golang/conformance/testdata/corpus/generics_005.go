package main

import "fmt"

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

func (p Pair[K, V]) String() string { return fmt.Sprintf("%v=%v", p.Key, p.Val) }

func Zip[K comparable, V any](ks []K, vs []V) []Pair[K, V] {
	n := min(len(ks), len(vs))
	out := make([]Pair[K, V], n)
	for i := range n {
		out[i] = Pair[K, V]{ks[i], vs[i]}
	}
	return out
}

func main() {
	ps := Zip([]string{"a", "b", "c"}, []int{1, 2})
	fmt.Println(ps)
	fmt.Println(ps[0])
	fmt.Printf("%d pairs\n", len(ps))
}
