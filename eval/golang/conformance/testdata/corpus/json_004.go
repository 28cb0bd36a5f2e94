package main

import (
	"encoding/json"
	"fmt"
	"strings"
)

var context = `{"id":1,"msg":"start"}
{"id":2,"msg":"process","tags":["a"]}
{"id":3,"msg":"end"}`

type Rec struct {
	ID   int      `json:"id"`
	Msg  string   `json:"msg"`
	Tags []string `json:"tags,omitempty"`
}

func main() {
	dec := json.NewDecoder(strings.NewReader(context))
	var recs []Rec
	for dec.More() {
		var r Rec
		if err := dec.Decode(&r); err != nil {
			fmt.Println("decode:", err)
			break
		}
		recs = append(recs, r)
	}
	fmt.Println(len(recs))
	for _, r := range recs {
		fmt.Printf("%d %-8s %v\n", r.ID, r.Msg, r.Tags)
	}
	out, _ := json.Marshal(recs)
	fmt.Println(string(out))
}
