package llm

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"time"
)

// Defaults of a Client, applied to zero Config fields. The commands and the
// rlm package show and use these same values.
const (
	DefaultRetries        = 4
	DefaultRequestTimeout = 120 * time.Second
	DefaultBackoffBase    = 500 * time.Millisecond
	DefaultBackoffMax     = 20 * time.Second
)

// Config sets up a Client. Zero values take the defaults noted.
type Config struct {
	// BaseURL is the endpoint root, e.g. https://api.openai.com/v1; the
	// client posts to BaseURL + "/chat/completions". Required.
	BaseURL string
	// APIKey is sent as a bearer token; empty sends none (local servers).
	APIKey string
	// MaxRetries is how many times a failed attempt is retried (default
	// DefaultRetries; negative means none).
	MaxRetries int
	// RequestTimeout bounds one attempt, streamed body included (default
	// DefaultRequestTimeout). An attempt that runs out is retried like a 5xx.
	RequestTimeout time.Duration
	// BackoffBase and BackoffMax shape the wait between attempts: full
	// jitter over min(BackoffMax, BackoffBase*2^retry). Defaults 500ms, 20s.
	BackoffBase, BackoffMax time.Duration
	// Prices turns usage into USD for the models listed.
	Prices map[string]Price
	// Stream asks for server-sent events (with usage in the last chunk).
	Stream bool
	// HTTPClient replaces the default client (a clone of
	// http.DefaultTransport with no overall timeout).
	HTTPClient *http.Client
}

func (c *Config) setDefaults() {
	switch {
	case c.MaxRetries == 0:
		c.MaxRetries = DefaultRetries
	case c.MaxRetries < 0:
		c.MaxRetries = 0
	}
	if c.RequestTimeout <= 0 {
		c.RequestTimeout = DefaultRequestTimeout
	}
	if c.BackoffBase <= 0 {
		c.BackoffBase = DefaultBackoffBase
	}
	if c.BackoffMax <= 0 {
		c.BackoffMax = DefaultBackoffMax
	}
	if c.BackoffMax < c.BackoffBase {
		c.BackoffMax = c.BackoffBase
	}
}

// Price is what a model costs in USD per million tokens.
type Price struct {
	InputPerMTok  float64 `json:"input_per_mtok"`
	OutputPerMTok float64 `json:"output_per_mtok"`
}

// Cost prices a usage.
func (p Price) Cost(u Usage) float64 {
	return float64(u.InputTokens)*p.InputPerMTok/1e6 + float64(u.OutputTokens)*p.OutputPerMTok/1e6
}

// LoadPrices reads a price table: a JSON object from model name to
// {"input_per_mtok": N, "output_per_mtok": N}.
func LoadPrices(path string) (map[string]Price, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("price table: %w", err)
	}
	var prices map[string]Price
	if err := json.Unmarshal(data, &prices); err != nil {
		return nil, fmt.Errorf("price table %s: %v (want {\"model\": {\"input_per_mtok\": 2.5, \"output_per_mtok\": 10}})", path, err)
	}
	for model, p := range prices {
		if p.InputPerMTok < 0 || p.OutputPerMTok < 0 {
			return nil, fmt.Errorf("price table %s: model %q: prices must not be negative", path, model)
		}
	}
	return prices, nil
}

// EnvConfig is the endpoint and models named by the environment; the CLI
// layers its flags over it.
type EnvConfig struct {
	BaseURL  string
	APIKey   string
	Model    string
	SubModel string
	// BaseURLVar and APIKeyVar name the variables the values came from
	// (empty when unset), so errors can tell the user what to change.
	BaseURLVar, APIKeyVar string
}

// ConfigFromEnv resolves RLM_BASE_URL (or RLM_API_BASE_URL, then
// OPENAI_BASE_URL), RLM_API_KEY (then OPENAI_API_KEY), RLM_MODEL (or
// RLM_MODEL_LARGE) and RLM_SUB_MODEL (or RLM_MODEL_SMALL). getenv is
// usually os.Getenv; tests pass a map's lookup.
func ConfigFromEnv(getenv func(string) string) EnvConfig {
	first := func(names ...string) (string, string) {
		for _, n := range names {
			if v := getenv(n); v != "" {
				return v, n
			}
		}
		return "", ""
	}
	var e EnvConfig
	e.BaseURL, e.BaseURLVar = first("RLM_BASE_URL", "RLM_API_BASE_URL", "OPENAI_BASE_URL")
	e.APIKey, e.APIKeyVar = first("RLM_API_KEY", "OPENAI_API_KEY")
	e.Model, _ = first("RLM_MODEL", "RLM_MODEL_LARGE")
	e.SubModel, _ = first("RLM_SUB_MODEL", "RLM_MODEL_SMALL")
	return e
}
