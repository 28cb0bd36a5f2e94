package main

import (
	"bufio"
	"fmt"
	"strings"
)

func main() {
	long := strings.Repeat("x", 100) + "\nshort\n"
	sc := bufio.NewScanner(strings.NewReader(long))
	sc.Buffer(make([]byte, 16), 32)
	for sc.Scan() {
		fmt.Println(len(sc.Text()))
	}
	fmt.Println("err:", sc.Err())
	sc2 := bufio.NewScanner(strings.NewReader(long))
	sc2.Buffer(make([]byte, 16), 1024)
	for sc2.Scan() {
		fmt.Println(len(sc2.Text()))
	}
	fmt.Println("err:", sc2.Err())
}
