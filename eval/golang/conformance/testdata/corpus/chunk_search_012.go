package main

import (
	"fmt"
	"strings"
)

var context = `id,name,dept,salary
1,Ann,eng,120000
2,Bo,sales,80000
3,Cy,eng,135000
4,Di,ops,90000
5,Ed,sales,82000
6,Fay,eng,99000`

func main() {
	rows := strings.Split(context, "\n")[1:]
	total := map[string]int{}
	count := map[string]int{}
	order := []string{}
	for _, r := range rows {
		cols := strings.Split(r, ",")
		var sal int
		fmt.Sscanf(cols[3], "%d", &sal)
		if count[cols[2]] == 0 {
			order = append(order, cols[2])
		}
		total[cols[2]] += sal
		count[cols[2]]++
	}
	for _, d := range order {
		fmt.Printf("%-6s n=%d avg=%.1f\n", d, count[d], float64(total[d])/float64(count[d]))
	}
}
