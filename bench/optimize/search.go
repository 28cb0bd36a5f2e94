package optimize

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/ab"
	"github.com/rlm-go/rlm/prompts"
)

// searcher is one invocation of Run.
type searcher struct {
	opts    Options
	st      *State
	cache   *store
	tasks   map[string]*bench.Task
	texts   map[string]string // hash → prompt text
	started time.Time
	elapsed time.Duration // carried over from earlier invocations

	clockMu sync.Mutex
	clock   clock
}

// clock is clock.json: every session's start and the last time it was
// seen alive. It is rewritten as the search goes (at every state save and
// on a heartbeat), so a crashed session still counts toward --max-time up
// to its last heartbeat.
type clock struct {
	Sessions []session `json:"sessions"`
	// Carried is elapsed time recorded before clock.json existed.
	Carried time.Duration `json:"carried_ns,omitempty"`
}

type session struct {
	Start time.Time `json:"start"`
	Last  time.Time `json:"last"`
}

func (c clock) elapsed() time.Duration {
	d := c.Carried
	for _, s := range c.Sessions {
		d += s.Last.Sub(s.Start)
	}
	return d
}

// heartbeat is how often clock.json is refreshed while a search runs.
const heartbeat = 10 * time.Second

// Run searches for a better prompt, resuming from OutDir/state.json when it
// exists, and finishes with an ab of the champion against the start prompt
// on the test split. When ctx is cancelled it returns ctx's error after
// saving the state; evaluations already finished are cached and will not
// be paid for again.
func Run(ctx context.Context, opts Options) (*Summary, error) {
	return run(ctx, opts, heartbeat)
}

func run(ctx context.Context, opts Options, tick time.Duration) (*Summary, error) {
	if err := opts.setDefaults(); err != nil {
		return nil, err
	}
	s := &searcher{opts: opts, tasks: map[string]*bench.Task{}, texts: map[string]string{}, started: opts.Now()}
	for i := range opts.Tasks {
		t := &opts.Tasks[i]
		if _, dup := s.tasks[t.TaskID]; dup {
			return nil, fmt.Errorf("optimize: task %q appears twice in the pool", t.TaskID)
		}
		s.tasks[t.TaskID] = t
	}
	if err := os.MkdirAll(filepath.Join(opts.OutDir, VariantsDir), 0o755); err != nil {
		return nil, fmt.Errorf("optimize directory: %w", err)
	}
	var err error
	if s.cache, err = openStore(filepath.Join(opts.OutDir, CacheDir), opts.Setup); err != nil {
		return nil, err
	}
	if err := s.initState(); err != nil {
		return nil, err
	}
	if err := s.startClock(); err != nil {
		return nil, err
	}
	stop := s.beat(tick)
	defer stop()
	if err := s.checkBudget(); err != nil {
		return nil, err
	}
	if err := s.search(ctx); err != nil {
		s.save()
		return nil, err
	}
	sum, err := s.finish(ctx)
	if err != nil {
		s.save()
		return nil, err
	}
	return sum, nil
}

func (s *searcher) initState() error {
	o := s.opts
	splits, err := split(o.Tasks, o.Seed, o.TrainFrac, o.ValFrac)
	if err != nil {
		return err
	}
	mb := o.Minibatch
	if mb == 0 {
		mb = defaultMinibatch(len(splits.Train))
	}
	if mb > len(splits.Train) {
		return fmt.Errorf("optimize: minibatch %d is larger than the train split (%d tasks)", mb, len(splits.Train))
	}
	start := hashText(o.Start.Text)
	if err := s.saveVariant(o.Start.Text); err != nil {
		return err
	}
	st, err := LoadState(o.OutDir)
	if err != nil {
		return err
	}
	if st == nil {
		s.st = &State{Version: stateVersion, Method: o.Method, Setup: o.Setup, Seed: o.Seed, PoolHash: poolHash(o.Tasks),
			Splits: splits, Minibatch: mb, Start: start, StartName: o.Start.Name, Champion: start}
		return nil
	}
	var diffs []string
	if st.Method != o.Method {
		diffs = append(diffs, fmt.Sprintf("method %s, not %s", st.Method, o.Method))
	}
	if st.Seed != o.Seed {
		diffs = append(diffs, fmt.Sprintf("seed %d, not %d", st.Seed, o.Seed))
	}
	if st.PoolHash != poolHash(o.Tasks) || !slices.Equal(st.Splits.Train, splits.Train) ||
		!slices.Equal(st.Splits.Validation, splits.Validation) || !slices.Equal(st.Splits.Test, splits.Test) {
		diffs = append(diffs, "another task pool or split fractions")
	}
	if st.Start != start {
		diffs = append(diffs, "another starting prompt")
	}
	if st.Setup != o.Setup {
		diffs = append(diffs, fmt.Sprintf("evaluation setup %q, not %q", st.Setup, o.Setup))
	}
	if st.Minibatch != mb {
		diffs = append(diffs, fmt.Sprintf("minibatch %d, not %d", st.Minibatch, mb))
	}
	if len(diffs) > 0 {
		return fmt.Errorf("%w: %s was written with %s; use another --out or the same options",
			ErrStateMismatch, filepath.Join(o.OutDir, StateFile), strings.Join(diffs, ", "))
	}
	for _, c := range st.Candidates {
		if _, err := s.text(c.Hash); err != nil {
			return err
		}
	}
	s.st = st
	st.Done, st.StopReason = false, ""
	fmt.Fprintf(o.Progress, "optimize: resuming after cycle %d (%d metric calls spent)\n", st.Cycle, st.Spent.MetricCalls)
	return nil
}

// checkBudget refuses (unless Force) a budget that cannot evaluate the
// start prompt on validation, one candidate fully (parent and child on a
// minibatch, child on validation) and the held-out comparison.
func (s *searcher) checkBudget() error {
	b := s.opts.Budget
	if b.MaxMetricCalls == 0 {
		return nil
	}
	nVal, nTest, mb := len(s.st.Splits.Validation), len(s.st.Splits.Test), s.st.Minibatch
	need := nVal + 2*mb + nVal + 2*nTest
	if s.st.Cycle > 0 || need <= b.MaxMetricCalls {
		return nil
	}
	msg := fmt.Sprintf("--max-metric-calls %d cannot evaluate even one candidate fully: that takes %d "+
		"(start prompt on %d validation tasks, parent and child on a minibatch of %d, child on validation, "+
		"and both finalists on %d held-out tasks)", b.MaxMetricCalls, need, nVal, mb, nTest)
	if !s.opts.Force {
		return fmt.Errorf("%w: %s; raise the budget, shrink the splits or the minibatch, or pass --force", ErrBudgetTooSmall, msg)
	}
	fmt.Fprintf(s.opts.Progress, "optimize: warning: %s; continuing because of --force\n", msg)
	return nil
}

func (s *searcher) save() error {
	calls, cost, refl := s.cache.spent()
	if err := s.touchClock(); err != nil {
		return err
	}
	s.st.Spent = Spent{MetricCalls: calls, CostUSD: cost, ReflectionCalls: refl, Elapsed: s.elapsedNow()}
	s.st.Updated = s.opts.Now().UTC()
	return s.st.save(s.opts.OutDir)
}

// elapsedNow is the wall clock over all sessions: the earlier ones up to
// their last heartbeat, this one up to now.
func (s *searcher) elapsedNow() time.Duration { return s.elapsed + s.opts.Now().Sub(s.started) }

// startClock reads clock.json (or, for a directory older than it, the
// elapsed time state.json carried) and opens this invocation's session.
func (s *searcher) startClock() error {
	path := filepath.Join(s.opts.OutDir, ClockFile)
	var c clock
	if err := readJSON(path, &c); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%s: %v (delete it to stop counting earlier sessions toward --max-time)", path, err)
	}
	if len(c.Sessions) == 0 && c.Carried == 0 {
		c.Carried = s.st.Spent.Elapsed
	}
	s.elapsed = c.elapsed()
	c.Sessions = append(c.Sessions, session{Start: s.started, Last: s.started})
	s.clock = c
	return writeJSON(path, c)
}

// touchClock records that this session is alive now.
func (s *searcher) touchClock() error {
	s.clockMu.Lock()
	defer s.clockMu.Unlock()
	s.clock.Sessions[len(s.clock.Sessions)-1].Last = s.opts.Now()
	return writeJSON(filepath.Join(s.opts.OutDir, ClockFile), s.clock)
}

// beat refreshes clock.json every tick until the returned stop is called;
// stop returns once the goroutine has ended.
func (s *searcher) beat(tick time.Duration) (stop func()) {
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		t := time.NewTicker(tick)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				_ = s.touchClock() // best effort: the next save reports a broken disk
			}
		}
	})
	return func() { close(done); wg.Wait() }
}

func (s *searcher) saveVariant(text string) error {
	h := hashText(text)
	s.texts[h] = text
	path := filepath.Join(s.opts.OutDir, VariantsDir, h+".md")
	if _, err := os.Stat(path); err == nil {
		return nil
	}
	return bench.WriteFileAtomic(path, []byte(text))
}

func (s *searcher) text(hash string) (string, error) {
	if t, ok := s.texts[hash]; ok {
		return t, nil
	}
	path := filepath.Join(s.opts.OutDir, VariantsDir, hash+".md")
	b, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("variant %s: %w (state.json names it but the file is gone)", hash, err)
	}
	if hashText(string(b)) != hash {
		return "", fmt.Errorf("variant file %s was edited: its content no longer matches its name", path)
	}
	s.texts[hash] = string(b)
	return string(b), nil
}

func (s *searcher) variant(hash string) prompts.Variant {
	name := "v-" + hash[:12]
	if hash == s.st.Start && s.st.StartName != "" {
		name = s.st.StartName
	}
	return prompts.Variant{Name: name, Path: filepath.Join(s.opts.OutDir, VariantsDir, hash+".md"), Text: s.texts[hash]}
}

// uncached counts the evaluations of hash on ids that would cost budget.
func (s *searcher) uncached(hash string, ids []string) int {
	n := 0
	for _, id := range ids {
		if _, ok := s.cache.getEval(hash, id, 1); !ok {
			n++
		}
	}
	return n
}

// evaluateFor is evaluate that first says what it is about to run when
// some of it is not cached; the evaluator's own progress (one line per
// task with bench/run) follows.
func (s *searcher) evaluateFor(ctx context.Context, what, hash string, ids []string) ([]trajectory, error) {
	if n := s.uncached(hash, ids); n > 0 {
		fmt.Fprintf(s.opts.Progress, "optimize: %s: %d of %d tasks to run\n", what, n, len(ids))
	}
	return s.evaluate(ctx, hash, ids)
}

// evaluate scores a variant on tasks, from the cache where it can; new
// rows are cached as soon as the evaluator hands them back.
func (s *searcher) evaluate(ctx context.Context, hash string, ids []string) ([]trajectory, error) {
	out := make([]trajectory, len(ids))
	var miss []bench.Task
	missAt := map[string]int{}
	for i, id := range ids {
		t := s.tasks[id]
		if t == nil {
			return nil, fmt.Errorf("optimize: task %q is not in the pool", id)
		}
		if e, ok := s.cache.getEval(hash, id, 1); ok {
			out[i] = trajectory{Task: t, Result: e.Result, Trace: e.Trace}
			continue
		}
		missAt[id] = i
		miss = append(miss, *t)
	}
	if len(miss) == 0 {
		return out, nil
	}
	mids := make([]string, len(miss))
	for i, t := range miss {
		mids[i] = t.TaskID
	}
	tag := hash[:12] + "-" + shortSum(mids...)[:8]
	rows, evalErr := s.opts.Evaluator.Evaluate(ctx, s.variant(hash), miss, tag)
	tracer, _ := s.opts.Evaluator.(TraceSource)
	for _, r := range rows {
		i, ok := missAt[r.TaskID]
		if !ok {
			continue // a row we did not ask for, or a second row for a task
		}
		delete(missAt, r.TaskID)
		if r.Epoch == 0 {
			r.Epoch = 1
		}
		trace := ""
		if tracer != nil {
			if tr, err := tracer.Trace(tag, r); err == nil {
				trace = clip(tr, 6000)
			}
		}
		if err := s.cache.putEval(evalEntry{Variant: hash, TaskID: r.TaskID, Epoch: 1, Result: r, Trace: trace}); err != nil {
			return nil, err
		}
		out[i] = trajectory{Task: s.tasks[r.TaskID], Result: r, Trace: trace}
	}
	if evalErr != nil {
		return nil, evalErr
	}
	if len(missAt) > 0 {
		var lost []string
		for id := range missAt {
			lost = append(lost, id)
		}
		slices.Sort(lost)
		return nil, fmt.Errorf("optimize: the evaluator returned no result for %s", strings.Join(lost, ", "))
	}
	return out, nil
}

func mean(rows []trajectory) float64 {
	if len(rows) == 0 {
		return 0
	}
	sum := 0.0
	for _, r := range rows {
		sum += r.Result.Score
	}
	return sum / float64(len(rows))
}

// stopReason says why the search must not start another cycle, or "".
func (s *searcher) stopReason() string {
	b := s.opts.Budget
	calls, cost, _ := s.cache.spent()
	st := s.st
	if _, err := os.Stat(filepath.Join(s.opts.OutDir, StopFile)); err == nil {
		return "stop file"
	}
	if s.repeating() {
		return fmt.Sprintf("the proposer repeated prompts already evaluated in the last %d cycles", maxRepeats)
	}
	if b.MaxCycles > 0 && st.Cycle >= b.MaxCycles {
		return fmt.Sprintf("max cycles (%d)", b.MaxCycles)
	}
	if b.MaxCostUSD > 0 && cost >= b.MaxCostUSD {
		return fmt.Sprintf("max cost ($%.4f of $%.4f spent)", cost, b.MaxCostUSD)
	}
	if b.MaxTime > 0 && s.elapsedNow() >= b.MaxTime {
		return fmt.Sprintf("max time (%s)", b.MaxTime)
	}
	if b.MaxMetricCalls > 0 {
		// The worst case of one more cycle, plus the held-out comparison
		// reserved so the search never eats the budget of its own verdict.
		mb := s.st.Minibatch
		reserve := s.uncached(st.Start, st.Splits.Test) + len(st.Splits.Test)
		need := mb + mb + len(st.Splits.Validation) + reserve
		if calls+need > b.MaxMetricCalls {
			return fmt.Sprintf("max metric calls (%d spent; another cycle and the held-out test may need %d more, the limit is %d)",
				calls, need, b.MaxMetricCalls)
		}
	}
	return ""
}

func (s *searcher) search(ctx context.Context) error {
	st, o := s.st, s.opts
	if len(st.Candidates) == 0 {
		fmt.Fprintf(o.Progress, "optimize: %d train, %d validation, %d test tasks; minibatch %d; method %s\n",
			len(st.Splits.Train), len(st.Splits.Validation), len(st.Splits.Test), st.Minibatch, st.Method)
		rows, err := s.evaluateFor(ctx, "start prompt on validation", st.Start, st.Splits.Validation)
		if err != nil {
			return err
		}
		st.Candidates = append(st.Candidates, candidateOf(st.Start, "", "start", 0, rows))
		fmt.Fprintf(o.Progress, "optimize: start prompt %s scores %.3f on validation\n", st.Start, mean(rows))
		if err := s.save(); err != nil {
			return err
		}
	}
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		if why := s.stopReason(); why != "" {
			st.StopReason = why
			if why == "stop file" {
				os.Remove(filepath.Join(o.OutDir, StopFile))
				fmt.Fprintf(o.Progress, "optimize: %s found: stopping (it was removed, so a restart continues)\n", StopFile)
			}
			return s.save()
		}
		entry, err := s.cycle(ctx, st.Cycle+1)
		if err != nil {
			return err
		}
		st.Cycle++
		st.Lineage = append(st.Lineage, entry)
		s.progress(entry)
		if err := s.save(); err != nil {
			return err
		}
	}
}

func candidateOf(hash, parent, method string, cycle int, rows []trajectory) Candidate {
	c := Candidate{Hash: hash, Parent: parent, Method: method, Cycle: cycle, Scores: map[string]float64{}, Mean: mean(rows)}
	for _, r := range rows {
		c.Scores[r.Task.TaskID] = r.Result.Score
	}
	return c
}

// cycle runs one proposal and returns its lineage entry; the state is
// changed only through the returned entry and an accepted candidate.
func (s *searcher) cycle(ctx context.Context, n int) (LineageEntry, error) {
	st, o := s.st, s.opts
	rng := cycleRNG(o.Seed, n)
	parent := st.Champion
	if o.Method == MethodReflect {
		if h := ParetoFront(st.Candidates, st.Splits.Validation).Sample(rng); h != "" {
			parent = h
		}
	}
	mb := minibatch(rng, st.Splits.Train, st.Minibatch)
	e := LineageEntry{Cycle: n, Parent: parent, Method: o.Method, MinibatchTasks: mb, At: o.Now().UTC()}
	parentText, err := s.text(parent)
	if err != nil {
		return e, err
	}
	prow, err := s.evaluateFor(ctx, fmt.Sprintf("cycle %d: parent %s on the minibatch", n, parent[:8]), parent, mb)
	if err != nil {
		return e, err
	}
	e.ParentMinibatch = mean(prow)
	if e.ParentMinibatch >= 1 {
		e.Note = "parent solves the whole minibatch: nothing to learn from"
		return e, nil
	}

	tried := s.triedPrompts()
	isTried := func(text string) bool { _, ok := tried[normText(text)]; return ok }
	var child string
	switch o.Method {
	case MethodRule:
		var patch string
		var repeated bool
		child, e.Buckets, patch, repeated = proposeRule(parentText, prow, o.MaxIterations, isTried)
		e.Patch = patch
		if child == "" && repeated {
			e.Repeats = parent
			e.Note = "every patch for the failure reasons seen gives a prompt already evaluated"
			return e, nil
		}
		if child == "" {
			e.Note = "every failure reason seen is already patched"
			return e, nil
		}
	case MethodReflect:
		req := reflectionRequest(o.ReflectionModel, parentText, prow, o.Examples)
		child, err = proposeReflect(ctx, o.Reflector, s.cache, req)
		if err != nil {
			if ctx.Err() != nil {
				return e, ctx.Err()
			}
			e.Note = err.Error()
			return e, nil
		}
		if strings.TrimSpace(child) == "" {
			e.Note = "the reflection model returned no prompt"
			return e, nil
		}
	}
	ch := hashText(child)
	if normText(child) == normText(parentText) {
		e.Repeats = parent
		e.Note = "the proposal is identical to its parent"
		return e, nil
	}
	if prev, ok := tried[normText(child)]; ok {
		e.Repeats = prev
		e.Note = fmt.Sprintf("the proposal repeats prompt %s, evaluated already: not evaluated again", prev[:8])
		return e, nil
	}
	if err := s.saveVariant(child); err != nil {
		return e, err
	}
	e.Child = ch
	crow, err := s.evaluateFor(ctx, fmt.Sprintf("cycle %d: child %s on the minibatch", n, ch[:8]), ch, mb)
	if err != nil {
		return e, err
	}
	cm := mean(crow)
	e.ChildMinibatch = &cm
	if !(cm > e.ParentMinibatch+eps) {
		e.Note = "not strictly better than its parent on the minibatch"
		return e, nil
	}
	e.Accepted = true
	if c := st.candidate(ch); c != nil {
		v := c.Mean
		e.Validation = &v
		e.Note = "already in the pool"
		return e, nil
	}
	vrow, err := s.evaluateFor(ctx, fmt.Sprintf("cycle %d: child %s on validation", n, ch[:8]), ch, st.Splits.Validation)
	if err != nil {
		return e, err
	}
	cand := candidateOf(ch, parent, o.Method, n, vrow)
	v := cand.Mean
	e.Validation = &v
	st.Candidates = append(st.Candidates, cand)
	if champ := st.candidate(st.Champion); champ == nil || cand.Mean > champ.Mean+eps {
		st.Champion, e.Champion = ch, true
	}
	return e, nil
}

// triedPrompts maps every prompt evaluated so far (the start, every
// candidate, every child a cycle scored), normalised by normText, to its
// hash.
func (s *searcher) triedPrompts() map[string]string {
	st := s.st
	hashes := []string{st.Start}
	for _, c := range st.Candidates {
		hashes = append(hashes, c.Hash)
	}
	for _, e := range st.Lineage {
		if e.Child != "" {
			hashes = append(hashes, e.Child)
		}
	}
	out := make(map[string]string, len(hashes))
	for _, h := range hashes {
		text, err := s.text(h)
		if err != nil {
			continue // reported where the state is loaded
		}
		if _, ok := out[normText(text)]; !ok {
			out[normText(text)] = h
		}
	}
	return out
}

// maxRepeats is how many cycles in a row may propose only prompts already
// evaluated before the search stops: the proposer has run out of ideas.
const maxRepeats = 3

// repeating reports whether the last maxRepeats cycles proposed nothing new.
func (s *searcher) repeating() bool {
	l := s.st.Lineage
	if len(l) < maxRepeats {
		return false
	}
	for _, e := range l[len(l)-maxRepeats:] {
		if e.Repeats == "" {
			return false
		}
	}
	return true
}

func (s *searcher) progress(e LineageEntry) {
	w := s.opts.Progress
	calls, cost, _ := s.cache.spent()
	line := fmt.Sprintf("optimize: cycle %d parent %s minibatch %.3f", e.Cycle, e.Parent[:8], e.ParentMinibatch)
	if e.Child != "" && e.ChildMinibatch != nil {
		line += fmt.Sprintf(" → child %s %.3f", e.Child[:8], *e.ChildMinibatch)
	}
	switch {
	case e.Champion:
		line += fmt.Sprintf(", accepted, validation %.3f: new champion", *e.Validation)
	case e.Accepted && e.Validation != nil:
		line += fmt.Sprintf(", accepted, validation %.3f", *e.Validation)
	case e.Note != "":
		line += ": " + e.Note
	}
	fmt.Fprintf(w, "%s [%d calls, $%.4f]\n", line, calls, cost)
}

// finish evaluates the start prompt and the champion on the test split,
// compares them with ab and writes the reports and the summary.
func (s *searcher) finish(ctx context.Context) (*Summary, error) {
	st, o := s.st, s.opts
	startRows, err := s.evaluateFor(ctx, "start prompt on the held-out test split", st.Start, st.Splits.Test)
	if err != nil {
		return nil, err
	}
	champRows, err := s.evaluateFor(ctx, "champion on the held-out test split", st.Champion, st.Splits.Test)
	if err != nil {
		return nil, err
	}
	a, b := results(startRows), results(champRows)
	testDir := filepath.Join(o.OutDir, TestDir)
	if err := writeResults(filepath.Join(testDir, "start.jsonl"), a); err != nil {
		return nil, err
	}
	if err := writeResults(filepath.Join(testDir, "champion.jsonl"), b); err != nil {
		return nil, err
	}
	rep, err := ab.Compare(a, b, ab.Options{RunA: "start " + st.Start, RunB: "champion " + st.Champion,
		Seed: o.Seed, Bootstrap: o.Bootstrap, Thresholds: o.Thresholds})
	if err != nil {
		return nil, err
	}
	if err := rep.WriteFiles(o.OutDir); err != nil {
		return nil, err
	}
	st.Done = true
	if err := s.save(); err != nil {
		return nil, err
	}
	sum := s.summary(rep)
	if err := writeJSON(filepath.Join(o.OutDir, SummaryFile), sum); err != nil {
		return nil, err
	}
	fmt.Fprintf(o.Progress, "optimize: stopped on %s; held-out %s\n", st.StopReason, sum.Test.Verdict)
	return sum, nil
}

func results(rows []trajectory) []bench.Result {
	out := make([]bench.Result, len(rows))
	for i, r := range rows {
		out[i] = r.Result
	}
	return out
}
