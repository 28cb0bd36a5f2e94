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
			evaltest.Run(t, newBackend(t, l, worker.Options{}), evaltest.Options{Sandboxed: true})
		})
	}
}
