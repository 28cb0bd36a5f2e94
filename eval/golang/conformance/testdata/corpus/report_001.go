package main

import (
	"bytes"
	"fmt"
	"text/tabwriter"
)

func main() {
	var buf bytes.Buffer
	w := tabwriter.NewWriter(&buf, 0, 8, 2, ' ', 0)
	fmt.Fprintln(w, "NAME\tREGION\tSALES")
	fmt.Fprintln(w, "alice\tnorth\t1200")
	fmt.Fprintln(w, "bob\tsouth-west\t85")
	fmt.Fprintln(w, "christina\teast\t19999")
	w.Flush()
	fmt.Print(buf.String())
}
