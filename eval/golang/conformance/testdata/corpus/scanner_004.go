package main

import (
	"bufio"
	"bytes"
	"fmt"
	"strings"
)

func main() {
	input := "a,b;c,d;e"
	sc := bufio.NewScanner(strings.NewReader(input))
	sc.Split(func(data []byte, atEOF bool) (int, []byte, error) {
		if i := bytes.IndexByte(data, ';'); i >= 0 {
			return i + 1, data[:i], nil
		}
		if atEOF && len(data) > 0 {
			return len(data), data, nil
		}
		return 0, nil, nil
	})
	for sc.Scan() {
		fmt.Printf("record %q fields=%d\n", sc.Text(), len(strings.Split(sc.Text(), ",")))
	}
}
