package main

import (
	"cmp"
	"fmt"
)

func main() {
	fmt.Println(cmp.Compare(1, 2), cmp.Compare("b", "a"), cmp.Compare(2.5, 2.5))
	fmt.Println(cmp.Less(3, 4), cmp.Less("z", "a"))
	fmt.Println(cmp.Compare(1.5, 2.0))
	name := ""
	fmt.Println(cmp.Or(name, "anonymous"))
	fmt.Println(cmp.Or(0, 0, 7, 9))
}
