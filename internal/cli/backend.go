package cli

import (
	"fmt"
	"strings"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/eval/cpython"
	"github.com/rlm-go/rlm/eval/golang"
	"github.com/rlm-go/rlm/eval/python"
)

// BackendNames are the --eval values.
var BackendNames = []string{"auto", "python", "gpython", "go"}

// OpenBackend returns the eval backend a --eval value names. "auto" is
// CPython when a usable interpreter exists, else the embedded gpython.
func OpenBackend(name, pythonPath string) (eval.Backend, error) {
	return OpenBackendFlag("--eval", name, pythonPath)
}

// OpenBackendFlag is OpenBackend for a command whose flag has another name
// (rlm eval --backend), so errors name the flag the user typed.
func OpenBackendFlag(flag, name, pythonPath string) (eval.Backend, error) {
	switch strings.ToLower(name) {
	case "", "auto":
		if _, err := cpython.Probe(pythonPath); err == nil {
			return cpython.New(cpython.Options{Python: pythonPath})
		}
		return python.New(python.Options{}), nil
	case "python", "cpython":
		b, err := cpython.New(cpython.Options{Python: pythonPath})
		if err != nil {
			return nil, &UsageError{Err: fmt.Errorf("%s python: %w (use %s gpython for the embedded interpreter)", flag, err, flag)}
		}
		return b, nil
	case "gpython":
		return python.New(python.Options{}), nil
	case "go", "golang":
		return golang.New(golang.Options{}), nil
	}
	return nil, Usagef("%s %q: want one of %s", flag, name, strings.Join(BackendNames, ", "))
}
