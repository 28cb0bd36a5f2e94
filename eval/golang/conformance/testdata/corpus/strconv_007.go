package main

import (
	"fmt"
	"strconv"
)

type Celsius float64

func main() {
	var c Celsius = 36.6
	s := strconv.FormatFloat(float64(c), 'f', 1, 64)
	fmt.Println(s + "C")
	i := 65
	fmt.Println(string(rune(i)), strconv.Itoa(i), fmt.Sprint(i))
	b := []byte("12")
	n, _ := strconv.Atoi(string(b))
	fmt.Println(n * 3)
	fmt.Println(strconv.IsPrint('\u00a0'), strconv.IsPrint('a'))
	fmt.Println(strconv.CanBackquote("a`b"), strconv.CanBackquote("ab"))
}
