package main

import (
	"fmt"
	"strings"
)

type Matrix [][]float64

func (m Matrix) String() string {
	var b strings.Builder
	for _, row := range m {
		for j, v := range row {
			if j > 0 {
				b.WriteString(" ")
			}
			fmt.Fprintf(&b, "%5.1f", v)
		}
		b.WriteString("\n")
	}
	return b.String()
}

func (m Matrix) Mul(o Matrix) Matrix {
	out := make(Matrix, len(m))
	for i := range m {
		out[i] = make([]float64, len(o[0]))
		for j := range o[0] {
			for k := range o {
				out[i][j] += m[i][k] * o[k][j]
			}
		}
	}
	return out
}

func main() {
	a := Matrix{{1, 2}, {3, 4}}
	b := Matrix{{0, 1}, {1, 0}}
	fmt.Print(a.Mul(b))
	fmt.Print(a)
}
