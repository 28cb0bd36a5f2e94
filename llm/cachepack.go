package llm

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// CachePack is a response cache kept in a few append-only files instead of
// a file per request (a bench run of 100,000 tasks used to leave 100,000
// cache files). Its entries are the ones NewCache writes, keyed the same
// way, and it reads a directory's per-request files too, so a cache
// written before it keeps answering.
//
// Layout: DIR/packs/*.pack, each a sequence of lines "KEY\tENTRY-JSON\n".
// Every process appends only to a segment it created (on its first store,
// with O_EXCL), so several processes (the shards of a run) share a
// directory without locks: a segment has one writer, and a line is
// written whole with one write call. A reader indexes complete lines only:
// the partial last line a killed process may leave is never indexed, and
// nobody appends after it. Segments written by others while this one is
// open are picked up on a miss (at most every RescanEvery), so shards on
// one machine see each other's replies. The index in memory is the key
// and position of each entry, about 100 bytes a reply.
type CachePack struct {
	dir string

	mu       sync.Mutex
	index    map[string]packLoc
	segs     []*packSeg
	byName   map[string]int
	own      int // index in segs of the segment this process writes; -1 before the first store
	rescan   time.Time
	now      func() time.Time
	closeErr error
}

// RescanEvery bounds how often a miss looks for entries other processes
// appended since.
const RescanEvery = time.Second

type packSeg struct {
	name    string
	f       *os.File
	scanned int64 // bytes indexed: up to the end of the last complete line
}

type packLoc struct {
	seg int32
	off int64 // of the entry's JSON
	n   int32
}

// PacksDir is where a cache directory keeps its segments.
const PacksDir = "packs"

const packExt = ".pack"

// OpenCachePack opens (without creating anything yet) the cache in dir and
// indexes its segments.
func OpenCachePack(dir string) (*CachePack, error) {
	p := &CachePack{dir: dir, index: map[string]packLoc{}, byName: map[string]int{}, own: -1, now: time.Now}
	p.mu.Lock()
	defer p.mu.Unlock()
	if err := p.refreshLocked(); err != nil {
		p.closeLocked()
		return nil, err
	}
	return p, nil
}

// Client wraps inner with this cache; like NewCache, use one per unit of
// work that is replayed as a whole.
func (p *CachePack) Client(baseURL string, inner ChatClient) *CachedClient {
	c := NewCache(p.dir, baseURL, inner)
	c.pack = p
	return c
}

// Len is the number of entries indexed.
func (p *CachePack) Len() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.index)
}

// refreshLocked indexes new segments and what known ones grew by.
func (p *CachePack) refreshLocked() error {
	p.rescan = p.now()
	entries, err := os.ReadDir(filepath.Join(p.dir, PacksDir))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("llm cache: %w", err)
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), packExt) && e.Type().IsRegular() {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	for _, name := range names {
		if _, ok := p.byName[name]; ok {
			continue
		}
		f, err := os.Open(filepath.Join(p.dir, PacksDir, name))
		if err != nil {
			return fmt.Errorf("llm cache: %w", err)
		}
		p.byName[name] = len(p.segs)
		p.segs = append(p.segs, &packSeg{name: name, f: f})
	}
	for i, s := range p.segs {
		if i == p.own {
			continue // indexed as it is written
		}
		if err := p.scanLocked(int32(i), s); err != nil {
			return err
		}
	}
	return nil
}

// scanLocked indexes the complete lines of s past what was scanned.
func (p *CachePack) scanLocked(seg int32, s *packSeg) error {
	st, err := s.f.Stat()
	if err != nil {
		return fmt.Errorf("llm cache: %w", err)
	}
	if st.Size() <= s.scanned {
		return nil
	}
	r := io.NewSectionReader(s.f, s.scanned, st.Size()-s.scanned)
	buf := make([]byte, 1<<20)
	var carry []byte
	base := s.scanned
	for {
		n, rerr := r.Read(buf)
		data := append(carry, buf[:n]...)
		start := 0
		for {
			nl := bytes.IndexByte(data[start:], '\n')
			if nl < 0 {
				break
			}
			line := data[start : start+nl]
			if tab := bytes.IndexByte(line, '\t'); tab > 0 {
				off := base + int64(start+tab+1)
				p.index[string(line[:tab])] = packLoc{seg: seg, off: off, n: int32(len(line) - tab - 1)}
			}
			start += nl + 1
		}
		base += int64(start)
		carry = append(carry[:0:0], data[start:]...)
		if errors.Is(rerr, io.EOF) || n == 0 {
			break
		}
		if rerr != nil {
			return fmt.Errorf("llm cache: reading %s: %w", s.name, rerr)
		}
	}
	s.scanned = base
	return nil
}

// get returns the entry stored under key, looking at segments other
// processes grew when key is not indexed yet.
func (p *CachePack) get(key string) ([]byte, bool, error) {
	p.mu.Lock()
	loc, ok := p.index[key]
	if !ok && p.now().Sub(p.rescan) >= RescanEvery {
		if err := p.refreshLocked(); err != nil {
			p.mu.Unlock()
			return nil, false, err
		}
		loc, ok = p.index[key]
	}
	var f *os.File
	if ok {
		f = p.segs[loc.seg].f
	}
	p.mu.Unlock()
	if !ok {
		return nil, false, nil
	}
	b := make([]byte, loc.n)
	if _, err := f.ReadAt(b, loc.off); err != nil {
		return nil, false, fmt.Errorf("llm cache: reading %s: %w", f.Name(), err)
	}
	return b, true, nil
}

// put appends one entry to this process's segment, creating it first.
func (p *CachePack) put(key string, entry []byte) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.own < 0 {
		if err := p.createLocked(); err != nil {
			return err
		}
	}
	s := p.segs[p.own]
	line := make([]byte, 0, len(key)+len(entry)+2)
	line = append(append(append(append(line, key...), '\t'), entry...), '\n')
	if _, err := s.f.Write(line); err != nil {
		return fmt.Errorf("llm cache: writing %s: %w", s.name, err)
	}
	p.index[key] = packLoc{seg: int32(p.own), off: s.scanned + int64(len(key)) + 1, n: int32(len(entry))}
	s.scanned += int64(len(line))
	return nil
}

func (p *CachePack) createLocked() error {
	dir := filepath.Join(p.dir, PacksDir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("llm cache: %w", err)
	}
	var rnd [4]byte
	_, _ = rand.Read(rnd[:])
	name := p.now().UTC().Format("20060102T150405") + "-" + strconv.Itoa(os.Getpid()) + "-" + hex.EncodeToString(rnd[:]) + packExt
	f, err := os.OpenFile(filepath.Join(dir, name), os.O_RDWR|os.O_CREATE|os.O_EXCL|os.O_APPEND, 0o644)
	if err != nil {
		return fmt.Errorf("llm cache: %w", err)
	}
	p.own = len(p.segs)
	p.byName[name] = p.own
	p.segs = append(p.segs, &packSeg{name: name, f: f})
	return nil
}

// Close syncs this process's segment and closes every file.
func (p *CachePack) Close() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.closeLocked()
	return p.closeErr
}

func (p *CachePack) closeLocked() {
	for i, s := range p.segs {
		if i == p.own {
			if err := s.f.Sync(); err != nil && p.closeErr == nil {
				p.closeErr = fmt.Errorf("llm cache: %w", err)
			}
		}
		if err := s.f.Close(); err != nil && p.closeErr == nil && i == p.own {
			p.closeErr = fmt.Errorf("llm cache: %w", err)
		}
	}
	p.segs = nil
}
