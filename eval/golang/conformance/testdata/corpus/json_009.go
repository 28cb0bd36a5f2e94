package main

import (
	"bytes"
	"encoding/json"
	"fmt"
)

func main() {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.Encode(map[string]string{"html": "<b>bold</b> & more"})
	enc.SetIndent("", " ")
	enc.Encode([]int{1, 2})
	fmt.Print(buf.String())
	var compact bytes.Buffer
	json.Compact(&compact, []byte("{ \"a\" : [ 1 , 2 ] }"))
	fmt.Println(compact.String())
	fmt.Println(json.Valid([]byte(`{"x":}`)), json.Valid([]byte(`[]`)))
}
