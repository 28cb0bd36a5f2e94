package worker_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/eval/golang"
	"github.com/rlm-go/rlm/eval/python"
	"github.com/rlm-go/rlm/eval/worker"
)

// TestMain makes this test binary a worker when it is started as one: the
// workers of these tests are the test binary itself.
func TestMain(m *testing.M) {
	worker.RunIfWorker(openInner)
	os.Exit(m.Run())
}

func openInner(name string) (eval.Backend, error) {
	switch name {
	case "gpython":
		return python.New(python.Options{}), nil
	case "go":
		return golang.New(golang.Options{}), nil
	}
	return nil, fmt.Errorf("no backend %q", name)
}
