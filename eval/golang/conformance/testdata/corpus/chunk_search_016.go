package main

import (
	"fmt"
	"strings"
)

var context = `Q: What is the capital of France?
A: Paris
Q: What is 2 + 2?
A: 4
Q: Who wrote Hamlet?
A: Shakespeare
Q: What color is the sky?
A: Blue`

type QA struct {
	Q, A string
}

func main() {
	var pairs []QA
	var cur QA
	for _, line := range strings.Split(context, "\n") {
		switch {
		case strings.HasPrefix(line, "Q: "):
			cur = QA{Q: line[3:]}
		case strings.HasPrefix(line, "A: "):
			cur.A = line[3:]
			pairs = append(pairs, cur)
		}
	}
	fmt.Println(len(pairs), "pairs")
	for _, p := range pairs {
		fmt.Printf("%v\n", p)
	}
	fmt.Printf("%+v\n", pairs[2])
}
