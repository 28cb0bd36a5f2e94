package run

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/shard"
)

// directOpts runs pool with --method direct on the mock, without the cache
// so the mock sees every pair's call.
func directOpts(client *testClient, base, pool, dir string) Options {
	return Options{Pool: pool, DataDir: filepath.Dir(dir), RunDir: dir, Client: client, BaseURL: base,
		Model: "m", Method: MethodDirect, Epochs: 2, Concurrency: 2, NoCache: true}
}

func runShards(t *testing.T, opts Options, n int, which ...int) {
	t.Helper()
	if len(which) == 0 {
		for k := 0; k < n; k++ {
			which = append(which, k)
		}
	}
	var wg sync.WaitGroup
	errs := make([]error, n)
	for _, k := range which {
		wg.Add(1)
		go func() {
			defer wg.Done()
			o := opts
			o.Shard = shard.Spec{Index: k, Count: n}
			_, errs[k] = Run(context.Background(), o)
		}()
	}
	wg.Wait()
	for k, err := range errs {
		if err != nil {
			t.Fatalf("shard %d/%d: %v", k, n, err)
		}
	}
}

func pairKeys(rows []bench.Result) []string {
	var out []string
	for _, r := range rows {
		out = append(out, fmt.Sprintf("%s#%d", r.TaskID, r.Epoch))
	}
	sort.Strings(out)
	return out
}

// withoutTiming clears what differs between two runs of the same pairs:
// when they ran, how long they took, and the random run id.
func withoutTiming(rows []bench.Result) []bench.Result {
	out := append([]bench.Result(nil), rows...)
	for i := range out {
		out[i].LatencyMS, out[i].RunAt, out[i].RunID = 0, "", ""
	}
	return out
}

// sameRows fails with the first differing row.
func sameRows(t *testing.T, a, b []bench.Result) {
	t.Helper()
	a, b = withoutTiming(a), withoutTiming(b)
	if len(a) != len(b) {
		t.Fatalf("%d rows, want %d", len(b), len(a))
	}
	for i := range a {
		ja, _ := json.Marshal(a[i])
		jb, _ := json.Marshal(b[i])
		if !bytes.Equal(ja, jb) {
			t.Fatalf("row %d differs (timing aside):\n%s\n%s", i, ja, jb)
		}
	}
}

func TestShardedRunIsOneRun(t *testing.T) {
	tmp := t.TempDir()
	pool := writeInlinePool(t, tmp, 24)
	srv, client, base := startMock(t, nil, 0)

	single := filepath.Join(tmp, "a", "run")
	o := directOpts(client, base, pool, single)
	o.Concurrency = 1 // rows in pool order, as a merge writes them
	if _, err := Run(context.Background(), o); err != nil {
		t.Fatal(err)
	}
	if got := len(srv.Requests()); got != 48 {
		t.Fatalf("unsharded run made %d requests, want 48", got)
	}

	sharded := filepath.Join(tmp, "b", "run")
	runShards(t, directOpts(client, base, pool, sharded), 4)
	if got := len(srv.Requests()); got != 96 {
		t.Fatalf("4 shards made %d requests, want 48 more (each pair once)", got-48)
	}
	// Each shard holds exactly the pairs it owns.
	for k := 0; k < 4; k++ {
		rows := uniqueRows(t, ShardDir(sharded, shard.Spec{Index: k, Count: 4}))
		for _, r := range rows {
			if shard.Of(r.TaskID, r.Epoch, 4) != k {
				t.Errorf("shard %d holds (%s, %d), owned by shard %d", k, r.TaskID, r.Epoch, shard.Of(r.TaskID, r.Epoch, 4))
			}
		}
		if m, err := ReadManifest(ShardDir(sharded, shard.Spec{Index: k, Count: 4})); err != nil || m.Shard != fmt.Sprintf("%d/4", k) || m.Name != "run" {
			t.Errorf("shard %d run.json: %+v, %v", k, m, err)
		}
	}

	a, err := Load(single)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Load(sharded)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Missing) != 0 || len(b.Duplicates) != 0 || len(b.Shards) != 4 {
		t.Fatalf("sharded run: %d missing, %d duplicates, %d shards", len(b.Missing), len(b.Duplicates), len(b.Shards))
	}
	sameRows(t, a.Rows, b.Rows)
	if got := b.TaskDir("t0003", 2); !strings.HasPrefix(got, ShardDir(sharded, shard.Spec{Index: shard.Of("t0003", 2, 4), Count: 4})) {
		t.Errorf("TaskDir = %s", got)
	}
	if _, err := b.ReadTaskFile("t0003", 2, TraceFile); err != nil {
		t.Errorf("trace of a sharded pair: %v", err)
	}
}

// The summary of a sharded run is exactly the summary an unsharded run
// holding the same rows wrote, and a merge writes its results.jsonl byte
// for byte.
func TestMergedSummaryEqualsUnsharded(t *testing.T) {
	tmp := t.TempDir()
	pool := writeInlinePool(t, tmp, 20)
	// Some tasks wrong, so the summary has failures to bucket.
	tasks, err := bench.ReadPool(pool)
	if err != nil {
		t.Fatal(err)
	}
	for i := range tasks {
		if i%3 == 0 {
			tasks[i].Gold = json.RawMessage(`"not there"`)
		}
	}
	if err := bench.WriteTasks(pool, tasks); err != nil {
		t.Fatal(err)
	}
	_, client, base := startMock(t, nil, 0)
	single := filepath.Join(tmp, "a", "run")
	o := directOpts(client, base, pool, single)
	o.Concurrency = 1
	if _, err := Run(context.Background(), o); err != nil {
		t.Fatal(err)
	}
	man, err := ReadManifest(single)
	if err != nil {
		t.Fatal(err)
	}
	rows, _, err := bench.ReadResults(filepath.Join(single, ResultsFile))
	if err != nil {
		t.Fatal(err)
	}
	// Deal the same rows out to 3 shards, as if three processes ran them.
	sharded := filepath.Join(tmp, "b", "run")
	for k := 0; k < 3; k++ {
		s := shard.Spec{Index: k, Count: 3}
		dir := ShardDir(sharded, s)
		m := *man
		m.Shard = s.String()
		if err := m.write(dir); err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		for _, r := range rows {
			if s.Owns(r.TaskID, r.Epoch) {
				line, _ := json.Marshal(r)
				buf.Write(append(line, '\n'))
			}
		}
		if err := os.WriteFile(filepath.Join(dir, ResultsFile), buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	_, sum, err := Merge(sharded)
	if err != nil {
		t.Fatal(err)
	}
	sum.RunDir = single
	got, _ := sum.JSON()
	want, err := os.ReadFile(filepath.Join(single, SummaryJSON))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("merged summary differs from the unsharded one:\n%s\n---\n%s", got, want)
	}
	if sum.Overall.Correct == sum.Overall.N || len(sum.Failures) == 0 {
		t.Fatalf("the pool should have failures: %+v", sum.Overall)
	}
	for _, f := range []string{ResultsFile, SummaryMD} {
		a, _ := os.ReadFile(filepath.Join(single, f))
		b, _ := os.ReadFile(filepath.Join(sharded, f))
		if f == SummaryMD {
			a = bytes.ReplaceAll(a, []byte(single), []byte(sharded))
		}
		if !bytes.Equal(a, b) {
			t.Errorf("merged %s differs from the unsharded run's:\n%s\n---\n%s", f, b, a)
		}
	}
	if m, err := ReadManifest(sharded); err != nil || m.Shards != 3 || m.Shard != "" {
		t.Errorf("merged run.json: %+v, %v", m, err)
	}
	// Merging again (a shard resumed meanwhile) rewrites the same files.
	if _, _, err := Merge(sharded); err != nil {
		t.Fatal(err)
	}
}

func TestShardedRunReportsMissingAndDuplicatePairs(t *testing.T) {
	tmp := t.TempDir()
	pool := writeInlinePool(t, tmp, 16)
	_, client, base := startMock(t, nil, 0)
	dir := filepath.Join(tmp, "run")
	opts := directOpts(client, base, pool, dir)
	runShards(t, opts, 4, 0, 1, 2)

	var owned3 []string
	tasks, _ := bench.ReadPool(pool)
	for e := 1; e <= 2; e++ {
		for _, tk := range tasks {
			if shard.Of(tk.TaskID, e, 4) == 3 {
				owned3 = append(owned3, fmt.Sprintf("%s#%d", tk.TaskID, e))
			}
		}
	}
	sort.Strings(owned3)
	_, sum, err := Merge(dir)
	var inc *IncompleteError
	if !errors.As(err, &inc) || len(inc.Duplicates) != 0 {
		t.Fatalf("merge of 3 of 4 shards: %v", err)
	}
	var missing []string
	for _, p := range inc.Missing {
		if p.Shard != 3 {
			t.Errorf("missing pair %+v is not shard 3's", p)
		}
		missing = append(missing, fmt.Sprintf("%s#%d", p.TaskID, p.Epoch))
	}
	sort.Strings(missing)
	if strings.Join(missing, " ") != strings.Join(owned3, " ") || len(owned3) == 0 {
		t.Fatalf("missing %v, want shard 3's pairs %v", missing, owned3)
	}
	if sum.Missing != len(owned3) || !strings.Contains(err.Error(), fmt.Sprintf("shard 3: %d", len(owned3))) {
		t.Errorf("summary missing %d, error %q", sum.Missing, err)
	}

	// The fourth shard completes the run.
	runShards(t, opts, 4, 3)
	if _, _, err := Merge(dir); err != nil {
		t.Fatal(err)
	}

	// A row copied into a second shard is a duplicate.
	s0 := ShardDir(dir, shard.Spec{Index: 0, Count: 4})
	b, _ := os.ReadFile(filepath.Join(s0, ResultsFile))
	first := b[:bytes.IndexByte(b, '\n')+1]
	f, err := os.OpenFile(filepath.Join(ShardDir(dir, shard.Spec{Index: 1, Count: 4}), ResultsFile), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.Write(first)
	f.Close()
	l, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Duplicates) != 1 || l.Duplicates[0].Shard != 0 || len(l.Rows) != 32 {
		t.Fatalf("duplicates %+v, rows %d", l.Duplicates, len(l.Rows))
	}
	if _, _, err := Merge(dir); !errors.As(err, &inc) || len(inc.Duplicates) != 1 || !strings.Contains(err.Error(), "rows in two shards") {
		t.Fatalf("merge with a duplicate: %v", err)
	}
}

func TestShardRefusals(t *testing.T) {
	tmp := t.TempDir()
	pool := writeInlinePool(t, tmp, 8)
	_, client, base := startMock(t, nil, 0)
	ctx := context.Background()

	unsharded := filepath.Join(tmp, "plain")
	if _, err := Run(ctx, directOpts(client, base, pool, unsharded)); err != nil {
		t.Fatal(err)
	}
	sharded := filepath.Join(tmp, "sharded")
	runShards(t, directOpts(client, base, pool, sharded), 4, 0)

	other := directOpts(client, base, pool, sharded)
	other.Model = "m2"
	other.Shard = shard.Spec{Index: 1, Count: 4}
	lockedOpts := directOpts(client, base, pool, sharded)
	lockedOpts.Shard = shard.Spec{Index: 2, Count: 4}
	unlock, err := lockRunDir(mkdir(t, ShardDir(sharded, lockedOpts.Shard)))
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()

	for _, tc := range []struct {
		name string
		opts Options
		want string
	}{
		{"shard into an unsharded run", with(directOpts(client, base, pool, unsharded), shard.Spec{Index: 0, Count: 2}), "unsharded, now --shard 0/2"},
		{"unsharded into a sharded run", directOpts(client, base, pool, sharded), "sharded into 4, now unsharded"},
		{"another shard count", with(directOpts(client, base, pool, sharded), shard.Spec{Index: 0, Count: 2}), "sharded into 4 (shards/0-of-4), now --shard 0/2"},
		{"other settings than a sibling", other, `shard 0/4 ran model "m", now "m2"`},
		{"a shard in use", lockedOpts, "is in use by another rlm-bench run"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Run(ctx, tc.opts)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want %q", err, tc.want)
			}
		})
	}
	// Shard 1 with the right settings runs while shard 2 is held.
	runShards(t, directOpts(client, base, pool, sharded), 4, 1)
}

// Adding tasks to a pool moves no pair: a shard of the bigger pool runs
// the pairs it ran before, and new ones only.
func TestAddingTasksKeepsShardPairs(t *testing.T) {
	tmp := t.TempDir()
	small := writeInlinePool(t, mkdir(t, filepath.Join(tmp, "small")), 12)
	big := writeInlinePool(t, mkdir(t, filepath.Join(tmp, "big")), 30)
	_, client, base := startMock(t, nil, 0)
	s := shard.Spec{Index: 1, Count: 3}
	var got [2][]string
	for i, pool := range []string{small, big} {
		dir := filepath.Join(tmp, fmt.Sprint("run", i))
		runShards(t, directOpts(client, base, pool, dir), 3, s.Index)
		rows := uniqueRows(t, ShardDir(dir, s))
		for _, r := range rows {
			if i == 0 || r.TaskID < "t0012" {
				got[i] = append(got[i], fmt.Sprintf("%s#%d", r.TaskID, r.Epoch))
			}
		}
		sort.Strings(got[i])
	}
	if len(got[0]) == 0 || strings.Join(got[0], " ") != strings.Join(got[1], " ") {
		t.Fatalf("shard %s of the first 12 tasks:\n%v\nof the same tasks in a 30-task pool:\n%v", s, got[0], got[1])
	}
}

func with(o Options, s shard.Spec) Options { o.Shard = s; return o }

func mkdir(t *testing.T, dir string) string {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}
