// Package proctree measures a process and all its descendants on Linux from
// /proc: the peak of their summed proportional set size (PSS, so pages the
// processes share, such as a context file every worker maps, count once)
// and the CPU time they used. Benchmarks of the engine's worker processes
// use it; it reads nothing but /proc.
package proctree

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"
)

// clockTicks is USER_HZ, the unit of /proc/<pid>/stat's times. It is 100
// on every Linux architecture Go supports.
const clockTicks = 100

// Peak is what a Watcher saw.
type Peak struct {
	// PSS is the largest sum of Pss over the tree seen in one poll, in bytes.
	PSS int64
	// RSS is the largest sum of Rss in one poll (shared pages counted
	// once per process), for comparison.
	RSS int64
	// CPU sums, over every process seen, its own user+system time at the
	// last poll that saw it. It misses what a process used after that
	// poll, at most one interval each, and has the 10 ms resolution of
	// /proc; the rusage of a waited child is the finer measure.
	CPU time.Duration
	// Processes is how many distinct processes were seen; MaxLive the
	// most at once.
	Processes, MaxLive int
	// Polls counts the polls taken.
	Polls int
}

// Watcher polls the tree under one root process until stopped.
type Watcher struct {
	root     int
	interval time.Duration

	mu   sync.Mutex
	peak Peak
	cpu  map[procKey]time.Duration

	cancel context.CancelFunc
	done   chan struct{}
}

// procKey names a process across pid reuse: pid and start time.
type procKey struct {
	pid   int
	start uint64
}

// Watch starts polling root's tree every interval. Call Stop to end it.
func Watch(root int, interval time.Duration) *Watcher {
	ctx, cancel := context.WithCancel(context.Background())
	w := &Watcher{root: root, interval: interval, cpu: map[procKey]time.Duration{}, cancel: cancel, done: make(chan struct{})}
	go w.loop(ctx)
	return w
}

func (w *Watcher) loop(ctx context.Context) {
	defer close(w.done)
	t := time.NewTicker(w.interval)
	defer t.Stop()
	for {
		w.poll()
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// Stop ends polling and returns what was seen.
func (w *Watcher) Stop() Peak {
	w.cancel()
	<-w.done
	w.mu.Lock()
	defer w.mu.Unlock()
	p := w.peak
	p.Processes = len(w.cpu)
	for _, c := range w.cpu {
		p.CPU += c
	}
	return p
}

// Sample polls once now, between ticks, and returns the tree's current
// PSS; tests and callers that want a reading at a known moment use it.
func (w *Watcher) Sample() (pss int64) { return w.poll() }

func (w *Watcher) poll() int64 {
	procs, err := list()
	if err != nil {
		return 0
	}
	tree := descendants(procs, w.root)
	var pss, rss int64
	seen := map[procKey]time.Duration{}
	for _, p := range tree {
		mp, mr, err := rollup(p.pid)
		if err != nil {
			continue // gone since the listing
		}
		pss += mp
		rss += mr
		seen[procKey{p.pid, p.start}] = p.cpu
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	w.peak.Polls++
	for k, c := range seen {
		w.cpu[k] = c
	}
	w.peak.PSS = max(w.peak.PSS, pss)
	w.peak.RSS = max(w.peak.RSS, rss)
	w.peak.MaxLive = max(w.peak.MaxLive, len(seen))
	return pss
}

type proc struct {
	pid, ppid int
	start     uint64
	cpu       time.Duration
}

// list reads every process's parent, start time and CPU from /proc.
func list() ([]proc, error) {
	ents, err := os.ReadDir("/proc")
	if err != nil {
		return nil, err
	}
	out := make([]proc, 0, len(ents))
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		p, err := parseStat(pid, b)
		if err != nil {
			continue
		}
		out = append(out, p)
	}
	return out, nil
}

// parseStat reads fields 4 (ppid), 14-15 (utime, stime) and 22
// (starttime) of /proc/<pid>/stat. The command name (field 2) may hold
// spaces and parentheses, so fields are counted after its last ')'.
func parseStat(pid int, b []byte) (proc, error) {
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return proc{}, errors.New("no command field")
	}
	f := strings.Fields(string(b[i+1:]))
	// f[0] is field 3 (state).
	if len(f) < 20 {
		return proc{}, fmt.Errorf("%d fields", len(f))
	}
	num := func(k int) uint64 { v, _ := strconv.ParseUint(f[k-3], 10, 64); return v }
	return proc{
		pid: pid, ppid: int(num(4)), start: num(22),
		cpu: time.Duration(num(14)+num(15)) * time.Second / clockTicks,
	}, nil
}

// descendants returns root and every process below it.
func descendants(procs []proc, root int) []proc {
	kids := map[int][]int{}
	byPID := map[int]proc{}
	for _, p := range procs {
		kids[p.ppid] = append(kids[p.ppid], p.pid)
		byPID[p.pid] = p
	}
	var out []proc
	queue := []int{root}
	for len(queue) > 0 {
		pid := queue[0]
		queue = queue[1:]
		p, ok := byPID[pid]
		if !ok {
			continue
		}
		out = append(out, p)
		queue = append(queue, kids[pid]...)
	}
	return out
}

// rollup returns the Pss and Rss of pid in bytes.
func rollup(pid int) (pss, rss int64, err error) {
	f, err := os.Open("/proc/" + strconv.Itoa(pid) + "/smaps_rollup")
	if err != nil {
		return 0, 0, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	found := false
	for sc.Scan() {
		line := sc.Text()
		var dst *int64
		switch {
		case strings.HasPrefix(line, "Pss:"):
			dst = &pss
		case strings.HasPrefix(line, "Rss:"):
			dst = &rss
		default:
			continue
		}
		fs := strings.Fields(line)
		if len(fs) < 2 {
			continue
		}
		kb, err := strconv.ParseInt(fs[1], 10, 64)
		if err != nil {
			return 0, 0, fmt.Errorf("smaps_rollup of %d: %q", pid, line)
		}
		*dst = kb << 10
		found = true
	}
	if err := sc.Err(); err != nil {
		return 0, 0, err
	}
	if !found {
		// A zombie or a kernel thread has no mappings.
		return 0, 0, nil
	}
	return pss, rss, nil
}
