package main

import (
	"fmt"
	"regexp"
)

func main() {
	re := regexp.MustCompile(`a(b*)c`)
	b := []byte("xabbbcx ac abc")
	fmt.Println(re.Match(b))
	fmt.Printf("%q\n", re.FindAll(b, -1))
	fmt.Printf("%s\n", re.ReplaceAll(b, []byte("[$1]")))
	fmt.Println(re.FindIndex(b))
	fmt.Println(re.FindAllIndex(b, 2))
	loc := re.FindStringSubmatchIndex("zzabcc")
	fmt.Println(loc)
}
