package main

import (
	"encoding/json"
	"fmt"
	"sort"
)

var context = `{"users":[{"name":"ann","age":31,"roles":["admin","dev"]},{"name":"bo","age":25,"roles":[]},{"name":"cy","age":40,"roles":["dev"]}],"count":3}`

func main() {
	var doc map[string]any
	if err := json.Unmarshal([]byte(context), &doc); err != nil {
		fmt.Println("error:", err)
		return
	}
	keys := make([]string, 0)
	for k := range doc {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Println(keys)
	users := doc["users"].([]any)
	for _, u := range users {
		m := u.(map[string]any)
		fmt.Printf("%s %v %T %d\n", m["name"], m["age"], m["age"], len(m["roles"].([]any)))
	}
	fmt.Println(doc["count"])
}
