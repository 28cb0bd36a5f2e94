package main

import (
	"fmt"
	"regexp"
)

func main() {
	re := regexp.MustCompile(`(?s)BEGIN(.*?)END`)
	text := "pre BEGIN one\ntwo END mid BEGIN three END post"
	for i, m := range re.FindAllStringSubmatch(text, -1) {
		fmt.Printf("%d %q\n", i, m[1])
	}
	greedy := regexp.MustCompile(`(?s)BEGIN(.*)END`)
	fmt.Printf("%q\n", greedy.FindStringSubmatch(text)[1])
	fmt.Println(regexp.MustCompile(`^\p{Lu}\p{Ll}+$`).MatchString("Émile"))
	fmt.Println(regexp.MatchString(`^[a-f0-9]{8}$`, "deadbeef"))
}
