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
	"strconv"
	"sync"
	"time"
)

// CachedClient answers repeated requests from an on-disk cache, so a
// benchmark re-run or a crashed run's resume costs nothing for the calls
// already made. A hit has Cached set, Attempts 0 and the usage stored with
// it. Errors are never cached. Safe for concurrent use; several processes
// (shards of a run, on one machine or on several sharing a file system) may
// share a directory: every entry is written whole to a temporary file,
// synced, and renamed into place, so a reader sees a complete entry or none.
//
// Identical requests are numbered: the n-th identical request one
// CachedClient sees is cached under its own entry (the key for the first,
// key+"#n" after). Majority voting (the same prompt sent five times) thus
// gets five samples, each paid once, and a resumed run, counting again from
// one in a fresh CachedClient, replays them in the same order. Use one
// CachedClient per unit of work that is replayed as a whole (a task).
type CachedClient struct {
	// Salt is mixed into every key; change it (an "epoch") to force fresh
	// answers for otherwise identical requests. Set before first use.
	Salt string

	dir     string
	baseURL string
	inner   ChatClient
	pack    *CachePack // nil: a file per entry

	mu    sync.Mutex
	seen  map[string]int // base key → identical requests seen so far
	err   error          // first cache read or write failure
	nerrs int
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
	return &CachedClient{dir: dir, baseURL: baseURL, inner: inner, seen: map[string]int{}}
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

// Chat returns the cached reply for req, or asks inner and stores its
// reply. A cache that cannot be read or written never fails the call: the
// reply is returned (already paid for) and the failure kept for Err.
func (c *CachedClient) Chat(ctx context.Context, req Request) (Response, error) {
	start := time.Now()
	key, err := c.Key(req)
	if err != nil {
		return Response{}, err
	}
	c.mu.Lock()
	c.seen[key]++
	if n := c.seen[key]; n > 1 {
		key += "#" + strconv.Itoa(n)
	}
	c.mu.Unlock()

	resp, ok, err := c.load(key)
	if err != nil {
		c.fail(err)
	} else if ok {
		return hit(resp, start), nil
	}
	resp, err = c.inner.Chat(ctx, req)
	if err != nil {
		return resp, err
	}
	if err := c.store(key, req, resp); err != nil {
		c.fail(err)
	}
	return resp, nil
}

func (c *CachedClient) fail(err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.err == nil {
		c.err = err
	}
	c.nerrs++
}

// Err reports the first cache read or write failure (with how many there
// were), or nil. The calls themselves succeeded; their replies just will
// not be replayed, so a caller should tell the user why a re-run pays again.
func (c *CachedClient) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.nerrs > 1 {
		return fmt.Errorf("%w (and %d more cache failures)", c.err, c.nerrs-1)
	}
	return c.err
}

func hit(resp Response, start time.Time) Response {
	resp.Cached = true
	resp.Attempts = 0
	resp.Duration = time.Since(start)
	return resp
}

func (c *CachedClient) load(key string) (Response, bool, error) {
	if c.pack != nil {
		data, ok, err := c.pack.get(key)
		if err != nil {
			return Response{}, false, err
		}
		if ok {
			var e cacheEntry
			if err := json.Unmarshal(data, &e); err == nil && e.Version == cacheVersion {
				return e.Response, true, nil
			}
		}
		// Not packed: perhaps a file of the layout before packs.
	}
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
	resp.Cached = false
	data, err := json.Marshal(cacheEntry{Version: cacheVersion, BaseURL: c.baseURL, Model: req.Model, Created: time.Now().UTC(), Response: resp})
	if err != nil {
		return fmt.Errorf("llm cache: %w", err)
	}
	if c.pack != nil {
		return c.pack.put(key, data)
	}
	p := c.path(key)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return fmt.Errorf("llm cache: %w", err)
	}
	f, err := os.CreateTemp(filepath.Dir(p), ".tmp-*")
	if err != nil {
		return fmt.Errorf("llm cache: %w", err)
	}
	// The entry is complete on disk before it gets its name: processes on
	// other nodes (shards of one run sharing the data directory) read it as
	// soon as the rename lands, and a crash must not leave a named but
	// empty file. CreateTemp's 0600 would hide it from other users of a
	// shared cache.
	_, werr := f.Write(data)
	serr := f.Sync()
	merr := f.Chmod(0o644)
	cerr := f.Close()
	if werr != nil || serr != nil || merr != nil || cerr != nil {
		os.Remove(f.Name())
		return fmt.Errorf("llm cache: writing %s: %w", f.Name(), errors.Join(werr, serr, merr, cerr))
	}
	if err := os.Rename(f.Name(), p); err != nil {
		os.Remove(f.Name())
		return fmt.Errorf("llm cache: %w", err)
	}
	return nil
}
