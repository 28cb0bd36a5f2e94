package main

import (
	"fmt"
	"regexp"
)

func main() {
	re := regexp.MustCompile(`(?i)error|warn`)
	logs := []string{"ERROR disk", "info ok", "Warning: x", "all fine"}
	for _, l := range logs {
		fmt.Printf("%-12s %v %v\n", l, re.MatchString(l), re.FindStringIndex(l))
	}
	_, err := regexp.Compile(`(unclosed`)
	fmt.Println(err)
	fmt.Println(re.String(), re.NumSubexp())
	fmt.Println(regexp.QuoteMeta("1+1=2?"))
}
