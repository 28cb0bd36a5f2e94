// Package cli holds what both binaries (rlm and rlm-bench) need to turn
// flags into working parts: the model endpoint (or the built-in mock), the
// eval backend, and the error type that maps to exit status 2.
package cli

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"time"

	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/llm/mock"
	"github.com/spf13/pflag"
)

// UsageError is a bad flag, argument or input file: exit status 2.
type UsageError struct{ Err error }

func (e *UsageError) Error() string { return e.Err.Error() }
func (e *UsageError) Unwrap() error { return e.Err }

// Usagef builds a UsageError.
func Usagef(format string, args ...any) error {
	return &UsageError{Err: fmt.Errorf(format, args...)}
}

// IsUsage reports whether err should exit with status 2.
func IsUsage(err error) bool {
	var u *UsageError
	return errors.As(err, &u)
}

// MockModel is the model name that runs the built-in dry-run mock server.
const MockModel = "mock"

// Endpoint is the model endpoint as flags describe it; empty fields fall
// back to the environment (RLM_*, then OPENAI_*).
type Endpoint struct {
	BaseURL        string
	APIKey         string
	Model          string
	SubModel       string
	Retries        int
	RequestTimeout time.Duration
	PricesFile     string
	Stream         bool
	MockScript     string
}

// Bind registers the endpoint flags.
func (e *Endpoint) Bind(fs *pflag.FlagSet) {
	fs.StringVar(&e.BaseURL, "base-url", "", "OpenAI-compatible endpoint root, e.g. https://api.openai.com/v1 (env RLM_BASE_URL, OPENAI_BASE_URL)")
	fs.StringVar(&e.APIKey, "api-key", "", "API key (env RLM_API_KEY, OPENAI_API_KEY); prefer the environment")
	fs.StringVarP(&e.Model, "model", "m", "", `root model (env RLM_MODEL); "mock" runs the built-in dry-run mock server`)
	fs.StringVar(&e.SubModel, "sub-model", "", "model for llm_query and child agents (env RLM_SUB_MODEL; default: --model)")
	fs.IntVar(&e.Retries, "retries", 4, "retries per model call on 429, 5xx, timeouts and connection errors")
	fs.DurationVar(&e.RequestTimeout, "request-timeout", 120*time.Second, "timeout of one HTTP attempt")
	fs.StringVar(&e.PricesFile, "prices", "", `price table JSON {"model": {"input_per_mtok": 2.5, "output_per_mtok": 10}} for cost in USD`)
	fs.BoolVar(&e.Stream, "stream", false, "stream replies (server-sent events)")
	fs.StringVar(&e.MockScript, "mock-script", "", `with --model mock: serve replies from this script instead of the dry-run policy`)
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

// Open resolves flags over the environment and builds a client. With model
// "mock" it starts the mock server on loopback and points the client at it.
func (e Endpoint) Open(ctx context.Context, getenv func(string) string) (*Opened, error) {
	env := llm.ConfigFromEnv(getenv)
	model := firstNonEmpty(e.Model, env.Model)
	if model == "" {
		return nil, Usagef("no model: pass --model NAME (or set RLM_MODEL); --model mock runs the built-in mock")
	}
	sub := firstNonEmpty(e.SubModel, env.SubModel, model)
	o := &Opened{Model: model, SubModel: sub}
	cfg := llm.Config{MaxRetries: e.Retries, RequestTimeout: e.RequestTimeout, Stream: e.Stream}
	if e.Retries == 0 {
		cfg.MaxRetries = -1
	}
	if e.PricesFile != "" {
		prices, err := llm.LoadPrices(e.PricesFile)
		if err != nil {
			return nil, &UsageError{Err: err}
		}
		cfg.Prices = prices
	}
	if e.MockScript != "" && (model != MockModel || e.BaseURL != "") {
		return nil, Usagef("--mock-script works with --model mock and no --base-url (or serve it with rlm mock-server --script)")
	}
	if model == MockModel && e.BaseURL == "" {
		var script *mock.Script
		if e.MockScript != "" {
			s, err := mock.LoadScript(e.MockScript)
			if err != nil {
				return nil, &UsageError{Err: err}
			}
			script = s
		}
		srv := mock.NewServer(script)
		base, err := srv.Start("127.0.0.1:0")
		if err != nil {
			return nil, fmt.Errorf("start mock server: %w", err)
		}
		o.close = func() { srv.Close() }
		o.IsMock = true
		cfg.BaseURL = base
	} else {
		cfg.BaseURL = firstNonEmpty(e.BaseURL, env.BaseURL)
		if cfg.BaseURL == "" {
			cfg.BaseURL = "https://api.openai.com/v1"
		}
		u, err := url.Parse(cfg.BaseURL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return nil, Usagef("--base-url %q is not an http(s) URL", cfg.BaseURL)
		}
		cfg.APIKey = firstNonEmpty(e.APIKey, env.APIKey)
		if cfg.APIKey == "" && !isLoopback(u.Hostname()) {
			return nil, Usagef("no API key for %s: set RLM_API_KEY (or OPENAI_API_KEY), or pass --api-key; "+
				"use --model mock for a dry run without a key", cfg.BaseURL)
		}
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

// Getenv is os.Getenv, named so callers can pass it where tests pass maps.
func Getenv(k string) string { return os.Getenv(k) }
