package main

import (
	"bufio"
	"fmt"
	"strings"
)

func main() {
	r := bufio.NewReader(strings.NewReader("first\nsecond\nthird"))
	for {
		line, err := r.ReadString('\n')
		fmt.Printf("%q err=%v\n", line, err)
		if err != nil {
			break
		}
	}
	var sb strings.Builder
	w := bufio.NewWriter(&sb)
	fmt.Fprintf(w, "buffered %d", 1)
	fmt.Println(len(sb.String()))
	w.Flush()
	fmt.Println(sb.String())
}
