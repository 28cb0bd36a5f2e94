package main

import (
	"encoding/json"
	"fmt"
)

type Response struct {
	Status string            `json:"status"`
	Data   map[string]int    `json:"data"`
	Meta   *Meta             `json:"meta,omitempty"`
	Extra  map[string]string `json:"-"`
}

type Meta struct {
	Page  int `json:"page"`
	Total int `json:"total"`
}

func main() {
	r := Response{Status: "ok", Data: map[string]int{"b": 2, "a": 1}, Extra: map[string]string{"x": "y"}}
	out, _ := json.Marshal(r)
	fmt.Println(string(out))
	r.Meta = &Meta{1, 10}
	out, _ = json.Marshal(r)
	fmt.Println(string(out))
	var r2 Response
	json.Unmarshal([]byte(`{"status":"err","meta":{"page":3,"total":9},"unknown":true}`), &r2)
	fmt.Printf("%s %+v %v\n", r2.Status, *r2.Meta, r2.Data == nil)
}
