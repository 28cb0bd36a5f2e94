package observability

import (
	"bufio"
	"bytes"
	"encoding/gob"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"sync"

	"github.com/rlm-go/rlm/event"
)

// A run index lets the web view answer a page of events, an agent or a
// run's summary without reading the whole run file: each event's offset,
// length, id, agent and kind, and the run's folded summary and agent tree.
// The run file stays the source of truth: an index records the file size
// and modification time it describes, is extended when the file has grown
// and rebuilt from the file when it does not match (or is of another
// version), so deleting index files loses nothing.

// indexVersion changes whenever runIndex's encoding does; an index of
// another version is rebuilt.
const indexVersion = 1

// indexDirName is the subdirectory of a run store holding run indexes.
const indexDirName = "index"

// indexEntry locates one event line of a run file.
type indexEntry struct {
	ID    uint64
	Off   int64
	Len   int32
	Agent int32 // position in the run's agent order
	Iter  int32
	Kind  uint8 // position in runIndex.Kinds
}

// runIndex is the index of one run file; the exported fields are what is
// stored (gob).
type runIndex struct {
	Version  int
	Size     int64 // bytes of the file indexed: always ends a line
	ModTime  int64 // of the file at Size, Unix ns
	Finished bool  // the summary line was seen
	Sorted   bool  // event ids increase through the file
	Kinds    []string
	Entries  []indexEntry
	Info     RunInfo
	Agents   []AgentInfo // in creation order

	state   *runState
	kindPos map[string]uint8
	agentAt map[string]int32
}

func newRunIndex(runID string) *runIndex {
	return &runIndex{Version: indexVersion, Sorted: true, state: newRunState(runID),
		kindPos: map[string]uint8{}, agentAt: map[string]int32{}}
}

// add records e, written as line [off, off+n) of the run file.
func (ix *runIndex) add(e event.Event, off int64, n int) {
	ix.state.apply(e)
	a, ok := ix.agentAt[e.AgentID]
	if !ok {
		a = int32(len(ix.agentAt))
		ix.agentAt[e.AgentID] = a
	}
	k, ok := ix.kindPos[string(e.Kind)]
	if !ok && len(ix.Kinds) < 255 {
		k = uint8(len(ix.Kinds))
		ix.kindPos[string(e.Kind)] = k
		ix.Kinds = append(ix.Kinds, string(e.Kind))
	}
	if n := len(ix.Entries); n > 0 && ix.Entries[n-1].ID >= e.ID {
		ix.Sorted = false
	}
	ix.Entries = append(ix.Entries, indexEntry{ID: e.ID, Off: off, Len: int32(n), Agent: a, Iter: int32(e.Iteration), Kind: k})
}

// extend indexes the complete lines of f from ix.Size up to size.
func (ix *runIndex) extend(f *os.File, size int64, path string) error {
	if size <= ix.Size {
		return nil
	}
	br := bufio.NewReaderSize(io.NewSectionReader(f, ix.Size, size-ix.Size), 256<<10)
	off := ix.Size
	for {
		line, err := br.ReadBytes('\n')
		if err != nil {
			if err == io.EOF {
				return nil // a line still being written waits for the next extend
			}
			return err
		}
		if head, isMeta := metaLine(line); isMeta {
			if head.Type == "summary" {
				ix.Finished = true
			}
		} else if e, ok, perr := decodeLine(line); perr != nil {
			return fmt.Errorf("%s at byte %d: %v", path, off, perr)
		} else if ok {
			ix.add(e, off, len(line))
		}
		off += int64(len(line))
		ix.Size = off
	}
}

// metaLine tells a meta or summary line from an event line cheaply: those
// lines start with {"type":.
func metaLine(line []byte) (fileLine, bool) {
	if !bytes.HasPrefix(bytes.TrimSpace(line), []byte(`{"type":`)) {
		return fileLine{}, false
	}
	var l fileLine
	if json.Unmarshal(line, &l) != nil || l.Type == "" {
		return fileLine{}, false
	}
	return l, true
}

// agentOrdinal is the position of agent id, or -1.
func (ix *runIndex) agentOrdinal(id string) int32 {
	if a, ok := ix.agentAt[id]; ok {
		return a
	}
	return -1
}

// kindMask marks the kinds matching a comma-separated filter.
func (ix *runIndex) kindMask(filter string) []bool {
	m := make([]bool, len(ix.Kinds))
	for i, k := range ix.Kinds {
		m[i] = matchKind(filter, event.Kind(k))
	}
	return m
}

// firstAfter is the position of the first entry with an id above since.
func (ix *runIndex) firstAfter(since uint64) int {
	if since == 0 {
		return 0
	}
	if ix.Sorted {
		return sort.Search(len(ix.Entries), func(i int) bool { return ix.Entries[i].ID > since })
	}
	for i, e := range ix.Entries {
		if e.ID > since {
			return i
		}
	}
	return len(ix.Entries)
}

// snapshot fills the stored summary fields from the live state.
func (ix *runIndex) snapshot() {
	ix.Info = ix.state.info
	ix.Agents = ix.state.tree()
}

// restore rebuilds the live state from the stored fields.
func (ix *runIndex) restore() {
	ix.state = newRunState(ix.Info.ID)
	ix.state.info = ix.Info
	ix.kindPos = map[string]uint8{}
	for i, k := range ix.Kinds {
		ix.kindPos[k] = uint8(i)
	}
	ix.agentAt = make(map[string]int32, len(ix.Agents))
	for i := range ix.Agents {
		a := ix.Agents[i]
		ix.state.agents[a.ID] = &a
		ix.state.order = append(ix.state.order, a.ID)
		ix.agentAt[a.ID] = int32(i)
	}
	ix.Agents = nil
}

func indexPath(runPath string) string {
	return filepath.Join(filepath.Dir(runPath), indexDirName, filepath.Base(runPath[:len(runPath)-len(filepath.Ext(runPath))])+".idx")
}

// save writes the index beside the run file, atomically.
func (ix *runIndex) save(runPath string) error {
	ix.snapshot()
	defer func() { ix.Agents = nil }()
	p := indexPath(runPath)
	if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(p), ".idx-*")
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(tmp, 256<<10)
	err = gob.NewEncoder(bw).Encode(ix)
	if err == nil {
		err = bw.Flush()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), p)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}

// loadIndex returns the index of the run file at path, brought up to the
// file's current end: the stored one when it still describes the file,
// else one rebuilt from the file (and stored again when persist is set).
// have, when not nil, is an index already in memory to start from.
func loadIndex(path string, have *runIndex, persist bool) (*runIndex, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	size, mod := st.Size(), st.ModTime().UnixNano()
	if have != nil && have.Size == size && have.ModTime == mod {
		return have, nil
	}
	ix := have
	if ix == nil || !ix.continues(f, size, mod) {
		ix = readIndexFile(path)
		if ix == nil || !ix.continues(f, size, mod) {
			ix = newRunIndex(runIDOf(path))
		}
	}
	built := ix.Size
	if err := ix.extend(f, size, path); err != nil {
		return nil, err
	}
	ix.ModTime = mod
	if ix.Size != size {
		ix.ModTime = 0 // a partial line: the next look extends again
	}
	// Store what took reading: a big run opened once need not be read again.
	if persist && ix.Size-built > 1<<20 {
		_ = ix.save(path)
	}
	return ix, nil
}

// continues reports whether ix describes a prefix of the file: the same
// file when size and time match, else a file that grew past a line end.
func (ix *runIndex) continues(f *os.File, size, mod int64) bool {
	if ix.Version != indexVersion || ix.Size > size {
		return false
	}
	if ix.Size == size {
		return ix.ModTime == mod
	}
	if ix.Size == 0 {
		return true
	}
	var b [1]byte
	_, err := f.ReadAt(b[:], ix.Size-1)
	return err == nil && b[0] == '\n'
}

func readIndexFile(runPath string) *runIndex {
	f, err := os.Open(indexPath(runPath))
	if err != nil {
		return nil
	}
	defer f.Close()
	var ix runIndex
	if err := gob.NewDecoder(bufio.NewReaderSize(f, 256<<10)).Decode(&ix); err != nil || ix.Version != indexVersion {
		return nil
	}
	ix.restore()
	return &ix
}

func runIDOf(path string) string {
	b := filepath.Base(path)
	return b[:len(b)-len(filepath.Ext(b))]
}

// readLines returns the event lines of entries, in order, reading each
// run of adjacent lines at once.
func readLines(f *os.File, entries []indexEntry) ([][]byte, error) {
	out := make([][]byte, 0, len(entries))
	for i := 0; i < len(entries); {
		j, end := i+1, entries[i].Off+int64(entries[i].Len)
		for j < len(entries) && entries[j].Off == end && end-entries[i].Off < 8<<20 {
			end += int64(entries[j].Len)
			j++
		}
		buf := make([]byte, end-entries[i].Off)
		if _, err := f.ReadAt(buf, entries[i].Off); err != nil {
			return nil, err
		}
		for k := i; k < j; k++ {
			n := int64(entries[k].Len)
			out = append(out, bytes.TrimRight(buf[:n], "\r\n"))
			buf = buf[n:]
		}
		i = j
	}
	return out, nil
}

// indexCache keeps the indexes of the runs the web view looked at last,
// a few at a time, so memory does not grow with the number of runs.
type indexCache struct {
	mu    sync.Mutex
	max   int
	byRun map[string]*cachedIndex
	tick  uint64
}

type cachedIndex struct {
	mu   sync.Mutex // one load at a time per run
	ix   *runIndex
	used uint64
}

func newIndexCache(max int) *indexCache {
	return &indexCache{max: max, byRun: map[string]*cachedIndex{}}
}

// use calls fn with the current index of the run file at path; the index
// is fn's alone until it returns.
func (c *indexCache) use(path string, fn func(*runIndex) error) error {
	c.mu.Lock()
	c.tick++
	ci := c.byRun[path]
	if ci == nil {
		if len(c.byRun) >= c.max {
			var oldest string
			for p, x := range c.byRun {
				if oldest == "" || x.used < c.byRun[oldest].used {
					oldest = p
				}
			}
			delete(c.byRun, oldest)
		}
		ci = &cachedIndex{}
		c.byRun[path] = ci
	}
	ci.used = c.tick
	c.mu.Unlock()

	ci.mu.Lock()
	defer ci.mu.Unlock()
	ix, err := loadIndex(path, ci.ix, true)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("%w: %s", ErrRunNotFound, runIDOf(path))
		}
		return err
	}
	ci.ix = ix
	return fn(ix)
}
