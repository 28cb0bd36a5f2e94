package main

import (
	"fmt"
	"strings"
)

var context = `The quarterly report was filed on time.
Revenue grew by 12 percent in the northern region.
The magic number is 48213.
Costs were flat compared to last year.
Headcount increased to 340 employees.`

func main() {
	lines := strings.Split(context, "\n")
	fmt.Println("lines:", len(lines))
	for i, line := range lines {
		if strings.Contains(line, "magic number") {
			fmt.Printf("found at line %d: %s\n", i+1, line)
		}
	}
}
