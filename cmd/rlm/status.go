package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/rlm-go/rlm/event"
)

// statusLine is progress on a terminal: one line, redrawn in place while
// a run works, with the root's iteration, tokens so far and the sub-calls
// in flight. What a user must not miss (a failed model call, a budget, a
// nudge) is printed above it as a line of its own.
type statusLine struct {
	w io.Writer

	mu       sync.Mutex
	running  bool
	started  time.Time
	frame    int
	iter     int
	tokens   int64
	inFlight int
	stop     chan struct{}
	done     chan struct{}
}

func newStatusLine(w io.Writer) *statusLine { return &statusLine{w: w} }

var spinner = []string{"⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"}

// Start shows the line and keeps it moving until Stop.
func (s *statusLine) Start() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.running {
		return
	}
	s.running, s.started = true, time.Now()
	s.iter, s.tokens, s.inFlight = 0, 0, 0
	s.stop, s.done = make(chan struct{}), make(chan struct{})
	s.drawLocked()
	go s.tick(s.stop, s.done)
}

func (s *statusLine) tick(stop, done chan struct{}) {
	defer close(done)
	t := time.NewTicker(120 * time.Millisecond)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-t.C:
			s.mu.Lock()
			s.frame++
			s.drawLocked()
			s.mu.Unlock()
		}
	}
}

// Stop erases the line, so what follows starts on a clean line.
func (s *statusLine) Stop() {
	s.mu.Lock()
	if !s.running {
		s.mu.Unlock()
		return
	}
	s.running = false
	stop, done := s.stop, s.done
	fmt.Fprint(s.w, "\r\x1b[K")
	s.mu.Unlock()
	close(stop)
	<-done
}

func (s *statusLine) drawLocked() {
	if !s.running {
		return
	}
	parts := []string{spinner[s.frame%len(spinner)]}
	if s.iter > 0 {
		parts = append(parts, fmt.Sprintf("iteration %d", s.iter))
	} else {
		parts = append(parts, "starting")
	}
	parts = append(parts, countTokens(s.tokens)+" tokens")
	if s.inFlight > 0 {
		parts = append(parts, fmt.Sprintf("%d sub-calls in flight", s.inFlight))
	}
	parts = append(parts, time.Since(s.started).Round(100*time.Millisecond).String())
	fmt.Fprintf(s.w, "\r\x1b[K%s", strings.Join(parts, " · "))
}

func countTokens(n int64) string {
	if n >= 10000 {
		return fmt.Sprintf("%.1fk", float64(n)/1000)
	}
	return fmt.Sprint(n)
}

// Emit counts what the line shows.
func (s *statusLine) Emit(e event.Event) {
	var note string
	s.mu.Lock()
	defer s.mu.Unlock()
	switch d := event.Typed(e).(type) {
	case event.IterationStartData:
		if e.Depth == 0 {
			s.iter = e.Iteration
		}
	case event.LLMStopData:
		s.tokens += d.InputTokens + d.OutputTokens
		// A call cut by Ctrl-C is said by whoever stopped it.
		if d.Error != "" && !strings.HasSuffix(d.Error, context.Canceled.Error()) {
			note = fmt.Sprintf("[%s] model call failed: %v", e.AgentID, d.Error)
		}
	case event.SubcallStartData:
		s.inFlight++
	case event.SubcallStopData:
		s.inFlight = max(0, s.inFlight-1)
	case event.NudgeData, event.BudgetExceededData:
		note = fmt.Sprintf("[%s] %s %s", e.AgentID, e.Kind, dataText(e))
	default:
		return
	}
	if note != "" && s.running {
		fmt.Fprintf(s.w, "\r\x1b[K%s\n", note)
	} else if note != "" {
		fmt.Fprintln(s.w, note)
	}
	s.drawLocked()
}
