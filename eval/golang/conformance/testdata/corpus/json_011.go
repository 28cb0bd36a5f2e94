package main

import (
	"encoding/json"
	"fmt"
)

func main() {
	text := LLMQuery(`{"label":"spam","score":0.9}`)
	fmt.Println(text)
	start := len("[mock] ")
	var out struct {
		Label string  `json:"label"`
		Score float64 `json:"score"`
	}
	if err := json.Unmarshal([]byte(text[start:]), &out); err != nil {
		fmt.Println("bad json:", err)
		return
	}
	fmt.Printf("%s %.2f\n", out.Label, out.Score)
}
