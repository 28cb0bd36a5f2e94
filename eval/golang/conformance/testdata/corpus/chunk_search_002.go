package main

import (
	"fmt"
	"strings"
)

var context = strings.Repeat("lorem ipsum dolor sit amet ", 40) + "NEEDLE-7781 " + strings.Repeat("consectetur adipiscing elit ", 30)

func main() {
	chunkSize := 200
	var chunks []string
	for start := 0; start < len(context); start += chunkSize {
		end := start + chunkSize
		if end > len(context) {
			end = len(context)
		}
		chunks = append(chunks, context[start:end])
	}
	fmt.Printf("total chars: %d, chunks: %d\n", len(context), len(chunks))
	for i, c := range chunks {
		if idx := strings.Index(c, "NEEDLE"); idx >= 0 {
			fmt.Printf("chunk %d offset %d: %q\n", i, idx, c[idx:min(idx+11, len(c))])
		}
	}
}
