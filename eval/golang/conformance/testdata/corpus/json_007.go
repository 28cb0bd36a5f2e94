package main

import (
	"encoding/json"
	"fmt"
)

type Score struct {
	Name  string  `json:"name"`
	Value float64 `json:"value"`
}

func main() {
	raw := `[{"name":"a","value":1.5},{"name":"b","value":2},{"name":"c","value":1e3}]`
	var scores []Score
	if err := json.Unmarshal([]byte(raw), &scores); err != nil {
		panic(err)
	}
	sum := 0.0
	for _, s := range scores {
		sum += s.Value
	}
	fmt.Printf("%d scores, sum %.2f, avg %.4f\n", len(scores), sum, sum/float64(len(scores)))
	summary := map[string]any{"count": len(scores), "sum": sum, "names": []string{scores[0].Name, scores[2].Name}}
	b, _ := json.MarshalIndent(summary, "", "\t")
	fmt.Println(string(b))
}
