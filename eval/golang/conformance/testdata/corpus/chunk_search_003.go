package main

import (
	"fmt"
	"strings"
)

var context = `# Chapter 1
It was a bright cold day in April.
# Chapter 2
The clocks were striking thirteen.
Winston Smith slipped quickly through the glass doors.
# Chapter 3
Outside, even through the shut window-pane, the world looked cold.`

type section struct {
	title string
	body  []string
}

func main() {
	var secs []section
	for _, line := range strings.Split(context, "\n") {
		if strings.HasPrefix(line, "# ") {
			secs = append(secs, section{title: strings.TrimPrefix(line, "# ")})
			continue
		}
		if len(secs) > 0 {
			secs[len(secs)-1].body = append(secs[len(secs)-1].body, line)
		}
	}
	for _, s := range secs {
		words := 0
		for _, b := range s.body {
			words += len(strings.Fields(b))
		}
		fmt.Printf("%-10s lines=%d words=%d\n", s.title, len(s.body), words)
	}
}
