package run

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/shard"
)

// ShardsDir holds a sharded run's shards, each a run directory of its own
// named K-of-N:
//
//	RUN/shards/0-of-4/run.json, run.lock, results.jsonl, summary.*, traces.jsonl, …
//	RUN/run.json, results.jsonl, summary.*   written by rlm-bench merge
const ShardsDir = "shards"

// ShardDir is where shard s of the run in root writes.
func ShardDir(root string, s shard.Spec) string {
	return filepath.Join(root, ShardsDir, s.DirName())
}

// shardDirs lists the shards present under root, in index order.
func shardDirs(root string) ([]shard.Spec, error) {
	entries, err := os.ReadDir(filepath.Join(root, ShardsDir))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []shard.Spec
	for _, e := range entries {
		if s, ok := shard.ParseDirName(e.Name()); ok && e.IsDir() {
			out = append(out, s)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Count != out[j].Count {
			return out[i].Count < out[j].Count
		}
		return out[i].Index < out[j].Index
	})
	return out, nil
}

// IsSharded reports whether dir holds a sharded run.
func IsSharded(dir string) bool {
	specs, _ := shardDirs(dir)
	return len(specs) > 0
}

// checkLayout refuses to mix a sharded and an unsharded run, or two shard
// counts, in one directory: the split depends on the count, so rows of
// 0/4 and 0/2 overlap.
func checkLayout(root string, s shard.Spec) error {
	specs, err := shardDirs(root)
	if err != nil {
		return err
	}
	if !s.Sharded() {
		if len(specs) > 0 {
			return &DifferentRunError{Dir: root, Diffs: []string{fmt.Sprintf("sharded into %d, now unsharded: pass --shard K/%d, or read it with rlm-bench merge", specs[0].Count, specs[0].Count)}}
		}
		return nil
	}
	for _, o := range specs {
		if o.Count != s.Count {
			return &DifferentRunError{Dir: root, Diffs: []string{fmt.Sprintf("sharded into %d (shards/%s), now --shard %s", o.Count, o.DirName(), s)}}
		}
	}
	if len(specs) == 0 {
		if _, err := os.Stat(filepath.Join(root, ResultsFile)); err == nil {
			return &DifferentRunError{Dir: root, Diffs: []string{"unsharded, now --shard " + s.String() + ": shard a fresh run directory (another --name or --out)"}}
		}
	}
	return nil
}

// checkSiblings refuses a shard whose settings differ from another shard's
// of the same run: merged, their rows would mean different things.
func (m *Manifest) checkSiblings(root string, s shard.Spec) error {
	if !s.Sharded() {
		return nil
	}
	specs, err := shardDirs(root)
	if err != nil {
		return err
	}
	for _, o := range specs {
		if o == s {
			continue
		}
		old, err := ReadManifest(ShardDir(root, o))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return err
		}
		if diffs := settingsDiffs(old, m, false); len(diffs) > 0 {
			for i := range diffs {
				diffs[i] = "shard " + o.String() + " ran " + diffs[i]
			}
			return &DifferentRunError{Dir: root, Diffs: diffs}
		}
	}
	return nil
}

// Pair is one (task, epoch), with the shard that owns it in a sharded run.
type Pair struct {
	TaskID string `json:"task_id"`
	Epoch  int    `json:"epoch"`
	Shard  int    `json:"shard"`
}

// Loaded is a run directory read as one run, sharded or not: what
// rlm-bench summary, merge, logs and ab read.
type Loaded struct {
	Dir string
	// Manifest is the run's settings: run.json of an unsharded run, the
	// first shard's (checked equal to every other's) for a sharded one,
	// with Shard cleared and Shards set. Nil when the directory has only
	// a results.jsonl.
	Manifest *Manifest
	// Shards lists the shards found, in index order; empty when unsharded.
	Shards []shard.Spec
	// Rows holds the latest row of every (task, epoch). A sharded run's
	// rows are in pool order, epoch by epoch, as one process at
	// concurrency 1 would have written them.
	Rows []bench.Result
	// Missing lists the pairs of a sharded run's pool with no row in their
	// shard; Duplicates the pairs with rows in more than one shard.
	Missing, Duplicates []Pair
	// Warnings are notes for stderr (a truncated last row).
	Warnings []string

	tasks   []bench.Task // the pool's selected tasks, when it was readable
	records map[string]*TaskRecords
}

// ShardMismatchError is a sharded run whose shards ran with different
// settings.
type ShardMismatchError struct {
	Dir   string
	Diffs []string
}

func (e *ShardMismatchError) Error() string {
	return fmt.Sprintf("run directory %s: its shards ran with different settings (%s); run the odd shards again with the same settings into a fresh directory",
		e.Dir, strings.Join(e.Diffs, "; "))
}

// Load reads the run in dir: results.jsonl of an unsharded run, or every
// shard of a sharded one, checked for equal settings, missing and
// duplicate pairs.
func Load(dir string) (*Loaded, error) {
	specs, err := shardDirs(dir)
	if err != nil {
		return nil, err
	}
	l := &Loaded{Dir: dir, Shards: specs}
	if len(specs) == 0 {
		rows, warning, err := bench.ReadResults(filepath.Join(dir, ResultsFile))
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		if warning != "" {
			l.Warnings = append(l.Warnings, warning)
		}
		l.Rows = bench.LatestResults(rows)
		if m, err := ReadManifest(dir); err == nil {
			l.Manifest = m
		} else if !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		return l, nil
	}
	if err := l.loadShards(); err != nil {
		return nil, err
	}
	return l, nil
}

func (l *Loaded) loadShards() error {
	var diffs []string
	var first *Manifest
	var firstSpec shard.Spec
	from := map[string]int{} // pair key → shard index of the row kept
	var rows []bench.Result
	for _, s := range l.Shards {
		if s.Count != l.Shards[0].Count {
			diffs = append(diffs, fmt.Sprintf("shards/%s and shards/%s split the pairs %d and %d ways", l.Shards[0].DirName(), s.DirName(), l.Shards[0].Count, s.Count))
			continue
		}
		sdir := ShardDir(l.Dir, s)
		m, err := ReadManifest(sdir)
		if errors.Is(err, fs.ErrNotExist) {
			continue // created, then killed before it wrote anything
		}
		if err != nil {
			return err
		}
		if first == nil {
			first, firstSpec = m, s
		} else {
			for _, d := range settingsDiffs(first, m, false) {
				diffs = append(diffs, fmt.Sprintf("shard %s: %s (shard %s)", s, d, firstSpec))
			}
			if first.Epochs != m.Epochs || first.Limit != m.Limit {
				diffs = append(diffs, fmt.Sprintf("shard %s ran epochs %d limit %d, shard %s epochs %d limit %d", s, m.Epochs, m.Limit, firstSpec, first.Epochs, first.Limit))
			}
		}
		got, warning, err := bench.ReadResults(filepath.Join(sdir, ResultsFile))
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		if warning != "" {
			l.Warnings = append(l.Warnings, "shard "+s.String()+": "+warning)
		}
		for _, r := range bench.LatestResults(got) {
			k := rowKey(r.TaskID, r.Epoch)
			if k0, dup := from[k]; dup {
				l.Duplicates = append(l.Duplicates, Pair{TaskID: r.TaskID, Epoch: r.Epoch, Shard: k0})
				continue
			}
			from[k] = s.Index
			rows = append(rows, r)
		}
	}
	if len(diffs) > 0 {
		return &ShardMismatchError{Dir: l.Dir, Diffs: diffs}
	}
	if first == nil {
		l.Rows = rows
		return nil
	}
	m := *first
	m.Shard, m.Shards, m.Name = "", l.Shards[0].Count, filepath.Base(l.Dir)
	l.Manifest = &m

	tasks, err := bench.ReadPool(m.TasksPath)
	if err != nil {
		l.Warnings = append(l.Warnings, fmt.Sprintf("pool %s: %v: cannot list the missing pairs", m.TasksPath, err))
		sort.SliceStable(rows, func(i, j int) bool {
			if rows[i].Epoch != rows[j].Epoch {
				return rows[i].Epoch < rows[j].Epoch
			}
			return rows[i].TaskID < rows[j].TaskID
		})
		l.Rows = rows
		return nil
	}
	l.tasks = selectTasks(tasks, m.Seed, m.Limit)
	at := map[string]int{}
	for e := 1; e <= max(m.Epochs, 1); e++ {
		for _, t := range l.tasks {
			k := rowKey(t.TaskID, e)
			at[k] = len(at)
			if _, ok := from[k]; !ok {
				l.Missing = append(l.Missing, Pair{TaskID: t.TaskID, Epoch: e, Shard: shard.Of(t.TaskID, e, m.Shards)})
			}
		}
	}
	// Pool order; rows outside the selection (an earlier, larger --limit)
	// go last, in their shards' order.
	sort.SliceStable(rows, func(i, j int) bool {
		a, okA := at[rowKey(rows[i].TaskID, rows[i].Epoch)]
		b, okB := at[rowKey(rows[j].TaskID, rows[j].Epoch)]
		switch {
		case okA && okB:
			return a < b
		default:
			return okA && !okB
		}
	})
	l.Rows = rows
	return nil
}

// TaskDir is where the (task, epoch) of this run kept its trace, log and
// answer in the layout before the task store (under the shard that owns it
// in a sharded run); ReadTaskFile reads either layout.
func (l *Loaded) TaskDir(taskID string, epoch int) string {
	if len(l.Shards) == 0 {
		return TaskDir(l.Dir, taskID, epoch)
	}
	n := l.Shards[0].Count
	return TaskDir(ShardDir(l.Dir, shard.Spec{Index: shard.Of(taskID, epoch, n), Count: n}), taskID, epoch)
}

// ReadTaskFile reads the pair's trace, log or answer (name is TraceFile,
// LogFile or AnswerFile) from the shard owning it, in either layout. Not
// safe for concurrent use.
func (l *Loaded) ReadTaskFile(taskID string, epoch int, name string) ([]byte, error) {
	return l.Records(taskID, epoch).Read(taskID, epoch, name)
}

// Records is the reader of the task records of the directory (the run's,
// or the owning shard's) that holds the pair's. Not safe for concurrent
// use.
func (l *Loaded) Records(taskID string, epoch int) *TaskRecords {
	dir := l.Dir
	if len(l.Shards) > 0 {
		n := l.Shards[0].Count
		dir = ShardDir(l.Dir, shard.Spec{Index: shard.Of(taskID, epoch, n), Count: n})
	}
	if l.records == nil {
		l.records = map[string]*TaskRecords{}
	}
	if l.records[dir] == nil {
		l.records[dir] = OpenTaskRecords(dir)
	}
	return l.records[dir]
}

// Summary is the run's summary over its pool: for a sharded run, exactly
// what an unsharded run holding the same rows gives.
func (l *Loaded) Summary() (*Summary, error) {
	m := l.Manifest
	if m == nil {
		return nil, fmt.Errorf("run directory %s has no %s: cannot tell which pool its rows belong to", l.Dir, ManifestFile)
	}
	tasks := l.tasks
	if tasks == nil {
		all, err := bench.ReadPool(m.TasksPath)
		if err != nil {
			return nil, fmt.Errorf("run %s: its pool: %w", l.Dir, err)
		}
		tasks = selectTasks(all, m.Seed, m.Limit)
	}
	sum := Summarize(l.Rows, tasks, m.Epochs)
	sum.Run, sum.RunDir = m.Name, l.Dir
	sum.Method, sum.Model, sum.Backend, sum.Variant = m.Method, m.Model, m.Backend, m.Variant
	return sum, nil
}

// IncompleteError is a merged run with missing or duplicate pairs. The
// merged files are written all the same.
type IncompleteError struct {
	Dir                 string
	Missing, Duplicates []Pair
}

func (e *IncompleteError) Error() string {
	var parts []string
	if n := len(e.Missing); n > 0 {
		shards := map[int]int{}
		for _, p := range e.Missing {
			shards[p.Shard]++
		}
		var ks []int
		for k := range shards {
			ks = append(ks, k)
		}
		sort.Ints(ks)
		var per []string
		for _, k := range ks {
			per = append(per, fmt.Sprintf("shard %d: %d", k, shards[k]))
		}
		parts = append(parts, fmt.Sprintf("%d pairs have no row yet (%s; run those shards again: they resume)", n, strings.Join(per, ", ")))
	}
	if n := len(e.Duplicates); n > 0 {
		p := e.Duplicates[0]
		parts = append(parts, fmt.Sprintf("%d pairs have rows in two shards (first: %s epoch %d, also in shard %d); the first shard's row is kept", n, p.TaskID, p.Epoch, p.Shard))
	}
	return fmt.Sprintf("run %s: %s", e.Dir, strings.Join(parts, "; "))
}

// Merge reads the sharded run in dir and writes it as one run at its top:
// results.jsonl (the rows in pool order), run.json (the shards' settings,
// with "shards": N) and summary.json and summary.md, each by an atomic
// rename. It returns the summary, and an *IncompleteError with it when
// pairs are missing or duplicated.
func Merge(dir string) (*Loaded, *Summary, error) {
	if !IsSharded(dir) {
		return nil, nil, fmt.Errorf("%s is not a sharded run (no %s/K-of-N directories): nothing to merge", dir, ShardsDir)
	}
	l, err := Load(dir)
	if err != nil {
		return nil, nil, err
	}
	if l.Manifest == nil {
		return l, nil, fmt.Errorf("run %s: no shard has written its %s yet", dir, ManifestFile)
	}
	sum, err := l.Summary()
	if err != nil {
		return l, nil, err
	}
	var buf bytes.Buffer
	for _, r := range l.Rows {
		b, err := json.Marshal(r)
		if err != nil {
			return l, nil, fmt.Errorf("encoding result %s: %w", r.TaskID, err)
		}
		buf.Write(b)
		buf.WriteByte('\n')
	}
	if err := bench.WriteFileAtomic(filepath.Join(dir, ResultsFile), buf.Bytes()); err != nil {
		return l, nil, err
	}
	if err := l.Manifest.write(dir); err != nil {
		return l, nil, err
	}
	if err := sum.WriteFiles(dir); err != nil {
		return l, nil, err
	}
	if len(l.Missing) > 0 || len(l.Duplicates) > 0 {
		return l, sum, &IncompleteError{Dir: dir, Missing: l.Missing, Duplicates: l.Duplicates}
	}
	return l, sum, nil
}
