package llm_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/rlm-go/rlm/llm"
)

// chatFunc is a function-field fake of llm.ChatClient.
type chatFunc func(ctx context.Context, req llm.Request) (llm.Response, error)

func (f chatFunc) Chat(ctx context.Context, req llm.Request) (llm.Response, error) {
	return f(ctx, req)
}

func TestCacheOverHTTP(t *testing.T) {
	srv, url := serve(t, `{"rules": [{"replies": ["first", "second", "third"]}]}`)
	dir := t.TempDir()
	inner := newClient(t, llm.Config{BaseURL: url, Prices: map[string]llm.Price{"m": {InputPerMTok: 1, OutputPerMTok: 1}}})
	c := llm.NewCache(dir, url, inner)
	miss, err := c.Chat(context.Background(), ask("question"))
	if err != nil {
		t.Fatal(err)
	}
	// A resumed run is a fresh CachedClient over the same directory.
	hit, err := llm.NewCache(dir, url, inner).Chat(context.Background(), ask("question"))
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
	if _, err := llm.NewCache(dir, "u", inner).Chat(context.Background(), ask("q")); err == nil {
		t.Fatal("want the inner error")
	}
	fail = false
	if r, err := llm.NewCache(dir, "u", inner).Chat(context.Background(), ask("q")); err != nil || r.Cached {
		t.Fatalf("error was cached: %+v %v", r, err)
	}
	if r, _ := llm.NewCache(dir, "u", inner).Chat(context.Background(), ask("q")); !r.Cached || r.Usage.InputTokens != 5 {
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

// The same prompt sent five times at once (llm_query_batched for majority
// voting) is five samples: five calls, five entries, and a resumed client
// replays all five without asking again. Before occurrence numbering the
// five shared one entry: one call, five identical answers.
func TestCacheRepeatsAreSamples(t *testing.T) {
	dir := t.TempDir()
	var calls atomic.Int32
	inner := chatFunc(func(ctx context.Context, req llm.Request) (llm.Response, error) {
		n := calls.Add(1)
		return llm.Response{Content: fmt.Sprintf("sample %d", n), Usage: llm.Usage{Calls: 1, OutputTokens: 1}}, nil
	})
	batch := func(c *llm.CachedClient) (answers []string, cached int) {
		out := make([]llm.Response, 5)
		var wg sync.WaitGroup
		for i := range out {
			wg.Go(func() {
				r, err := c.Chat(context.Background(), ask("vote"))
				if err != nil {
					t.Error(err)
				}
				out[i] = r
			})
		}
		wg.Wait()
		for _, r := range out {
			answers = append(answers, r.Content)
			if r.Cached {
				cached++
			}
		}
		sort.Strings(answers)
		return answers, cached
	}
	first, cached := batch(llm.NewCache(dir, "u", inner))
	if n := calls.Load(); n != 5 || cached != 0 {
		t.Fatalf("first batch: %d calls, %d cached; want 5 and 0", n, cached)
	}
	if len(slices.Compact(slices.Clone(first))) != 5 {
		t.Errorf("first batch answers %v: want five distinct samples", first)
	}
	again, cached := batch(llm.NewCache(dir, "u", inner))
	if n := calls.Load(); n != 5 || cached != 5 || !slices.Equal(first, again) {
		t.Errorf("replay: %d calls (want 5), %d cached (want 5), answers %v (want %v)", n, cached, again, first)
	}
	// A sixth repeat is new: the replaying client asks for it.
	c := llm.NewCache(dir, "u", inner)
	for range 6 {
		c.Chat(context.Background(), ask("vote"))
	}
	if n := calls.Load(); n != 6 {
		t.Errorf("%d calls after a sixth repeat, want 6", n)
	}
}

// A cache that cannot be written must not turn a paid reply into an error.
func TestCacheWriteFailureKeepsReply(t *testing.T) {
	blocker := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	inner := chatFunc(func(ctx context.Context, req llm.Request) (llm.Response, error) {
		return llm.Response{Content: "paid", Usage: llm.Usage{Calls: 1, CostUSD: 0.5}}, nil
	})
	c := llm.NewCache(filepath.Join(blocker, "cache"), "u", inner) // under a regular file: unwritable
	if c.Err() != nil {
		t.Fatalf("Err before any call: %v", c.Err())
	}
	for i := range 2 {
		r, err := c.Chat(context.Background(), ask(fmt.Sprint("q", i)))
		if err != nil || r.Content != "paid" || r.Usage.CostUSD != 0.5 {
			t.Fatalf("call %d: %+v %v; want the reply despite the cache failure", i, r, err)
		}
	}
	if err := c.Err(); err == nil || !strings.Contains(err.Error(), "llm cache") || !strings.Contains(err.Error(), "more cache failures") {
		t.Errorf("Err() = %v, want the first cache failure and the count of the others", err)
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
	if r, _ := llm.NewCache(dir, "u", inner).Chat(context.Background(), ask("q")); !r.Cached {
		t.Error("entry not rewritten")
	}
}
