package main

import (
	"fmt"
	"strings"
)

var context = `2024-01-03 INFO  server started port=8080
2024-01-03 WARN  disk usage 81%
2024-01-04 ERROR connection refused host=db1
2024-01-04 INFO  request served in 12ms
2024-01-05 ERROR timeout host=db2
2024-01-05 ERROR timeout host=db1
2024-01-06 INFO  shutdown`

func main() {
	byDay := map[string][]string{}
	var days []string
	for _, line := range strings.Split(context, "\n") {
		f := strings.Fields(line)
		if f[1] != "ERROR" {
			continue
		}
		if _, seen := byDay[f[0]]; !seen {
			days = append(days, f[0])
		}
		byDay[f[0]] = append(byDay[f[0]], strings.Join(f[2:], " "))
	}
	for _, d := range days {
		fmt.Printf("%s: %d error(s)\n", d, len(byDay[d]))
		for _, e := range byDay[d] {
			fmt.Println("   -", e)
		}
	}
}
