package main

import (
	"fmt"
	"strings"
	"text/tabwriter"
)

func main() {
	var sb strings.Builder
	w := tabwriter.NewWriter(&sb, 5, 0, 1, '.', tabwriter.AlignRight|tabwriter.Debug)
	fmt.Fprintln(w, "a\tbbb\tc\t")
	fmt.Fprintln(w, "aaaa\tb\tccccc\t")
	fmt.Fprintln(w, "x\ty\tz\t")
	w.Flush()
	fmt.Print(sb.String())
	fmt.Println(strings.Count(sb.String(), "\n"))
}
