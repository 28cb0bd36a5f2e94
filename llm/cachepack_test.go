package llm_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rlm-go/rlm/llm"
)

const packWriterEnv = "RLM_TEST_PACK_WRITER"

// TestCachePackWriterProcess is one of TestCachePackSharedByProcesses'
// writers, a separate OS process as a shard is.
func TestCachePackWriterProcess(t *testing.T) {
	if os.Getenv(packWriterEnv) != "1" {
		t.Skip("a writer process for TestCachePackSharedByProcesses")
	}
	dir, url, id := os.Getenv("CACHE_DIR"), os.Getenv("CACHE_URL"), os.Getenv("CACHE_ID")
	start, _ := strconv.ParseInt(os.Getenv("CACHE_START"), 10, 64)
	time.Sleep(time.Until(time.Unix(0, start)))
	pack, err := llm.OpenCachePack(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer pack.Close()
	inner := newClient(t, llm.Config{BaseURL: url})
	offline := chatFunc(func(context.Context, llm.Request) (llm.Response, error) {
		return llm.Response{}, errors.New("offline")
	})
	ctx := context.Background()
	for i := 0; i < cacheShared; i++ {
		if _, err := pack.Client("endpoint", inner).Chat(ctx, ask(fmt.Sprint("shared ", i))); err != nil {
			t.Fatalf("shared %d: %v", i, err)
		}
		c := pack.Client("endpoint", offline)
		if r, err := c.Chat(ctx, ask(fmt.Sprint("shared ", i))); err != nil || !r.Cached {
			t.Fatalf("shared %d read back: cached %v, %v (cache error %v)", i, r.Cached, err, c.Err())
		}
	}
	for i := 0; i < cacheOwn; i++ {
		if _, err := pack.Client("endpoint", inner).Chat(ctx, ask(fmt.Sprintf("own %s %d", id, i))); err != nil {
			t.Fatalf("own %d: %v", i, err)
		}
	}
}

// Several processes write one packed cache at once: each appends to a
// segment of its own, and afterwards a fresh pack answers every question
// from a handful of files without asking the model.
func TestCachePackSharedByProcesses(t *testing.T) {
	_, url := serve(t, "")
	dir := t.TempDir()
	start := time.Now().Add(500 * time.Millisecond).UnixNano()
	var cmds []*exec.Cmd
	var outs []*strings.Builder
	for w := 0; w < cacheWriters; w++ {
		cmd := exec.Command(os.Args[0], "-test.run=^TestCachePackWriterProcess$", "-test.count=1")
		cmd.Env = append(os.Environ(), packWriterEnv+"=1", "CACHE_DIR="+dir, "CACHE_URL="+url,
			"CACHE_ID="+strconv.Itoa(w), "CACHE_START="+strconv.FormatInt(start, 10))
		out := &strings.Builder{}
		cmd.Stdout, cmd.Stderr = out, out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds, outs = append(cmds, cmd), append(outs, out)
	}
	for w, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Errorf("writer %d: %v\n%s", w, err, outs[w].String())
		}
	}
	if t.Failed() {
		return
	}
	segs, _ := filepath.Glob(filepath.Join(dir, llm.PacksDir, "*"))
	if len(segs) != cacheWriters {
		t.Errorf("%d files in %s, want one segment per writer (%d)", len(segs), llm.PacksDir, cacheWriters)
	}
	pack, err := llm.OpenCachePack(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer pack.Close()
	never := chatFunc(func(context.Context, llm.Request) (llm.Response, error) {
		t.Error("the model was asked: an entry is missing or damaged")
		return llm.Response{}, errors.New("no")
	})
	ctx := context.Background()
	var prompts []string
	for i := 0; i < cacheShared; i++ {
		prompts = append(prompts, fmt.Sprint("shared ", i))
	}
	for w := 0; w < cacheWriters; w++ {
		for i := 0; i < cacheOwn; i++ {
			prompts = append(prompts, fmt.Sprintf("own %d %d", w, i))
		}
	}
	for _, p := range prompts {
		c := pack.Client("endpoint", never)
		if r, err := c.Chat(ctx, ask(p)); err != nil || !r.Cached || r.Content == "" || c.Err() != nil {
			t.Fatalf("%q: cached %v content %q, %v, cache error %v", p, r.Cached, r.Content, err, c.Err())
		}
	}
}

// A process killed mid-write leaves a partial last line: it is never an
// entry, the complete ones before it still answer, and the next process
// writes a segment of its own instead of appending after the damage. A
// cache written a file per request before packs keeps answering.
func TestCachePackTornTailAndOldFiles(t *testing.T) {
	srv, url := serve(t, `{"rules": [{"replies": ["one", "two", "three", "four"]}]}`)
	dir := t.TempDir()
	inner := newClient(t, llm.Config{BaseURL: url})
	ctx := context.Background()
	// Written before packs: one file per request.
	if _, err := llm.NewCache(dir, url, inner).Chat(ctx, ask("old")); err != nil {
		t.Fatal(err)
	}
	pack, err := llm.OpenCachePack(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{"a", "b"} {
		if _, err := pack.Client(url, inner).Chat(ctx, ask(q)); err != nil {
			t.Fatal(err)
		}
	}
	pack.Close()
	segs, _ := filepath.Glob(filepath.Join(dir, llm.PacksDir, "*.pack"))
	if len(segs) != 1 {
		t.Fatalf("%d segments, want 1", len(segs))
	}
	b, _ := os.ReadFile(segs[0])
	// The tail of a killed writer: the start of another entry.
	if err := os.WriteFile(segs[0], append(b, b[:len(b)/3]...), 0o644); err != nil {
		t.Fatal(err)
	}
	asked := len(srv.Requests())
	pack, err = llm.OpenCachePack(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer pack.Close()
	if pack.Len() != 2 {
		t.Errorf("%d entries indexed, want 2 (the torn tail is none)", pack.Len())
	}
	for _, c := range []struct {
		q, want string
		cached  bool
	}{{"a", "two", true}, {"b", "three", true}, {"old", "one", true}, {"c", "four", false}} {
		r, err := pack.Client(url, inner).Chat(ctx, ask(c.q))
		if err != nil || r.Content != c.want || r.Cached != c.cached {
			t.Errorf("%s: content %q cached %v, %v; want %q cached %v", c.q, r.Content, r.Cached, err, c.want, c.cached)
		}
	}
	if got := len(srv.Requests()) - asked; got != 1 {
		t.Errorf("%d requests reached the model, want 1 (c)", got)
	}
	segs, _ = filepath.Glob(filepath.Join(dir, llm.PacksDir, "*.pack"))
	if len(segs) != 2 {
		t.Errorf("%d segments, want 2: the damaged one is never appended to", len(segs))
	}
}
