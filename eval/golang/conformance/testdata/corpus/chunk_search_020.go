package main

import (
	"fmt"
	"strings"
)

func gen() string {
	var sb strings.Builder
	names := []string{"Oslo", "Lima", "Rome", "Kyiv", "Baku"}
	for i := 0; i < 25; i++ {
		fmt.Fprintf(&sb, "Doc %d: visited %s on day %d.\n", i, names[(i*3)%len(names)], i*2+1)
	}
	return sb.String()
}

var context = gen()

func main() {
	docs := strings.Split(strings.TrimRight(context, "\n"), "\n")
	batch := 6
	for b := 0; b*batch < len(docs); b++ {
		part := docs[b*batch : min((b+1)*batch, len(docs))]
		rome := 0
		for _, d := range part {
			if strings.Contains(d, "Rome") {
				rome++
			}
		}
		fmt.Printf("batch %d: %d docs, %d mention Rome, first=%q\n", b, len(part), rome, part[0])
	}
}
