package main

import (
	"fmt"
	"sort"
)

type Interval struct{ Lo, Hi int }

func merge(in []Interval) []Interval {
	sort.Slice(in, func(i, j int) bool { return in[i].Lo < in[j].Lo })
	var out []Interval
	for _, iv := range in {
		if n := len(out); n > 0 && iv.Lo <= out[n-1].Hi {
			if iv.Hi > out[n-1].Hi {
				out[n-1].Hi = iv.Hi
			}
			continue
		}
		out = append(out, iv)
	}
	return out
}

func main() {
	fmt.Println(merge([]Interval{{5, 8}, {1, 3}, {2, 4}, {10, 12}, {7, 9}}))
	fmt.Printf("%+v\n", merge([]Interval{{1, 2}}))
}
