package worker_test

import (
	"testing"

	"github.com/rlm-go/rlm/eval/evaltest"
	"github.com/rlm-go/rlm/eval/worker"
)

// TestConformance runs the backend conformance suite against both inner
// backends in worker mode. The lead's evaltest can do the same once its
// TestMain calls worker.RunIfWorker.
func TestConformance(t *testing.T) {
	if testing.Short() {
		t.Skip("the conformance suite is long")
	}
	for _, l := range langs {
		t.Run(l.name, func(t *testing.T) {
			opts := evaltest.Options{Sandboxed: true}
			if raceEnabled && l.name == "go" {
				// As in evaltest's own TestGo: under -race, yaegi returns
				// from a cancelled run before its goroutine ends, which the
				// race detector reports inside yaegi (in the worker, where
				// it ends the worker instead of the test).
				opts.Skip = map[string]string{}
				for _, name := range []string{
					"hostile/infinite-loop",
					"hostile/infinite-loop-swallowing-interrupts",
					"hostile/unbounded-recursion",
					"hostile/doubling-string",
					"hostile/doubling-list",
					"cancel/timeout-during-host-call",
					"cancel/during-cell-and-close",
				} {
					opts.Skip[name] = "yaegi v0.16.1 races with itself when a run is cancelled (see evaltest's TestGo)"
				}
			}
			evaltest.Run(t, newBackend(t, l, worker.Options{}), opts)
		})
	}
}
