package llm_test

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/rlm-go/rlm/llm"
)

func TestConfigFromEnv(t *testing.T) {
	tests := []struct {
		name string
		env  map[string]string
		want llm.EnvConfig
	}{
		{"empty", nil, llm.EnvConfig{}},
		{"openai fallback", map[string]string{"OPENAI_BASE_URL": "https://o/v1", "OPENAI_API_KEY": "sk-o"},
			llm.EnvConfig{BaseURL: "https://o/v1", APIKey: "sk-o", BaseURLVar: "OPENAI_BASE_URL", APIKeyVar: "OPENAI_API_KEY"}},
		{"rlm wins over openai", map[string]string{
			"RLM_BASE_URL": "http://r/v1", "OPENAI_BASE_URL": "https://o/v1",
			"RLM_API_KEY": "sk-r", "OPENAI_API_KEY": "sk-o",
			"RLM_MODEL": "big", "RLM_SUB_MODEL": "small",
		}, llm.EnvConfig{BaseURL: "http://r/v1", APIKey: "sk-r", Model: "big", SubModel: "small", BaseURLVar: "RLM_BASE_URL", APIKeyVar: "RLM_API_KEY"}},
		{"aliases", map[string]string{
			"RLM_API_BASE_URL": "http://alias/v1", "OPENAI_BASE_URL": "https://o/v1",
			"RLM_MODEL_LARGE": "L", "RLM_MODEL_SMALL": "S",
		}, llm.EnvConfig{BaseURL: "http://alias/v1", Model: "L", SubModel: "S", BaseURLVar: "RLM_API_BASE_URL"}},
		{"primary names win over aliases", map[string]string{
			"RLM_BASE_URL": "http://p/v1", "RLM_API_BASE_URL": "http://alias/v1",
			"RLM_MODEL": "p", "RLM_MODEL_LARGE": "L", "RLM_SUB_MODEL": "ps", "RLM_MODEL_SMALL": "S",
		}, llm.EnvConfig{BaseURL: "http://p/v1", Model: "p", SubModel: "ps", BaseURLVar: "RLM_BASE_URL"}},
		{"empty value is unset", map[string]string{"RLM_BASE_URL": "", "OPENAI_BASE_URL": "https://o/v1"},
			llm.EnvConfig{BaseURL: "https://o/v1", BaseURLVar: "OPENAI_BASE_URL"}},
	}
	for _, tt := range tests {
		got := llm.ConfigFromEnv(func(k string) string { return tt.env[k] })
		if got != tt.want {
			t.Errorf("%s:\ngot  %+v\nwant %+v", tt.name, got, tt.want)
		}
	}
}

func TestLoadPrices(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "prices.json")
	os.WriteFile(good, []byte(`{"gpt-x": {"input_per_mtok": 2.5, "output_per_mtok": 10}}`), 0o644)
	prices, err := llm.LoadPrices(good)
	if err != nil {
		t.Fatal(err)
	}
	if p := prices["gpt-x"]; p.InputPerMTok != 2.5 || p.OutputPerMTok != 10 {
		t.Errorf("prices = %+v", prices)
	}
	if c := prices["gpt-x"].Cost(llm.Usage{InputTokens: 1e6, OutputTokens: 5e5}); c != 7.5 {
		t.Errorf("cost = %v, want 7.5", c)
	}
	for name, content := range map[string]string{
		"bad.json":      `{"gpt-x": [1, 2]}`,
		"negative.json": `{"gpt-x": {"input_per_mtok": -1}}`,
	} {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(content), 0o644)
		if _, err := llm.LoadPrices(p); err == nil || !strings.Contains(err.Error(), p) {
			t.Errorf("%s: err = %v, want it to name the file", name, err)
		}
	}
	if _, err := llm.LoadPrices(filepath.Join(dir, "missing.json")); err == nil || !strings.Contains(err.Error(), "missing.json") {
		t.Errorf("missing file: %v", err)
	}
}

func TestTally(t *testing.T) {
	var tally llm.Tally
	if tally.Total() != (llm.Usage{}) || len(tally.ByModel()) != 0 {
		t.Fatal("zero Tally not empty")
	}
	var wg sync.WaitGroup
	for i := range 100 {
		wg.Go(func() {
			model := "big"
			if i%2 == 1 {
				model = "small"
			}
			tally.Add(model, i%3, llm.Usage{Calls: 1, InputTokens: 10, OutputTokens: 1, CostUSD: 0.5})
		})
	}
	wg.Wait()
	if got := tally.Total(); got != (llm.Usage{Calls: 100, InputTokens: 1000, OutputTokens: 100, CostUSD: 50}) {
		t.Errorf("total = %+v", got)
	}
	bm := tally.ByModel()
	if bm["big"].Calls != 50 || bm["small"].InputTokens != 500 {
		t.Errorf("by model = %+v", bm)
	}
	bd := tally.ByDepth()
	if bd[0].Calls != 34 || bd[1].Calls != 33 || bd[2].Calls != 33 {
		t.Errorf("by depth = %+v", bd)
	}
	bm["big"] = llm.Usage{}
	if tally.ByModel()["big"].Calls != 50 {
		t.Error("ByModel returned the internal map")
	}
}
