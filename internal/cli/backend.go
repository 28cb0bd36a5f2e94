package cli

import (
	"errors"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/eval/backends"
)

// BackendNames are the --eval values.
var BackendNames = backends.Names()

// OpenBackend returns the eval backend a --eval value names. "auto" is
// CPython when a usable interpreter exists, else the embedded gpython.
func OpenBackend(name, pythonPath string) (eval.Backend, error) {
	return OpenBackendFlag("--eval", name, pythonPath)
}

// OpenBackendFlag is OpenBackend for a command whose flag has another name
// (rlm eval --backend), so errors name the flag the user typed.
func OpenBackendFlag(flag, name, pythonPath string) (eval.Backend, error) {
	b, err := backends.Open(flag, name, eval.OpenOptions{PythonPath: pythonPath})
	var fe *backends.FlagError
	if errors.As(err, &fe) {
		return nil, &UsageError{Err: err}
	}
	return b, err
}
