package golang

import (
	"context"
	"errors"
	"runtime"
	"runtime/metrics"
	"time"
)

// errMemory is the cause a cell is stopped with when the heap passes the
// session's memory limit.
var errMemory = errors.New("memory limit exceeded")

// heapMetric counts the bytes of heap objects, live or not yet swept. It
// moves with every allocation, where the live-heap metric waits for the
// next collection; a doubling loop outruns that.
const heapMetric = "/memory/classes/heap/objects:bytes"

// heapPoll is how often a running cell's heap growth is sampled. A doubling
// loop needs tens of milliseconds per step once it is near any useful
// limit, so a few milliseconds stops it within one step of the limit.
const heapPoll = 2 * time.Millisecond

// watchHeap samples the heap while a cell runs and stops the cell with
// errMemory once the heap has grown by more than the session's memory limit
// since the cell began. Checking sizes at make and strings.Repeat misses
// gradual growth (s += s, append(l, l...)), where no single step is huge
// yet the Go runtime aborts the whole process when memory runs out.
//
// The heap is the process's: growth by other sessions during the cell
// counts too. The returned func ends the watch and returns once its
// goroutine has.
func (s *session) watchHeap(stop context.CancelCauseFunc) (end func()) {
	sample := []metrics.Sample{{Name: heapMetric}}
	read := func() int64 {
		metrics.Read(sample)
		if sample[0].Value.Kind() != metrics.KindUint64 {
			return 0
		}
		return int64(sample[0].Value.Uint64())
	}
	base := read()
	quit, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		tick := time.NewTicker(heapPoll)
		defer tick.Stop()
		next := base + s.memLimit
		for {
			select {
			case <-quit:
				return
			case <-tick.C:
				if read() <= next {
					continue
				}
				// Garbage counts until it is collected: a cell that
				// churns through temporary values is not growing. Collect,
				// and judge what is left. The collection is the process's,
				// but it comes at most once per limit's worth of
				// allocation. What the cell allocates during the
				// collection survives it, so a limit far below the
				// allocation rate times a collection's length can still
				// stop a churning cell.
				runtime.GC()
				live := read()
				if live-base > s.memLimit {
					stop(errMemory)
					return
				}
				next = live + s.memLimit
			}
		}
	}()
	return func() {
		close(quit)
		<-done
	}
}
