package main

import (
	"fmt"
	"strings"
)

var context = strings.Repeat("x", 1000) + "MARK" + strings.Repeat("y", 500) + "MARK" + strings.Repeat("z", 250)

func main() {
	const size = 300
	found := []string{}
	for off := 0; off < len(context); off += size {
		end := min(off+size+3, len(context)) // overlap so a marker on a boundary is not lost
		if i := strings.Index(context[off:end], "MARK"); i >= 0 {
			found = append(found, fmt.Sprintf("chunk@%d pos=%d", off, off+i))
		}
	}
	fmt.Println(strings.Join(found, "; "))
	fmt.Println(strings.Count(context, "MARK"), len(context))
}
