package run

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/rlm-go/rlm/bench"
)

// Manifest is run.json: what produced the rows of a run directory.
type Manifest struct {
	Name           string `json:"name"`
	Pool           string `json:"pool"`
	TasksPath      string `json:"tasks_path"`
	Tasks          int    `json:"tasks"`
	Method         string `json:"method"`
	Model          string `json:"model"`
	SubModel       string `json:"sub_model,omitempty"`
	BaseURL        string `json:"base_url,omitempty"`
	Backend        string `json:"backend,omitempty"`
	BackendVersion string `json:"backend_version,omitempty"`
	Variant        string `json:"variant"`
	VariantPath    string `json:"variant_path,omitempty"`
	VariantHash    string `json:"variant_sha256,omitempty"`
	Concurrency    int    `json:"concurrency"`
	Epochs         int    `json:"epochs"`
	Limit          int    `json:"limit,omitempty"`
	Seed           int64  `json:"seed,omitempty"`
	MaxDepth       int    `json:"max_depth,omitempty"`
	MaxIterations  int    `json:"max_iterations,omitempty"`
	EvalTimeout    string `json:"eval_timeout,omitempty"`
	ContextWindow  int    `json:"context_window,omitempty"`
	NoCache        bool   `json:"no_cache,omitempty"`
	// Per-task budgets (--method rlm); zero is unlimited.
	MaxSubCalls       int     `json:"max_sub_calls,omitempty"`
	MaxTokens         int64   `json:"max_tokens,omitempty"`
	MaxCostUSD        float64 `json:"max_cost_usd,omitempty"`
	TaskTimeout       string  `json:"task_timeout,omitempty"`
	MaxConsecutiveErr int     `json:"max_consecutive_errors,omitempty"`
	// Shard is "K/N" in a shard's run.json; Shards is N in the run.json
	// rlm-bench merge writes at the top of a sharded run. Both are absent
	// from an unsharded run's.
	Shard       string    `json:"shard,omitempty"`
	Shards      int       `json:"shards,omitempty"`
	GoVersion   string    `json:"go_version"`
	Created     time.Time `json:"created"`
	Started     time.Time `json:"started"`
	Finished    time.Time `json:"finished,omitzero"`
	Invocations int       `json:"invocations"`
}

// ReadManifest reads dir/run.json.
func ReadManifest(dir string) (*Manifest, error) {
	b, err := os.ReadFile(filepath.Join(dir, ManifestFile))
	if err != nil {
		return nil, err
	}
	var m Manifest
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(dir, ManifestFile), err)
	}
	return &m, nil
}

// reconcile refuses to mix rows of different experiments in one directory
// and carries the first invocation's creation time forward. What may change
// between invocations (epochs, limit, concurrency, the endpoint's port)
// only extends or speeds up the same experiment; everything that changes
// what a row means must match. Settings a method does not use (the REPL's
// limits under --method direct, the context window under rlm) are not
// compared.
func (m *Manifest) reconcile(dir string) error {
	m.GoVersion = runtime.Version()
	m.Created, m.Invocations = m.Started, 1
	old, err := ReadManifest(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if diffs := settingsDiffs(old, m, true); len(diffs) > 0 {
		return &DifferentRunError{Dir: dir, Diffs: diffs}
	}
	if !old.Created.IsZero() {
		m.Created = old.Created
	}
	m.Invocations = old.Invocations + 1
	return nil
}

// settingsDiffs lists the settings that make old's rows mean something
// other than m's. Shards of one run may talk to different endpoints (one
// server per node), so sameEndpoint is false between shards.
func settingsDiffs(old, m *Manifest, sameEndpoint bool) []string {
	var diffs []string
	check := func(field, was, now string) {
		if was != now {
			diffs = append(diffs, fmt.Sprintf("%s %q, now %q", field, was, now))
		}
	}
	num := func(field string, was, now any) {
		if fmt.Sprint(was) != fmt.Sprint(now) {
			diffs = append(diffs, fmt.Sprintf("%s %v, now %v", field, was, now))
		}
	}
	check("tasks", absPath(old.TasksPath), absPath(m.TasksPath))
	check("method", old.Method, m.Method)
	check("model", old.Model, m.Model)
	check("sub_model", old.SubModel, m.SubModel)
	if sameEndpoint {
		check("endpoint host", EndpointHost(old.BaseURL), EndpointHost(m.BaseURL))
	}
	check("backend", old.Backend, m.Backend)
	check("variant", old.VariantHash, m.VariantHash)
	num("seed", old.Seed, m.Seed)
	num("no_cache", old.NoCache, m.NoCache)
	if m.Method == MethodDirect {
		num("context_window", old.ContextWindow, m.ContextWindow)
	} else {
		num("max_depth", old.MaxDepth, m.MaxDepth)
		num("max_iterations", old.MaxIterations, m.MaxIterations)
		check("eval_timeout", old.EvalTimeout, m.EvalTimeout)
		num("max_sub_calls", old.MaxSubCalls, m.MaxSubCalls)
		num("max_tokens", old.MaxTokens, m.MaxTokens)
		num("max_cost_usd", old.MaxCostUSD, m.MaxCostUSD)
		check("task_timeout", old.TaskTimeout, m.TaskTimeout)
		num("max_consecutive_errors", old.MaxConsecutiveErr, m.MaxConsecutiveErr)
	}
	return diffs
}

// EndpointHost is what identifies an endpoint across invocations: the host
// name without the port (the mock, and tests' servers, listen on a fresh
// port each time), or the whole string when it is not a URL ("mock:...").
func EndpointHost(baseURL string) string {
	u, err := url.Parse(baseURL)
	if err != nil || u.Host == "" {
		return baseURL
	}
	return u.Hostname()
}

func absPath(p string) string {
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return p
}

func (m *Manifest) write(dir string) error {
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	return bench.WriteFileAtomic(filepath.Join(dir, ManifestFile), append(b, '\n'))
}
