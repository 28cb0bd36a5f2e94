package main

import (
	"fmt"
	"strings"
)

var context = `[user 1] I love this product, it is great!
[user 2] Terrible experience, never again.
[user 3] It is okay, nothing special.
[user 4] Great value and great support.
[user 5] Bad packaging but good item.`

func classify(s string) string {
	s = strings.ToLower(s)
	pos := strings.Count(s, "great") + strings.Count(s, "love") + strings.Count(s, "good")
	neg := strings.Count(s, "terrible") + strings.Count(s, "bad") + strings.Count(s, "never")
	switch {
	case pos > neg:
		return "positive"
	case neg > pos:
		return "negative"
	}
	return "neutral"
}

func main() {
	tally := map[string]int{}
	for _, line := range strings.Split(context, "\n") {
		end := strings.Index(line, "]")
		who, text := line[1:end], strings.TrimSpace(line[end+1:])
		c := classify(text)
		tally[c]++
		fmt.Printf("%-7s %-8s %s\n", who, c, text)
	}
	fmt.Println(tally)
}
