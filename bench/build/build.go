package build

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"

	"github.com/rlm-go/rlm/bench"
)

// Default locations, relative to the working directory (as the seed's).
const (
	DefaultDataDir = "bench_data"
	PoolsDir       = "pools"
)

// Options configure Run.
type Options struct {
	Profile  string // built-in name or JSON file; "" means starter
	DataDir  string // pulled data (index.json, raw/); default bench_data
	OutDir   string // pool directory; default <DataDir>/pools/<profile name>
	Seed     int64  // 0 keeps the profile's seed
	Count    int    // total task count; 0 keeps the profile's target
	GoRoot   string // "" finds it with `go env GOROOT`
	Progress io.Writer
}

// Pool is a built task pool.
type Pool struct {
	Profile   *Profile
	Dir       string
	TasksPath string
	Tasks     []bench.Task
	Counts    map[string]int // tasks per family actually built
}

// item is a task with its context text, written to contexts/<id>.txt.
type item struct {
	task    bench.Task
	context string
}

type builder struct {
	profile  *Profile
	seed     int64
	res      *resolver
	progress io.Writer
	wrapper  string
}

// rng returns a generator seeded by the build seed and a label, so each
// family's tasks do not shift when another family's count changes.
func (b *builder) rng(label string) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(label))
	return rand.New(rand.NewPCG(uint64(b.seed), h.Sum64()))
}

func (b *builder) logf(format string, args ...any) {
	fmt.Fprintf(b.progress, format+"\n", args...)
}

// Run builds the pool described by opts.Profile into opts.OutDir: it
// replaces tasks.jsonl, contexts/ and profile.json (the resolved profile,
// for reproducibility) there.
func Run(ctx context.Context, opts Options) (*Pool, error) {
	name := opts.Profile
	if name == "" {
		name = "starter"
	}
	prof, err := LoadProfile(name)
	if err != nil {
		return nil, err
	}
	if opts.Seed != 0 {
		prof.Seed = opts.Seed
	}
	if opts.DataDir == "" {
		opts.DataDir = DefaultDataDir
	}
	if opts.OutDir == "" {
		opts.OutDir = filepath.Join(opts.DataDir, PoolsDir, prof.Name)
	}
	if opts.Progress == nil {
		opts.Progress = io.Discard
	}
	goroot := opts.GoRoot
	if goroot == "" {
		goroot = GoRoot(ctx)
	}
	b := &builder{
		profile:  prof,
		seed:     prof.Seed,
		res:      &resolver{dataDir: opts.DataDir, goroot: goroot},
		progress: opts.Progress,
		wrapper:  defaultWrapper,
	}
	if prof.TaskWrapperPath != "" {
		w, err := os.ReadFile(prof.TaskWrapperPath)
		if err != nil {
			return nil, fmt.Errorf("task_wrapper_path: %w", err)
		}
		b.wrapper = string(w)
		if err := checkWrapper(b.wrapper); err != nil {
			return nil, fmt.Errorf("task_wrapper_path %s: %w", prof.TaskWrapperPath, err)
		}
	}

	counts := prof.allocate(opts.Count)
	var items []item
	built := map[string]int{}
	var delegation []string
	for _, fam := range prof.Families {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		n := counts[fam]
		if n <= 0 {
			continue
		}
		if IsDelegationFamily(fam) {
			delegation = append(delegation, fam)
			continue
		}
		b.logf("build: %s: %d tasks", fam, n)
		got, err := families[fam].Generate(ctx, b, fam, n)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", fam, err)
		}
		items = append(items, got...)
		built[fam] += len(got)
	}
	if len(delegation) > 0 {
		want := map[string]int{}
		for _, f := range delegation {
			want[f] = counts[f]
		}
		b.logf("build: delegation families %v", delegation)
		got, err := genDelegation(ctx, b, delegation, want)
		if err != nil {
			return nil, err
		}
		items = append(items, got...)
		for _, it := range got {
			built[it.task.Family]++
		}
	}
	if len(items) == 0 {
		return nil, errors.New("the profile produced no tasks (check families, counts and sources)")
	}
	pool, err := writePool(opts.OutDir, prof, items)
	if err != nil {
		return nil, err
	}
	pool.Counts = built
	b.logf("build: wrote %d tasks to %s", len(pool.Tasks), pool.TasksPath)
	return pool, nil
}

func writePool(dir string, prof *Profile, items []item) (*Pool, error) {
	ctxDir := filepath.Join(dir, "contexts")
	if err := os.RemoveAll(ctxDir); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(ctxDir, 0o755); err != nil {
		return nil, err
	}
	tasks := make([]bench.Task, 0, len(items))
	seen := map[string]bool{}
	for _, it := range items {
		t := it.task
		if seen[t.TaskID] {
			return nil, fmt.Errorf("internal error: duplicate task id %s", t.TaskID)
		}
		seen[t.TaskID] = true
		rel := filepath.ToSlash(filepath.Join("contexts", t.TaskID+".txt"))
		if err := os.WriteFile(filepath.Join(dir, rel), []byte(it.context), 0o644); err != nil {
			return nil, err
		}
		t.ContextPath = rel
		t.Context = ""
		tasks = append(tasks, t)
	}
	path := filepath.Join(dir, "tasks.jsonl")
	if err := bench.WriteTasks(path, tasks); err != nil {
		return nil, err
	}
	pb, err := json.MarshalIndent(prof, "", "  ")
	if err != nil {
		return nil, err
	}
	if err := bench.WriteFileAtomic(filepath.Join(dir, "profile.json"), append(pb, '\n')); err != nil {
		return nil, err
	}
	return &Pool{Profile: prof, Dir: dir, TasksPath: path, Tasks: tasks}, nil
}

func mustJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // only called on plain values
	}
	return b
}

func shuffled[T any](r *rand.Rand, xs []T) []T {
	out := slices.Clone(xs)
	r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}
