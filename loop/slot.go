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
	s.hold(rel)
	return nil
}

// hold keeps rel as the held slot, freeing one already held so a slot is
// never leaked by being overwritten.
func (s *agentSlot) hold(rel func()) {
	s.mu.Lock()
	old := s.release
	s.release = rel
	s.mu.Unlock()
	if old != nil {
		old()
	}
}

// adopt holds a slot acquired elsewhere.
func (s *agentSlot) adopt(release func()) { s.hold(release) }

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
// function takes a slot back when the last overlapping wait ends, waiting
// at most as long as ctx (the host call's) allows: a cell must not overrun
// its timeout queueing for a slot, so past that the agent runs on without
// one until it ends.
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
