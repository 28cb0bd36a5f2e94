package main

import (
	"fmt"
	"strings"
)

func makeContext() string {
	parts := make([]string, 0, 100)
	for i := 0; i < 100; i++ {
		if i == 73 {
			parts = append(parts, "The secret code is XK-42-ZETA.")
			continue
		}
		parts = append(parts, fmt.Sprintf("Filler sentence number %d about nothing in particular.", i))
	}
	return strings.Join(parts, " ")
}

var context = makeContext()

func main() {
	n := 8
	size := (len(context) + n - 1) / n
	for i := 0; i < n; i++ {
		lo := i * size
		hi := min(lo+size, len(context))
		chunk := context[lo:hi]
		if strings.Contains(chunk, "secret code") {
			idx := strings.Index(chunk, "secret code is ")
			code := chunk[idx+len("secret code is "):]
			code = code[:strings.Index(code, ".")]
			fmt.Printf("chunk %d/%d has the code: %s\n", i+1, n, code)
		}
	}
	fmt.Println("chunk size", size)
}
