// Package logs shows what a run did: its rows as a table, or one task's
// answer, error, log and the tail of its event trace.
package logs

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
	"strings"
	"time"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/renderer"
	"github.com/olekukonko/tablewriter/tw"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/run"
	"github.com/rlm-go/rlm/event"
)

// Options select what to show.
type Options struct {
	// Run is a run directory, or a run name under <DataDir>/runs.
	Run     string
	DataDir string
	Task    string // empty lists every row
	Epoch   int    // 0: every epoch of Task
	Tail    int    // trace events shown per task, from the end; 0 = all
	JSON    bool
	Out     io.Writer
	// Warn receives notes such as a truncated last row; nil drops them.
	Warn io.Writer
}

// TaskView is one (task, epoch) as --json prints it.
type TaskView struct {
	TaskID  string        `json:"task_id"`
	Epoch   int           `json:"epoch"`
	Row     *bench.Result `json:"row"` // nil when the attempt has no row yet
	Answer  string        `json:"answer"`
	Dir     string        `json:"dir"`
	Events  []event.Event `json:"events"`
	Skipped int           `json:"events_skipped"` // older events left out by Tail
}

// ResolveRunDir finds the run directory that run names.
func ResolveRunDir(name, dataDir string) (string, error) {
	if name == "" {
		return "", errors.New("no run given: pass --run DIR or a run name")
	}
	if isRunDir(name) {
		return name, nil
	}
	if dataDir == "" {
		dataDir = "bench_data"
	}
	runs := filepath.Join(dataDir, run.RunsDir)
	if p := filepath.Join(runs, name); isRunDir(p) {
		return p, nil
	}
	var known []string
	entries, _ := os.ReadDir(runs)
	for _, e := range entries {
		if e.IsDir() && isRunDir(filepath.Join(runs, e.Name())) {
			known = append(known, e.Name())
		}
	}
	hint := "no runs there yet"
	if len(known) > 0 {
		hint = "runs there: " + strings.Join(known, ", ")
	}
	return "", fmt.Errorf("no run %q: not a run directory (with %s or %s), nor a run under %s (%s)",
		name, run.ResultsFile, run.ManifestFile, runs, hint)
}

func isRunDir(p string) bool {
	if run.IsSharded(p) {
		return true
	}
	for _, f := range []string{run.ResultsFile, run.ManifestFile} {
		if _, err := os.Stat(filepath.Join(p, f)); err == nil {
			return true
		}
	}
	return false
}

// Show prints the rows of a run, or one task's details.
func Show(opts Options) error {
	if opts.Out == nil {
		opts.Out = os.Stdout
	}
	if opts.Tail < 0 {
		return fmt.Errorf("--tail must not be negative, got %d", opts.Tail)
	}
	dir, err := ResolveRunDir(opts.Run, opts.DataDir)
	if err != nil {
		return err
	}
	loaded, err := readRun(dir, opts.Warn)
	if err != nil {
		return err
	}
	rows := loaded.Rows
	if opts.Task == "" {
		if opts.Epoch != 0 {
			return errors.New("--epoch needs --task")
		}
		return listRows(opts, dir, rows)
	}
	views, err := taskViews(loaded, rows, opts)
	if err != nil {
		return err
	}
	if opts.JSON {
		enc := json.NewEncoder(opts.Out)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		return enc.Encode(views)
	}
	for i, v := range views {
		if i > 0 {
			fmt.Fprintln(opts.Out)
		}
		printView(opts.Out, v)
	}
	return nil
}

// readRun reads the run's rows, a sharded run's shards as one; a row re-run
// with --retry-errors supersedes the earlier one.
func readRun(dir string, warn io.Writer) (*run.Loaded, error) {
	l, err := run.Load(dir)
	if err != nil {
		return nil, err
	}
	if warn != nil {
		for _, w := range l.Warnings {
			fmt.Fprintln(warn, "logs:", w)
		}
		if n := len(l.Missing); n > 0 {
			fmt.Fprintf(warn, "logs: %d (task, epoch) pairs of the sharded run have no row yet (rlm-bench merge %s lists them by shard)\n", n, dir)
		}
		if n := len(l.Duplicates); n > 0 {
			fmt.Fprintf(warn, "logs: %d (task, epoch) pairs have rows in two shards; the first shard's row is shown\n", n)
		}
	}
	return l, nil
}

func listRows(opts Options, dir string, rows []bench.Result) error {
	if opts.JSON {
		enc := json.NewEncoder(opts.Out)
		enc.SetEscapeHTML(false)
		for _, r := range rows {
			if err := enc.Encode(r); err != nil {
				return err
			}
		}
		return nil
	}
	if len(rows) == 0 {
		fmt.Fprintf(opts.Out, "%s: no finished rows yet\n", dir)
		return nil
	}
	t := tablewriter.NewTable(opts.Out,
		tablewriter.WithRenderer(renderer.NewMarkdown()),
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithHeaderAlignment(tw.AlignLeft),
	)
	t.Header("task", "epoch", "family", "status", "score", "correct", "tokens in/out", "latency", "iter", "error")
	for _, r := range rows {
		_ = t.Append(r.TaskID, fmt.Sprint(r.Epoch), r.Family, r.Status, fmt.Sprintf("%.3f", r.Score),
			fmt.Sprint(r.Correct), fmt.Sprintf("%d/%d", r.InputTokens, r.OutputTokens),
			fmt.Sprintf("%dms", r.LatencyMS), fmt.Sprint(r.Iterations), short(r.Error, 60))
	}
	return t.Render()
}

func taskViews(l *run.Loaded, rows []bench.Result, opts Options) ([]TaskView, error) {
	dir := l.Dir
	byEpoch := map[int]*bench.Result{}
	for i := range rows {
		r := &rows[i]
		if r.TaskID == opts.Task && byEpoch[r.Epoch] == nil {
			byEpoch[r.Epoch] = r
		}
	}
	// Attempts with a trace but no row (interrupted, or cut short by the
	// endpoint) are worth showing too.
	seen := map[*run.TaskRecords]bool{}
	for e := 1; e <= max(1, epochsOf(l)); e++ {
		// A sharded run keeps each epoch of a task in the shard owning it.
		recs := l.Records(opts.Task, e)
		if seen[recs] {
			continue
		}
		seen[recs] = true
		more, err := recs.Epochs(opts.Task)
		if err != nil {
			return nil, err
		}
		for _, n := range more {
			if _, ok := byEpoch[n]; !ok {
				byEpoch[n] = nil
			}
		}
	}
	if opts.Epoch != 0 {
		if _, ok := byEpoch[opts.Epoch]; !ok {
			return nil, fmt.Errorf("task %q has no epoch %d in %s", opts.Task, opts.Epoch, dir)
		}
		byEpoch = map[int]*bench.Result{opts.Epoch: byEpoch[opts.Epoch]}
	}
	if len(byEpoch) == 0 {
		return nil, fmt.Errorf("no task %q in %s%s", opts.Task, dir, similar(rows, opts.Task))
	}
	epochs := make([]int, 0, len(byEpoch))
	for e := range byEpoch {
		epochs = append(epochs, e)
	}
	sort.Ints(epochs)
	var views []TaskView
	for _, e := range epochs {
		tdir := l.TaskDir(opts.Task, e)
		v := TaskView{TaskID: opts.Task, Epoch: e, Row: byEpoch[e], Dir: tdir}
		if b, err := l.ReadTaskFile(opts.Task, e, run.AnswerFile); err == nil && (len(b) > 0 || v.Row == nil) {
			v.Answer = string(b)
		} else if v.Row != nil {
			v.Answer = v.Row.Answer
		}
		var evs []event.Event
		b, err := l.ReadTaskFile(opts.Task, e, run.TraceFile)
		if err == nil {
			evs, err = parseTrace(bytes.NewReader(b), run.TraceFile)
		}
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		if opts.Tail > 0 && len(evs) > opts.Tail {
			v.Skipped = len(evs) - opts.Tail
			evs = evs[len(evs)-opts.Tail:]
		}
		v.Events = evs
		views = append(views, v)
	}
	return views, nil
}

// epochsOf is how many epochs the run's settings ask for (1 when it has
// none recorded).
func epochsOf(l *run.Loaded) int {
	if l.Manifest == nil {
		return 1
	}
	return l.Manifest.Epochs
}

// similar suggests task ids sharing the asked id's prefix.
func similar(rows []bench.Result, id string) string {
	seen := map[string]bool{}
	var out []string
	for _, r := range rows {
		if !seen[r.TaskID] && (strings.HasPrefix(r.TaskID, id) || strings.Contains(r.TaskID, id)) {
			seen[r.TaskID] = true
			out = append(out, r.TaskID)
		}
	}
	if len(out) == 0 {
		return " (list the run's tasks with rlm-bench logs --run RUN)"
	}
	if len(out) > 5 {
		out = append(out[:5], "…")
	}
	return " (did you mean " + strings.Join(out, ", ") + "?)"
}

// ReadTrace reads a trace.jsonl. A last line cut short by a crash is
// dropped; damage elsewhere is an error naming the line.
func ReadTrace(path string) ([]event.Event, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return parseTrace(f, path)
}

// parseTrace reads a trace's JSON lines; name labels errors.
func parseTrace(r io.Reader, path string) ([]event.Event, error) {
	var evs []event.Event
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), 64<<20)
	var bad error
	n := 0
	for sc.Scan() {
		n++
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		if bad != nil {
			return nil, bad
		}
		var e event.Event
		if err := json.Unmarshal(line, &e); err != nil {
			bad = fmt.Errorf("%s line %d: %v", path, n, err)
			continue
		}
		evs = append(evs, e)
	}
	return evs, sc.Err()
}

func printView(w io.Writer, v TaskView) {
	fmt.Fprintf(w, "== %s epoch %d (%s)\n", v.TaskID, v.Epoch, v.Dir)
	if r := v.Row; r != nil {
		fmt.Fprintf(w, "family %s · status %s · score %.3f · correct %v · tokens %d/%d · cost $%.4f · latency %dms · iterations %d · sub-calls %d\n",
			r.Family, r.Status, r.Score, r.Correct, r.InputTokens, r.OutputTokens, r.CostUSD, r.LatencyMS, r.Iterations, r.SubCalls)
		if r.Gold != nil {
			g, _ := json.Marshal(r.Gold)
			fmt.Fprintf(w, "gold:   %s\n", g)
		}
		if r.Error != "" {
			fmt.Fprintf(w, "error:  %s\n", r.Error)
		}
	} else {
		fmt.Fprintln(w, "no row yet: the attempt was interrupted or is still running")
	}
	fmt.Fprintf(w, "answer: %s\n", v.Answer)
	fmt.Fprintf(w, "trace (%d events", len(v.Events))
	if v.Skipped > 0 {
		fmt.Fprintf(w, ", %d earlier ones not shown; --tail 0 shows all", v.Skipped)
	}
	fmt.Fprintln(w, "):")
	for _, e := range v.Events {
		fmt.Fprintf(w, "  %s %-16s d%d i%-2d %s%s\n", e.Time.Format(time.TimeOnly+".000"), e.Kind, e.Depth, e.Iteration,
			e.AgentID, dataLine(e))
	}
}

// dataLine lists every key of an event's data, as decoded from its JSON.
func dataLine(e event.Event) string {
	d, err := event.Fields(e)
	if err != nil {
		return " data_error=" + err.Error()
	}
	keys := make([]string, 0, len(d))
	for k := range d {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, " %s=%s", k, short(valueText(d[k]), 120))
	}
	return b.String()
}

// valueText prints scalars as they are and lists and objects as compact
// JSON, so a message list reads as {"role":...,"content":...} rather than
// as Go's map[...] notation.
func valueText(v any) string {
	switch v.(type) {
	case []any, map[string]any:
		var b strings.Builder
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		if enc.Encode(v) == nil {
			return strings.TrimSuffix(b.String(), "\n")
		}
	}
	return fmt.Sprint(v)
}

func short(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

// ReadTaskTrace reads the trace an rlm-bench task directory path names,
// RUN/tasks/<task>/e<N> (or its trace.jsonl), from the run's files in
// either layout: the directory itself in runs written before the task
// store, RUN/traces.jsonl through its index after. ok is false when path
// does not name a task of a run.
func ReadTaskTrace(path string) (evs []event.Event, ok bool, err error) {
	p := filepath.ToSlash(filepath.Clean(path))
	if filepath.Base(p) != run.TraceFile {
		p += "/" + run.TraceFile
	}
	i := strings.LastIndex(p, "/"+run.TasksDir+"/")
	if i < 0 {
		return nil, false, nil
	}
	b, err := run.OpenTaskRecords(filepath.FromSlash(p[:i])).ReadPath(p[i+1:])
	if errors.Is(err, fs.ErrNotExist) {
		return nil, false, nil
	}
	if err != nil {
		return nil, true, err
	}
	evs, err = parseTrace(bytes.NewReader(b), path)
	return evs, true, err
}
