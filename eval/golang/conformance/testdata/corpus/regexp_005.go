package main

import (
	"fmt"
	"regexp"
	"strconv"
)

var context = "Invoice #1001 total $250.00; Invoice #1002 total $1,320.50; Invoice #1003 total $75.25"

func main() {
	re := regexp.MustCompile(`Invoice #(\d+) total \$([\d,]+\.\d{2})`)
	sum := 0.0
	for _, m := range re.FindAllStringSubmatch(context, -1) {
		clean := regexp.MustCompile(`,`).ReplaceAllString(m[2], "")
		v, err := strconv.ParseFloat(clean, 64)
		if err != nil {
			panic(err)
		}
		sum += v
		fmt.Printf("invoice %s: %.2f\n", m[1], v)
	}
	fmt.Printf("sum: %.2f\n", sum)
	fmt.Println(re.FindAllStringSubmatchIndex(context, 1))
}
