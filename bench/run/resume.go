package run

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/build"
)

// ResumeFile records, after an invocation that left nothing to do, what
// it saw: the results file and the pool by size and modification time,
// and the selection. The next invocation with the same selection, finding
// both files unchanged, has nothing to run either, and answers with
// summary.json without reading the pool or the rows (a no-op resume of
// 100,000 rows took 6 s reading them). Any doubt (a file changed, the
// state missing or unreadable, --retry-errors) takes the full path.
const ResumeFile = "resume.json"

type fileStamp struct {
	Size    int64 `json:"size"`
	ModTime int64 `json:"mtime_ns"`
}

func stampOf(path string) (fileStamp, error) {
	st, err := os.Stat(path)
	if err != nil {
		return fileStamp{}, err
	}
	return fileStamp{Size: st.Size(), ModTime: st.ModTime().UnixNano()}, nil
}

type resumeState struct {
	TasksPath string    `json:"tasks_path"`
	Pool      fileStamp `json:"pool"`
	Results   fileStamp `json:"results"`
	Epochs    int       `json:"epochs"`
	Limit     int       `json:"limit"`
	Seed      int64     `json:"seed"`
	Shard     string    `json:"shard"`
	Tasks     int       `json:"tasks"` // selected tasks
}

// wantState is the state a finished invocation with opts over tasksPath
// leaves, without the stamps.
func wantState(opts *Options, tasksPath string) resumeState {
	s := resumeState{TasksPath: absPath(tasksPath), Epochs: opts.Epochs, Limit: opts.Limit, Seed: opts.Seed}
	if opts.Shard.Sharded() {
		s.Shard = opts.Shard.String()
	}
	return s
}

// finishedState returns the saved state of runDir when it says that the
// selection of opts has nothing left to run: same selection, pool and
// results unchanged since.
func finishedState(runDir string, opts *Options, tasksPath string) (resumeState, bool) {
	if opts.RetryErrors {
		return resumeState{}, false
	}
	b, err := os.ReadFile(filepath.Join(runDir, ResumeFile))
	if err != nil {
		return resumeState{}, false
	}
	var s resumeState
	if json.Unmarshal(b, &s) != nil {
		return resumeState{}, false
	}
	want := wantState(opts, tasksPath)
	want.Pool, want.Results, want.Tasks = s.Pool, s.Results, s.Tasks
	if s != want || s.Tasks <= 0 {
		return resumeState{}, false
	}
	pool, err1 := stampOf(tasksPath)
	results, err2 := stampOf(filepath.Join(runDir, ResultsFile))
	if err1 != nil || err2 != nil || pool != s.Pool || results != s.Results {
		return resumeState{}, false
	}
	return s, true
}

// saveState writes the state after an invocation that left nothing to
// run, or removes a stale one otherwise.
func saveState(runDir string, opts *Options, tasksPath string, tasks int, finished bool) error {
	path := filepath.Join(runDir, ResumeFile)
	if !finished {
		if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		return nil
	}
	s := wantState(opts, tasksPath)
	s.Tasks = tasks
	var err error
	if s.Pool, err = stampOf(tasksPath); err != nil {
		return err
	}
	if s.Results, err = stampOf(filepath.Join(runDir, ResultsFile)); err != nil {
		return err
	}
	b, err := json.Marshal(s)
	if err != nil {
		return err
	}
	return bench.WriteFileAtomic(path, append(b, '\n'))
}

// readSummary reads runDir's summary.json.
func readSummary(runDir string) (*Summary, error) {
	b, err := os.ReadFile(filepath.Join(runDir, SummaryJSON))
	if err != nil {
		return nil, err
	}
	var s Summary
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, err
	}
	return &s, nil
}

// NothingToRun reports whether Run with opts would find its run finished
// and its pool and results unchanged since (see ResumeFile), so that a
// caller can skip its own checks of the pool, which Run then does not
// read either. False when it cannot tell (a run named after an eval
// backend not opened yet, a pool still to be built).
func NothingToRun(opts Options) bool {
	o := opts
	if o.DataDir == "" {
		o.DataDir = build.DefaultDataDir
	}
	if o.Pool == "" {
		o.Pool = "starter"
	}
	if o.Epochs <= 0 {
		o.Epochs = 1
	}
	if o.Method == "" {
		o.Method = MethodRLM
	}
	tasksPath := o.Pool
	if st, err := os.Stat(o.Pool); err != nil {
		tasksPath = filepath.Join(o.DataDir, build.PoolsDir, o.Pool, "tasks.jsonl")
	} else if st.IsDir() {
		tasksPath = filepath.Join(o.Pool, "tasks.jsonl")
	}
	if o.RunDir == "" {
		name := o.Name
		if name == "" {
			if o.Method == MethodRLM {
				return false
			}
			variant, _, _, err := loadVariant(o.Variant)
			if err != nil {
				return false
			}
			name = DefaultName(variant, o.Model, o.Method, "")
		}
		o.RunDir = NamedRunDir(o.DataDir, name)
	}
	dir := o.RunDir
	if o.Shard.Sharded() {
		dir = ShardDir(o.RunDir, o.Shard)
	}
	_, ok := finishedState(dir, &o, tasksPath)
	return ok
}
