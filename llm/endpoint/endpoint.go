// Package endpoint turns endpoint settings (flags, options, the
// environment) into a ready model client: it resolves the base URL, key and
// models, loads prices, and starts the built-in mock server on loopback
// when the model is "mock".
package endpoint

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/url"
	"time"

	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/llm/mock"
)

// MockModel is the model name that runs the built-in dry-run mock server.
const MockModel = "mock"

// DefaultBaseURL is where requests go when neither the settings nor the
// environment name an endpoint.
const DefaultBaseURL = "https://api.openai.com/v1"

// SettingsError is an endpoint setting the caller must change (a missing
// model or key, a malformed URL, an unreadable price table or script). The
// commands exit with a usage status on it.
type SettingsError struct{ Err error }

func (e *SettingsError) Error() string { return e.Err.Error() }
func (e *SettingsError) Unwrap() error { return e.Err }

func settingsf(format string, args ...any) error {
	return &SettingsError{Err: fmt.Errorf(format, args...)}
}

// IsSettings reports whether err is a SettingsError.
func IsSettings(err error) bool {
	var s *SettingsError
	return errors.As(err, &s)
}

// Endpoint is the model endpoint as flags or options describe it; empty
// fields fall back to the environment (RLM_*, then OPENAI_*).
type Endpoint struct {
	BaseURL  string
	APIKey   string
	Model    string
	SubModel string
	// Retries is the exact number of retries per call: 0 means none (the
	// flags' default is llm.DefaultRetries).
	Retries        int
	RequestTimeout time.Duration // zero: llm.DefaultRequestTimeout
	// PricesFile is a price table (see llm.LoadPrices); Prices is used
	// when it is empty.
	PricesFile string
	Prices     map[string]llm.Price
	Stream     bool
	// MockScript is a script file for the mock server (model "mock" with
	// no BaseURL only).
	MockScript string
	// MaxRetryWait caps one wait between attempts (zero:
	// llm.DefaultMaxRetryWait); ReasoningEffort is sent as
	// reasoning_effort when set.
	MaxRetryWait    time.Duration
	ReasoningEffort string
	// OnWait hears of waits between attempts longer than WaitNotice (zero:
	// llm.DefaultWaitNotice; negative: every wait), possibly from several
	// goroutines at once.
	OnWait     func(llm.Wait)
	WaitNotice time.Duration
}

// Opened is a ready endpoint.
type Opened struct {
	Client   *llm.Client
	BaseURL  string
	Model    string
	SubModel string
	IsMock   bool
	close    func()
}

// Close stops the in-process mock server, if any.
func (o *Opened) Close() {
	if o.close != nil {
		o.close()
	}
}

// ModelFrom is the root model these settings name, the environment's when
// they name none ("" when neither does).
func (e Endpoint) ModelFrom(getenv func(string) string) string {
	return firstNonEmpty(e.Model, llm.ConfigFromEnv(getenv).Model)
}

// Open resolves the settings over the environment and builds a client.
// With model "mock" it starts the mock server on loopback and points the
// client at it; the caller closes the returned endpoint.
func (e Endpoint) Open(ctx context.Context, getenv func(string) string) (*Opened, error) {
	env := llm.ConfigFromEnv(getenv)
	model := firstNonEmpty(e.Model, env.Model)
	if model == "" {
		return nil, settingsf("no model: pass --model NAME (or set RLM_MODEL); --model mock runs the built-in mock")
	}
	sub := firstNonEmpty(e.SubModel, env.SubModel, model)
	o := &Opened{Model: model, SubModel: sub}
	cfg := llm.Config{MaxRetries: e.Retries, RequestTimeout: e.RequestTimeout, Stream: e.Stream, Prices: e.Prices,
		MaxRetryWait: e.MaxRetryWait, ReasoningEffort: e.ReasoningEffort, OnWait: e.OnWait, WaitNotice: e.WaitNotice}
	if e.Retries == 0 {
		cfg.MaxRetries = -1
	}
	if e.PricesFile != "" {
		prices, err := llm.LoadPrices(e.PricesFile)
		if err != nil {
			return nil, &SettingsError{Err: err}
		}
		cfg.Prices = prices
	}
	if err := llm.CheckReasoningEffort(e.ReasoningEffort); err != nil {
		return nil, &SettingsError{Err: fmt.Errorf("reasoning effort %w", err)}
	}
	if e.MockScript != "" && (model != MockModel || e.BaseURL != "") {
		return nil, settingsf("--mock-script works with --model mock and no --base-url (or serve it with rlm mock-server --script)")
	}
	if model == MockModel && e.BaseURL == "" {
		if err := o.startMock(e.MockScript, &cfg); err != nil {
			return nil, err
		}
	} else if err := remote(e, env, &cfg); err != nil {
		return nil, err
	}
	c, err := llm.NewClient(cfg)
	if err != nil {
		o.Close()
		return nil, err
	}
	o.Client = c
	o.BaseURL = cfg.BaseURL
	return o, nil
}

// startMock serves the dry-run policy, or scriptPath's rules, on loopback.
func (o *Opened) startMock(scriptPath string, cfg *llm.Config) error {
	var script *mock.Script
	if scriptPath != "" {
		s, err := mock.LoadScript(scriptPath)
		if err != nil {
			return &SettingsError{Err: err}
		}
		script = s
	}
	srv := mock.NewServer(script)
	base, err := srv.Start("127.0.0.1:0")
	if err != nil {
		return fmt.Errorf("start mock server: %w", err)
	}
	o.close = func() { srv.Close() }
	o.IsMock = true
	cfg.BaseURL = base
	return nil
}

// remote resolves the base URL and key of a real endpoint.
func remote(e Endpoint, env llm.EnvConfig, cfg *llm.Config) error {
	cfg.BaseURL = firstNonEmpty(e.BaseURL, env.BaseURL, DefaultBaseURL)
	u, err := url.Parse(cfg.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return settingsf("--base-url %q is not an http(s) URL", cfg.BaseURL)
	}
	cfg.APIKey = firstNonEmpty(e.APIKey, env.APIKey)
	if cfg.APIKey == "" && !isLoopback(u.Hostname()) {
		return settingsf("no API key for %s: set RLM_API_KEY (or OPENAI_API_KEY), or pass --api-key; "+
			"use --model mock for a dry run without a key", cfg.BaseURL)
	}
	return nil
}

// isLoopback reports whether host is this machine: local servers (vLLM,
// llama.cpp, the mock) usually take no key.
func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

func firstNonEmpty(s ...string) string {
	for _, x := range s {
		if x != "" {
			return x
		}
	}
	return ""
}
