package llm_test

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rlm-go/rlm/llm"
)

const cacheWriterEnv = "RLM_TEST_CACHE_WRITER"

// TestCacheWriterProcess is one of TestCacheSharedByProcesses' writers: a
// separate OS process, as a shard of a run on one file system is.
func TestCacheWriterProcess(t *testing.T) {
	if os.Getenv(cacheWriterEnv) != "1" {
		t.Skip("a writer process for TestCacheSharedByProcesses")
	}
	dir, url, id := os.Getenv("CACHE_DIR"), os.Getenv("CACHE_URL"), os.Getenv("CACHE_ID")
	start, _ := strconv.ParseInt(os.Getenv("CACHE_START"), 10, 64)
	time.Sleep(time.Until(time.Unix(0, start))) // all writers begin together
	inner := newClient(t, llm.Config{BaseURL: url})
	offline := chatFunc(func(context.Context, llm.Request) (llm.Response, error) {
		return llm.Response{}, errors.New("offline")
	})
	ctx := context.Background()
	for round := 0; round < 3; round++ {
		for i := 0; i < cacheShared; i++ {
			// Every writer asks the shared questions: all but one find
			// another process's entry, or race it to the rename.
			if _, err := llm.NewCache(dir, "endpoint", inner).Chat(ctx, ask(fmt.Sprint("shared ", i))); err != nil {
				t.Fatalf("shared %d: %v", i, err)
			}
			// Once written, the entry must read back whole, whoever
			// wrote it and whatever others are renaming meanwhile.
			c := llm.NewCache(dir, "endpoint", offline)
			if r, err := c.Chat(ctx, ask(fmt.Sprint("shared ", i))); err != nil || !r.Cached {
				t.Fatalf("shared %d read back: cached %v, %v (cache error %v)", i, r.Cached, err, c.Err())
			}
		}
		for i := 0; i < cacheOwn; i++ {
			if _, err := llm.NewCache(dir, "endpoint", inner).Chat(ctx, ask(fmt.Sprintf("own %s %d", id, i))); err != nil {
				t.Fatalf("own %d: %v", i, err)
			}
		}
	}
}

const (
	cacheWriters = 4
	cacheShared  = 25
	cacheOwn     = 15
)

// Several processes write one cache directory at once: every entry is
// whole, none is lost, no temporary file is left, and each answers a
// fresh cache that never asks the model.
func TestCacheSharedByProcesses(t *testing.T) {
	srv, url := serve(t, "")
	dir := t.TempDir()
	start := time.Now().Add(500 * time.Millisecond).UnixNano()
	type writer struct {
		cmd *exec.Cmd
		out *strings.Builder
	}
	var writers []writer
	for w := 0; w < cacheWriters; w++ {
		cmd := exec.Command(os.Args[0], "-test.run=^TestCacheWriterProcess$", "-test.count=1")
		cmd.Env = append(os.Environ(), cacheWriterEnv+"=1", "CACHE_DIR="+dir, "CACHE_URL="+url,
			"CACHE_ID="+strconv.Itoa(w), "CACHE_START="+strconv.FormatInt(start, 10))
		out := &strings.Builder{}
		cmd.Stdout, cmd.Stderr = out, out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		writers = append(writers, writer{cmd, out})
	}
	for w, wr := range writers {
		if err := wr.cmd.Wait(); err != nil {
			t.Errorf("writer %d: %v\n%s", w, err, wr.out.String())
		}
	}
	if t.Failed() {
		return
	}
	// Requests: each shared question at least once, at most once per
	// writer (racing misses); each own question exactly once.
	n := len(srv.Requests())
	if min, max := cacheShared+cacheWriters*cacheOwn, cacheWriters*(cacheShared+cacheOwn); n < min || n > max {
		t.Errorf("%d requests reached the model, want %d..%d", n, min, max)
	}

	var entries, temps int
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if strings.HasPrefix(d.Name(), ".tmp-") {
			temps++
			return nil
		}
		entries++
		st, err := os.Stat(p)
		if err == nil && st.Mode().Perm() != 0o644 {
			t.Errorf("%s has mode %v, want 0644 (readable by every user of a shared cache)", p, st.Mode().Perm())
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if want := cacheShared + cacheWriters*cacheOwn; entries != want || temps != 0 {
		t.Fatalf("%d entries and %d temporary files, want %d and 0", entries, temps, want)
	}
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
		c := llm.NewCache(dir, "endpoint", never)
		if r, err := c.Chat(ctx, ask(p)); err != nil || !r.Cached || r.Content == "" || c.Err() != nil {
			t.Fatalf("%q: cached %v content %q, %v, cache error %v", p, r.Cached, r.Content, err, c.Err())
		}
	}
}
