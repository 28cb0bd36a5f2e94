package golang

import (
	"context"
	"testing"
	"time"

	"github.com/rlm-go/rlm/eval"
)

// TestCloseAfterHostCall: a host that leaves a goroutine behind (an HTTP
// client's idle connection does) must not hold Close up, as it did for a
// full second when such goroutines inherited the cell's profiler label.
func TestCloseAfterHostCall(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	host := eval.HostFunc(func(ctx context.Context, name string, args map[string]any) (any, error) {
		go func() { <-release }() // outlives the call, like a keep-alive connection
		return "ok", nil
	})
	s, err := New(Options{}).NewSession(context.Background(), eval.SessionConfig{Host: host})
	if err != nil {
		t.Fatal(err)
	}
	res, err := s.Exec(context.Background(), `fmt.Println(LLMQuery("hi"))`)
	if err != nil || res.Error != "" || res.Stdout != "ok\n" {
		t.Fatalf("Exec: %+v, %v", res, err)
	}
	start := time.Now()
	s.Close()
	if took := time.Since(start); took > 300*time.Millisecond {
		t.Errorf("Close took %s after a host call; want it prompt", took)
	}
}
