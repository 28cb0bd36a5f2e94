package loop

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/llm"
)

var (
	// ErrBusy is returned by a Session call made while a message is being
	// answered.
	ErrBusy = errors.New("the session is still answering the previous message; wait for it to finish")
	// ErrClosed is returned by a Session call after Close.
	ErrClosed = errors.New("the session is closed")
)

// Session is a conversation with one root agent whose REPL variables and
// messages persist across Send calls. Each Send is a run of its own (run id,
// budgets, usage, children); the REPL and the conversation carry over.
type Session struct {
	engine *Engine
	agent  *agent
	ctx    context.Context // lives until Close: the REPL is bound to it
	stop   context.CancelFunc

	mu         sync.Mutex
	busy       bool
	closed     bool
	cancel     context.CancelFunc // of the Send in flight
	done       chan struct{}      // closed when the Send in flight ends
	history    []llm.Message
	turns      int
	usage      llm.Usage
	lastIter   int
	lastRun    string
	lastAnswer string
}

// SessionStatus describes a session between (or during) messages.
type SessionStatus struct {
	Busy           bool      `json:"busy"`
	Closed         bool      `json:"closed"`
	Turns          int       `json:"turns"`    // messages answered
	Messages       int       `json:"messages"` // in the conversation now
	LastIterations int       `json:"last_iterations"`
	LastRunID      string    `json:"last_run_id,omitempty"`
	Compactions    int       `json:"compactions"`
	Usage          llm.Usage `json:"usage"` // summed over all messages
}

// NewSession opens a REPL holding contexts and returns a session ready for
// its first message. The REPL lives until Close, not until ctx ends.
func (e *Engine) NewSession(ctx context.Context, contexts []string) (*Session, error) {
	sctx, stop := context.WithCancel(context.WithoutCancel(ctx))
	a := e.newRun().newAgent("", 0, "", contexts, e.cfg.Model)
	a.ctx = sctx
	a.strategy = e.cfg.Strategy
	if a.strategy == StrategyTools {
		// The workspace (chunk plan, hits, notes) is what carries over.
		a.tools = newToolWorkspace(contexts)
		return &Session{engine: e, agent: a, ctx: sctx, stop: stop}, nil
	}
	sess, err := e.cfg.Backend.NewSession(sctx, eval.SessionConfig{
		Contexts: contexts, Host: a, CellTimeout: e.cfg.CellTimeout,
	})
	if err != nil {
		stop()
		return nil, fmt.Errorf("start %s REPL: %w", e.cfg.Backend.Name(), err)
	}
	a.session = sess
	return &Session{engine: e, agent: a, ctx: sctx, stop: stop}, nil
}

// begin marks the session busy, or says why it cannot be. cancel (may be
// nil) is what Close calls to stop the work: it is set in the same step so
// a Close right after begin cannot miss it.
func (s *Session) begin(cancel context.CancelFunc) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case s.closed:
		return ErrClosed
	case s.busy:
		return ErrBusy
	}
	s.busy = true
	s.cancel = cancel
	s.done = make(chan struct{})
	return nil
}

func (s *Session) end() {
	s.mu.Lock()
	s.busy = false
	s.cancel = nil
	close(s.done)
	s.mu.Unlock()
}

// Send answers message in the ongoing conversation. A Send while another
// is running returns ErrBusy at once.
func (s *Session) Send(ctx context.Context, message string) (Result, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	if err := s.begin(cancel); err != nil {
		return Result{}, err
	}
	defer s.end()
	e := s.engine
	if e.cfg.Budget.MaxWallClock > 0 {
		var c context.CancelFunc
		ctx, c = context.WithTimeout(ctx, e.cfg.Budget.MaxWallClock)
		defer c()
	}

	a := s.agent
	r := e.newRun()
	a.run = r
	a.slot.run = r
	a.resetTurn()
	a.query = message
	a.ctx = ctx
	if err := a.slot.take(ctx, true); err != nil {
		return r.result(a, "", false, err), err
	}
	// Deferred calls run last-in first-out: cancel the turn first, so code
	// the turn left running cannot take a slot back after the drop.
	defer a.slot.drop()
	defer cancel()

	tools := a.strategy == StrategyTools
	switch {
	case len(a.messages) == 0 && tools:
		a.messages = []llm.Message{
			{Role: llm.RoleSystem, Content: e.toolsSystem},
			{Role: llm.RoleUser, Content: toolsFirstMessage(message, a.tools)},
		}
	case len(a.messages) == 0:
		a.messages = []llm.Message{
			{Role: llm.RoleSystem, Content: e.system},
			{Role: llm.RoleUser, Content: firstMessage(message, a.contexts, a.language(), e.cfg.Workspace)},
		}
	case tools:
		a.addUser("[NEW MESSAGE] The user writes again. Your workspace from earlier messages is kept. Your last answer was: " +
			preview(s.lastAnswer, 500) + "\n\nQuery: " + message)
	default:
		a.addUser("[NEW MESSAGE] The user writes again. Your REPL variables from earlier messages are kept" +
			compactedHint(a) + ". Your last answer was: " + preview(s.lastAnswer, 500) + "\n\nQuery: " + message)
	}
	started := time.Now()
	backend, version := e.backendName()
	if tools {
		backend = "tools"
	}
	a.run.emit(a, event.AgentStartData{Query: preview(message, 500), Model: a.model,
		Backend: backend, BackendVersion: version, ContextChars: totalLen(a.contexts), SessionTurn: s.turns + 1})
	var answer string
	var failed bool
	var err error
	if tools {
		answer, failed, err = a.toolsLoop(ctx)
	} else {
		answer, failed, err = a.loop(ctx)
	}
	a.endChildren()
	err = r.wallClock(ctx, a, err)
	a.emitEnd(started, answer, failed, err)
	res := r.result(a, answer, failed, err)

	s.mu.Lock()
	// The next message quotes it: a final set by FINAL_VAR is not in the
	// conversation otherwise.
	s.lastAnswer = res.Answer
	s.history = append([]llm.Message(nil), a.messages...)
	s.turns++
	s.usage = s.usage.Add(res.Usage)
	s.lastIter = res.Iterations
	s.lastRun = res.RunID
	s.mu.Unlock()
	return res, err
}

func compactedHint(a *agent) string {
	if a.compacted == 0 {
		return ""
	}
	return " (older conversation is in " + a.language().HistoryVar + ")"
}

// History returns the conversation as of the end of the last message.
func (s *Session) History() []llm.Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]llm.Message(nil), s.history...)
}

// Status reports on the session.
func (s *Session) Status() SessionStatus {
	s.mu.Lock()
	defer s.mu.Unlock()
	st := SessionStatus{Busy: s.busy, Closed: s.closed, Turns: s.turns, Messages: len(s.history),
		LastIterations: s.lastIter, LastRunID: s.lastRun, Usage: s.usage}
	if !s.busy {
		st.Compactions = s.agent.compacted
	}
	return st
}

// Vars lists the REPL's user variables (SHOW_VARS), or for the tools
// strategy summarizes the workspace. It fails with ErrBusy while a message
// is being answered.
func (s *Session) Vars(ctx context.Context) (string, error) {
	if err := s.begin(nil); err != nil {
		return "", err
	}
	defer s.end()
	if s.agent.tools != nil {
		return s.agent.tools.summary(4000), nil
	}
	res, err := s.agent.session.Exec(ctx, s.agent.language().PrintVars)
	if err != nil {
		return "", err
	}
	if res.Error != "" {
		return "", fmt.Errorf("SHOW_VARS: %s", res.Error)
	}
	return strings.TrimRight(res.Stdout, "\n"), nil
}

// Close cancels a message in flight, waits for it and frees the REPL. Safe
// to call more than once.
func (s *Session) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	cancel, done, busy := s.cancel, s.done, s.busy
	s.mu.Unlock()
	if busy {
		if cancel != nil {
			cancel()
		}
		<-done
	}
	s.stop()
	if s.agent.session == nil {
		return nil
	}
	return s.agent.session.Close()
}
