package conformance

import (
	"bytes"
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"

	"github.com/rlm-go/rlm/internal/lazyre"
)

//go:embed testdata/corpus
var corpusFS embed.FS

// HostStub is compiled beside a corpus program under go run: it stands in
// for the REPL's host functions and answers as the dry-run mock
// (--model mock) answers a one-line prompt when no input is bound.
const HostStub = `package main

func LLMQuery(prompt string) string { return "[mock] " + prompt }

func LLMQueryBatched(prompts []string) []string {
	out := make([]string, len(prompts))
	for i, p := range prompts {
		out[i] = LLMQuery(p)
	}
	return out
}
`

var themeSuffix = lazyre.New(`_\d+$`)

// Corpus returns the embedded corpus: every testdata/corpus/<theme>_NNN.go
// with its .out as Want, sorted by name.
func Corpus() ([]Program, error) {
	sub, err := fs.Sub(corpusFS, "testdata/corpus")
	if err != nil {
		return nil, err
	}
	return loadCorpus(sub)
}

// LoadCorpus reads a corpus laid out like testdata/corpus from dir.
func LoadCorpus(dir string) ([]Program, error) { return loadCorpus(os.DirFS(dir)) }

func loadCorpus(fsys fs.FS) ([]Program, error) {
	names, err := fs.Glob(fsys, "*.go")
	if err != nil {
		return nil, err
	}
	if len(names) == 0 {
		return nil, errors.New("corpus: no <theme>_NNN.go programs found")
	}
	var out []Program
	for _, n := range names {
		src, err := fs.ReadFile(fsys, n)
		if err != nil {
			return nil, err
		}
		want, err := fs.ReadFile(fsys, strings.TrimSuffix(n, ".go")+".out")
		if err != nil {
			return nil, fmt.Errorf("corpus program %s has no .out (run the gated test with RLM_GOCOMPAT_UPDATE=1): %w", n, err)
		}
		name := strings.TrimSuffix(path.Base(n), ".go")
		out = append(out, Program{
			Name:     name,
			Group:    themeSuffix.ReplaceAllString(name, ""),
			Source:   string(src),
			Want:     string(want),
			UsesHost: true,
		})
	}
	return out, nil
}

// GoRun runs programs with the go command, the oracle.
type GoRun struct {
	// Go is the go command; empty means "go" on PATH.
	Go string
	// CacheDir, when set, keeps each program's output keyed by the Go
	// version and the source, so a second measurement does not build the
	// programs again.
	CacheDir string
}

// Output is one go run: standard output and, when the program did not
// build or exited non-zero, the error with standard error's text.
func (g GoRun) Output(ctx context.Context, p Program) (string, error) {
	goTool := g.Go
	if goTool == "" {
		goTool = "go"
	}
	key := ""
	if g.CacheDir != "" {
		ver, err := g.version(ctx, goTool)
		if err != nil {
			return "", err
		}
		h := sha256.New()
		fmt.Fprintf(h, "%s\x00%t\x00%s", ver, p.UsesHost, p.Source)
		key = filepath.Join(g.CacheDir, hex.EncodeToString(h.Sum(nil)[:16]))
		if b, err := os.ReadFile(key + ".out"); err == nil {
			return string(b), nil
		}
		if b, err := os.ReadFile(key + ".fail"); err == nil {
			return "", errors.New(string(b))
		}
	}
	dir, err := os.MkdirTemp("", "rlm-gocompat-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(dir)
	files := []string{"main.go"}
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(p.Source), 0o644); err != nil {
		return "", err
	}
	if p.UsesHost {
		files = append(files, "zz_rlm_host.go")
		if err := os.WriteFile(filepath.Join(dir, "zz_rlm_host.go"), []byte(HostStub), 0o644); err != nil {
			return "", err
		}
	}
	cmd := exec.CommandContext(ctx, goTool, append([]string{"run"}, files...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=", "GOWORK=off", "GOTOOLCHAIN=local")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	runErr := cmd.Run()
	if ctx.Err() != nil {
		return "", ctx.Err()
	}
	if runErr != nil {
		msg := fmt.Sprintf("go run: %v: %s", runErr, strings.TrimSpace(stderr.String()))
		if key != "" {
			_ = os.WriteFile(key+".fail", []byte(msg), 0o644)
		}
		return stdout.String(), errors.New(msg)
	}
	if key != "" {
		_ = os.WriteFile(key+".out", stdout.Bytes(), 0o644)
	}
	return stdout.String(), nil
}

func (g GoRun) version(ctx context.Context, goTool string) (string, error) {
	if err := os.MkdirAll(g.CacheDir, 0o755); err != nil {
		return "", err
	}
	out, err := exec.CommandContext(ctx, goTool, "version").Output()
	if err != nil {
		return "", fmt.Errorf("%s version: %w", goTool, err)
	}
	return strings.TrimSpace(string(out)), nil
}

// DefaultCacheDir is where go run's outputs are kept between measurements:
// rlm-gocompat under the user's cache directory, or "" when there is none.
func DefaultCacheDir() string {
	d, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(d, "rlm-gocompat")
}
