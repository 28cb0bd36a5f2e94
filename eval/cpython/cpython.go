// Package cpython runs model code in real CPython: one python3 subprocess per
// session, driven over two private pipes (fd 3 and 4) with JSON lines, so the
// model gets the whole language and standard library.
//
// Where the platform allows it (Linux with user namespaces) every interpreter
// runs in a sandbox (internal/sandbox): no network, none of the user's files,
// only its work directory read-write and the Python installation, the capture
// files and the contexts read-only, in its own PID namespace so that the
// engine's processes are invisible and every descendant dies with the
// session, with its memory capped by a cgroup or a hard RLIMIT_AS. Elsewhere,
// or with Options.Sandbox "off", it is an ordinary process: code can read any
// file the user can and reach the network; Backend.Sandbox says which.
//
// With a sandbox that has Landlock ABI 6 or newer, sessions are not started
// but forked (Options.ForkServer): one sandboxed interpreter per backend, the
// zygote, has the driver, its imports and the prelude loaded, and forks a
// child per session, a few kept ready in a pool. Before any model code runs
// each child confines itself further with a Landlock domain of its own (its
// workdir read-write; the installation, its capture files and contexts
// read-only; no signals to, nor abstract-socket connections with, its
// siblings or the zygote) and the engine puts it in memory and pids cgroups
// of its own, so sessions of one zygote are kept apart by the kernel.
// Forked sessions share the zygote's hash seed (str hashes, set order).
// Backend.ForkServer says whether sessions are forked, or why not.
// Always: the working directory is the session's workdir (a fresh temporary
// directory by default), the environment is an allow-list, the process runs
// in its own process group that is killed on Close, on the end of the
// session's context and (on Linux) when the parent dies, and its address
// space is bounded with RLIMIT_AS.
package cpython

import (
	"context"
	"errors"
	"fmt"
	"github.com/rlm-go/rlm/internal/inputs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	_ "embed"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/internal/sandbox"
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
	// ResidentLimit is what a sandboxed session may hold in memory (its
	// memory cgroup), beyond twice the size of its contexts: their mapped
	// pages and the str CPython must build from them. Default 1 GiB. Unlike
	// DefaultMemoryLimit it counts pages in use, not address space.
	ResidentLimit int64
	// Sandbox is SandboxAuto (""), SandboxOn or SandboxOff. Auto sandboxes
	// where the platform can and otherwise runs unconfined, which
	// Backend.Sandbox reports with the reason; On makes New fail instead.
	Sandbox string
	// MaxProcs caps the processes and threads of one sandboxed session.
	// Default 1024.
	MaxProcs int64
	// ForkServer is "auto" (""), "on" or "off". With it, sessions are forked
	// from one sandboxed interpreter per backend that has everything
	// imported already, instead of each starting an interpreter (and a
	// sandbox) of its own; every forked session is then confined by the
	// kernel on its own (Landlock, cgroups, rlimits). It needs a sandbox
	// with Landlock ABI 6 or newer; auto falls back to one sandboxed
	// interpreter per session elsewhere, which Backend.ForkServer reports
	// with the reason, and on makes New fail instead. Sessions with a
	// Workdir of their own always start their own interpreter.
	ForkServer string
	// PoolSize is how many forked sessions wait ready to be taken. Default
	// 2; negative means none (each session is forked when asked for).
	PoolSize int
	// ContextFile, when set, may return an open file that holds exactly the
	// bytes of a context string (the file the engine mapped it from), so the
	// interpreter maps the same pages instead of a copy being written.
	ContextFile func(s string) (*os.File, bool)
}

// Sandbox modes of Options: the settings the whole engine uses.
const (
	SandboxAuto = sandbox.SettingAuto
	SandboxOn   = sandbox.SettingOn
	SandboxOff  = sandbox.SettingOff
)

const (
	defaultStartTimeout   = 30 * time.Second
	defaultInterruptGrace = 2 * time.Second
	defaultMemoryLimit    = 4 << 30
	defaultResidentLimit  = 1 << 30
	defaultMaxOutput      = 1 << 20
	// maxFileBytes is the largest file a sandboxed interpreter may write
	// (RLIMIT_FSIZE): room for real work, not for filling the disk.
	maxFileBytes    = 4 << 30
	minPythonMinor  = 8
	defaultPoolSize = 2
)

// Backend starts CPython sessions. It is safe for concurrent use.
type Backend struct {
	opts    Options
	exe     string // the interpreter itself, not a shim in front of it
	version string
	env     []string
	files   *inputs.Shared[inputs.File]
	// sandbox is what confines each interpreter; its Mode is "none" when
	// nothing does. readOnly is what the interpreter needs to see.
	sandbox  sandbox.Report
	readOnly []string
	// fork serves sessions when the fork server is on, else nil.
	fork       *forkServer
	forkReport ForkServerReport
}

// ForkServerReport says how the backend starts sessions.
type ForkServerReport struct {
	// Enabled: sessions are forked from a sandboxed zygote, each confined
	// on its own; else every session starts its own interpreter.
	Enabled bool `json:"enabled"`
	// PoolSize is how many forked sessions wait ready.
	PoolSize int `json:"pool_size,omitempty"`
	// Reason says why the fork server is off.
	Reason string `json:"reason,omitempty"`
}

func (r ForkServerReport) String() string {
	if r.Enabled {
		return fmt.Sprintf("fork server (pool of %d)", r.PoolSize)
	}
	return "one interpreter per session (" + r.Reason + ")"
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
	if opts.ResidentLimit <= 0 {
		opts.ResidentLimit = defaultResidentLimit
	}
	if opts.MaxProcs <= 0 {
		opts.MaxProcs = 1024
	}
	env := childEnv(os.Environ())
	info, err := probe(context.Background(), opts.Python, env)
	if err != nil {
		return nil, err
	}
	b := &Backend{
		opts:    opts,
		exe:     info.exe,
		version: info.String(),
		env:     env,
		files:   inputs.NewFiles(opts.ContextFile),
	}
	b.sandbox, err = sandbox.Resolve(opts.Sandbox)
	switch {
	case errors.Is(err, sandbox.ErrUnavailable):
		return nil, fmt.Errorf("cpython: a sandbox was required but %w: %s (run with the sandbox off to accept an unconfined interpreter)",
			sandbox.ErrUnavailable, b.sandbox.Reason)
	case err != nil:
		return nil, fmt.Errorf("cpython: sandbox mode %q: want %q, %q or %q", opts.Sandbox, SandboxAuto, SandboxOn, SandboxOff)
	}
	if b.sandbox.Enforced() {
		b.readOnly = append(sandbox.SystemReadOnly(), info.dirs...)
		b.env = sandboxEnv(env)
	}
	if err := b.setUpForkServer(); err != nil {
		return nil, err
	}
	return b, nil
}

func (b *Backend) setUpForkServer() error {
	switch b.opts.ForkServer {
	case SandboxOff:
		b.forkReport = ForkServerReport{Reason: "turned off"}
		return nil
	case "", SandboxAuto, SandboxOn:
	default:
		return fmt.Errorf("cpython: fork server mode %q: want %q, %q or %q", b.opts.ForkServer, SandboxAuto, SandboxOn, SandboxOff)
	}
	ok, why := forkAvailable(b.sandbox)
	if !ok {
		if b.opts.ForkServer == SandboxOn {
			return fmt.Errorf("cpython: a fork server was required but %s (run with the fork server off)", why)
		}
		b.forkReport = ForkServerReport{Reason: why}
		return nil
	}
	size := b.opts.PoolSize
	switch {
	case size == 0:
		size = defaultPoolSize
	case size < 0:
		size = 0
	}
	fs, err := newForkServer(b, size)
	if err != nil {
		return err
	}
	b.fork = fs
	b.forkReport = ForkServerReport{Enabled: true, PoolSize: size}
	return nil
}

// ForkServer reports whether sessions are forked from a zygote, and why
// not when they are not.
func (b *Backend) ForkServer() ForkServerReport { return b.forkReport }

// Close stops the fork server and its pool of waiting sessions, if any.
// Sessions still open lose their interpreter. Safe to call more than once.
func (b *Backend) Close() error {
	if b.fork == nil {
		return nil
	}
	return b.fork.close()
}

// Sandbox reports what confines this backend's interpreters: Mode "none"
// (with the reason) when nothing does.
func (b *Backend) Sandbox() sandbox.Report { return b.sandbox }

// sandboxEnv points temporary files at the sandbox's private /tmp, the only
// temporary directory there is inside.
func sandboxEnv(env []string) []string {
	out := make([]string, 0, len(env)+1)
	for _, kv := range env {
		name, _, _ := strings.Cut(kv, "=")
		if name != "TMPDIR" && name != "TEMP" && name != "TMP" {
			out = append(out, kv)
		}
	}
	return append(out, "TMPDIR=/tmp")
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
	// dirs are the installation's directories (prefixes and the
	// executable's directory) that a sandbox must show read-only.
	dirs []string
}

func (i pyInfo) String() string { return fmt.Sprintf("%s %s (%s)", i.impl, i.version, i.exe) }

const probeScript = `import platform, sys
print(platform.python_implementation())
print("%d.%d.%d" % sys.version_info[:3])
print(sys.executable)
print(sys.prefix)
print(sys.base_prefix)
print(sys.exec_prefix)
print(sys.base_exec_prefix)`

// probes remembers what each interpreter reported, by its name or path and
// environment: a run asks up to three times (is CPython available, open
// it, print its version), and python3 may be a version manager's shell
// script that costs ~100 ms of CPU per call before Python starts.
var probes sync.Map // string -> pyInfo

func probe(ctx context.Context, python string, env []string) (pyInfo, error) {
	key := python + "\x00" + strings.Join(env, "\x00")
	if info, ok := probes.Load(key); ok {
		return info.(pyInfo), nil
	}
	info, err := probeOnce(ctx, python, env)
	if err == nil {
		probes.Store(key, info)
	}
	return info, err
}

func probeOnce(ctx context.Context, python string, env []string) (pyInfo, error) {
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
	info.dirs = installDirs(info.exe, lines[min(3, len(lines)):])
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

// installDirs lists the directories of a Python installation: its prefixes
// and the directory of its executable, with symbolic links resolved, minus
// those already inside another.
func installDirs(exe string, prefixes []string) []string {
	var dirs []string
	add := func(p string) {
		p = strings.TrimSpace(p)
		if p == "" || !filepath.IsAbs(p) {
			return
		}
		dirs = append(dirs, p)
		if real, err := filepath.EvalSymlinks(p); err == nil && real != p {
			dirs = append(dirs, real)
		}
	}
	add(filepath.Dir(exe))
	if real, err := filepath.EvalSymlinks(exe); err == nil {
		add(filepath.Dir(real))
	}
	for _, p := range prefixes {
		add(p)
	}
	sort.Strings(dirs)
	var out []string
	for _, d := range dirs {
		if n := len(out); n > 0 && (d == out[n-1] || strings.HasPrefix(d, out[n-1]+"/")) || d == "/" {
			continue
		}
		out = append(out, d)
	}
	return out
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

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

var _ eval.Backend = (*Backend)(nil)
