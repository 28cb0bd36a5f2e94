package main

import (
	"fmt"
	"regexp"
	"strings"
)

var context = `func Alpha() {}
func beta(x int) string { return "" }
type Gamma struct{}
func (g Gamma) Delta() error { return nil }`

func main() {
	re := regexp.MustCompile(`(?m)^func (?:\(\w+ \w+\) )?(\w+)\(`)
	var names []string
	for _, m := range re.FindAllStringSubmatch(context, -1) {
		names = append(names, m[1])
	}
	fmt.Println(strings.Join(names, ","))
	exported := regexp.MustCompile(`^[A-Z]`)
	for _, n := range names {
		fmt.Println(n, exported.MatchString(n))
	}
}
