package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os/exec"
	"testing"
)

// The corpus includes held-out snippets gpython still fails (see
// bench/compat/HELDOUT.md); 0.99 is a regression floor (the corpus passes 99.7%).
func TestCompatJSON(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("compat needs python3 as the oracle")
	}
	root := newRootCmd()
	var out bytes.Buffer
	root.SetOut(&out)
	// In-process: the corpus opens a session per snippet (1,040), and this
	// test is about the command's JSON; worker mode runs the same
	// interpreter (eval/worker's conformance test covers it).
	root.SetArgs([]string{"compat", "--backend", "gpython", "--in-process", "--json", "--min-rate", "0.99"})
	if _, err := root.ExecuteContextC(context.Background()); err != nil {
		t.Fatalf("compat: %v\n%s", err, out.String())
	}
	var got struct {
		Total      int     `json:"total"`
		Rate       float64 `json:"rate"`
		Categories []struct {
			Category string `json:"category"`
			Total    int    `json:"total"`
		} `json:"categories"`
	}
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out.String())
	}
	if got.Total < 200 || len(got.Categories) < 10 || got.Rate < 0.99 {
		t.Fatalf("corpus of %d snippets in %d categories, rate %.3f", got.Total, len(got.Categories), got.Rate)
	}
}
