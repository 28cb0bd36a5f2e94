package main

import (
	"encoding/json"
	"fmt"
)

func main() {
	vals := []any{nil, true, 3, 2.5, "s", []int{1, 2}, map[string]any{"z": 1, "a": []string{"x"}}, "<tag>&"}
	for _, v := range vals {
		b, err := json.Marshal(v)
		fmt.Println(string(b), err)
	}
	var x any
	json.Unmarshal([]byte(`[1, "two", 3.5, null, {"k": false}]`), &x)
	fmt.Printf("%v\n", x)
	fmt.Printf("%#v\n", x.([]any)[0])
}
