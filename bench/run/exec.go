package run

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/score"
	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/internal/inputs"
	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/loop"
	"github.com/rlm-go/rlm/observability"
)

// Row statuses.
const (
	StatusOK       = "ok"
	StatusError    = "error"
	StatusNoAnswer = "no_answer"
	StatusBudget   = "budget"
)

// outcome says what became of one (task, epoch).
type outcome int

const (
	recorded    outcome = iota // finished: its row is appended
	interrupted                // ctx ended first: no row, runs again on resume
	unrecorded                 // a transient endpoint error: no row, runs again next time
)

// runAll feeds jobs to a pool of workers. A row is appended only for a job
// that finished on its own: a job cut short by cancellation, or by an
// endpoint that was down or overloaded, leaves no row and runs again on the
// next invocation. It returns how many jobs hit endpoint errors.
func (r *runner) runAll(ctx context.Context, jobs []job, w *resultWriter, prog *progress) (int, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	parent := ctx
	var (
		errOnce  sync.Once
		writeErr error
		mu       sync.Mutex
		failed   int
	)
	ch := make(chan job)
	var wg sync.WaitGroup
	for range min(r.opts.Concurrency, len(jobs)) {
		wg.Go(func() {
			for j := range ch {
				row, out, rec := r.runTask(ctx, j)
				switch out {
				case interrupted:
					// Its trace is kept (no row): rlm-bench logs shows
					// what it did before it stopped.
					_ = w.Append(nil, rec)
					continue
				case unrecorded:
					_ = w.Append(nil, rec)
					mu.Lock()
					failed++
					mu.Unlock()
					prog.unrecorded(row)
					continue
				}
				rec.row = true
				if err := w.Append(&row, rec); err != nil {
					errOnce.Do(func() { writeErr = err; cancel() })
					continue
				}
				prog.done(row)
			}
		})
	}
feed:
	for _, j := range jobs {
		select {
		case ch <- j:
		case <-ctx.Done():
			break feed
		}
	}
	close(ch)
	wg.Wait()
	if writeErr != nil {
		return failed, writeErr
	}
	return failed, parent.Err()
}

// client returns the model client of one (task, epoch). Each gets its own
// cache client: identical requests are numbered per cache client, so a
// task replays its own calls in order on resume whatever other tasks ran
// beside it. The epoch salts the key so repeated epochs sample the model
// again instead of replaying epoch 1.
func (r *runner) client(epoch int) (loop.ChatClient, *llm.CachedClient) {
	if r.opts.NoCache {
		return r.opts.Client, nil
	}
	cc := r.cache.Client(r.opts.BaseURL, r.opts.Client)
	cc.Salt = fmt.Sprintf("epoch %d", epoch)
	return cc, cc
}

// transient reports whether err is the endpoint's passing trouble (rate
// limit, 5xx, connection refused, attempts timing out until the retries
// ran out) rather than something about the task: such a row would record
// the outage, not the model.
func transient(err error) bool {
	var api *llm.APIError
	return errors.As(err, &api) && api.Temporary()
}

// TaskDir is where a (task, epoch) kept its trace, log and answer in the
// layout before traces.jsonl (see store.go); its trace.jsonl under the run
// directory is still the row's trace_path, the name readers resolve.
func TaskDir(runDir, taskID string, epoch int) string {
	return filepath.Join(runDir, TasksDir, safeName(taskID), fmt.Sprintf("e%d", epoch))
}

// runTask runs one (task, epoch) and scores it.
func (r *runner) runTask(ctx context.Context, j job) (row bench.Result, out outcome, rec *attempt) {
	t := j.task
	start := time.Now()
	row = bench.Result{
		TaskID: t.TaskID, Epoch: j.epoch, Family: t.Family, SourceIDs: t.SourceIDs,
		Variant: r.variant, Model: r.opts.Model, SubModel: r.opts.SubModel,
		Method: r.opts.Method, Backend: r.backend,
		RunAt: r.opts.Now().UTC().Format(time.RFC3339),
	}
	if row.SourceIDs == nil {
		row.SourceIDs = []string{}
	}
	if len(t.Gold) > 0 {
		var g any
		if json.Unmarshal(t.Gold, &g) == nil {
			row.Gold = g
		}
	}
	dir := TaskDir(r.opts.RunDir, t.TaskID, j.epoch)
	logs := newTaskLogs(r.redact)
	rec = &attempt{taskID: t.TaskID, epoch: j.epoch}
	defer func() { rec.blocks[0], rec.blocks[1], rec.blocks[2] = logs.blocks(row.Answer, out == recorded) }()
	if rel, err := filepath.Rel(r.opts.RunDir, filepath.Join(dir, TraceFile)); err == nil {
		row.TracePath = filepath.ToSlash(rel)
	}
	logs.logf("task %s epoch %d family %s method %s model %s", t.TaskID, j.epoch, t.Family, r.opts.Method, r.opts.Model)
	logs.logf("query: %s", oneLine(t.Query, 500))

	client, cache := r.client(j.epoch)
	var callErr error
	text, err := t.LoadContext(r.poolDir)
	if err == nil && t.ContextPath != "" {
		r.checkText(t.ResolveContextPath(r.poolDir), text)
	}
	if err != nil {
		row.Status, row.Error = StatusError, err.Error()
	} else if r.opts.Method == MethodDirect {
		callErr = r.direct(ctx, client, j, text, logs, &row)
	} else {
		callErr = r.rlm(ctx, client, j, text, logs, &row)
	}
	if cache != nil {
		if err := cache.Err(); err != nil {
			logs.logf("warning: response cache: %v (the replies were used but will not be replayed)", err)
		}
	}
	if ctx.Err() != nil {
		logs.logf("interrupted: %v (no row written; the task runs again on resume)", ctx.Err())
		return row, interrupted, rec
	}
	if transient(callErr) {
		row.Error = callErr.Error()
		logs.logf("endpoint error: %v (no row written; the task runs again next time)", callErr)
		return row, unrecorded, rec
	}
	row.Dispatches, row.AssessmentsTotal, row.AssessmentsSatisfd = logs.counts()
	if row.Dispatches == 0 && readsDelegation(t.Scorer) {
		// Until the loop dispatches through the broker, sub-calls are
		// the delegation the seed's coverage asks for.
		row.Dispatches = row.SubCalls
	}
	if err := r.score(ctx, t, &row); transient(err) && ctx.Err() == nil {
		logs.logf("judge endpoint error: %v (no row written; the task runs again next time)", err)
		row.Error = err.Error()
		return row, unrecorded, rec
	}
	if ctx.Err() != nil {
		return row, interrupted, rec
	}
	row.LatencyMS = time.Since(start).Milliseconds()
	// What the model printed can hold a credential it found in the
	// environment; the row is read by people and by optimize's reflection.
	row.Answer, row.Error = r.redact.String(row.Answer), r.redact.String(row.Error)

	logs.logf("status %s score %.3f correct %v tokens %d/%d cost $%.4f latency %dms iterations %d sub_calls %d",
		row.Status, row.Score, row.Correct, row.InputTokens, row.OutputTokens, row.CostUSD, row.LatencyMS, row.Iterations, row.SubCalls)
	if row.Error != "" {
		logs.logf("error: %s", row.Error)
	}
	logs.logf("answer: %s", row.Answer)
	return row, recorded, rec
}

// checkText warns, once per file, about a context the model cannot read
// as meant: an empty file, a binary one, or text that is not UTF-8 (the
// REPL would see each invalid byte as U+FFFD).
func (r *runner) checkText(path, text string) {
	// Once per file: every epoch of every task over it would scan it again.
	if _, seen := r.warned.LoadOrStore(path, true); seen {
		return
	}
	why := inputs.Oddity(text)
	if why == "" {
		return
	}
	r.prog.warn(fmt.Sprintf("warning: context file %s %s", path, why))
}

// rlm runs the engine; it returns the run's error for the caller to
// classify (the row already says what happened).
func (r *runner) rlm(ctx context.Context, client loop.ChatClient, j job, text string, logs *taskLogs, row *bench.Result) error {
	strategy := loop.StrategyREPL
	if r.opts.Method == MethodTools {
		strategy = loop.StrategyTools
	}
	eng, err := loop.New(client, loop.Config{
		Model: r.opts.Model, SubModel: r.opts.SubModel, Backend: r.opts.Backend, Strategy: strategy,
		SystemPrompt: r.system, MaxIterations: r.opts.MaxIterations, MaxDepth: r.opts.MaxDepth,
		CellTimeout: r.opts.EvalTimeout, Budget: r.opts.Budget, Sink: logs.bus,
		MaxConcurrentSubcalls: r.opts.MaxConcurrentSubcalls,
	})
	if err != nil {
		row.Status, row.Error = StatusError, err.Error()
		return err
	}
	res, err := eng.Run(ctx, j.task.Query, []string{text})
	row.Answer = res.Answer
	row.Iterations, row.SubCalls = res.Iterations, res.SubCalls
	row.RunID = res.RunID
	setUsage(row, res.Usage, res.UsageByDepth, res.UsageByModel)
	var be *loop.BudgetError
	switch {
	case err == nil && res.Failed:
		row.Status, row.Error = StatusNoAnswer, "the model gave up: "+oneLine(res.Answer, 500)
		row.Answer = ""
	case err == nil:
		row.Status = StatusOK
	case errors.As(err, &be):
		row.Status, row.Error = StatusBudget, err.Error()
	case errors.Is(err, loop.ErrNoAnswer), errors.Is(err, loop.ErrNoCode):
		row.Status, row.Error = StatusNoAnswer, err.Error()
	default:
		row.Status, row.Error = StatusError, err.Error()
	}
	return err
}

// directSystem is the base model's instruction for --method direct.
const directSystem = "You answer questions about a document. Use only the document given. " +
	"Reply with the answer itself, as briefly as the question allows."

func (r *runner) direct(ctx context.Context, client loop.ChatClient, j job, text string, logs *taskLogs, row *bench.Result) error {
	system := directSystem
	if r.system != "" {
		system = r.system
	}
	query := j.task.Query
	// Room for the reply and the message wrapping, in tokens.
	const reserve = 1024
	budget := (r.opts.ContextWindow - reserve - approxTokens(system) - approxTokens(query)) * charsPerToken
	fitted := FitContext(text, budget)
	req := llm.Request{Model: r.opts.Model, Messages: []llm.Message{
		{Role: llm.RoleSystem, Content: system},
		{Role: llm.RoleUser, Content: "Document:\n" + fitted + "\n\nQuestion: " + query},
	}}
	row.RunID = loop.NewRunID(r.opts.Now())
	emit := func(data event.Payload) {
		logs.bus.Emit(event.Event{RunID: row.RunID, AgentID: "root", Kind: data.EventKind(), Data: data})
	}
	emit(event.AgentStartData{Query: oneLine(query, 500), Method: MethodDirect,
		ContextChars: len(text), SentChars: len(fitted)})
	emit(event.LLMStartData{Model: r.opts.Model, MessagesChars: len(system) + len(req.Messages[1].Content)})
	resp, err := client.Chat(ctx, req)
	if err != nil {
		emit(event.LLMStopData{Direct: true, Error: err.Error()})
		row.Status, row.Error = StatusError, err.Error()
		return err
	}
	emit(event.LLMStopData{Direct: true, Model: resp.Model, InputTokens: resp.Usage.InputTokens,
		OutputTokens: resp.Usage.OutputTokens, CostUSD: resp.Usage.CostUSD, Cached: resp.Cached,
		UsageEstimated: resp.Usage.Estimated, CostEstimated: resp.Usage.CostEstimated,
		Attempts: resp.Attempts, Reply: oneLine(resp.Content, 4000)})
	emit(event.AgentEndData{Answer: oneLine(resp.Content, 4000)})
	row.Answer = strings.TrimSpace(resp.Content)
	model := resp.Model
	if model == "" {
		model = r.opts.Model
	}
	setUsage(row, resp.Usage, map[int]llm.Usage{0: resp.Usage}, map[string]llm.Usage{model: resp.Usage})
	row.Status = StatusOK
	return nil
}

// setUsage fills a row's tokens and cost: the total, the root agent's own
// calls (depth 0) apart from everything below it, and the split by model.
func setUsage(row *bench.Result, total llm.Usage, byDepth map[int]llm.Usage, byModel map[string]llm.Usage) {
	row.InputTokens, row.OutputTokens, row.CostUSD = total.InputTokens, total.OutputTokens, total.CostUSD
	row.RootUsage, row.SubUsage = llm.Usage{}, llm.Usage{}
	for d, u := range byDepth {
		if d == 0 {
			row.RootUsage = row.RootUsage.Add(u)
		} else {
			row.SubUsage = row.SubUsage.Add(u)
		}
	}
	row.UsageByModel = nil
	if len(byModel) > 0 {
		row.UsageByModel = maps.Clone(byModel)
	}
	row.UsageEstimated = total.Estimated
	row.CostEstimated = total.CostEstimated
}

// newRunID names a direct call the way the engine names its runs: the
// start time and random hex, so a row joins its trace by run_id either way.

const charsPerToken = 4

func approxTokens(s string) int { return (len(s) + charsPerToken - 1) / charsPerToken }

// FitContext keeps at most budget bytes of text: the head and the tail,
// with a marker where the middle was cut. Needles and answers sit anywhere,
// but documents front-load their structure and end with their conclusions.
func FitContext(text string, budget int) string {
	if len(text) <= budget {
		return text
	}
	if budget <= 0 {
		return fmt.Sprintf("[... the whole document (%d characters) omitted: no room in the context window ...]", len(text))
	}
	marker := fmt.Sprintf("\n\n[... %d characters omitted to fit the context window ...]\n\n", len(text)-budget)
	keep := budget - len(marker)
	if keep <= 0 {
		return marker
	}
	head := keep / 2
	tail := len(text) - (keep - head)
	for head > 0 && !utf8.RuneStart(text[head]) {
		head--
	}
	for tail < len(text) && !utf8.RuneStart(text[tail]) {
		tail++
	}
	return text[:head] + marker + text[tail:]
}

// score fills Score and Correct. A row that cannot be scored scores 0 and
// says why in Error, so the summary never counts it as a silent pass. It
// returns the scorer's error, if any, for the caller to classify (a judge's
// endpoint error is transient).
func (r *runner) score(ctx context.Context, t *bench.Task, row *bench.Result) (scoreErr error) {
	note := func(msg string) {
		if row.Error == "" {
			row.Error = msg
		} else {
			row.Error += "; " + msg
		}
	}
	sc, err := score.Lookup(t.Scorer)
	if err != nil {
		note(fmt.Sprintf("task %s: %v", t.TaskID, err))
		return nil
	}
	s, err := safeScore(ctx, sc, score.Attempt{
		Query: t.Query, Answer: row.Answer, Gold: t.Gold,
		Delegation: delegationOf(*row, t.RequiredMinDispatches), Judge: r.opts.Judge,
	})
	var goldErr *score.GoldError
	var panicErr *scorerPanic
	switch {
	case errors.As(err, &panicErr):
		// A scorer bug: the row is an error row that names the scorer,
		// and the run goes on with the other tasks.
		row.Status = StatusError
		note(err.Error())
		err = nil
	case errors.As(err, &goldErr):
		note(fmt.Sprintf("task %s: %v", t.TaskID, err))
	case err != nil:
		if !strings.Contains(err.Error(), sc.Name) {
			err = fmt.Errorf("%s scorer: %w", sc.Name, err)
		}
		note(err.Error())
		// The note names the scorer ("judge: ..."); the caller reports an
		// endpoint error by its cause.
		if cause := errors.Unwrap(err); cause != nil {
			err = cause
		}
	}
	row.Score = s
	if sc.Needs.Delegation {
		row.Objective = row.Score
	}
	row.Score = min(max(row.Score, 0), 1)
	row.Correct = row.Score >= 1-1e-9
	return err
}

// scorerPanic is a panic inside a scorer, caught by safeScore.
type scorerPanic struct {
	scorer string
	value  any
}

func (p *scorerPanic) Error() string {
	return fmt.Sprintf("%s scorer panicked: %v (a bug in the scorer; the row scores 0)", p.scorer, p.value)
}

// safeScore runs the scorer and turns a panic into a *scorerPanic, so one
// answer a scorer cannot handle does not stop the run.
func safeScore(ctx context.Context, sc score.Scorer, a score.Attempt) (s float64, err error) {
	defer func() {
		if v := recover(); v != nil {
			s, err = 0, &scorerPanic{scorer: sc.Name, value: v}
		}
	}()
	return sc.Score(ctx, a)
}

// delegationOf is what a row recorded about delegating, for scorers that
// read it.
func delegationOf(row bench.Result, required int) score.Delegation {
	return score.Delegation{Dispatches: row.Dispatches, AssessmentsTotal: row.AssessmentsTotal,
		AssessmentsSatisfied: row.AssessmentsSatisfd, RequiredMinDispatches: required}
}

// readsDelegation reports whether the named scorer reads the run's
// delegation counts.
func readsDelegation(scorer string) bool {
	sc, err := score.Lookup(scorer)
	return err == nil && sc.Needs.Delegation
}

func oneLine(s string, n int) string {
	// strings.Join(strings.Fields(s), " ") cut at n, without the join of a
	// large value (a cell's whole output) that the cut would throw away.
	var b strings.Builder
	for w := range strings.FieldsSeq(s) {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(w[:min(len(w), n+1-b.Len())])
		if b.Len() > n {
			break
		}
	}
	s = b.String()
	if len(s) > n {
		cut := n
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		s = s[:cut] + "…"
	}
	return s
}

// taskLogs is one attempt's trace and log, kept in memory while it runs
// and appended to the run's traces.jsonl and logs.txt when it ends (see
// store.go): memory is bounded by the tasks running, not the tasks done.
type taskLogs struct {
	bus    *event.Bus
	trace  lockedBuffer
	redact *observability.Redactor

	mu                   sync.Mutex
	log                  bytes.Buffer
	dispatches, assessed int
	satisfied            int
}

// lockedBuffer is a buffer written by the trace sink and read at the end,
// when a late event (a sub-agent winding down) may still arrive.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) bytes() []byte {
	b.mu.Lock()
	defer b.mu.Unlock()
	return bytes.Clone(b.buf.Bytes())
}

// newTaskLogs starts an attempt's trace and log. Both are redacted: code
// the model runs can print the environment, and these end up in reports
// and in optimize's reflection prompts.
//
// Each event's data is encoded once, by the redactor: the trace line is
// written from that encoding and the log line's fields are read from it.
func newTaskLogs(redact *observability.Redactor) *taskLogs {
	l := &taskLogs{redact: redact}
	trace := observability.NewJSONLWriter(&l.trace)
	l.bus = event.NewBus(event.SinkFunc(func(e event.Event) {
		clean, data := redact.EventJSON(e)
		if data != nil {
			// The same bytes the trace would encode the payload to.
			clean.Data = event.Raw{Of: clean.Kind, JSON: data}
		}
		trace.Emit(clean)
		l.onEvent(e, clean, data)
	}))
	return l
}

// blocks returns the attempt's trace, log and answer as they go to the
// store; an attempt that did not finish has no answer block.
func (l *taskLogs) blocks(answer string, finished bool) (trace, log, ans []byte) {
	l.mu.Lock()
	log = bytes.Clone(l.log.Bytes())
	l.mu.Unlock()
	if finished {
		ans = []byte(answer)
	}
	return l.trace.bytes(), log, ans
}

func (l *taskLogs) logf(format string, args ...any) {
	line := time.Now().Format("15:04:05.000") + " " + l.redact.String(fmt.Sprintf(format, args...)) + "\n"
	l.mu.Lock()
	defer l.mu.Unlock()
	l.log.WriteString(line)
}

// onEvent counts delegation from the event e and writes a short human
// line per event from its redacted form, whose data encodes to data.
func (l *taskLogs) onEvent(e, clean event.Event, data []byte) {
	l.mu.Lock()
	switch e.Kind {
	case event.Dispatch:
		l.dispatches++
	case event.Assessment:
		l.assessed++
		if a, _ := event.As[event.AssessmentData](e); a.Verdict == "satisfied" {
			l.satisfied++
		}
	}
	l.mu.Unlock()
	var b strings.Builder
	fmt.Fprintf(&b, "%s d%d i%d", clean.Kind, clean.Depth, clean.Iteration)
	if clean.AgentID != "" {
		b.WriteString(" " + clean.AgentID)
	}
	fields := dataFields(clean, data)
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v, ok := fields[k].(string)
		if !ok {
			v = fmt.Sprint(fields[k])
		}
		fmt.Fprintf(&b, " %s=%s", k, oneLine(v, 160))
	}
	l.logf("%s", b.String())
}

// dataFields is an event's data as its JSON object, numbers kept as
// written, for a log line listing every key whatever the kind; data is the
// data's JSON when the caller has it.
func dataFields(e event.Event, data []byte) map[string]any {
	var fields map[string]any
	var err error
	if data != nil {
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.UseNumber()
		err = dec.Decode(&fields)
	} else {
		fields, err = event.Fields(e)
	}
	if err != nil {
		return map[string]any{"data_error": err.Error()}
	}
	return fields
}

func (l *taskLogs) counts() (dispatches, total, satisfied int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.dispatches, l.assessed, l.satisfied
}
