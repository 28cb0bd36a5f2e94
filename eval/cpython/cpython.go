// Package cpython runs model code in real CPython: one python3 subprocess per
// session, driven over two private pipes (fd 3 and 4) with JSON lines, so the
// model gets the whole language and standard library.
//
// Isolation is that of an ordinary process, not a sandbox: code can read any
// file the user can, import os, subprocess and socket, and reach the network.
// What the backend does: the working directory is the session's workdir (a
// fresh temporary directory by default), the environment is stripped of
// secrets, the process runs in its own process group that is killed on Close,
// on the end of the session's context and (on Linux) when the parent dies, and
// its address space is bounded with RLIMIT_AS.
package cpython

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"
	"unsafe"

	_ "embed"

	"github.com/rlm-go/rlm/eval"
)

//go:embed driver.py
var driverSource string

// ErrClosed is returned by Exec on a closed session.
var ErrClosed = errors.New("cpython: session is closed")

// Options configures the backend. Zero values pick the defaults.
type Options struct {
	// Python is the interpreter, a path or a name looked up on PATH.
	// Default "python3".
	Python string
	// StartTimeout bounds starting one interpreter with its prelude and
	// contexts. Default 30s.
	StartTimeout time.Duration
	// InterruptGrace is how long an interrupted cell may take to stop before
	// the interpreter is killed and restarted. Default 2s.
	InterruptGrace time.Duration
	// DefaultMemoryLimit is the RLIMIT_AS of a session whose config sets
	// none, in bytes. Default 4 GiB; negative means no limit.
	DefaultMemoryLimit int64
}

const (
	defaultStartTimeout   = 30 * time.Second
	defaultInterruptGrace = 2 * time.Second
	defaultMemoryLimit    = 4 << 30
	defaultMaxOutput      = 1 << 20
	minPythonMinor        = 8
)

// Backend starts CPython sessions. It is safe for concurrent use.
type Backend struct {
	opts    Options
	exe     string // the interpreter itself, not a shim in front of it
	version string
	env     []string
	files   *contextFiles
}

// New checks that opts.Python is a usable Python 3.8 or newer and returns a
// backend that runs it.
func New(opts Options) (*Backend, error) {
	if opts.Python == "" {
		opts.Python = "python3"
	}
	if opts.StartTimeout <= 0 {
		opts.StartTimeout = defaultStartTimeout
	}
	if opts.InterruptGrace <= 0 {
		opts.InterruptGrace = defaultInterruptGrace
	}
	if opts.DefaultMemoryLimit == 0 {
		opts.DefaultMemoryLimit = defaultMemoryLimit
	}
	env := childEnv(os.Environ())
	info, err := probe(context.Background(), opts.Python, env)
	if err != nil {
		return nil, err
	}
	return &Backend{
		opts:    opts,
		exe:     info.exe,
		version: info.String(),
		env:     env,
		files:   &contextFiles{m: make(map[ctxKey]*ctxFile)},
	}, nil
}

// Probe reports the version of the Python at python (a path or a name on
// PATH), like "CPython 3.11.7 (/usr/bin/python3)", or why it cannot be used.
func Probe(python string) (string, error) {
	if python == "" {
		python = "python3"
	}
	info, err := probe(context.Background(), python, childEnv(os.Environ()))
	if err != nil {
		return "", err
	}
	return info.String(), nil
}

// Name implements eval.Backend.
func (b *Backend) Name() string { return "python" }

// Language implements eval.Backend.
func (b *Backend) Language() eval.Language { return eval.Python() }

// Version implements eval.Backend.
func (b *Backend) Version() string { return b.version }

type pyInfo struct {
	impl, version, exe string
}

func (i pyInfo) String() string { return fmt.Sprintf("%s %s (%s)", i.impl, i.version, i.exe) }

const probeScript = `import platform, sys
print(platform.python_implementation())
print("%d.%d.%d" % sys.version_info[:3])
print(sys.executable)`

func probe(ctx context.Context, python string, env []string) (pyInfo, error) {
	path := python
	if !strings.ContainsRune(python, os.PathSeparator) {
		p, err := exec.LookPath(python)
		if err != nil {
			return pyInfo{}, fmt.Errorf("cpython: %q is not on PATH: install Python 3.%d or newer, or name the interpreter with --python PATH", python, minPythonMinor)
		}
		path = p
	}
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, path, "-I", "-c", probeScript)
	cmd.Env = env
	out, err := cmd.Output()
	if err != nil {
		var stderr string
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			stderr = strings.TrimSpace(string(ee.Stderr))
		}
		if stderr != "" {
			err = fmt.Errorf("%w: %s", err, lastLines(stderr, 3))
		}
		return pyInfo{}, fmt.Errorf("cpython: running %s: %v (is it Python 3.%d or newer?)", path, err, minPythonMinor)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) < 2 {
		return pyInfo{}, fmt.Errorf("cpython: %s did not report its version (got %q)", path, out)
	}
	info := pyInfo{impl: strings.TrimSpace(lines[0]), version: strings.TrimSpace(lines[1]), exe: path}
	if len(lines) >= 3 && strings.TrimSpace(lines[2]) != "" {
		info.exe = strings.TrimSpace(lines[2])
	}
	parts := strings.Split(info.version, ".")
	major, _ := strconv.Atoi(parts[0])
	minor := 0
	if len(parts) > 1 {
		minor, _ = strconv.Atoi(parts[1])
	}
	if major != 3 || minor < minPythonMinor {
		return pyInfo{}, fmt.Errorf("cpython: %s is Python %s; need 3.%d or newer (pass --python PATH)", path, info.version, minPythonMinor)
	}
	return info, nil
}

// childEnv keeps only the variables a Python process needs (an allow-list):
// model code must not find the run's API keys, nor database URLs, cloud
// credentials paths or the ssh agent, whatever they are called.
func childEnv(environ []string) []string {
	out := make([]string, 0, 8)
	for _, kv := range environ {
		name, _, _ := strings.Cut(kv, "=")
		if safeEnvName(name) {
			out = append(out, kv)
		}
	}
	return out
}

func safeEnvName(name string) bool {
	switch name {
	case "PATH", "HOME", "USER", "LOGNAME", "LANG", "LANGUAGE", "TZ", "TMPDIR", "TEMP", "TMP", "TERM",
		"SYSTEMROOT", "COMSPEC", "PATHEXT", "WINDIR": // Windows needs these to start Python at all
		return true
	}
	return strings.HasPrefix(name, "LC_")
}

// contextFiles writes each context string once and shares the file among all
// sessions given the same string (the same Go backing array), for example
// parallel tasks over one document or a session restarted after a crash.
type contextFiles struct {
	mu sync.Mutex
	m  map[ctxKey]*ctxFile
}

type ctxKey struct {
	p *byte
	n int
}

type ctxFile struct {
	path string
	refs int
	// s keeps the string alive so its address cannot be reused by another
	// string while the entry exists.
	s string
}

func (c *contextFiles) acquire(contexts []string) (paths []string, release func(), err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	keys := make([]ctxKey, 0, len(contexts))
	for _, s := range contexts {
		k := ctxKey{unsafe.StringData(s), len(s)}
		f := c.m[k]
		if f == nil {
			path, err := writeTemp(s)
			if err != nil {
				c.drop(keys)
				return nil, nil, err
			}
			f = &ctxFile{path: path, s: s}
			c.m[k] = f
		}
		f.refs++
		keys = append(keys, k)
		paths = append(paths, f.path)
	}
	var once sync.Once
	return paths, func() {
		once.Do(func() {
			c.mu.Lock()
			defer c.mu.Unlock()
			c.drop(keys)
		})
	}, nil
}

// drop releases one reference per key; c.mu must be held.
func (c *contextFiles) drop(keys []ctxKey) {
	for _, k := range keys {
		f := c.m[k]
		if f.refs--; f.refs == 0 {
			delete(c.m, k)
			os.Remove(f.path)
		}
	}
}

func writeTemp(s string) (string, error) {
	f, err := os.CreateTemp("", "rlm-context-*.txt")
	if err != nil {
		return "", fmt.Errorf("cpython: writing context file: %w", err)
	}
	_, err = f.WriteString(s)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(f.Name())
		return "", fmt.Errorf("cpython: writing context file %s: %w", f.Name(), err)
	}
	return f.Name(), nil
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

var _ eval.Backend = (*Backend)(nil)
