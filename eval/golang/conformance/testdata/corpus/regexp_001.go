package main

import (
	"fmt"
	"regexp"
)

var context = "Contact: alice@example.com, bob.smith@mail.org; invalid@; carol@site.co.uk"

func main() {
	re := regexp.MustCompile(`[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}`)
	emails := re.FindAllString(context, -1)
	fmt.Println(len(emails))
	for _, e := range emails {
		fmt.Println(e)
	}
	fmt.Println(re.MatchString("nobody"))
}
