package rlm_test

import (
	"context"
	"testing"

	"github.com/rlm-go/rlm"
	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/llm/mock"
)

// A run whose server reported no usage says its usage and cost are
// estimates.
func TestResultMarksEstimatedUsage(t *testing.T) {
	script, err := mock.ParseScript("s.json", []byte(`{"rules": [{"reply": "FINAL(ok)", "no_usage": true}]}`))
	if err != nil {
		t.Fatal(err)
	}
	srv := mock.NewServer(script)
	base, err := srv.Start("")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	eng, err := rlm.New(rlm.Options{BaseURL: base, Model: "m", Eval: "gpython", Getenv: func(string) string { return "" },
		Prices: map[string]llm.Price{"m": {InputPerMTok: 1, OutputPerMTok: 1}}})
	if err != nil {
		t.Fatal(err)
	}
	defer eng.Close()
	res, err := eng.Run(context.Background(), "q", "ctx")
	if err != nil {
		t.Fatal(err)
	}
	if res.Answer != "ok" || !res.Usage.Estimated || !res.CostEstimated || res.CostUSD == 0 || !res.UsageByModel["m"].Estimated {
		t.Errorf("result = %+v", res)
	}
}
