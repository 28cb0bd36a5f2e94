package main

import (
	"fmt"
	"strconv"
)

func main() {
	fmt.Println(strconv.Quote("hello \"world\"\n"))
	fmt.Println(strconv.QuoteToASCII("café ☕"))
	fmt.Println(strconv.QuoteRune('☺'))
	s, err := strconv.Unquote(`"a\tb"`)
	fmt.Printf("%q %v\n", s, err)
	_, err = strconv.Unquote("noquotes")
	fmt.Println(err)
	fmt.Println(strconv.AppendInt([]byte("n="), 42, 10))
	fmt.Println(string(strconv.AppendQuote(nil, "x")))
}
