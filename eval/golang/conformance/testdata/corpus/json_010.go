package main

import (
	"encoding/json"
	"fmt"
)

type Config struct {
	Name    string `json:"name"`
	Retries int    `json:"retries"`
	Debug   bool   `json:"debug"`
	Limits  struct {
		CPU int `json:"cpu"`
		Mem int `json:"mem"`
	} `json:"limits"`
}

func main() {
	cfg := Config{Name: "default", Retries: 3}
	cfg.Limits.CPU = 2
	override := `{"retries": 5, "limits": {"mem": 512}}`
	if err := json.Unmarshal([]byte(override), &cfg); err != nil {
		fmt.Println(err)
	}
	fmt.Printf("%+v\n", cfg)
	out, _ := json.Marshal(cfg)
	fmt.Println(string(out))
}
