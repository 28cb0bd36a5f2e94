package main

import (
	"fmt"
	"strconv"
)

func main() {
	for _, s := range []string{"0", "-0", "+12", "0b101", "0o17", "0x_1F", "1_000"} {
		v, err := strconv.ParseInt(s, 0, 64)
		fmt.Printf("%-6s %5d %v\n", s, v, err)
	}
	v, err := strconv.ParseInt("1_000", 10, 64)
	fmt.Println(v, err)
	x, err := strconv.ParseUint("-1", 10, 64)
	fmt.Println(x, err)
	fl, err := strconv.ParseFloat("NaN", 64)
	fmt.Println(fl, err, fl == fl)
	inf, _ := strconv.ParseFloat("-Inf", 64)
	fmt.Println(inf)
}
