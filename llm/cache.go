package llm

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// CachedClient answers repeated requests from an on-disk cache, so a
// benchmark re-run or a crashed run's resume costs nothing for the calls
// already made. A hit has Cached set, Attempts 0 and the usage stored with
// it. Identical requests in flight at once share one call. Errors are never
// cached. Safe for concurrent use; several processes may share a directory
// since every write is a rename.
type CachedClient struct {
	// Salt is mixed into every key; change it (an "epoch") to force fresh
	// answers for otherwise identical requests. Set before first use.
	Salt string

	dir     string
	baseURL string
	inner   ChatClient

	mu       sync.Mutex
	inflight map[string]*cacheCall
}

type cacheCall struct {
	done chan struct{}
	resp Response
	err  error
}

// cacheEntry is one file. Model and BaseURL are kept for people reading the
// directory; the key alone decides a hit.
type cacheEntry struct {
	Version  int       `json:"version"`
	BaseURL  string    `json:"base_url"`
	Model    string    `json:"model"`
	Created  time.Time `json:"created"`
	Response Response  `json:"response"`
}

const cacheVersion = 1

// NewCache wraps inner with a cache in dir (created on first write).
// baseURL is part of every key: the same model name on two servers is two
// different models.
func NewCache(dir, baseURL string, inner ChatClient) *CachedClient {
	return &CachedClient{dir: dir, baseURL: baseURL, inner: inner, inflight: map[string]*cacheCall{}}
}

// Key returns the cache key of a request: sha256 over the format version,
// base URL, salt and the request's JSON (model, messages, max tokens,
// temperature, schema).
func (c *CachedClient) Key(req Request) (string, error) {
	body, err := json.Marshal(req)
	if err != nil {
		return "", fmt.Errorf("llm cache: encoding request: %w", err)
	}
	h := sha256.New()
	fmt.Fprintf(h, "rlm-llm-cache v%d\x00%s\x00%s\x00", cacheVersion, c.baseURL, c.Salt)
	h.Write(body)
	return hex.EncodeToString(h.Sum(nil)), nil
}

func (c *CachedClient) path(key string) string {
	return filepath.Join(c.dir, key[:2], key+".json")
}

// Chat returns the cached reply for req, or asks inner and stores its reply.
func (c *CachedClient) Chat(ctx context.Context, req Request) (Response, error) {
	start := time.Now()
	key, err := c.Key(req)
	if err != nil {
		return Response{}, err
	}
	if resp, ok, err := c.load(key); err != nil {
		return Response{}, err
	} else if ok {
		return hit(resp, start), nil
	}

	c.mu.Lock()
	if call, ok := c.inflight[key]; ok {
		c.mu.Unlock()
		select {
		case <-call.done:
		case <-ctx.Done():
			return Response{}, ctx.Err()
		}
		if call.err != nil {
			// The leader's failure may be its own cancellation; ask again
			// rather than inherit it.
			return c.inner.Chat(ctx, req)
		}
		return hit(call.resp, start), nil
	}
	call := &cacheCall{done: make(chan struct{})}
	c.inflight[key] = call
	c.mu.Unlock()

	call.resp, call.err = c.inner.Chat(ctx, req)
	if call.err == nil {
		if err := c.store(key, req, call.resp); err != nil {
			call.err = err
		}
	}
	c.mu.Lock()
	delete(c.inflight, key)
	c.mu.Unlock()
	close(call.done)
	return call.resp, call.err
}

func hit(resp Response, start time.Time) Response {
	resp.Cached = true
	resp.Attempts = 0
	resp.Duration = time.Since(start)
	return resp
}

func (c *CachedClient) load(key string) (Response, bool, error) {
	p := c.path(key)
	data, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		return Response{}, false, nil
	}
	if err != nil {
		return Response{}, false, fmt.Errorf("llm cache: %w", err)
	}
	var e cacheEntry
	if err := json.Unmarshal(data, &e); err != nil || e.Version != cacheVersion {
		// A damaged or foreign entry is a miss; the next store replaces it.
		return Response{}, false, nil
	}
	return e.Response, true, nil
}

func (c *CachedClient) store(key string, req Request, resp Response) error {
	p := c.path(key)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return fmt.Errorf("llm cache: %w", err)
	}
	resp.Cached = false
	data, err := json.Marshal(cacheEntry{Version: cacheVersion, BaseURL: c.baseURL, Model: req.Model, Created: time.Now().UTC(), Response: resp})
	if err != nil {
		return fmt.Errorf("llm cache: %w", err)
	}
	f, err := os.CreateTemp(filepath.Dir(p), ".tmp-*")
	if err != nil {
		return fmt.Errorf("llm cache: %w", err)
	}
	_, werr := f.Write(data)
	cerr := f.Close()
	if werr != nil || cerr != nil {
		os.Remove(f.Name())
		return fmt.Errorf("llm cache: writing %s: %w", f.Name(), errors.Join(werr, cerr))
	}
	if err := os.Rename(f.Name(), p); err != nil {
		os.Remove(f.Name())
		return fmt.Errorf("llm cache: %w", err)
	}
	return nil
}
