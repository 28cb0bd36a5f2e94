package main

import (
	"fmt"
	"strings"
)

func main() {
	s := "prefix:value:rest"
	if after, ok := strings.CutPrefix(s, "prefix:"); ok {
		fmt.Println("after:", after)
	}
	if before, ok := strings.CutSuffix("file.tar.gz", ".gz"); ok {
		fmt.Println("before:", before)
	}
	k, v, ok := strings.Cut("key=value=x", "=")
	fmt.Println(k, v, ok)
	_, _, ok = strings.Cut("novalue", "=")
	fmt.Println(ok)
	fmt.Println(strings.ContainsFunc("abc1", func(r rune) bool { return r >= '0' && r <= '9' }))
	fmt.Println(strings.EqualFold("Go", "GO"))
}
