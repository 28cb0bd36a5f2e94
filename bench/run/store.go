package run

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
)

// A run directory keeps the trace, log and answer of every (task, epoch)
// in a few append-only files instead of a directory per task (a pool of
// 100,000 tasks used to leave 300,000 files):
//
//	traces.jsonl   every attempt's events, one attempt's block after another
//	logs.txt       every attempt's human log, likewise
//	answers.txt    every attempt's answer, likewise
//	index.jsonl    one line per attempt: task, epoch and where its three
//	               blocks are (offset and length in each file)
//
// An attempt is appended whole when it ends (finished, interrupted or cut
// short by the endpoint): its blocks first, then its index line, then its
// results row, all by one goroutine, so a process killed at any point
// leaves at most a tail that no index line points to. The next invocation,
// holding the run lock, cuts such tails off (see openTaskStore). Readers
// take the last index line of a pair: an attempt run again supersedes the
// earlier one, as its row does in results.jsonl.
//
// Runs written before this layout keep tasks/<id>/e<N>/{trace.jsonl,
// log.txt, answer.txt}; every reader here reads either.
const (
	TracesFile  = "traces.jsonl"
	LogsFile    = "logs.txt"
	AnswersFile = "answers.txt"
	IndexFile   = "index.jsonl"
)

// storeFiles are the data files in index order: an index entry's Blocks[i]
// is a block of storeFiles[i].
var storeFiles = [3]string{TracesFile, LogsFile, AnswersFile}

// taskFileSlot maps the per-task file names readers ask for to their slot.
var taskFileSlot = map[string]int{TraceFile: 0, LogFile: 1, AnswerFile: 2}

// IndexEntry is one line of index.jsonl: where one attempt's trace, log and
// answer are. Blocks are [offset, length] in traces.jsonl, logs.txt and
// answers.txt; Row says whether the attempt has a results row (false for an
// attempt that was interrupted or hit endpoint errors).
type IndexEntry struct {
	TaskID string      `json:"task_id"`
	Epoch  int         `json:"epoch"`
	Blocks [3][2]int64 `json:"blocks"`
	Row    bool        `json:"row"`
}

// attempt is one finished attempt's blocks, handed to the writer.
type attempt struct {
	taskID string
	epoch  int
	blocks [3][]byte
	row    bool
}

// taskStore appends attempts to a run directory's four files. It is used
// by the result writer's goroutine only.
type taskStore struct {
	files [3]*os.File
	ends  [3]int64
	index *os.File
}

// openTaskStore opens (creating) the four files of dir for appending and
// cuts off what an interrupted process left past the last index line: a
// partial index line, and blocks that no index line points to. The caller
// holds the run lock, so no other process appends meanwhile.
func openTaskStore(dir string) (*taskStore, error) {
	s := &taskStore{}
	ok := false
	defer func() {
		if !ok {
			s.close()
		}
	}()
	var err error
	idxPath := filepath.Join(dir, IndexFile)
	if s.index, err = os.OpenFile(idxPath, os.O_RDWR|os.O_CREATE, 0o644); err != nil {
		return nil, err
	}
	last, cut, err := lastLine(s.index)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", idxPath, err)
	}
	if err := s.index.Truncate(cut); err != nil {
		return nil, fmt.Errorf("cutting the partial last line of %s: %w", idxPath, err)
	}
	if last != nil {
		var e IndexEntry
		if err := json.Unmarshal(last, &e); err != nil {
			return nil, fmt.Errorf("%s: last line: %w", idxPath, err)
		}
		for i := range s.ends {
			s.ends[i] = e.Blocks[i][0] + e.Blocks[i][1]
		}
	}
	for i, name := range storeFiles {
		p := filepath.Join(dir, name)
		if s.files[i], err = os.OpenFile(p, os.O_RDWR|os.O_CREATE, 0o644); err != nil {
			return nil, err
		}
		st, err := s.files[i].Stat()
		if err != nil {
			return nil, err
		}
		switch {
		case st.Size() > s.ends[i]:
			if err := s.files[i].Truncate(s.ends[i]); err != nil {
				return nil, fmt.Errorf("cutting an interrupted attempt off %s: %w", p, err)
			}
		case st.Size() < s.ends[i]:
			return nil, fmt.Errorf("%s is shorter (%d bytes) than %s says (%d): the run's files were edited or lost; move the run directory aside and run again", p, st.Size(), IndexFile, s.ends[i])
		}
	}
	if _, err := s.index.Seek(0, io.SeekEnd); err != nil {
		return nil, err
	}
	for _, f := range s.files {
		if _, err := f.Seek(0, io.SeekEnd); err != nil {
			return nil, err
		}
	}
	ok = true
	return s, nil
}

// lastLine returns the last complete line of f and the offset just past
// it, reading only the file's tail.
func lastLine(f *os.File) (line []byte, end int64, err error) {
	st, err := f.Stat()
	if err != nil {
		return nil, 0, err
	}
	size := st.Size()
	for chunk := int64(4096); ; chunk *= 4 {
		from := max(size-chunk, 0)
		buf := make([]byte, size-from)
		if _, err := f.ReadAt(buf, from); err != nil && !errors.Is(err, io.EOF) {
			return nil, 0, err
		}
		nl := bytes.LastIndexByte(buf, '\n')
		if nl < 0 {
			if from == 0 {
				return nil, 0, nil
			}
			continue
		}
		end = from + int64(nl) + 1
		prev := bytes.LastIndexByte(buf[:nl], '\n')
		if prev < 0 && from > 0 {
			continue
		}
		return bytes.TrimSpace(buf[prev+1 : nl]), end, nil
	}
}

// append writes the attempt's blocks, then its index line. Nothing is
// synced: a killed process loses nothing the kernel has, and a lost
// machine loses at worst attempts whose rows (synced) then have no trace.
func (s *taskStore) append(a attempt) error {
	e := IndexEntry{TaskID: a.taskID, Epoch: a.epoch, Row: a.row}
	for i, b := range a.blocks {
		if _, err := s.files[i].Write(b); err != nil {
			return fmt.Errorf("writing %s: %w", s.files[i].Name(), err)
		}
		e.Blocks[i] = [2]int64{s.ends[i], int64(len(b))}
		s.ends[i] += int64(len(b))
	}
	line, err := json.Marshal(e)
	if err != nil {
		return err
	}
	if _, err := s.index.Write(append(line, '\n')); err != nil {
		return fmt.Errorf("writing %s: %w", s.index.Name(), err)
	}
	return nil
}

func (s *taskStore) close() error {
	var errs []error
	for _, f := range append(s.files[:], s.index) {
		if f != nil {
			errs = append(errs, f.Close())
		}
	}
	return errors.Join(errs...)
}

// TaskRecords reads the traces, logs and answers of a run directory (one
// shard's, or an unsharded run's), in either layout.
type TaskRecords struct {
	dir   string
	index map[pairKey]IndexEntry // nil until the first lookup
}

type pairKey struct {
	task  string
	epoch int
}

// OpenTaskRecords returns the reader of dir's task records. The index is
// read on the first lookup, once.
func OpenTaskRecords(dir string) *TaskRecords { return &TaskRecords{dir: dir} }

func (t *TaskRecords) load() error {
	if t.index != nil {
		return nil
	}
	t.index = map[pairKey]IndexEntry{}
	f, err := os.Open(filepath.Join(t.dir, IndexFile))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	for sc.Scan() {
		var e IndexEntry
		// A partial last line (a process killed mid-write) is skipped.
		if json.Unmarshal(sc.Bytes(), &e) == nil && e.TaskID != "" {
			t.index[pairKey{e.TaskID, e.Epoch}] = e
		}
	}
	return sc.Err()
}

// Has reports whether the pair has a record: an index entry, or a task
// directory of the old layout.
func (t *TaskRecords) Has(taskID string, epoch int) bool {
	if err := t.load(); err == nil {
		if _, ok := t.index[pairKey{taskID, epoch}]; ok {
			return true
		}
	}
	_, err := os.Stat(TaskDir(t.dir, taskID, epoch))
	return err == nil
}

// Epochs lists the epochs of taskID that have a record, in either layout.
func (t *TaskRecords) Epochs(taskID string) ([]int, error) {
	if err := t.load(); err != nil {
		return nil, err
	}
	seen := map[int]bool{}
	for k := range t.index {
		if k.task == taskID {
			seen[k.epoch] = true
		}
	}
	entries, _ := os.ReadDir(filepath.Join(t.dir, TasksDir, safeName(taskID)))
	for _, e := range entries {
		var n int
		if _, err := fmt.Sscanf(e.Name(), "e%d", &n); err == nil && n > 0 {
			seen[n] = true
		}
	}
	out := make([]int, 0, len(seen))
	for e := range seen {
		out = append(out, e)
	}
	sort.Ints(out)
	return out, nil
}

// Read returns one file of the pair's record: name is TraceFile, LogFile
// or AnswerFile. A pair with no record gives an error matching
// fs.ErrNotExist.
func (t *TaskRecords) Read(taskID string, epoch int, name string) ([]byte, error) {
	slot, ok := taskFileSlot[name]
	if !ok {
		return nil, fmt.Errorf("task record: no file %q (want %s, %s or %s)", name, TraceFile, LogFile, AnswerFile)
	}
	if err := t.load(); err != nil {
		return nil, err
	}
	e, ok := t.index[pairKey{taskID, epoch}]
	if !ok {
		// The old layout: a directory per (task, epoch).
		return os.ReadFile(filepath.Join(TaskDir(t.dir, taskID, epoch), name))
	}
	f, err := os.Open(filepath.Join(t.dir, storeFiles[slot]))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b := make([]byte, e.Blocks[slot][1])
	if _, err := f.ReadAt(b, e.Blocks[slot][0]); err != nil {
		return nil, fmt.Errorf("%s of %s epoch %d: %w", storeFiles[slot], taskID, epoch, err)
	}
	return b, nil
}

// ReadTaskFile reads one file of one (task, epoch) of the run directory
// dir, in either layout. For many reads, keep one OpenTaskRecords.
func ReadTaskFile(dir, taskID string, epoch int, name string) ([]byte, error) {
	return OpenTaskRecords(dir).Read(taskID, epoch, name)
}

// ReadPath reads a file named by its path relative to the run directory,
// as a row's trace_path names it ("tasks/<task>/e<N>/trace.jsonl"): the
// file itself in the old layout, else the pair's block in the store.
func (t *TaskRecords) ReadPath(rel string) ([]byte, error) {
	if b, err := os.ReadFile(filepath.Join(t.dir, filepath.FromSlash(rel))); err == nil || !errors.Is(err, fs.ErrNotExist) {
		return b, err
	}
	if err := t.load(); err != nil {
		return nil, err
	}
	name := filepath.Base(rel)
	want := filepath.Clean(filepath.Join(t.dir, filepath.FromSlash(filepath.Dir(rel))))
	for k := range t.index {
		if TaskDir(t.dir, k.task, k.epoch) == want {
			return t.Read(k.task, k.epoch, name)
		}
	}
	return nil, &fs.PathError{Op: "read", Path: filepath.Join(t.dir, rel), Err: fs.ErrNotExist}
}
