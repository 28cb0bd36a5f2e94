// Package backends opens the eval backend a command-line value names. It
// links every built-in backend in; each registers itself with package eval,
// so adding a backend is a package with one registration file and one
// import line here.
package backends

import (
	"errors"
	"fmt"
	"strings"

	"github.com/rlm-go/rlm/eval"
	_ "github.com/rlm-go/rlm/eval/cpython"
	_ "github.com/rlm-go/rlm/eval/golang"
	_ "github.com/rlm-go/rlm/eval/python"
)

// FlagError is a flag value the user must change: it names no backend, or a
// backend that cannot start here. Commands report it as a usage error.
type FlagError struct {
	Flag, Value string
	Err         error
}

func (e *FlagError) Error() string { return e.Err.Error() }
func (e *FlagError) Unwrap() error { return e.Err }

// Names are the values a backend flag accepts: "auto", then every backend
// in registry order. Aliases are accepted too but not listed.
func Names() []string {
	names := []string{eval.AutoBackend}
	for _, s := range eval.Backends() {
		names = append(names, s.Name)
	}
	return names
}

// Help is the --eval flag's usage text, e.g. "REPL backend: auto (CPython
// if found, else gpython), python, gpython, go".
func Help() string {
	var auto []string
	for _, s := range eval.AutoBackends() {
		if s.Available != nil {
			auto = append(auto, s.DisplayName()+" if found")
		} else {
			auto = append(auto, s.DisplayName())
		}
	}
	names := Names()
	names[0] += " (" + strings.Join(auto, ", else ") + ")"
	return "REPL backend: " + strings.Join(names, ", ")
}

// Open returns the backend name selects; flag is the flag the user typed
// (--eval, --backend), so errors point at it. An empty name means "auto":
// the first available backend in the registry's "auto" order.
func Open(flag, name string, opts eval.OpenOptions) (eval.Backend, error) {
	if name == "" || strings.EqualFold(name, eval.AutoBackend) {
		spec, err := eval.AutoBackendSpec(opts)
		if err != nil {
			return nil, err
		}
		return open(flag, spec, opts)
	}
	spec, ok := eval.LookupBackend(name)
	if !ok {
		return nil, &FlagError{Flag: flag, Value: name,
			Err: fmt.Errorf("%s %q: want one of %s", flag, name, strings.Join(Names(), ", "))}
	}
	b, err := open(flag, spec, opts)
	var fe *FlagError
	if errors.As(err, &fe) {
		return nil, err
	}
	if err != nil {
		hint := ""
		if fb, ok := eval.LookupBackend(spec.Fallback); ok && spec.Fallback != "" {
			hint = fmt.Sprintf(" (use %s %s for %s)", flag, fb.Name, fb.Help)
		}
		return nil, &FlagError{Flag: flag, Value: name, Err: fmt.Errorf("%s %s: %w%s", flag, spec.Name, err, hint)}
	}
	return b, nil
}

// open constructs spec's backend; an embedded interpreter runs its sessions
// in supervised, sandboxed worker processes unless opts.InProcess.
func open(flag string, spec eval.BackendSpec, opts eval.OpenOptions) (eval.Backend, error) {
	b, err := spec.Open(opts)
	if err != nil || !spec.Embedded || opts.InProcess {
		return b, err
	}
	return openWorker(flag, b, opts)
}
