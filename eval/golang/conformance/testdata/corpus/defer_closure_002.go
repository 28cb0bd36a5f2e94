package main

import "fmt"

func process(items []string) (log []string) {
	for _, it := range items {
		func() {
			defer func() { log = append(log, "closed "+it) }()
			log = append(log, "open "+it)
		}()
	}
	return log
}

func main() {
	for _, l := range process([]string{"a", "b", "c"}) {
		fmt.Println(l)
	}
}
