package main

import (
	"fmt"
	"regexp"
)

var context = `2024-03-01 user=ann action=login
2024-03-01 user=bo action=upload size=300
2024-03-02 user=ann action=logout`

func main() {
	re := regexp.MustCompile(`(\d{4})-(\d{2})-(\d{2}) user=(\w+) action=(\w+)`)
	for _, m := range re.FindAllStringSubmatch(context, -1) {
		fmt.Printf("y=%s m=%s d=%s user=%s action=%s\n", m[1], m[2], m[3], m[4], m[5])
	}
	named := regexp.MustCompile(`user=(?P<user>\w+)`)
	m := named.FindStringSubmatch(context)
	fmt.Println(m[named.SubexpIndex("user")], named.SubexpNames())
}
