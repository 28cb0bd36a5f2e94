package llm

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"
	"time"
)

// Defaults of a Client, applied to zero Config fields. The commands and the
// rlm package show and use these same values.
const (
	DefaultRetries        = 4
	DefaultRequestTimeout = 120 * time.Second
	DefaultBackoffBase    = 500 * time.Millisecond
	DefaultBackoffMax     = 20 * time.Second
	// DefaultMaxRetryWait caps one wait between attempts, the server's
	// Retry-After included.
	DefaultMaxRetryWait = 60 * time.Second
	// DefaultWaitNotice is how long a wait must be before OnWait hears of it.
	DefaultWaitNotice = 5 * time.Second
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
	// MaxRetryWait caps each wait between attempts, a server's Retry-After
	// included (default DefaultMaxRetryWait), so a confused server cannot
	// park a run for an hour.
	MaxRetryWait time.Duration
	// OnWait hears of every wait between attempts longer than WaitNotice
	// (default DefaultWaitNotice; negative: every wait), so a command can
	// say why nothing happens. It is called from the goroutine of Chat, so
	// from several at once when calls run concurrently.
	OnWait     func(Wait)
	WaitNotice time.Duration
	// ReasoningEffort is sent as reasoning_effort when set: none, minimal,
	// low, medium, high or xhigh; only reasoning models accept it.
	ReasoningEffort string
}

// Wait is a pause before retrying a failed attempt.
type Wait struct {
	Endpoint string
	// Status, Code and Message are the failure being retried (Status 0:
	// no response).
	Status  int
	Code    string
	Message string
	// Retry is the retry about to be made, from 1, of MaxRetries.
	Retry, MaxRetries int
	Duration          time.Duration
	// RetryAfter is what the server asked for (0: nothing); Duration is
	// shorter when MaxRetryWait capped it.
	RetryAfter time.Duration
	// Took is how long the failed attempt ran when it got no answer at all
	// for longer than the notice threshold (a hung endpoint timing out); 0
	// otherwise.
	Took time.Duration
}

// String says what the wait is for, e.g. "waiting 30s before retry 2 of 4:
// 429 rate_limit_exceeded from https://api.openai.com/v1/chat/completions".
func (w Wait) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "waiting %s before retry %d of %d: ", w.Duration, w.Retry, w.MaxRetries)
	switch {
	case w.Status > 0 && w.Code != "":
		fmt.Fprintf(&b, "%d %s", w.Status, w.Code)
	case w.Status > 0:
		fmt.Fprintf(&b, "HTTP %d", w.Status)
	case w.Code != "":
		b.WriteString(w.Code)
	default:
		b.WriteString(w.Message)
	}
	b.WriteString(" from " + w.Endpoint)
	if w.Took > 0 {
		fmt.Fprintf(&b, " after an attempt of %s", w.Took.Round(time.Millisecond))
	}
	if w.RetryAfter > w.Duration {
		fmt.Fprintf(&b, " (the server asked for %s; capped by the maximum retry wait)", w.RetryAfter)
	}
	return b.String()
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
	if c.MaxRetryWait <= 0 {
		c.MaxRetryWait = DefaultMaxRetryWait
	}
	if c.WaitNotice == 0 {
		c.WaitNotice = DefaultWaitNotice
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
