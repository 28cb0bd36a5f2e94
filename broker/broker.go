// Package broker runs a parent agent's asynchronous sub-agent jobs (the
// lm_query family) and keeps their records until the parent has seen and,
// when sampled, rated them. Jobs are keyed by (parent, child) so one Broker
// serves a whole run.
//
// The broker only schedules and remembers: what a job does is the Run func
// the caller supplies (usually a child agent loop holding a limiter slot).
package broker

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/rlm-go/rlm/event"
)

// Job states.
const (
	StateRunning   = "running"
	StateOK        = "ok"
	StateError     = "error"
	StateCancelled = "cancelled"
)

// Assessment verdicts.
const (
	VerdictSatisfied    = "satisfied"
	VerdictDissatisfied = "dissatisfied"
)

// Update kinds.
const (
	UpdateCompletion         = "completion"
	UpdateAssessmentReminder = "assessment_reminder"
)

// CancelMessage is the error text of a job cancelled by its parent.
const CancelMessage = "Subagent cancelled by parent"

// Defaults for Config fields left zero.
const (
	DefaultMaxJobsPerParent = 2000
	DefaultTimeout          = 180 * time.Second
)

// previewMax bounds update previews: the parent's conversation gets a
// glimpse of each result, never the raw payload.
const previewMax = 500

// Config configures a Broker. Zero fields take the defaults above.
type Config struct {
	MaxJobsPerParent int
	DefaultTimeout   time.Duration
	Sink             event.Sink
	Now              func() time.Time
}

// JobSpec describes one job to dispatch.
type JobSpec struct {
	// ChildID names the job; empty means "<parent>.c<N>".
	ChildID string
	// Text is what the child was asked; only a preview of it reaches events.
	Text string
	// Sampled marks the job for a required assessment once the parent has
	// polled its result.
	Sampled bool
	// Timeout bounds the job; zero means Config.DefaultTimeout.
	Timeout time.Duration
	// Run does the work. It must return soon after ctx ends.
	Run func(ctx context.Context) (payload string, err error)
}

// Assessment is a parent's rating of a finished job.
type Assessment struct {
	Verdict string
	Reason  string
	At      time.Time
}

// Status is a snapshot of a job.
type Status struct {
	ChildID string
	State   string
	// Payload is the result of an ok job; empty otherwise.
	Payload string
	// Error explains an error or cancelled job; empty otherwise.
	Error   string
	Sampled bool
	// Polled reports that a Poll or Await has observed the job terminal.
	Polled             bool
	AssessmentRequired bool
	Assessment         *Assessment
	StartedAt          time.Time
	EndedAt            time.Time
}

// Terminal reports whether the job has finished.
func (s Status) Terminal() bool { return s.State != StateRunning }

// Map renders s with the JSON-shaped values eval.Host results use, keyed as
// the Python prelude reads them (state, payload, error,
// assessment_required, ...).
func (s Status) Map() map[string]any {
	m := map[string]any{
		"id":                  s.ChildID,
		"state":               s.State,
		"sampled":             s.Sampled,
		"polled":              s.Polled,
		"assessment_required": s.AssessmentRequired,
	}
	if s.Terminal() {
		m["payload"] = s.Payload
		m["error"] = s.Error
		m["duration_ms"] = s.EndedAt.Sub(s.StartedAt).Milliseconds()
	}
	if a := s.Assessment; a != nil {
		m["assessment"] = map[string]any{"verdict": a.Verdict, "reason": a.Reason}
	} else {
		m["assessment"] = nil
	}
	return m
}

// Update is a notice for the parent's next turn: a job finished, or a
// polled, sampled job still awaits its assessment.
type Update struct {
	ChildID string
	State   string
	// Preview is the head and tail of the payload (or error), at most 500
	// characters.
	Preview            string
	Kind               string
	AssessmentRequired bool
}

// TooManyJobsError is returned by Dispatch when a parent holds the maximum
// number of jobs and none can be evicted.
type TooManyJobsError struct {
	Max int
}

func (e *TooManyJobsError) Error() string {
	return fmt.Sprintf("too many sub-agent jobs for this agent (%d); await or cancel some first", e.Max)
}

// ErrUnknownJob is wrapped by errors about a (parent, child) pair the broker
// does not hold.
var ErrUnknownJob = errors.New("unknown sub-agent job")

// ErrAwaitTimeout is wrapped by Await's error when its own timeout passes
// while the job still runs.
var ErrAwaitTimeout = errors.New("await timed out")

// errJobTimeout is the cancellation cause of a job whose timeout fired; it
// tells a timeout apart from a parent's cancellation or deadline.
var errJobTimeout = errors.New("job timeout")

// Broker holds jobs of many parents. It is safe for concurrent use.
type Broker struct {
	maxJobs int
	timeout time.Duration
	sink    event.Sink
	now     func() time.Time

	mu      sync.Mutex
	parents map[string]*family
}

// family is one parent's jobs.
type family struct {
	jobs  map[string]*job
	order []*job // dispatch order: eviction takes the oldest first
	seq   int    // last generated child number

	// Queues for DrainUpdates, so a drain costs what it returns rather than
	// a scan of every job.
	completed []*job
	reminders []*job
}

type job struct {
	parent, id string
	sampled    bool
	timeout    time.Duration
	cancel     context.CancelFunc
	done       chan struct{} // closed when the job turns terminal

	state           string
	payload, errMsg string
	started, ended  time.Time
	assessment      *Assessment

	polled         bool // observed terminal by Poll or Await
	notified       bool // completion update drained
	reminderQueued bool // reminder waiting in family.reminders
	reminderSent   bool
	pendingDrained bool // returned by DrainPendingAssessments
	evicted        bool
}

// New returns a Broker.
func New(cfg Config) *Broker {
	b := &Broker{
		maxJobs: cfg.MaxJobsPerParent,
		timeout: cfg.DefaultTimeout,
		sink:    cfg.Sink,
		now:     cfg.Now,
		parents: make(map[string]*family),
	}
	if b.maxJobs <= 0 {
		b.maxJobs = DefaultMaxJobsPerParent
	}
	if b.timeout <= 0 {
		b.timeout = DefaultTimeout
	}
	if b.sink == nil {
		b.sink = event.Discard
	}
	if b.now == nil {
		b.now = time.Now
	}
	return b
}

// Dispatch starts spec.Run in its own goroutine and returns the job's id at
// once. The job's context derives from ctx, so ctx should live as long as
// the parent agent (not one REPL cell): ending it cancels the job.
func (b *Broker) Dispatch(ctx context.Context, parentID string, spec JobSpec) (childID string, err error) {
	if spec.Run == nil {
		return "", errors.New("broker: JobSpec.Run is nil")
	}
	if err := ctx.Err(); err != nil {
		return "", fmt.Errorf("lm_query not started: parent agent is ending: %w", err)
	}
	timeout := spec.Timeout
	if timeout <= 0 {
		timeout = b.timeout
	}

	b.mu.Lock()
	f := b.parents[parentID]
	if f == nil {
		f = &family{jobs: make(map[string]*job)}
		b.parents[parentID] = f
	}
	id := spec.ChildID
	if id == "" {
		for {
			f.seq++
			id = parentID + ".c" + strconv.Itoa(f.seq)
			if f.jobs[id] == nil {
				break
			}
		}
	} else if f.jobs[id] != nil {
		b.mu.Unlock()
		return "", fmt.Errorf("sub-agent id %q already exists for agent %q; use a new id", id, parentID)
	}
	if len(f.jobs) >= b.maxJobs && !f.evictOne() {
		b.mu.Unlock()
		return "", &TooManyJobsError{Max: b.maxJobs}
	}
	jctx, cancel := context.WithTimeoutCause(ctx, timeout, errJobTimeout)
	j := &job{
		parent:  parentID,
		id:      id,
		sampled: spec.Sampled,
		timeout: timeout,
		cancel:  cancel,
		done:    make(chan struct{}),
		state:   StateRunning,
		started: b.now(),
	}
	f.jobs[id] = j
	f.order = append(f.order, j)
	b.mu.Unlock()

	b.sink.Emit(event.Event{
		Time:    j.started,
		AgentID: parentID,
		Kind:    event.Dispatch,
		Data: event.DispatchData{
			ChildID:   id,
			Preview:   preview(spec.Text, previewMax),
			TextChars: int64(len(spec.Text)),
			Sampled:   spec.Sampled,
			TimeoutMS: timeout.Milliseconds(),
		},
	})

	// The job ends on whichever comes first: Run returning, or its context
	// ending (timeout, parent cancellation). The latter does not wait for
	// a Run that ignores ctx, so a stuck child cannot hold its parent.
	stop := context.AfterFunc(jctx, func() { b.endByContext(j, jctx) })
	go func() {
		defer cancel()
		payload, err := runSafely(jctx, spec.Run)
		if !stop() {
			return // the AfterFunc has finished (or is finishing) the job
		}
		switch {
		case jctx.Err() != nil:
			// Run saw its context end before the AfterFunc ran; report
			// the reason, not Run's echo of ctx.Err().
			b.endByContext(j, jctx)
		case err != nil:
			b.finish(j, StateError, "", err.Error())
		default:
			b.finish(j, StateOK, payload, "")
		}
	}()
	return id, nil
}

// endByContext ends j whose context is done: a timeout is an error, any
// other end (Cancel, CancelAll, the parent's context) a cancellation.
func (b *Broker) endByContext(j *job, jctx context.Context) {
	if errors.Is(context.Cause(jctx), errJobTimeout) {
		b.finish(j, StateError, "", fmt.Sprintf("lm_query timed out after %dms", j.timeout.Milliseconds()))
		return
	}
	b.finish(j, StateCancelled, "", CancelMessage)
}

// runSafely turns a panic in Run into an error so one bad child cannot take
// the process down.
func runSafely(ctx context.Context, run func(context.Context) (string, error)) (payload string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("sub-agent panicked: %v", r)
		}
	}()
	return run(ctx)
}

// finish moves j to a terminal state unless it already is in one.
func (b *Broker) finish(j *job, state, payload, errMsg string) {
	b.mu.Lock()
	if j.state != StateRunning {
		b.mu.Unlock()
		return
	}
	j.state, j.payload, j.errMsg = state, payload, errMsg
	j.ended = b.now()
	close(j.done)
	if f := b.parents[j.parent]; f != nil && !j.evicted {
		f.completed = append(f.completed, j)
	}
	e := event.Event{
		Time:    j.ended,
		AgentID: j.parent,
		Kind:    event.DispatchResult,
		Data: event.DispatchResultData{
			ChildID:    j.id,
			State:      state,
			DurationMS: j.ended.Sub(j.started).Milliseconds(),
			Preview:    preview(cmp.Or(payload, errMsg), previewMax),
			Sampled:    j.sampled,
			Error:      errMsg,
		},
	}
	b.mu.Unlock()
	b.sink.Emit(e)
}

// evictOne drops the oldest job the parent no longer needs: finished, its
// completion drained, and owing no assessment or reminder. Callers hold b.mu.
func (f *family) evictOne() bool {
	for i, j := range f.order {
		if j.state == StateRunning || !j.notified || j.reminderQueued || j.owesAssessment() {
			continue
		}
		j.evicted = true
		delete(f.jobs, j.id)
		f.order = slices.Delete(f.order, i, i+1)
		return true
	}
	return false
}

func (j *job) owesAssessment() bool {
	return j.sampled && j.polled && j.state != StateRunning && j.assessment == nil
}

// status snapshots j. Callers hold b.mu.
func (j *job) status() Status {
	s := Status{
		ChildID:            j.id,
		State:              j.state,
		Sampled:            j.sampled,
		Polled:             j.polled,
		AssessmentRequired: j.owesAssessment(),
		StartedAt:          j.started,
		EndedAt:            j.ended,
	}
	if j.state != StateRunning {
		s.Payload, s.Error = j.payload, j.errMsg
	}
	if j.assessment != nil {
		a := *j.assessment
		s.Assessment = &a
	}
	return s
}

// observe records that the parent has seen j terminal. Callers hold b.mu.
func (b *Broker) observe(j *job) {
	if j.state == StateRunning || j.polled {
		return
	}
	j.polled = true
	if j.owesAssessment() && !j.evicted {
		if f := b.parents[j.parent]; f != nil {
			j.reminderQueued = true
			f.reminders = append(f.reminders, j)
		}
	}
}

// lookup returns the job or an error naming what the caller got wrong.
// Callers hold b.mu.
func (b *Broker) lookup(parentID, childID string) (*job, error) {
	if f := b.parents[parentID]; f != nil {
		if j := f.jobs[childID]; j != nil {
			return j, nil
		}
	}
	return nil, fmt.Errorf("%w %q for agent %q; use an id returned by lm_query", ErrUnknownJob, childID, parentID)
}

// Poll returns the job's status without waiting. The first poll that sees
// the job terminal marks it polled, which makes a sampled job owe an
// assessment.
func (b *Broker) Poll(parentID, childID string) (Status, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	j, err := b.lookup(parentID, childID)
	if err != nil {
		return Status{}, err
	}
	b.observe(j)
	return j.status(), nil
}

// Await waits until the job is terminal, timeout passes (zero: no limit) or
// ctx ends. On timeout it returns the running status and an error wrapping
// ErrAwaitTimeout; on ctx end, ctx's error.
func (b *Broker) Await(ctx context.Context, parentID, childID string, timeout time.Duration) (Status, error) {
	b.mu.Lock()
	j, err := b.lookup(parentID, childID)
	b.mu.Unlock()
	if err != nil {
		return Status{}, err
	}
	var expired <-chan time.Time
	if timeout > 0 {
		t := time.NewTimer(timeout)
		defer t.Stop()
		expired = t.C
	}
	select {
	case <-j.done:
	case <-expired:
		b.mu.Lock()
		s := j.status()
		b.mu.Unlock()
		if s.Terminal() {
			break
		}
		return s, fmt.Errorf("await_lm_query(%q): %w after %dms; the job is still running: await again, poll it later or cancel it",
			childID, ErrAwaitTimeout, timeout.Milliseconds())
	case <-ctx.Done():
		b.mu.Lock()
		s := j.status()
		b.mu.Unlock()
		return s, ctx.Err()
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.observe(j)
	return j.status(), nil
}

// Cancel stops a running job, which becomes cancelled at once, and returns
// its status. A finished job is left as it is.
func (b *Broker) Cancel(parentID, childID string) (Status, error) {
	b.mu.Lock()
	j, err := b.lookup(parentID, childID)
	b.mu.Unlock()
	if err != nil {
		return Status{}, err
	}
	b.finish(j, StateCancelled, "", CancelMessage)
	j.cancel()
	b.mu.Lock()
	defer b.mu.Unlock()
	return j.status(), nil
}

// Assess records the parent's verdict on a finished job, once.
func (b *Broker) Assess(parentID, childID, verdict, reason string) error {
	if verdict != VerdictSatisfied && verdict != VerdictDissatisfied {
		return fmt.Errorf("assessment verdict must be %q or %q, got %q", VerdictSatisfied, VerdictDissatisfied, verdict)
	}
	b.mu.Lock()
	j, err := b.lookup(parentID, childID)
	if err != nil {
		b.mu.Unlock()
		return err
	}
	if j.state == StateRunning {
		b.mu.Unlock()
		return fmt.Errorf("sub-agent %q is still running; await it before assessing", childID)
	}
	if j.assessment != nil {
		b.mu.Unlock()
		return fmt.Errorf("sub-agent %q was already assessed (%s)", childID, j.assessment.Verdict)
	}
	j.assessment = &Assessment{Verdict: verdict, Reason: reason, At: b.now()}
	e := event.Event{
		Time:    j.assessment.At,
		AgentID: parentID,
		Kind:    event.Assessment,
		Data: event.AssessmentData{
			Target:  "lm_query",
			ChildID: childID,
			Verdict: verdict,
			Reason:  reason,
			Sampled: j.sampled,
		},
	}
	b.mu.Unlock()
	b.sink.Emit(e)
	return nil
}

// DrainUpdates returns, once each, the completion update of every job that
// finished since the last drain and a reminder for every sampled job polled
// terminal but not yet assessed, sorted by child id.
func (b *Broker) DrainUpdates(parentID string) []Update {
	b.mu.Lock()
	defer b.mu.Unlock()
	f := b.parents[parentID]
	if f == nil {
		return nil
	}
	var out []Update
	for _, j := range f.completed {
		j.notified = true
		if j.evicted {
			continue
		}
		out = append(out, Update{
			ChildID:            j.id,
			State:              j.state,
			Preview:            preview(cmp.Or(j.payload, j.errMsg), previewMax),
			Kind:               UpdateCompletion,
			AssessmentRequired: j.owesAssessment(),
		})
	}
	f.completed = nil
	for _, j := range f.reminders {
		j.reminderQueued = false
		// A rating given between the poll and this drain makes the
		// reminder moot; it is not re-armed either way.
		if j.reminderSent || !j.owesAssessment() || j.evicted {
			continue
		}
		j.reminderSent = true
		out = append(out, Update{
			ChildID:            j.id,
			State:              j.state,
			Preview:            preview(cmp.Or(j.payload, j.errMsg), previewMax),
			Kind:               UpdateAssessmentReminder,
			AssessmentRequired: true,
		})
	}
	f.reminders = nil
	slices.SortStableFunc(out, func(a, b Update) int {
		if c := naturalCompare(a.ChildID, b.ChildID); c != 0 {
			return c
		}
		// completion before reminder for the same child
		return cmp.Compare(kindRank(a.Kind), kindRank(b.Kind))
	})
	return out
}

// PendingAssessments lists, without consuming, the children the parent
// polled terminal and has not rated while sampled: what a finalization gate
// waits on. Sorted by child id.
func (b *Broker) PendingAssessments(parentID string) []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.pending(parentID, false)
}

// DrainPendingAssessments is PendingAssessments returning each child once.
func (b *Broker) DrainPendingAssessments(parentID string) []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.pending(parentID, true)
}

func (b *Broker) pending(parentID string, drain bool) []string {
	f := b.parents[parentID]
	if f == nil {
		return nil
	}
	var ids []string
	for _, j := range f.order {
		if !j.owesAssessment() || (drain && j.pendingDrained) {
			continue
		}
		if drain {
			j.pendingDrained = true
		}
		ids = append(ids, j.id)
	}
	slices.SortFunc(ids, naturalCompare)
	return ids
}

// CancelAll cancels every running job of the parent; call it when the
// parent ends. Records stay until Forget.
func (b *Broker) CancelAll(parentID string) {
	b.mu.Lock()
	var running []*job
	if f := b.parents[parentID]; f != nil {
		for _, j := range f.order {
			if j.state == StateRunning {
				running = append(running, j)
			}
		}
	}
	b.mu.Unlock()
	for _, j := range running {
		b.finish(j, StateCancelled, "", CancelMessage)
		j.cancel()
	}
}

// Forget cancels the parent's running jobs and drops all its records.
func (b *Broker) Forget(parentID string) {
	b.CancelAll(parentID)
	b.mu.Lock()
	if f := b.parents[parentID]; f != nil {
		for _, j := range f.order {
			j.evicted = true
		}
	}
	delete(b.parents, parentID)
	b.mu.Unlock()
}

// Jobs reports how many job records the broker holds for the parent,
// running or not.
func (b *Broker) Jobs(parentID string) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	if f := b.parents[parentID]; f != nil {
		return len(f.jobs)
	}
	return 0
}

// Running reports how many of the parent's jobs are running.
func (b *Broker) Running(parentID string) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	n := 0
	if f := b.parents[parentID]; f != nil {
		for _, j := range f.order {
			if j.state == StateRunning {
				n++
			}
		}
	}
	return n
}

func kindRank(kind string) int {
	if kind == UpdateCompletion {
		return 0
	}
	return 1
}
