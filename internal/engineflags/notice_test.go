package engineflags

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/spf13/pflag"

	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/llm/mock"
)

// --max-retry-wait caps a server's Retry-After, the wait is said on the
// command's stderr, and --reasoning-effort reaches the request.
func TestRetryWaitNoticeAndReasoningEffort(t *testing.T) {
	script, err := mock.ParseScript("s.json", []byte(`{"rules": [
	  {"status": 429, "error": "slow down", "headers": {"Retry-After": "3600"}, "times": 1},
	  {"reply": "ok"}
	]}`))
	if err != nil {
		t.Fatal(err)
	}
	srv := mock.NewServer(script)
	url, err := srv.Start("")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()

	e := New()
	fs := pflag.NewFlagSet("test", pflag.ContinueOnError)
	e.Bind(fs, Endpoint)
	if d := fs.Lookup("max-retry-wait"); d == nil || d.DefValue != llm.DefaultMaxRetryWait.String() {
		t.Fatalf("--max-retry-wait flag: %+v", d)
	}
	if err := fs.Parse([]string{"--base-url", url, "--model", "o3-mini", "--max-retry-wait", "30ms", "--reasoning-effort", "high"}); err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	e.Stderr = &stderr
	e.Endpoint.WaitNotice = -1 // every wait, so the test need not sleep 5s
	e.SkipBackend = true
	o, err := e.Open(context.Background(), func(string) string { return "" })
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	resp, err := o.Endpoint.Client.Chat(context.Background(), llm.Request{Model: "o3-mini", MaxTokens: 10,
		Messages: []llm.Message{{Role: llm.RoleUser, Content: "q"}}})
	if err != nil || resp.Attempts != 2 {
		t.Fatalf("resp %+v, err %v", resp, err)
	}
	want := "rlm: waiting 30ms before retry 1 of 4: 429 rate_limit_exceeded from " + url + "/chat/completions (the server asked for 1h0m0s; capped by the maximum retry wait)\n"
	if stderr.String() != want {
		t.Errorf("stderr %q\nwant   %q", stderr.String(), want)
	}
	body := string(srv.Requests()[1].Body)
	if !strings.Contains(body, `"reasoning_effort":"high"`) || !strings.Contains(body, `"max_completion_tokens":10`) {
		t.Errorf("request body %s", body)
	}

	e = New()
	fs = pflag.NewFlagSet("test", pflag.ContinueOnError)
	e.Bind(fs, Endpoint)
	for _, args := range [][]string{{"--reasoning-effort", "extreme"}, {"--max-retry-wait", "0s"}} {
		e := New()
		fs := pflag.NewFlagSet("test", pflag.ContinueOnError)
		e.Bind(fs, Endpoint)
		if err := fs.Parse(args); err != nil {
			t.Fatal(err)
		}
		if err := e.Check(); err == nil || !strings.Contains(err.Error(), args[0]) {
			t.Errorf("%v: Check = %v", args, err)
		}
	}
}
