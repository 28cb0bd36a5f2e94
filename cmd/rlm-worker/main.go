// Command rlm-worker runs eval sessions for rlm and rlm-bench: they start
// it, one process per session, in place of re-executing themselves when it
// is installed beside them from the same build (`go install ./cmd/...`).
// It links the interpreters and the sandbox launcher and none of the
// commands' libraries, so a session's process starts in about half the CPU
// time. Without it nothing is lost but that time: rlm and rlm-bench are
// workers too. It is not a command to run by hand.
package main

import (
	"fmt"
	"os"

	"github.com/rlm-go/rlm/eval/backends"
	"github.com/rlm-go/rlm/eval/worker"
)

func main() {
	if backends.RunIfChild() {
		return
	}
	fmt.Fprintf(os.Stderr, "%s: started by rlm and rlm-bench for their eval sessions (as `%s %s NAME`); not a command to run by hand\n",
		worker.LeanName, worker.LeanName, worker.WorkerArg)
	os.Exit(2)
}
