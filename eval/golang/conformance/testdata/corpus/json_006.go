package main

import (
	"encoding/json"
	"fmt"
	"strings"
)

type Status int

const (
	Active Status = iota
	Inactive
)

func (s Status) MarshalJSON() ([]byte, error) {
	return json.Marshal(strings.ToLower([]string{"ACTIVE", "INACTIVE"}[s]))
}

func (s *Status) UnmarshalJSON(b []byte) error {
	var str string
	if err := json.Unmarshal(b, &str); err != nil {
		return err
	}
	switch str {
	case "active":
		*s = Active
	case "inactive":
		*s = Inactive
	default:
		return fmt.Errorf("unknown status %q", str)
	}
	return nil
}

type Account struct {
	Name   string `json:"name"`
	Status Status `json:"status"`
}

func main() {
	out, _ := json.Marshal([]Account{{"a", Active}, {"b", Inactive}})
	fmt.Println(string(out))
	var acc Account
	fmt.Println(json.Unmarshal([]byte(`{"name":"c","status":"inactive"}`), &acc), acc.Status)
	fmt.Println(json.Unmarshal([]byte(`{"name":"d","status":"gone"}`), &acc))
}
