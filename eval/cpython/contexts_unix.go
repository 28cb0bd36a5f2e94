//go:build unix

package cpython

import (
	"os/exec"

	"github.com/rlm-go/rlm/internal/inputs"
)

// passContexts hands an interpreter of its own its contexts as inherited
// descriptors, after those already in cmd.ExtraFiles.
func passContexts(cmd *exec.Cmd, init *initMsg, files []inputs.File) {
	for _, f := range files {
		init.ContextFDs = append(init.ContextFDs, 3+len(cmd.ExtraFiles))
		cmd.ExtraFiles = append(cmd.ExtraFiles, f.File)
	}
}
