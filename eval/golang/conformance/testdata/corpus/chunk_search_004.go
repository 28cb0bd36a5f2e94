package main

import (
	"fmt"
	"strings"
)

var context = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau upsilon phi chi psi omega"

func main() {
	words := strings.Fields(context)
	size, overlap := 5, 2
	for i := 0; i < len(words); i += size - overlap {
		end := i + size
		if end > len(words) {
			end = len(words)
		}
		fmt.Printf("[%02d:%02d] %s\n", i, end, strings.Join(words[i:end], " "))
		if end == len(words) {
			break
		}
	}
}
