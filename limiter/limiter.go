// Package limiter caps how many agents run at once across a whole process,
// so a model that fans out lm_query calls cannot exhaust the machine or the
// provider's rate limits. A slot is held for an agent's whole life and handed
// back through an idempotent release func, so every way an agent can end
// (answer, error, panic unwinding a defer, cancellation) frees it once.
package limiter

import (
	"context"
	"fmt"
	"sync"
)

// Limiter is a counting semaphore of agent slots. The zero value is not
// usable; call New.
type Limiter struct {
	// A buffered channel is the semaphore: a send takes a slot, a receive
	// frees one, and select lets Acquire wait on a slot and a context at once.
	slots chan struct{}
}

// New returns a Limiter with max slots.
func New(max int) (*Limiter, error) {
	if max <= 0 {
		return nil, fmt.Errorf("max concurrent agents must be positive, got %d", max)
	}
	return &Limiter{slots: make(chan struct{}, max)}, nil
}

// FullError is returned by TryAcquire when every slot is taken. Its message
// is written for the model, which sees it as the error of its lm_query call.
type FullError struct {
	Max int
}

func (e *FullError) Error() string {
	return fmt.Sprintf("max concurrent agents (%d) reached; wait and retry lm_query later, or do the work in this agent", e.Max)
}

// TryAcquire takes a slot without waiting, or returns *FullError.
func (l *Limiter) TryAcquire() (release func(), err error) {
	select {
	case l.slots <- struct{}{}:
		return l.releaser(), nil
	default:
		return nil, &FullError{Max: cap(l.slots)}
	}
}

// Acquire waits for a slot until ctx ends, in which case it returns
// ctx's error and holds nothing.
func (l *Limiter) Acquire(ctx context.Context) (release func(), err error) {
	// select picks at random among ready cases; a context already done must
	// win so that no slot is taken for work nobody will wait for.
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	select {
	case l.slots <- struct{}{}:
		return l.releaser(), nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// releaser returns a func that frees exactly one slot however often it is
// called, so callers can both defer it and call it early.
func (l *Limiter) releaser() func() {
	var once sync.Once
	return func() {
		once.Do(func() { <-l.slots })
	}
}

// InUse reports how many slots are taken.
func (l *Limiter) InUse() int { return len(l.slots) }

// Max reports the number of slots.
func (l *Limiter) Max() int { return cap(l.slots) }
