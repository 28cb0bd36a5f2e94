//go:build !unix

package cpython

import (
	"os/exec"

	"github.com/rlm-go/rlm/internal/inputs"
)

// passContexts names the context files: descriptors cannot be inherited
// here, and no sandbox hides the names.
func passContexts(_ *exec.Cmd, init *initMsg, files []inputs.File) {
	for _, f := range files {
		init.Contexts = append(init.Contexts, f.Name())
	}
}
