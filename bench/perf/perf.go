// Package perf measures the Python backends side by side on the operations
// RLM code does on a large context (len, slices, split, find, count,
// replace, loops, word counts) and on the costs of the REPL itself (an empty
// cell, an llm_query round trip), against the targets of issue 3.
//
// Operations are timed inside the interpreter (a nanosecond clock read before
// and after the code, in the same cell), so compiling the cell and checking
// for a final answer are not part of them; those costs are the "cell
// overhead" row, timed from Go around an empty cell.
package perf

import (
	"context"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/eval/cpython"
	"github.com/rlm-go/rlm/eval/python"
)

// Backend names as reports and benchmark names spell them.
const (
	GPython = "gpython"
	CPython = "cpython"
)

// Options configures Run. Zero values pick the defaults.
type Options struct {
	// Size of the context in bytes. Default 50 MB.
	Size int
	// Runs per operation and backend; the report gives the median. Default 7.
	Runs int
	// Python is the interpreter of the CPython backend. Default "python3".
	Python string
	// HostCalls is how many llm_query calls one timing of the round trip
	// makes. Default 200.
	HostCalls int
	// Progress, when set, gets one line per operation as it is measured.
	Progress io.Writer
}

const (
	defaultSize      = 50 << 20
	defaultRuns      = 7
	defaultHostCalls = 200
	// wordCountBytes is the piece of the context the word count runs over:
	// a dict loop over the whole 50 MB would take minutes in gpython and
	// measures nothing more.
	wordCountBytes = 2 << 20
	cellTimeout    = 10 * time.Minute
)

// Report is the outcome of Run.
type Report struct {
	Size int `json:"size_bytes"`
	Runs int `json:"runs"`
	CPUs int `json:"cpus"`
	// LoadBefore and LoadAfter are the machine's 1, 5 and 15 minute load
	// averages when the run started and ended (empty where unknown): other
	// work on the machine slows everything down, gpython (in-process, Go
	// scheduler) and CPython (a subprocess) not always equally.
	LoadBefore string            `json:"load_before,omitempty"`
	LoadAfter  string            `json:"load_after,omitempty"`
	Versions   map[string]string `json:"versions"`
	// CPythonError says why the CPython column is empty.
	CPythonError string        `json:"cpython_error,omitempty"`
	Rows         []Row         `json:"rows"`
	Elapsed      time.Duration `json:"elapsed_ns"`
}

// Row is one operation.
type Row struct {
	Op     string `json:"op"`
	Code   string `json:"code"`
	Target string `json:"target"`
	// Median time per backend; absent when the backend was not measured.
	Median map[string]time.Duration `json:"median_ns"`
	// Samples are the individual timings per backend, in run order.
	Samples map[string][]time.Duration `json:"samples_ns"`
	// Ratio is the gpython median over the CPython median (0 when either
	// is missing).
	Ratio float64 `json:"ratio,omitempty"`
	// Status is "met", "missed" or "unknown" (a backend the target needs
	// was not measured).
	Status string `json:"status"`
}

// Statuses of a Row.
const (
	Met     = "met"
	Missed  = "missed"
	Unknown = "unknown"
)

// target is either an absolute bound on one backend's median or a bound on
// the gpython/CPython ratio.
type target struct {
	backend string
	max     time.Duration
	ratio   float64
}

func (t target) String() string {
	if t.ratio > 0 {
		return fmt.Sprintf("gpython <= %gx CPython", t.ratio)
	}
	return fmt.Sprintf("%s < %s", t.backend, fmtDur(t.max))
}

func (t target) status(med map[string]time.Duration) string {
	if t.ratio > 0 {
		g, ok1 := med[GPython]
		c, ok2 := med[CPython]
		if !ok1 || !ok2 {
			return Unknown
		}
		if float64(g) <= t.ratio*float64(max(c, 1)) {
			return Met
		}
		return Missed
	}
	d, ok := med[t.backend]
	if !ok {
		return Unknown
	}
	if d < t.max {
		return Met
	}
	return Missed
}

// op is one measured operation.
type op struct {
	name string
	// setup runs once per session before the first timing, untimed.
	setup string
	code  string
	// wall times Exec from Go instead of inside the cell.
	wall bool
	// per is how many times code does the operation (the timing is divided).
	per    int
	target target
}

// ops is the suite for a context of size bytes.
func ops(size, hostCalls int) []op {
	mid := size / 2
	if mid+10000 > size {
		mid = max(size-10000, 0)
	}
	wc := min(wordCountBytes, size)
	return []op{
		{name: "len", code: "_r = len(context)", target: target{backend: GPython, max: 100 * time.Microsecond}},
		{name: "slice10k", code: fmt.Sprintf("_r = context[%d:%d]", mid, mid+10000), target: target{backend: GPython, max: 100 * time.Microsecond}},
		{name: "split", code: `_r = context.split('\n')`, target: target{ratio: 3}},
		{name: "find", code: "_r = context.find('zebra')", target: target{ratio: 3}},
		{name: "count", code: "_r = context.count('magic')", target: target{ratio: 3}},
		{name: "replace", code: "_r = context.replace('magic', 'MAGIC')", target: target{ratio: 3}},
		{name: "loop1e6", code: "_t = 0\nfor _i in range(1000000):\n    _t += _i", target: target{ratio: 3}},
		{
			name:   "wordcount",
			setup:  fmt.Sprintf("_small = context[:%d]", wc),
			code:   "_wc = {}\nfor _w in _small.split():\n    _wc[_w] = _wc.get(_w, 0) + 1",
			target: target{ratio: 3},
		},
		{name: "cell", code: "pass", wall: true, target: target{backend: CPython, max: 2 * time.Millisecond}},
		{
			name:   "llm_query",
			code:   fmt.Sprintf("for _i in range(%d):\n    llm_query('ping')", hostCalls),
			per:    hostCalls,
			target: target{backend: CPython, max: 500 * time.Microsecond},
		},
	}
}

// clockSetup binds _perf_ns to the best nanosecond clock the interpreter has
// (gpython lacks perf_counter_ns).
const clockSetup = `try:
    from time import perf_counter_ns as _perf_ns
except ImportError:
    from time import time_ns as _perf_ns
`

// pongHost answers llm_query at once, so the round trip is the backend's own.
var pongHost = eval.HostFunc(func(ctx context.Context, name string, args map[string]any) (any, error) {
	if name == eval.CallLLMQuery {
		return "pong", nil
	}
	return nil, fmt.Errorf("%w: %s", eval.ErrUnknownCall, name)
})

type session struct {
	name string
	s    eval.Session
	// ready records which ops have had their setup run.
	ready map[string]bool
}

// bench holds one session per backend over the same context.
type bench struct {
	sessions []*session
	versions map[string]string
	cpErr    error
}

// open starts a gpython session and, when pythonExe can be used, a CPython
// session, both on text.
func open(ctx context.Context, text, pythonExe string) (*bench, error) {
	cfg := eval.SessionConfig{Contexts: []string{text}, Host: pongHost, CellTimeout: cellTimeout}
	b := &bench{versions: map[string]string{}}
	gb := python.New(python.Options{})
	gs, err := gb.NewSession(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("perf: start gpython: %w", err)
	}
	b.versions[GPython] = gb.Version()
	b.sessions = append(b.sessions, &session{name: GPython, s: gs, ready: map[string]bool{}})
	cb, err := cpython.New(cpython.Options{Python: pythonExe})
	if err == nil {
		var cs eval.Session
		if cs, err = cb.NewSession(ctx, cfg); err == nil {
			b.versions[CPython] = cb.Version()
			b.sessions = append(b.sessions, &session{name: CPython, s: cs, ready: map[string]bool{}})
		}
	}
	b.cpErr = err
	for _, s := range b.sessions {
		if err := s.exec(ctx, clockSetup); err != nil {
			b.close()
			return nil, err
		}
	}
	return b, nil
}

func (b *bench) close() {
	for _, s := range b.sessions {
		s.s.Close()
	}
}

func (s *session) exec(ctx context.Context, code string) error {
	r, err := s.s.Exec(ctx, code)
	if err != nil {
		return fmt.Errorf("perf: %s: %w", s.name, err)
	}
	if r.Error != "" {
		return fmt.Errorf("perf: %s: cell %q: %s", s.name, firstLine(code), r.Error)
	}
	return nil
}

// time runs o once and returns how long the operation took.
func (s *session) time(ctx context.Context, o op) (time.Duration, error) {
	if o.setup != "" && !s.ready[o.name] {
		if err := s.exec(ctx, o.setup); err != nil {
			return 0, err
		}
		s.ready[o.name] = true
	}
	if o.wall {
		start := time.Now()
		if err := s.exec(ctx, o.code); err != nil {
			return 0, err
		}
		return time.Since(start), nil
	}
	code := "_perf_t0 = _perf_ns()\n" + o.code + "\n_perf_t1 = _perf_ns()\nprint(_perf_t1 - _perf_t0)\n_r = None\n"
	r, err := s.s.Exec(ctx, code)
	if err != nil {
		return 0, fmt.Errorf("perf: %s: %w", s.name, err)
	}
	if r.Error != "" {
		return 0, fmt.Errorf("perf: %s: %s: %s", s.name, o.name, r.Error)
	}
	out := strings.TrimSpace(r.Stdout)
	if i := strings.LastIndexByte(out, '\n'); i >= 0 {
		out = out[i+1:]
	}
	ns, err := strconv.ParseInt(out, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("perf: %s: %s: the cell printed %q, not a time in ns", s.name, o.name, out)
	}
	d := time.Duration(ns)
	if o.per > 1 {
		d /= time.Duration(o.per)
	}
	return d, nil
}

// Run measures every operation opts.Runs times per backend (after one
// untimed warm-up), alternating backends so that a change of machine load
// hits both. Without a usable python3 the CPython column is empty and
// Report.CPythonError says why.
func Run(ctx context.Context, opts Options) (Report, error) {
	if opts.Size <= 0 {
		opts.Size = defaultSize
	}
	if opts.Runs <= 0 {
		opts.Runs = defaultRuns
	}
	if opts.HostCalls <= 0 {
		opts.HostCalls = defaultHostCalls
	}
	start := time.Now()
	rep := Report{Size: opts.Size, Runs: opts.Runs, CPUs: runtime.NumCPU(), LoadBefore: LoadAvg()}
	b, err := open(ctx, Text(opts.Size), opts.Python)
	if err != nil {
		return rep, err
	}
	defer b.close()
	rep.Versions = b.versions
	if b.cpErr != nil {
		rep.CPythonError = b.cpErr.Error()
	}
	for _, o := range ops(opts.Size, opts.HostCalls) {
		row := Row{Op: o.name, Code: o.code, Target: o.target.String(),
			Median: map[string]time.Duration{}, Samples: map[string][]time.Duration{}}
		for _, s := range b.sessions {
			if _, err := s.time(ctx, o); err != nil {
				return rep, err
			}
		}
		for range opts.Runs {
			for _, s := range b.sessions {
				d, err := s.time(ctx, o)
				if err != nil {
					return rep, err
				}
				row.Samples[s.name] = append(row.Samples[s.name], d)
			}
		}
		for name, ds := range row.Samples {
			row.Median[name] = Median(ds)
		}
		if g, c := row.Median[GPython], row.Median[CPython]; g > 0 && c > 0 {
			row.Ratio = float64(g) / float64(c)
		}
		row.Status = o.target.status(row.Median)
		rep.Rows = append(rep.Rows, row)
		if opts.Progress != nil {
			fmt.Fprintf(opts.Progress, "%-10s gpython %s  cpython %s\n", o.name, fmtDur(row.Median[GPython]), fmtDur(row.Median[CPython]))
		}
	}
	rep.LoadAfter = LoadAvg()
	rep.Elapsed = time.Since(start)
	return rep, nil
}

// Median of xs, the mean of the middle two for an even count; 0 for none.
// Durations and plain numbers alike (benchmarks measure both).
func Median[T ~int64 | ~float64](xs []T) T {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// WriteTable prints the report as an aligned table.
func (r Report) WriteTable(w io.Writer) error {
	fmt.Fprintf(w, "context %s, median of %d runs, %d CPUs", formatSize(r.Size), r.Runs, r.CPUs)
	if r.LoadBefore != "" {
		fmt.Fprintf(w, ", load %s -> %s", r.LoadBefore, r.LoadAfter)
	}
	fmt.Fprintln(w)
	for _, name := range []string{GPython, CPython} {
		if v, ok := r.Versions[name]; ok {
			fmt.Fprintf(w, "%-8s %s\n", name, v)
		}
	}
	if r.CPythonError != "" {
		fmt.Fprintf(w, "cpython  not measured: %s\n", r.CPythonError)
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "op\tgpython\tcpython\tratio\t target\tstatus\t")
	for _, row := range r.Rows {
		ratio := "-"
		if row.Ratio > 0 {
			ratio = fmt.Sprintf("%.2fx", row.Ratio)
		}
		g, okg := row.Median[GPython]
		c, okc := row.Median[CPython]
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t %s\t%s\t\n", row.Op, durOrDash(g, okg), durOrDash(c, okc), ratio, row.Target, row.Status)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "elapsed %s\n", r.Elapsed.Round(time.Second))
	return err
}

func durOrDash(d time.Duration, ok bool) string {
	if !ok {
		return "-"
	}
	return fmtDur(d)
}

// fmtDur prints a duration in the unit that suits it, three significant
// digits.
func fmtDur(d time.Duration) string {
	switch {
	case d < time.Microsecond:
		return fmt.Sprintf("%dns", d.Nanoseconds())
	case d < time.Millisecond:
		return fmt.Sprintf("%.3gµs", float64(d)/1e3)
	case d < time.Second:
		return fmt.Sprintf("%.3gms", float64(d)/1e6)
	}
	return fmt.Sprintf("%.3gs", d.Seconds())
}

// LoadAvg is the machine's 1, 5 and 15-minute load averages ("" where
// unknown), which say how far a timing can be trusted on a shared machine.
func LoadAvg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return ""
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return ""
	}
	return strings.Join(f[:3], " ")
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i] + " ..."
	}
	return s
}
