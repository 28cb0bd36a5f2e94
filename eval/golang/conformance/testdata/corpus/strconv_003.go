package main

import (
	"fmt"
	"strconv"
	"strings"
)

var context = "temp=21.5;humidity=40;pressure=1013.25;wind=calm;rain=0"

func main() {
	sum := 0.0
	for _, kv := range strings.Split(context, ";") {
		k, v, _ := strings.Cut(kv, "=")
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			fmt.Printf("%-9s not numeric: %v\n", k, err)
			continue
		}
		sum += f
		fmt.Printf("%-9s %8.2f\n", k, f)
	}
	fmt.Println("sum", strconv.FormatFloat(sum, 'f', -1, 64))
}
