package conformance

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/rlm-go/rlm/eval"
)

// CLIRunner runs each program as `rlm eval --eval go --model mock FILE`,
// the way a user would: one worker per program, LLMQuery answered by the
// built-in dry-run mock over HTTP.
type CLIRunner struct {
	// Binary is the rlm executable.
	Binary string
	// Timeout bounds one program; zero means 60 s.
	Timeout time.Duration
	// ExtraArgs go after "eval" (e.g. "--in-process", "--sandbox", "off").
	ExtraArgs []string
}

// Run implements Runner.
func (c CLIRunner) Run(ctx context.Context, p Program) (Outcome, error) {
	timeout := c.Timeout
	if timeout == 0 {
		timeout = 60 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	dir, err := os.MkdirTemp("", "rlm-gocompat-cli-")
	if err != nil {
		return Outcome{}, err
	}
	defer os.RemoveAll(dir)
	file := filepath.Join(dir, "program.go")
	if err := os.WriteFile(file, []byte(p.Source), 0o644); err != nil {
		return Outcome{}, err
	}
	args := append([]string{"eval", "--eval", "go", "--model", "mock", "--eval-timeout", (timeout / 2).String()}, c.ExtraArgs...)
	cmd := exec.CommandContext(ctx, c.Binary, append(args, file)...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	out := Outcome{Stdout: stdout.String()}
	var exit *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &exit) && exit.ExitCode() == 1:
		// A cell that raised, timed out or crashed; stderr says which. The
		// file's path is the harness's, not the program's: drop it.
		out.Error = strings.ReplaceAll(strings.TrimSpace(stderr.String()), file+" ", "")
		if out.Error == "" {
			out.Error = "exit status 1"
		}
	default:
		return out, fmt.Errorf("%s eval: %v: %s", c.Binary, err, strings.TrimSpace(stderr.String()))
	}
	return out, nil
}

// BackendRunner runs each program in a fresh session of an eval backend
// (the go backend from the registry), with MockHost answering host calls.
type BackendRunner struct {
	Backend eval.Backend
	// Timeout bounds one program; zero means 30 s.
	Timeout time.Duration
}

// Run implements Runner.
func (b BackendRunner) Run(ctx context.Context, p Program) (Outcome, error) {
	timeout := b.Timeout
	if timeout == 0 {
		timeout = 30 * time.Second
	}
	sess, err := b.Backend.NewSession(ctx, eval.SessionConfig{Host: MockHost(), CellTimeout: timeout})
	if err != nil {
		return Outcome{}, fmt.Errorf("new session: %w", err)
	}
	defer sess.Close()
	r, err := sess.Exec(ctx, p.Source)
	if err != nil {
		return Outcome{}, err
	}
	out := Outcome{Stdout: r.Stdout, Error: r.Error}
	if r.TimedOut && out.Error == "" {
		out.Error = "timed out"
	}
	return out, nil
}

// MockHost answers llm_query and llm_query_batched as HostStub does (and as
// the dry-run mock answers a one-line prompt): "[mock] " and the prompt.
func MockHost() eval.Host {
	return eval.HostFunc(func(ctx context.Context, name string, args map[string]any) (any, error) {
		switch name {
		case eval.CallLLMQuery:
			p, _ := args["prompt"].(string)
			return "[mock] " + p, nil
		case eval.CallLLMQueryBatched:
			ps, _ := args["prompts"].([]any)
			out := make([]any, len(ps))
			for i, p := range ps {
				s, _ := p.(string)
				out[i] = "[mock] " + s
			}
			return out, nil
		}
		return nil, fmt.Errorf("%w: %s (the conformance programs call only LLMQuery and LLMQueryBatched)", eval.ErrUnknownCall, name)
	})
}
