package event

import (
	"encoding/json"
	"testing"
)

// Estimated usage, reasoning tokens and a reasoning model's text are in
// the trace only when present: a call with counted usage writes the bytes
// it always wrote.
func TestLLMStopEstimatesAndReasoning(t *testing.T) {
	marked := LLMStopData{Attempts: 1, CallDepth: 0, CostUSD: 0.5, CostEstimated: true, InputTokens: 4, OutputTokens: 40,
		Model: "o3", Reasoning: "thinking", ReasoningTokens: 30, Reply: "r", UsageEstimated: true}
	roundTrip(t, marked)
	roundTrip(t, LLMStopData{Direct: true, Model: "m", InputTokens: 1, Reply: "r", UsageEstimated: true})
	b, err := json.Marshal(marked)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"attempts":1,"cached":false,"call_depth":0,"cost_estimated":true,"cost_usd":0.5,"duration_ms":0,"input_tokens":4,` +
		`"model":"o3","output_tokens":40,"reasoning":"thinking","reasoning_tokens":30,"reply":"r","usage_estimated":true}`
	if string(b) != want {
		t.Errorf("marshal = %s\nwant      %s", b, want)
	}
	plain, _ := json.Marshal(LLMStopData{Attempts: 1, Model: "m", Reply: "r"})
	if string(plain) != `{"attempts":1,"cached":false,"call_depth":0,"cost_usd":0,"duration_ms":0,"input_tokens":0,"model":"m","output_tokens":0,"reply":"r"}` {
		t.Errorf("counted call = %s", plain)
	}
}
