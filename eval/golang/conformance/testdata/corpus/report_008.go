package main

import (
	"fmt"
	"strings"
)

type Finding struct {
	Severity string
	File     string
	Line     int
	Msg      string
}

func main() {
	fs := []Finding{
		{"high", "main.go", 12, "unchecked error"},
		{"low", "util.go", 3, "unused variable"},
		{"high", "db.go", 88, "sql injection"},
		{"medium", "main.go", 40, "shadowed variable"},
	}
	var b strings.Builder
	b.WriteString("# Findings\n\n")
	for _, sev := range []string{"high", "medium", "low"} {
		n := 0
		for _, f := range fs {
			if f.Severity == sev {
				if n == 0 {
					fmt.Fprintf(&b, "## %s\n", strings.ToUpper(sev[:1])+sev[1:])
				}
				n++
				fmt.Fprintf(&b, "- %s:%d — %s\n", f.File, f.Line, f.Msg)
			}
		}
		if n > 0 {
			b.WriteString("\n")
		}
	}
	fmt.Print(b.String())
	fmt.Printf("%d findings\n", len(fs))
}
