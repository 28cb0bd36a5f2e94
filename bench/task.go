package bench

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/rlm-go/rlm/bench/score"
)

// maxLine bounds one JSONL line. Inline contexts can be several megabytes
// (2^20 tokens is about 4 MB of text), so the scanner default of 64 KB would
// reject legitimate pools.
const maxLine = 256 << 20

// ReadTasks reads a task pool in JSONL form. Blank lines are skipped. Errors
// name the file and line so a hand-edited pool can be fixed: a line that is
// not JSON, a task without task_id or query, a task with both or neither of
// context and context_path, and a task_id used twice.
func ReadTasks(path string) ([]Task, error) {
	return readTasks(path, nil)
}

// ReadPool is ReadTasks for a pool about to run: it also checks that every
// context_path (resolved against the pool file's directory) names a
// readable regular file, so a moved or missing document stops the run
// before it starts instead of becoming an error row. Errors name the file
// and line.
func ReadPool(path string) ([]Task, error) {
	dir := filepath.Dir(path)
	return readTasks(path, func(t *Task) error { return t.checkContextFile(dir) })
}

// checkContextFile opens the task's context file, if it has one, without
// reading it.
func (t *Task) checkContextFile(poolDir string) error {
	if t.ContextPath == "" {
		return nil
	}
	p := t.ResolveContextPath(poolDir)
	f, err := os.Open(p)
	if err != nil {
		return fmt.Errorf("task %s: context_path %q: %v", t.TaskID, t.ContextPath, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return fmt.Errorf("task %s: context_path %q: %v", t.TaskID, t.ContextPath, err)
	}
	if !st.Mode().IsRegular() {
		return fmt.Errorf("task %s: context_path %q (%s) is not a regular file", t.TaskID, t.ContextPath, p)
	}
	return nil
}

// ResolveContextPath is where the task's context file is: ContextPath
// itself when absolute, else relative to poolDir.
func (t Task) ResolveContextPath(poolDir string) string {
	if t.ContextPath == "" || filepath.IsAbs(t.ContextPath) {
		return t.ContextPath
	}
	return filepath.Join(poolDir, t.ContextPath)
}

func readTasks(path string, check func(*Task) error) ([]Task, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	name := filepath.Base(path)

	var tasks []Task
	seen := map[string]int{}
	err = scanLines(f, func(lineNo int, line []byte, _ bool) error {
		var t Task
		if err := json.Unmarshal(line, &t); err != nil {
			return fmt.Errorf("%s line %d: invalid JSON: %v", name, lineNo, err)
		}
		if err := t.validate(); err != nil {
			return fmt.Errorf("%s line %d: %v", name, lineNo, err)
		}
		if check != nil {
			if err := check(&t); err != nil {
				return fmt.Errorf("%s line %d: %v", name, lineNo, err)
			}
		}
		if prev, ok := seen[t.TaskID]; ok {
			return fmt.Errorf("%s line %d: duplicate task_id %q (first on line %d)", name, lineNo, t.TaskID, prev)
		}
		seen[t.TaskID] = lineNo
		tasks = append(tasks, t)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return tasks, nil
}

func (t *Task) validate() error {
	switch {
	case t.TaskID == "":
		return errors.New(`missing "task_id"`)
	case t.Query == "":
		return errors.New(`missing "query"`)
	case t.Context == "" && t.ContextPath == "":
		return errors.New(`needs one of "context" or "context_path"`)
	case t.Context != "" && t.ContextPath != "":
		return errors.New(`has both "context" and "context_path"; keep one`)
	}
	// bench/score owns the scorer names: it imports nothing of bench, so
	// the pool's own package can ask it.
	if _, err := score.Lookup(t.Scorer); err != nil {
		return fmt.Errorf("unknown scorer %q (want one of %s)", t.Scorer, strings.Join(score.Names(), ", "))
	}
	return nil
}

// WriteTasks writes tasks as JSONL. The file is replaced atomically so a
// reader never sees a half-written pool.
func WriteTasks(path string, tasks []Task) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	for i := range tasks {
		if err := tasks[i].validate(); err != nil {
			return fmt.Errorf("task %d (%s): %v", i, tasks[i].TaskID, err)
		}
		if err := enc.Encode(&tasks[i]); err != nil {
			return fmt.Errorf("task %s: %w", tasks[i].TaskID, err)
		}
	}
	return WriteFileAtomic(path, buf.Bytes())
}

// WriteFileAtomic writes data to a temporary file in path's directory, syncs
// it and renames it over path.
func WriteFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	if _, err := f.Write(data); err != nil {
		f.Close()
		os.Remove(tmp)
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		os.Remove(tmp)
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

// LoadContext returns the task's context: the inline text, or the file at
// ContextPath resolved against poolDir (the pool file's directory).
func (t Task) LoadContext(poolDir string) (string, error) {
	if t.ContextPath == "" {
		return t.Context, nil
	}
	b, err := os.ReadFile(t.ResolveContextPath(poolDir))
	if err != nil {
		return "", fmt.Errorf("task %s: context: %w", t.TaskID, err)
	}
	return string(b), nil
}

// ReadResults reads results.jsonl. A run killed mid-write can leave its last
// line cut short; that line is skipped and described in warning instead of
// failing, because the row will simply be re-run. Damage anywhere else is an
// error.
func ReadResults(path string) (results []Result, warning string, err error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, "", err
	}
	defer f.Close()
	name := filepath.Base(path)
	err = scanLines(f, func(lineNo int, line []byte, last bool) error {
		var r Result
		if err := json.Unmarshal(line, &r); err != nil {
			if last {
				warning = fmt.Sprintf("%s line %d: skipped a truncated last line (%d bytes): %v", name, lineNo, len(line), err)
				return nil
			}
			return fmt.Errorf("%s line %d: invalid JSON: %v", name, lineNo, err)
		}
		if r.TaskID == "" {
			return fmt.Errorf(`%s line %d: missing "task_id"`, name, lineNo)
		}
		results = append(results, r)
		return nil
	})
	if err != nil {
		return nil, "", err
	}
	return results, warning, nil
}

// LatestResults keeps one row per (task_id, epoch): the last one. Rows are
// only ever appended to results.jsonl, so a row re-run later (rlm-bench run
// --retry-errors) supersedes the earlier one without rewriting the file.
// The kept rows stay in the order their keys first appeared.
func LatestResults(rows []Result) []Result {
	type key struct {
		id    string
		epoch int
	}
	at := make(map[key]int, len(rows))
	out := make([]Result, 0, len(rows))
	for _, r := range rows {
		k := key{r.TaskID, r.Epoch}
		if i, ok := at[k]; ok {
			out[i] = r
			continue
		}
		at[k] = len(out)
		out = append(out, r)
	}
	return out
}

// scanLines calls fn for every non-blank line with its 1-based number; last
// reports whether no non-blank line follows.
func scanLines(r io.Reader, fn func(lineNo int, line []byte, last bool) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), maxLine)
	var (
		pending   []byte
		pendingNo int
		lineNo    int
	)
	for sc.Scan() {
		lineNo++
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		if pending != nil {
			if err := fn(pendingNo, pending, false); err != nil {
				return err
			}
		}
		pending = append(pending[:0:0], line...)
		pendingNo = lineNo
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("line %d: %w", lineNo+1, err)
	}
	if pending != nil {
		return fn(pendingNo, pending, true)
	}
	return nil
}
