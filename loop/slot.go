package loop

import (
	"context"
	"sync"
)

// agentSlot is an agent's place under the run's limiter. The limiter caps
// agents that are *running*: an agent blocked on its synchronous children
// (rlm_query, rlm_query_batched, await_lm_query) lends its slot to them and
// takes one back afterwards. Without lending, a full limiter plus parents
// waiting on children would either fail every child or, if children waited,
// deadlock with every slot held by a waiting parent.
type agentSlot struct {
	run     *run
	mu      sync.Mutex
	release func() // nil while not held
	lent    int    // synchronous waits in progress (threads may nest them)
}

// take acquires a slot; wait blocks with ctx instead of failing at once.
func (s *agentSlot) take(ctx context.Context, wait bool) error {
	rel, err := s.run.acquireSlot(ctx, wait)
	if err != nil {
		return err
	}
	s.mu.Lock()
	s.release = rel
	s.mu.Unlock()
	return nil
}

// adopt holds a slot acquired elsewhere.
func (s *agentSlot) adopt(release func()) {
	s.mu.Lock()
	s.release = release
	s.mu.Unlock()
}

// drop frees the slot if held.
func (s *agentSlot) drop() {
	s.mu.Lock()
	rel := s.release
	s.release = nil
	s.mu.Unlock()
	if rel != nil {
		rel()
	}
}

// lend frees the slot for the duration of a synchronous wait; the returned
// function takes a slot back (blocking with ctx) when the last overlapping
// wait ends.
func (s *agentSlot) lend(ctx context.Context) (reclaim func()) {
	s.mu.Lock()
	s.lent++
	rel := s.release
	s.release = nil
	s.mu.Unlock()
	if rel != nil {
		rel()
	}
	return func() {
		s.mu.Lock()
		s.lent--
		need := s.lent == 0 && s.release == nil
		s.mu.Unlock()
		if !need {
			return
		}
		// A cancelled ctx ends the agent anyway; it then runs without a slot.
		rel, err := s.run.acquireSlot(ctx, true)
		if err != nil {
			return
		}
		s.mu.Lock()
		if s.lent == 0 && s.release == nil {
			s.release = rel
			rel = nil
		}
		s.mu.Unlock()
		if rel != nil {
			rel()
		}
	}
}
