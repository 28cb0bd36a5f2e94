package main

import "fmt"

func main() {
	fmt.Printf("|%6.2f|%-8.3f|%e|%E|%g|\n", 3.14159, 2.0, 123456.789, 0.000123, 1e21)
	fmt.Printf("|%5s|%-5s|%.2s|%q|\n", "ab", "cd", "xyz", "q\"t")
	fmt.Printf("|%c|%U|%x|%X|\n", 'G', 'é', "hi", []byte{1, 171})
	fmt.Printf("|%t|%v|%p|\n", true, nil, nil)
	fmt.Printf("|%3d%%|%v|\n", 50, []string(nil))
	fmt.Printf("%d %s\n", "str", 5)
	fmt.Printf("%d\n", 1, 2)
	fmt.Printf("%d %d\n", 1)
	fmt.Println(fmt.Sprint("a", 1, 2, "b", "c", 3.5))
	fmt.Println(fmt.Sprintln("x", 1) == "x 1\n")
}
