package main

import (
	"encoding/json"
	"fmt"
)

type Node struct {
	Name     string  `json:"name"`
	Children []*Node `json:"children,omitempty"`
}

func depth(n *Node) int {
	d := 0
	for _, c := range n.Children {
		d = max(d, depth(c))
	}
	return d + 1
}

func main() {
	src := `{"name":"root","children":[{"name":"a","children":[{"name":"a1"}]},{"name":"b"}]}`
	var root Node
	if err := json.Unmarshal([]byte(src), &root); err != nil {
		panic(err)
	}
	fmt.Println(root.Name, len(root.Children), depth(&root))
	b, _ := json.Marshal(root.Children[0])
	fmt.Println(string(b))
	var n json.Number
	d := json.NewDecoder(nil)
	_ = d
	json.Unmarshal([]byte(`"12.50"`), &n)
	fmt.Println(n)
}
