package engineflags

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spf13/pflag"

	"github.com/rlm-go/rlm/internal/cli"
	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/loop"
)

// The flags' defaults are loop's and llm's, and Check refuses what the
// engine would silently replace, naming the flag the command bound.
func TestBindAndCheck(t *testing.T) {
	all := Endpoint | Backend | SystemPrompt | Limits | Timeout | RunBudget | Agents
	for _, tc := range []struct {
		name   string
		groups Group
		args   []string
		want   string // "" when Check passes
	}{
		{name: "defaults", groups: all},
		{name: "zero iterations", groups: all, args: []string{"--max-iterations", "0"}, want: "--max-iterations must be at least 1"},
		{name: "zero depth", groups: Depth, args: []string{"--max-depth", "0"}, want: "--max-depth must be at least 1"},
		{name: "negative cell timeout", groups: CellTimeout, args: []string{"--eval-timeout", "-1s"}, want: "--eval-timeout must be positive"},
		{name: "negative timeout", groups: Timeout, args: []string{"--timeout", "-1s"}, want: "--timeout must not be negative"},
		{name: "negative task timeout", groups: TaskBudget, args: []string{"--task-timeout", "-1s"}, want: "--task-timeout must not be negative"},
		{name: "negative tokens", groups: TaskBudget, args: []string{"--max-tokens", "-1"}, want: "must not be negative"},
		{name: "cost without prices", groups: RunBudget, args: []string{"--max-cost", "1"}, want: "--max-cost needs --prices"},
		{name: "read-only alone", groups: Agents, args: []string{"--read-only"}, want: "--read-only needs --workspace"},
		{name: "compact-at zero", groups: Agents, args: []string{"--compact-at", "0"}, want: "--compact-at"},
		{name: "workspace missing", groups: Agents, args: []string{"--workspace", "/nonexistent/dir"}, want: "not a directory"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := New()
			fs := pflag.NewFlagSet("test", pflag.ContinueOnError)
			e.Bind(fs, tc.groups)
			if err := fs.Parse(tc.args); err != nil {
				t.Fatal(err)
			}
			err := e.Check()
			if tc.want == "" {
				if err != nil {
					t.Fatalf("Check: %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) || !cli.IsUsage(err) {
				t.Fatalf("Check = %v, want a usage error mentioning %q", err, tc.want)
			}
		})
	}
}

func TestFlagDefaults(t *testing.T) {
	e := New()
	fs := pflag.NewFlagSet("test", pflag.ContinueOnError)
	e.Bind(fs, Endpoint|Backend|Limits|Agents)
	for name, want := range map[string]string{
		"max-iterations":        "30",
		"max-depth":             "1",
		"eval-timeout":          loop.DefaultCellTimeout.String(),
		"retries":               "4",
		"request-timeout":       llm.DefaultRequestTimeout.String(),
		"eval":                  "auto",
		"compact-at":            "0.85",
		"context-window":        "100000",
		"max-concurrent-agents": "8",
	} {
		if got := fs.Lookup(name).DefValue; got != want {
			t.Errorf("--%s default %q, want %q", name, got, want)
		}
	}
}

// Open fills the loop configuration from the settings and opens the mock
// endpoint; rlm eval's --backend is named in backend errors.
func TestOpen(t *testing.T) {
	e := New()
	fs := pflag.NewFlagSet("test", pflag.ContinueOnError)
	e.Bind(fs, Endpoint|Limits|Timeout)
	e.BindBackend(fs, "backend")
	if err := fs.Parse([]string{"--model", "mock", "--backend", "gpython", "--max-depth", "2", "--eval-timeout", "7s", "--timeout", "1m"}); err != nil {
		t.Fatal(err)
	}
	o, err := e.Open(context.Background(), func(string) string { return "" })
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	cfg := o.Config
	if cfg.Model != "mock" || cfg.SubModel != "mock" || !o.Endpoint.IsMock || cfg.Backend == nil ||
		cfg.MaxDepth != 2 || cfg.CellTimeout != 7*time.Second || cfg.Budget.MaxWallClock != time.Minute ||
		cfg.MaxIterations != loop.DefaultMaxIterations || cfg.Limiter == nil {
		t.Fatalf("config %+v, endpoint %+v", cfg, o.Endpoint)
	}

	e.Eval = "cobol"
	if _, err := e.Open(context.Background(), func(string) string { return "" }); err == nil || !strings.Contains(err.Error(), `--backend "cobol"`) {
		t.Fatalf("unknown backend: %v", err)
	}
}

// RLM_SYSTEM_PROMPT_PATH applies where --system-prompt is bound, or where a
// command asks for it without the flag (rlm serve), and nowhere else.
func TestSystemPromptFromEnvironment(t *testing.T) {
	p := filepath.Join(t.TempDir(), "prompt.md")
	os.WriteFile(p, []byte("You are the env prompt."), 0o644)
	getenv := func(k string) string {
		if k == "RLM_SYSTEM_PROMPT_PATH" {
			return p
		}
		return ""
	}
	for _, c := range []struct {
		name    string
		setup   func(*Engine, *pflag.FlagSet)
		fromEnv bool
	}{
		{"flag bound", func(e *Engine, fs *pflag.FlagSet) { e.Bind(fs, Endpoint|SystemPrompt) }, true},
		{"asked for without the flag", func(e *Engine, fs *pflag.FlagSet) { e.Bind(fs, Endpoint); e.ReadSystemPromptEnv() }, true},
		{"neither", func(e *Engine, fs *pflag.FlagSet) { e.Bind(fs, Endpoint) }, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := New()
			e.Eval, e.InProcess = "gpython", true
			fs := pflag.NewFlagSet("test", pflag.ContinueOnError)
			c.setup(e, fs)
			if err := fs.Parse([]string{"--model", "mock"}); err != nil {
				t.Fatal(err)
			}
			o, err := e.Open(context.Background(), getenv)
			if err != nil {
				t.Fatal(err)
			}
			defer o.Close()
			if got := o.Config.SystemPrompt == "You are the env prompt."; got != c.fromEnv {
				t.Fatalf("system prompt %.40q: from the environment %v, want %v", o.Config.SystemPrompt, got, c.fromEnv)
			}
		})
	}
}
