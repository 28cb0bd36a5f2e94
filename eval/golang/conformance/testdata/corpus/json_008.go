package main

import (
	"encoding/json"
	"fmt"
)

type Wrapper struct {
	Kind    string          `json:"kind"`
	Payload json.RawMessage `json:"payload"`
}

type Point struct{ X, Y int }

func main() {
	msgs := `[{"kind":"point","payload":{"X":1,"Y":2}},{"kind":"text","payload":"hello"}]`
	var ws []Wrapper
	json.Unmarshal([]byte(msgs), &ws)
	for _, w := range ws {
		switch w.Kind {
		case "point":
			var p Point
			json.Unmarshal(w.Payload, &p)
			fmt.Printf("point %+v\n", p)
		case "text":
			var s string
			json.Unmarshal(w.Payload, &s)
			fmt.Println("text", s)
		}
	}
	fmt.Println(string(ws[0].Payload))
}
