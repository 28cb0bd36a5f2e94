package main

import (
	"fmt"
	"regexp"
)

func main() {
	phone := regexp.MustCompile(`^\(?(\d{3})\)?[-. ]?(\d{3})[-. ]?(\d{4})$`)
	for _, p := range []string{"(555) 123-4567", "555.123.4567", "5551234567", "55-123-4567"} {
		if m := phone.FindStringSubmatch(p); m != nil {
			fmt.Printf("%-16s -> %s-%s-%s\n", p, m[1], m[2], m[3])
		} else {
			fmt.Printf("%-16s -> invalid\n", p)
		}
	}
	fmt.Println(phone.ReplaceAllString("555 123 4567", "${1}/${2}/${3}"))
}
