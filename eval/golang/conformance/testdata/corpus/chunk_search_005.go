package main

import (
	"fmt"
	"strings"
)

func buildContext() string {
	var b strings.Builder
	for i := 1; i <= 60; i++ {
		fmt.Fprintf(&b, "record %03d: status=%s value=%d\n", i, []string{"ok", "warn", "fail"}[i%3], i*7%50)
	}
	return b.String()
}

var context = buildContext()

func main() {
	counts := map[string]int{}
	var fails []string
	for _, line := range strings.Split(strings.TrimSpace(context), "\n") {
		i := strings.Index(line, "status=")
		j := strings.Index(line, " value=")
		status := line[i+len("status=") : j]
		counts[status]++
		if status == "fail" && strings.HasSuffix(line, "=0") {
			fails = append(fails, line)
		}
	}
	fmt.Println(counts)
	fmt.Println(len(fails), "fails with zero value")
	for _, f := range fails {
		fmt.Println(" ", f)
	}
}
