package loop

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/rlm-go/rlm/eval"
)

// The REPL session starts while the first model call is in flight: this
// backend's start cannot finish until the mock has received that call, so
// a start that came first would wait out its five seconds and fail.
func TestSessionStartsDuringFirstModelCall(t *testing.T) {
	srv, c := startMock(t, `{"rules":[
	 {"match":{"last_user":"^Your context"},"reply":"`+fence(`x = \"7\"`, "print:set")+`"},
	 {"match":{"last_user":"set"},"reply":"FINAL_VAR(x)"}]}`)
	b := &fakeBackend{lang: eval.Python(), exec: pyLike}
	b.start = func(ctx context.Context) error {
		deadline := time.Now().Add(5 * time.Second)
		for len(srv.Requests()) == 0 {
			if time.Now().After(deadline) {
				return errors.New("the first model call was not made while the session started")
			}
			time.Sleep(time.Millisecond)
		}
		return nil
	}
	res, err := newEngine(t, c, Config{Backend: b}).Run(context.Background(), "What is x?", []string{"ctx"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Answer != "7" {
		t.Fatalf("answer %q, want 7", res.Answer)
	}
}

func TestSessionStartFailure(t *testing.T) {
	for _, tc := range []struct {
		name, reply string
		wantErr     string // empty: the run succeeds with wantAnswer
		wantAnswer  string
	}{
		{"code fails with the start error", fence(`x = \"1\"`), "start fake REPL: no interpreter here", ""},
		{"FINAL_VAR needs the session", "FINAL_VAR(x)", "start fake REPL: no interpreter here", ""},
		{"an answer without code needs no session", "FINAL(done without code)", "", "done without code"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv, c := startMock(t, `{"default_reply":"`+tc.reply+`"}`)
			b := &fakeBackend{lang: eval.Python(), exec: func(ctx context.Context, s *fakeSession, code string) eval.Result {
				t.Errorf("a cell ran on a session that failed to start: %q", code)
				return eval.Result{}
			}}
			b.start = func(context.Context) error { return errors.New("no interpreter here") }
			res, err := newEngine(t, c, Config{Backend: b}).Run(context.Background(), "q", []string{"ctx"})
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("error %v, want one containing %q", err, tc.wantErr)
				}
				if n := len(srv.Requests()); n != 1 {
					t.Fatalf("%d model calls, want 1 (the run ends at the first cell)", n)
				}
				return
			}
			if err != nil || res.Answer != tc.wantAnswer {
				t.Fatalf("answer %q, error %v; want %q", res.Answer, err, tc.wantAnswer)
			}
		})
	}
}

// An agent that answers before its session has started does not wait out
// the start: the start is told to give up.
func TestSessionStartAbandonedWhenNotNeeded(t *testing.T) {
	_, c := startMock(t, `{"default_reply":"FINAL(no code needed)"}`)
	gaveUp := make(chan error, 1)
	b := &fakeBackend{lang: eval.Python(), exec: pyLike}
	b.start = func(ctx context.Context) error {
		select {
		case <-ctx.Done():
			gaveUp <- ctx.Err()
			return ctx.Err()
		case <-time.After(20 * time.Second):
			gaveUp <- nil
			return nil
		}
	}
	start := time.Now()
	res, err := newEngine(t, c, Config{Backend: b}).Run(context.Background(), "q", []string{"ctx"})
	if err != nil || res.Answer != "no code needed" {
		t.Fatalf("answer %q, error %v", res.Answer, err)
	}
	if took := time.Since(start); took > 5*time.Second {
		t.Fatalf("the run took %s: it waited for a session it never used", took)
	}
	if err := <-gaveUp; !errors.Is(err, context.Canceled) {
		t.Fatalf("the unneeded start ended with %v, want its context cancelled", err)
	}
}
