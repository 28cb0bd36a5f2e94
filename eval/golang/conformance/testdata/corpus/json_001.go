package main

import (
	"encoding/json"
	"fmt"
)

type Book struct {
	Title  string   `json:"title"`
	Author string   `json:"author"`
	Year   int      `json:"year,omitempty"`
	Tags   []string `json:"tags"`
}

func main() {
	b := Book{Title: "Dune", Author: "Herbert", Tags: []string{"scifi"}}
	out, err := json.Marshal(b)
	fmt.Println(string(out), err)
	pretty, _ := json.MarshalIndent(b, "", "  ")
	fmt.Println(string(pretty))
	var back Book
	if err := json.Unmarshal(out, &back); err != nil {
		panic(err)
	}
	fmt.Printf("%+v\n", back)
}
