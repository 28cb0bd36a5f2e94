package main

import (
	"fmt"
	"strings"
)

type Table struct {
	Headers []string
	Rows    [][]string
}

func (t Table) String() string {
	widths := make([]int, len(t.Headers))
	for i, h := range t.Headers {
		widths[i] = len(h)
	}
	for _, r := range t.Rows {
		for i, c := range r {
			widths[i] = max(widths[i], len(c))
		}
	}
	var b strings.Builder
	line := func(cells []string) {
		for i, c := range cells {
			fmt.Fprintf(&b, "| %-*s ", widths[i], c)
		}
		b.WriteString("|\n")
	}
	line(t.Headers)
	for i := range widths {
		b.WriteString("|" + strings.Repeat("-", widths[i]+2))
	}
	b.WriteString("|\n")
	for _, r := range t.Rows {
		line(r)
	}
	return b.String()
}

func main() {
	t := Table{[]string{"name", "lang"}, [][]string{{"rlm", "Go"}, {"gpython", "Python"}}}
	fmt.Print(t)
}
