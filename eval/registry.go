package eval

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
)

// OpenOptions is what a backend constructor may need from the command line.
// A constructor ignores the fields that do not concern it.
type OpenOptions struct {
	// PythonPath is the python3 interpreter for backends that run one, a
	// path or a name looked up on PATH; empty means python3.
	PythonPath string
	// InProcess asks an embedded backend for sessions inside the engine's
	// own process instead of supervised worker processes (see
	// eval/backends). Model code can then end the engine.
	InProcess bool
	// Sandbox is "auto" (or empty: confine sessions where the platform
	// can), "on" (refuse to start where it cannot) or "off".
	Sandbox string
	// MemoryLimit is each session's memory limit in bytes; zero means the
	// backend's default (1 GiB).
	MemoryLimit int64
	// ContextFile, when set, returns the open file whose bytes are exactly
	// an input string (the engine maps its inputs; see internal/inputs), so
	// sessions in other processes map the same pages instead of a copy.
	ContextFile func(s string) (*os.File, bool)
}

// Sandbox settings for OpenOptions.Sandbox: the strings internal/sandbox's
// Resolve reads (it cannot be imported here without linking the sandbox
// into every user of this package).
const (
	SandboxAuto = "auto"
	SandboxOn   = "on"
	SandboxOff  = "off"
)

// BackendSpec describes one eval backend to the registry: what selects it,
// what it is, how to construct it, and whether "auto" considers it.
type BackendSpec struct {
	// Name is the canonical --eval value ("python"); Aliases are other
	// spellings that select it ("cpython"). Matching ignores case.
	Name    string
	Aliases []string
	// Title is how help text names the backend ("CPython"); empty means Name.
	Title string
	// Help is one line saying what the backend is ("the embedded interpreter").
	Help string
	// Language is the language its sessions run; Open's backend reports it.
	Language Language
	// Embedded marks an interpreter written in Go that Open returns running
	// in the caller's process. eval/backends runs its sessions in worker
	// processes unless OpenOptions.InProcess is set.
	Embedded bool
	// Open constructs the backend.
	Open func(OpenOptions) (Backend, error)
	// Available reports why the backend cannot run here (a missing python3),
	// nil when it can. A nil Available means always available.
	Available func(OpenOptions) error
	// Auto ranks the backend for "auto", which picks the available backend
	// of lowest positive rank. Zero leaves it out of "auto".
	Auto int
	// Fallback names the backend an error suggests when this one cannot
	// open; empty suggests nothing.
	Fallback string
}

// AutoBackend is the --eval value that lets the registry choose.
const AutoBackend = "auto"

// registry is filled by Register from the backends' init functions and only
// read afterwards.
var registry struct {
	mu    sync.RWMutex
	specs []BackendSpec
}

// Register adds a backend. Backend packages call it from init. It panics on
// a spec without name or constructor and on a name or alias already taken,
// since both are programming errors found at start-up.
func Register(spec BackendSpec) {
	if spec.Name == "" || spec.Open == nil {
		panic("eval: Register needs a backend name and an Open function")
	}
	registry.mu.Lock()
	defer registry.mu.Unlock()
	for _, name := range append([]string{spec.Name}, spec.Aliases...) {
		if strings.EqualFold(name, AutoBackend) {
			panic(fmt.Sprintf("eval: backend name %q is reserved", name))
		}
		for _, s := range registry.specs {
			if s.matches(name) {
				panic(fmt.Sprintf("eval: backend name %q registered twice (%s and %s)", name, s.Name, spec.Name))
			}
		}
	}
	spec.Aliases = slices.Clone(spec.Aliases)
	registry.specs = append(registry.specs, spec)
}

func (s BackendSpec) matches(name string) bool {
	if strings.EqualFold(s.Name, name) {
		return true
	}
	for _, a := range s.Aliases {
		if strings.EqualFold(a, name) {
			return true
		}
	}
	return false
}

// DisplayName is Title, or Name when the spec has no title.
func (s BackendSpec) DisplayName() string {
	if s.Title != "" {
		return s.Title
	}
	return s.Name
}

// Backends lists the registered backends: those "auto" considers in the
// order it tries them, then the others by name. The result is a copy.
func Backends() []BackendSpec {
	registry.mu.RLock()
	specs := slices.Clone(registry.specs)
	registry.mu.RUnlock()
	for i := range specs {
		specs[i].Aliases = slices.Clone(specs[i].Aliases)
	}
	slices.SortFunc(specs, func(a, b BackendSpec) int {
		ra, rb := a.Auto, b.Auto
		if ra <= 0 {
			ra = int(^uint(0) >> 1)
		}
		if rb <= 0 {
			rb = int(^uint(0) >> 1)
		}
		if ra != rb {
			if ra < rb {
				return -1
			}
			return 1
		}
		return strings.Compare(a.Name, b.Name)
	})
	return specs
}

// LookupBackend finds the backend a name or alias selects, ignoring case.
// "auto" is not a backend; see AutoBackendSpec.
func LookupBackend(name string) (BackendSpec, bool) {
	for _, s := range Backends() {
		if s.matches(name) {
			return s, true
		}
	}
	return BackendSpec{}, false
}

// AutoBackends lists the backends "auto" considers, in the order it tries them.
func AutoBackends() []BackendSpec {
	var auto []BackendSpec
	for _, s := range Backends() {
		if s.Auto > 0 {
			auto = append(auto, s)
		}
	}
	return auto
}

// AutoBackendSpec is the backend "auto" picks: the first of AutoBackends
// that is available.
func AutoBackendSpec(opts OpenOptions) (BackendSpec, error) {
	auto := AutoBackends()
	for _, s := range auto {
		if s.Available == nil || s.Available(opts) == nil {
			return s, nil
		}
	}
	names := make([]string, len(auto))
	for i, s := range auto {
		names[i] = s.Name
	}
	return BackendSpec{}, fmt.Errorf("eval: no backend for %q is available here (tried: %s)", AutoBackend, strings.Join(names, ", "))
}
