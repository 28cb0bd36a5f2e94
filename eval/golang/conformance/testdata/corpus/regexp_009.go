package main

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
)

var context = "The #golang meetup and #rust talk. More #golang news, #Go tips, #rust!"

func main() {
	re := regexp.MustCompile(`#(\w+)`)
	counts := map[string]int{}
	for _, m := range re.FindAllStringSubmatch(context, -1) {
		counts[strings.ToLower(m[1])]++
	}
	tags := make([]string, 0, len(counts))
	for t := range counts {
		tags = append(tags, t)
	}
	sort.Slice(tags, func(i, j int) bool {
		if counts[tags[i]] != counts[tags[j]] {
			return counts[tags[i]] > counts[tags[j]]
		}
		return tags[i] < tags[j]
	})
	for _, t := range tags {
		fmt.Printf("#%s x%d\n", t, counts[t])
	}
}
