package main

import (
	"fmt"
	"strconv"
)

func main() {
	inputs := []string{"12", "-3", "abc", "99999999999999999999", "0x1F", ""}
	for _, in := range inputs {
		n, err := strconv.Atoi(in)
		if err != nil {
			ne := err.(*strconv.NumError)
			fmt.Printf("%-22q error func=%s num=%q err=%v\n", in, ne.Func, ne.Num, ne.Err)
			continue
		}
		fmt.Printf("%-22q -> %d\n", in, n)
	}
	v, err := strconv.ParseInt("0x1F", 0, 64)
	fmt.Println(v, err)
}
