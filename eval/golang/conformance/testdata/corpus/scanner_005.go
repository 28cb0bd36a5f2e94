package main

import (
	"bufio"
	"fmt"
	"strings"
)

var context = `# config
name = demo
port = 8080
# comment
debug = true
malformed line
`

func main() {
	cfg := map[string]string{}
	sc := bufio.NewScanner(strings.NewReader(context))
	lineNo := 0
	for sc.Scan() {
		lineNo++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			fmt.Printf("line %d: no '=' in %q\n", lineNo, line)
			continue
		}
		cfg[strings.TrimSpace(k)] = strings.TrimSpace(v)
	}
	fmt.Println(cfg)
}
