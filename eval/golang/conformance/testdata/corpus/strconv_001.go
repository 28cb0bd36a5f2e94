package main

import (
	"fmt"
	"strconv"
)

func main() {
	n, _ := strconv.Atoi("1234")
	fmt.Println(n+1, strconv.Itoa(n*2))
	f, _ := strconv.ParseFloat("3.25", 64)
	fmt.Println(f * 2)
	b, _ := strconv.ParseBool("true")
	fmt.Println(b, strconv.FormatBool(false))
	fmt.Println(strconv.FormatInt(255, 2), strconv.FormatInt(-255, 16), strconv.FormatUint(1<<40, 36))
	fmt.Println(strconv.FormatFloat(1.5, 'f', 3, 64), strconv.FormatFloat(1234.5678, 'e', 2, 64), strconv.FormatFloat(0.1, 'g', -1, 32))
	u, _ := strconv.ParseUint("ff", 16, 64)
	fmt.Println(u)
}
