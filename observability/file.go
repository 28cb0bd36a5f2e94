package observability

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/rlm-go/rlm/event"
)

// FileFormat names the layout of a run file's first line.
const FileFormat = "rlm_run_v1"

// ErrRunNotFound means no run file matches the id given.
var ErrRunNotFound = errors.New("run not found")

// DefaultDataDir is where run files go unless a --data-dir says otherwise:
// $XDG_STATE_HOME/rlm/runs, else ~/.local/state/rlm/runs.
func DefaultDataDir() string {
	if d := os.Getenv("XDG_STATE_HOME"); d != "" {
		return filepath.Join(d, "rlm", "runs")
	}
	home, err := os.UserHomeDir()
	if err != nil || home == "" {
		return filepath.Join(os.TempDir(), "rlm", "runs")
	}
	return filepath.Join(home, ".local", "state", "rlm", "runs")
}

// fileLine is the shape of any line of a run file: a meta or summary line
// has Type; an event line has Kind.
type fileLine struct {
	Type    string    `json:"type,omitempty"`
	Format  string    `json:"format,omitempty"`
	RunID   string    `json:"run_id,omitempty"`
	Started time.Time `json:"started,omitzero"`
	Query   string    `json:"query,omitempty"`
	Model   string    `json:"model,omitempty"`
	Summary *RunInfo  `json:"summary,omitempty"`
	Kind    string    `json:"kind,omitempty"`
}

// FileStore is an event.Sink that writes one JSONL file per run under a
// directory, a line per event as it happens, so a crash loses at most the
// event being written. The first line is a meta record; a summary record
// closes a run whose root agent ended. It is safe for concurrent use.
type FileStore struct {
	dir string

	mu      sync.Mutex
	open    map[string]*openRun
	resolve runResolver
	err     error

	// listed caches each run file's summary by file size and time, so a
	// listing reads only the files that changed since the last one. It is
	// stored beside the run indexes (see summariesPath), so a new store
	// over the same directory reads only what changed since then too.
	listMu     sync.Mutex
	listed     map[string]listedRun
	listLoaded bool // the stored summaries were read into listed
	listDirty  bool // listed has entries the stored file lacks
}

type listedRun struct {
	size, mod int64
	info      RunInfo
}

type openRun struct {
	f     *os.File
	path  string
	index *runIndex // written as the run goes; its state is the run's summary
	used  time.Time
	saved time.Time
}

// indexSaveEvery is how often the index of a run being written is stored
// while the run goes on (always when it ends or the store closes).
const indexSaveEvery = 2 * time.Second

// saveIndex stores r's index as of the file's current size and time.
func (r *openRun) saveIndex() error {
	st, err := r.f.Stat()
	if err != nil {
		return err
	}
	if st.Size() != r.index.Size {
		return nil // someone else appended too: readers rebuild from the file
	}
	r.index.ModTime = st.ModTime().UnixNano()
	r.saved = time.Now()
	return r.index.save(r.path)
}

// maxOpenRuns bounds file descriptors when many runs are live at once;
// the least recently written is closed and reopened for append on need.
const maxOpenRuns = 64

// OpenFileStore uses dir, creating it if needed.
func OpenFileStore(dir string) (*FileStore, error) {
	if dir == "" {
		dir = DefaultDataDir()
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("create data directory: %w", err)
	}
	return &FileStore{dir: dir, open: map[string]*openRun{}, resolve: runResolver{byAgent: map[string]string{}},
		listed: map[string]listedRun{}}, nil
}

// Dir is the store's directory.
func (s *FileStore) Dir() string { return s.dir }

// Err returns the first write error, if any: Emit cannot return one.
func (s *FileStore) Err() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.err
}

func (s *FileStore) path(runID string) string {
	return filepath.Join(s.dir, safeName(runID)+".jsonl")
}

// safeName keeps run ids from escaping the directory.
func safeName(id string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_', r == '.':
			return r
		}
		return '_'
	}, strings.TrimLeft(id, "."))
}

// Emit appends e to its run's file.
func (s *FileStore) Emit(e event.Event) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.resolve.stamp(&e) {
		return
	}
	if err := s.write(e); err != nil && s.err == nil {
		s.err = fmt.Errorf("trace of run %s: %w", e.RunID, err)
	}
}

func (s *FileStore) write(e event.Event) error {
	r, err := s.openRun(e)
	if err != nil {
		return err
	}
	line, err := json.Marshal(e)
	if err != nil {
		// A Data value JSON cannot hold; keep the event's shape.
		e.Data = dataNote(e.Kind, "marshal_error", err.Error())
		line, _ = json.Marshal(e)
	}
	r.used = time.Now()
	// One unbuffered write per line: what the kernel has survives a kill.
	n, err := r.f.Write(append(line, '\n'))
	if n > 0 {
		r.index.add(e, r.index.Size, n)
		r.index.Size += int64(n)
	}
	if err != nil {
		return err
	}
	if e.Kind == event.AgentEnd && isRoot(e) {
		info := r.index.state.info
		sum, _ := json.Marshal(fileLine{Type: "summary", RunID: e.RunID, Summary: &info})
		n, err = r.f.Write(append(sum, '\n'))
		r.index.Size += int64(n)
		r.index.Finished = true
		if err == nil {
			err = r.saveIndex()
		}
		if st, serr := r.f.Stat(); err == nil && serr == nil {
			s.listMu.Lock()
			s.listed[filepath.Base(r.path)] = listedRun{size: st.Size(), mod: st.ModTime().UnixNano(), info: info}
			s.listDirty = true
			s.listMu.Unlock()
		}
		r.f.Close()
		delete(s.open, e.RunID)
		return err
	}
	if r.used.Sub(r.saved) > indexSaveEvery {
		return r.saveIndex()
	}
	return nil
}

func (s *FileStore) openRun(e event.Event) (*openRun, error) {
	if r := s.open[e.RunID]; r != nil {
		return r, nil
	}
	if len(s.open) >= maxOpenRuns {
		var oldest string
		for id, r := range s.open {
			if oldest == "" || r.used.Before(s.open[oldest].used) {
				oldest = id
			}
		}
		o := s.open[oldest]
		_ = o.saveIndex()
		o.f.Close()
		delete(s.open, oldest)
	}
	path := s.path(e.RunID)
	// Reopened after an LRU close: the index holds the summary so far.
	index, err := loadIndex(path, nil, false)
	existing := err == nil
	switch {
	case existing:
	case errors.Is(err, os.ErrNotExist):
		index = newRunIndex(e.RunID)
	default:
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		return nil, err
	}
	if !existing {
		meta := fileLine{Type: "meta", Format: FileFormat, RunID: e.RunID, Started: e.Time}
		if d, ok := event.As[event.AgentStartData](e); ok {
			meta.Query, meta.Model = d.Query, d.Model
		}
		b, _ := json.Marshal(meta)
		n, err := f.Write(append(b, '\n'))
		if err != nil {
			f.Close()
			return nil, err
		}
		index.Size = int64(n)
	}
	r := &openRun{f: f, path: path, index: index, saved: time.Now()}
	s.open[e.RunID] = r
	return r, nil
}

// Close closes the files of runs still open.
func (s *FileStore) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	var first error
	for id, r := range s.open {
		if err := r.saveIndex(); err != nil && first == nil {
			first = err
		}
		if err := r.f.Close(); err != nil && first == nil {
			first = err
		}
		delete(s.open, id)
	}
	if err := s.saveSummaries(nil); err != nil && first == nil {
		first = err
	}
	return first
}

// ListRuns summarizes every run file, newest first. A run that never
// ended is "running" while this store writes it and "incomplete" otherwise
// (a crash, or another process still writing).
func (s *FileStore) ListRuns() ([]RunInfo, error) {
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		return nil, fmt.Errorf("list runs in %s: %w", s.dir, err)
	}
	s.loadSummaries()
	var runs []os.DirEntry
	for _, ent := range entries {
		if !ent.IsDir() && strings.HasSuffix(ent.Name(), ".jsonl") {
			runs = append(runs, ent)
		}
	}
	// A stat per file is most of a listing's time when the summaries are
	// stored: a few at once overlap their waits.
	infos := make([]RunInfo, len(runs))
	ok := make([]bool, len(runs))
	var wg sync.WaitGroup
	const listers = 8
	for w := range listers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < len(runs); i += listers {
				st, err := runs[i].Info()
				if err != nil {
					continue
				}
				// A stray or unreadable file is not a run.
				infos[i], err = s.runInfo(filepath.Join(s.dir, runs[i].Name()), st)
				ok[i] = err == nil
			}
		}()
	}
	wg.Wait()
	out := make([]RunInfo, 0, len(runs))
	names := make(map[string]bool, len(runs))
	for i := range runs {
		if ok[i] {
			names[runs[i].Name()] = true
			out = append(out, infos[i])
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Started.After(out[j].Started) })
	// The stored summaries are a cache: failing to store them costs the
	// next store over this directory a re-read, nothing else.
	_ = s.saveSummaries(names)
	return out, nil
}

// runInfoOf summarizes run id's file alone.
func (s *FileStore) runInfoOf(id string) (RunInfo, error) {
	path := s.path(id)
	st, err := os.Stat(path)
	if err != nil {
		return RunInfo{}, err
	}
	return s.runInfo(path, st)
}

func (s *FileStore) runInfo(path string, st os.FileInfo) (RunInfo, error) {
	key, size, mod := filepath.Base(path), st.Size(), st.ModTime().UnixNano()
	s.listMu.Lock()
	c, ok := s.listed[key]
	s.listMu.Unlock()
	if !ok || c.size != size || c.mod != mod {
		info, err := s.readRunInfo(path)
		if err != nil {
			return RunInfo{}, err
		}
		c = listedRun{size: size, mod: mod, info: info}
		s.listMu.Lock()
		s.listed[key] = c
		s.listDirty = true
		s.listMu.Unlock()
	}
	info := c.info
	if info.Status == "running" {
		s.mu.Lock()
		_, live := s.open[info.ID]
		s.mu.Unlock()
		if !live {
			info.Status = "incomplete"
		}
		info.LiveDuration()
	}
	return info, nil
}

// readRunInfo summarizes a run file: from its summary line when the run
// ended, else from its index.
func (s *FileStore) readRunInfo(path string) (RunInfo, error) {
	if sum, ok := readSummary(path); ok {
		return sum, nil
	}
	ix, err := loadIndex(path, nil, false)
	if err != nil {
		return RunInfo{}, err
	}
	if ix.state.info.Events == 0 {
		return RunInfo{}, fmt.Errorf("%s: no events", path)
	}
	return ix.state.info, nil
}

// readSummary reads the summary line that ends a finished run file,
// without reading the rest.
func readSummary(path string) (RunInfo, bool) {
	f, err := os.Open(path)
	if err != nil {
		return RunInfo{}, false
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return RunInfo{}, false
	}
	// Most summary lines are short: read a little of the tail first.
	var last []byte
	for tail := int64(4 << 10); ; tail = 64 << 10 {
		off := max(st.Size()-tail, 0)
		buf := make([]byte, st.Size()-off)
		if _, err := f.ReadAt(buf, off); err != nil && err != io.EOF {
			return RunInfo{}, false
		}
		buf = bytes.TrimRight(buf, "\n")
		nl := bytes.LastIndexByte(buf, '\n')
		last = buf[nl+1:]
		if nl >= 0 || off == 0 || tail == 64<<10 {
			break
		}
	}
	var l fileLine
	if json.Unmarshal(last, &l) != nil || l.Type != "summary" || l.Summary == nil {
		return RunInfo{}, false
	}
	return *l.Summary, true
}

// ReadRun returns a run's events. id may be a unique prefix of a run id. A
// last line cut short by a crash is skipped.
func (s *FileStore) ReadRun(id string) ([]event.Event, error) {
	path, err := s.find(id)
	if err != nil {
		return nil, err
	}
	return readRunFile(path)
}

// ReadRunFrom returns the complete event lines of a run from byte offset
// on, and the offset after the last complete line, for tailing a file
// another process writes.
func (s *FileStore) ReadRunFrom(id string, offset int64) ([]event.Event, int64, error) {
	path, err := s.find(id)
	if err != nil {
		return nil, offset, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, offset, err
	}
	defer f.Close()
	if _, err := f.Seek(offset, io.SeekStart); err != nil {
		return nil, offset, err
	}
	events, n, err := decodeLines(f, path, false)
	return events, offset + n, err
}

// HasRun reports whether a file holds run id exactly.
func (s *FileStore) HasRun(id string) bool {
	_, err := os.Stat(s.path(id))
	return err == nil && id != "" && safeName(id) == id
}

func (s *FileStore) find(id string) (string, error) {
	if id == "" {
		return "", fmt.Errorf("%w: empty run id", ErrRunNotFound)
	}
	exact := s.path(id)
	if _, err := os.Stat(exact); err == nil {
		return exact, nil
	}
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		return "", fmt.Errorf("read %s: %w", s.dir, err)
	}
	var matches []string
	for _, ent := range entries {
		name := strings.TrimSuffix(ent.Name(), ".jsonl")
		if name != ent.Name() && strings.HasPrefix(name, safeName(id)) {
			matches = append(matches, name)
		}
	}
	switch len(matches) {
	case 0:
		return "", fmt.Errorf("%w: no run %q in %s (see `rlm logs list`)", ErrRunNotFound, id, s.dir)
	case 1:
		return s.path(matches[0]), nil
	}
	return "", fmt.Errorf("run id %q is ambiguous: it starts %s", id, strings.Join(matches, ", "))
}

// TraceFileName is the trace an rlm-bench task writes in its directory.
const TraceFileName = "trace.jsonl"

// ReadTraceFile reads the events of a JSONL trace: a run store file, an
// rlm --trace file, or an rlm-bench task's trace (given as the file or as
// the task directory holding TraceFileName).
func ReadTraceFile(path string) ([]event.Event, error) {
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		path = filepath.Join(path, TraceFileName)
	}
	events, err := readRunFile(path)
	if err != nil {
		return nil, err
	}
	if len(events) == 0 {
		return nil, fmt.Errorf("%s holds no events", path)
	}
	return events, nil
}

func readRunFile(path string) ([]event.Event, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	events, _, err := decodeLines(f, path, true)
	return events, err
}

// decodeLines reads event lines. With atEOF a final line without a newline
// is still tried (it may be whole); a line that does not parse is an error
// unless it is the last, which a crash may have cut.
func decodeLines(r io.Reader, path string, atEOF bool) ([]event.Event, int64, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	var (
		events   []event.Event
		consumed int64
		lineNo   int
		bad      error
	)
	for {
		line, err := br.ReadBytes('\n')
		complete := err == nil
		if len(line) > 0 && (complete || atEOF) {
			lineNo++
			if bad != nil {
				return events, consumed, bad
			}
			if ev, ok, perr := decodeLine(line); perr != nil {
				bad = fmt.Errorf("%s line %d: %v", path, lineNo, perr)
			} else if ok {
				events = append(events, ev)
			}
			if complete {
				consumed += int64(len(line))
			}
		}
		if err != nil {
			if err == io.EOF {
				return events, consumed, nil
			}
			return events, consumed, err
		}
	}
}

func decodeLine(line []byte) (event.Event, bool, error) {
	line = bytes.TrimSpace(line)
	if len(line) == 0 {
		return event.Event{}, false, nil
	}
	var head fileLine
	if err := json.Unmarshal(line, &head); err != nil {
		return event.Event{}, false, err
	}
	if head.Type != "" {
		return event.Event{}, false, nil
	}
	var e event.Event
	d := json.NewDecoder(bytes.NewReader(line))
	if err := d.Decode(&e); err != nil {
		return event.Event{}, false, err
	}
	return e, true, nil
}

// Sweep deletes run files not written for maxAge, except runs this store
// is writing, and returns how many it removed.
func (s *FileStore) Sweep(maxAge time.Duration) (int, error) {
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		return 0, fmt.Errorf("sweep %s: %w", s.dir, err)
	}
	cutoff := time.Now().Add(-maxAge)
	removed := 0
	for _, ent := range entries {
		name := ent.Name()
		if ent.IsDir() || !strings.HasSuffix(name, ".jsonl") {
			continue
		}
		st, err := ent.Info()
		if err != nil || st.ModTime().After(cutoff) {
			continue
		}
		s.mu.Lock()
		_, live := s.open[strings.TrimSuffix(name, ".jsonl")]
		s.mu.Unlock()
		if live {
			continue
		}
		if err := os.Remove(filepath.Join(s.dir, name)); err != nil && !errors.Is(err, os.ErrNotExist) {
			return removed, fmt.Errorf("sweep: %w", err)
		}
		os.Remove(indexPath(filepath.Join(s.dir, name)))
		removed++
	}
	return removed, nil
}

// NewJSONLWriter returns a sink writing each event as one JSON line to w,
// for `rlm --trace FILE`. Write errors after the first are dropped.
func NewJSONLWriter(w io.Writer) event.Sink {
	jw := &jsonlWriter{w: w}
	return jw
}

type jsonlWriter struct {
	mu     sync.Mutex
	w      io.Writer
	failed bool
}

func (j *jsonlWriter) Emit(e event.Event) {
	line, err := marshalLine(e)
	if err != nil {
		e.Data = dataNote(e.Kind, "marshal_error", err.Error())
		line, _ = marshalLine(e)
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.failed {
		return
	}
	if _, err := j.w.Write(append(line, '\n')); err != nil {
		j.failed = true
	}
}

// marshalLine is json.Marshal(e) without its second pass over the whole
// line (encoding/json re-compacts a marshaler's output): the line is
// already compact, and only HTML escaping, which json.Marshal applies and
// the traces written so far have, is left to do where it changes anything.
func marshalLine(e event.Event) ([]byte, error) {
	b, err := e.MarshalJSON()
	if err != nil {
		return nil, err
	}
	if bytes.ContainsAny(b, "<>&\u2028\u2029") {
		var esc bytes.Buffer
		json.HTMLEscape(&esc, b)
		b = esc.Bytes()
	}
	return b, nil
}

// dataNote replaces data that could not be written or checked with a note
// saying why, under the event's own kind.
func dataNote(kind event.Kind, key, msg string) event.Raw {
	b, err := json.Marshal(map[string]string{key: msg})
	if err != nil {
		b = []byte("{}")
	}
	return event.Raw{Of: kind, JSON: b}
}
