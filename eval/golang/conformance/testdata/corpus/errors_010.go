package main

import (
	"encoding/json"
	"errors"
	"fmt"
)

type Event struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
}

func main() {
	var e Event
	err := json.Unmarshal([]byte(`{"id":"seven","name":"x"}`), &e)
	fmt.Println(err)
	var ute *json.UnmarshalTypeError
	if errors.As(err, &ute) {
		fmt.Println(ute.Field, ute.Value)
	}
	err = json.Unmarshal([]byte(`{"id":1,`), &e)
	fmt.Println(err)
	var se *json.SyntaxError
	fmt.Println(errors.As(err, &se))
}
