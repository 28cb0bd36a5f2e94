package llm_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rlm-go/rlm/llm"
)

// chatFunc is a function-field fake of llm.ChatClient.
type chatFunc func(ctx context.Context, req llm.Request) (llm.Response, error)

func (f chatFunc) Chat(ctx context.Context, req llm.Request) (llm.Response, error) {
	return f(ctx, req)
}

func TestCacheOverHTTP(t *testing.T) {
	srv, url := serve(t, `{"rules": [{"replies": ["first", "second"]}]}`)
	c := llm.NewCache(t.TempDir(), url, newClient(t, llm.Config{BaseURL: url, Prices: map[string]llm.Price{"m": {InputPerMTok: 1, OutputPerMTok: 1}}}))
	miss, err := c.Chat(context.Background(), ask("question"))
	if err != nil {
		t.Fatal(err)
	}
	hit, err := c.Chat(context.Background(), ask("question"))
	if err != nil {
		t.Fatal(err)
	}
	if miss.Cached || !hit.Cached || hit.Content != "first" || hit.Usage != miss.Usage || hit.Attempts != 0 || miss.Usage.CostUSD == 0 {
		t.Errorf("miss = %+v\nhit = %+v", miss, hit)
	}
	if n := len(srv.Requests()); n != 1 {
		t.Errorf("server saw %d requests, want 1", n)
	}
	other, _ := c.Chat(context.Background(), ask("another question"))
	if other.Cached || other.Content != "second" {
		t.Errorf("different request: %+v", other)
	}
}

func TestCacheKey(t *testing.T) {
	dir := t.TempDir()
	temp := 0.5
	base := ask("q")
	variants := map[string]llm.Request{
		"model":       {Model: "other", Messages: base.Messages},
		"message":     ask("q2"),
		"max tokens":  {Model: "m", Messages: base.Messages, MaxTokens: 10},
		"temperature": {Model: "m", Messages: base.Messages, Temperature: &temp},
		"schema":      {Model: "m", Messages: base.Messages, Schema: []byte(`{"type":"object"}`)},
		"role":        {Model: "m", Messages: []llm.Message{{Role: llm.RoleSystem, Content: "q"}}},
	}
	c := llm.NewCache(dir, "http://a/v1", nil)
	k0, err := c.Key(base)
	if err != nil {
		t.Fatal(err)
	}
	if k, _ := c.Key(ask("q")); k != k0 {
		t.Error("same request, different key")
	}
	for name, req := range variants {
		if k, _ := c.Key(req); k == k0 {
			t.Errorf("changing the %s keeps the key", name)
		}
	}
	if k, _ := llm.NewCache(dir, "http://b/v1", nil).Key(base); k == k0 {
		t.Error("base URL not in the key")
	}
	salted := llm.NewCache(dir, "http://a/v1", nil)
	salted.Salt = "epoch-2"
	if k, _ := salted.Key(base); k == k0 {
		t.Error("salt not in the key")
	}
}

func TestCacheSaltAndErrors(t *testing.T) {
	dir := t.TempDir()
	var calls atomic.Int32
	fail := true
	inner := chatFunc(func(ctx context.Context, req llm.Request) (llm.Response, error) {
		calls.Add(1)
		if fail {
			return llm.Response{}, errors.New("boom")
		}
		return llm.Response{Content: "r", Usage: llm.Usage{Calls: 1, InputTokens: 5}}, nil
	})
	c := llm.NewCache(dir, "u", inner)
	if _, err := c.Chat(context.Background(), ask("q")); err == nil {
		t.Fatal("want the inner error")
	}
	fail = false
	if r, err := c.Chat(context.Background(), ask("q")); err != nil || r.Cached {
		t.Fatalf("error was cached: %+v %v", r, err)
	}
	if r, _ := c.Chat(context.Background(), ask("q")); !r.Cached || r.Usage.InputTokens != 5 {
		t.Errorf("want a hit with stored usage: %+v", r)
	}
	c2 := llm.NewCache(dir, "u", inner)
	c2.Salt = "new epoch"
	if r, _ := c2.Chat(context.Background(), ask("q")); r.Cached {
		t.Error("new salt hit the old entry")
	}
	if n := calls.Load(); n != 3 {
		t.Errorf("inner called %d times, want 3", n)
	}
	// No temporary files are left behind.
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if strings.Contains(filepath.Base(p), ".tmp-") {
			t.Errorf("leftover %s", p)
		}
		return nil
	})
}

func TestCacheConcurrentSameRequest(t *testing.T) {
	var calls atomic.Int32
	release := make(chan struct{})
	inner := chatFunc(func(ctx context.Context, req llm.Request) (llm.Response, error) {
		calls.Add(1)
		<-release
		return llm.Response{Content: "shared", Usage: llm.Usage{Calls: 1}}, nil
	})
	c := llm.NewCache(t.TempDir(), "u", inner)
	var wg sync.WaitGroup
	results := make([]llm.Response, 8)
	for i := range results {
		wg.Go(func() {
			r, err := c.Chat(context.Background(), ask("same"))
			if err != nil {
				t.Error(err)
			}
			results[i] = r
		})
	}
	time.Sleep(50 * time.Millisecond) // let them all queue behind the first
	close(release)
	wg.Wait()
	cached := 0
	for _, r := range results {
		if r.Content != "shared" {
			t.Errorf("result %+v", r)
		}
		if r.Cached {
			cached++
		}
	}
	if n := calls.Load(); n != 1 || cached != 7 {
		t.Errorf("inner called %d times, %d cached; want 1 and 7", n, cached)
	}
}

func TestCacheCorruptEntryIsMiss(t *testing.T) {
	dir := t.TempDir()
	var calls atomic.Int32
	inner := chatFunc(func(ctx context.Context, req llm.Request) (llm.Response, error) {
		calls.Add(1)
		return llm.Response{Content: "fresh"}, nil
	})
	c := llm.NewCache(dir, "u", inner)
	key, _ := c.Key(ask("q"))
	p := filepath.Join(dir, key[:2], key+".json")
	os.MkdirAll(filepath.Dir(p), 0o755)
	os.WriteFile(p, []byte("{not json"), 0o644)
	if r, err := c.Chat(context.Background(), ask("q")); err != nil || r.Cached || r.Content != "fresh" {
		t.Errorf("corrupt entry: %+v %v", r, err)
	}
	if r, _ := c.Chat(context.Background(), ask("q")); !r.Cached {
		t.Error("entry not rewritten")
	}
}
