package python

import (
	"runtime"
	"runtime/metrics"

	"github.com/go-python/gpython/py"
)

// The size pre-checks in hooks.go stop single huge operations; a loop that
// grows a list a megabyte at a time needs a running measure. gpython objects
// live on the Go heap with no per-interpreter accounting, so every
// memCheckEvery back jumps or calls the session reads the process's heap
// and compares its growth since the session started with the limit. It is
// process-wide: sessions running in parallel see each other's allocations,
// which errs on the side of stopping a cell rather than the process.

const memCheckEvery = 256

const heapMetric = "/memory/classes/heap/objects:bytes"

type memWatch struct {
	ticks    uint32
	base     uint64 // heap in use when the session started
	nextWarn uint64 // heap above which the next check runs a GC to confirm
	sample   []metrics.Sample
}

func (w *memWatch) init(limit int64) {
	w.sample = []metrics.Sample{{Name: heapMetric}}
	w.base = w.read()
	w.nextWarn = w.base + uint64(limit)
}

func (w *memWatch) read() uint64 {
	metrics.Read(w.sample)
	if w.sample[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return w.sample[0].Value.Uint64()
}

// tick is called from the opcode hooks; it returns a MemoryError when the
// heap has grown past the limit, after a GC confirmed it is live data.
func (ip *interp) tick() error {
	w := &ip.mem
	w.ticks++
	if w.ticks%memCheckEvery != 0 || w.sample == nil {
		return nil
	}
	if w.read() < w.nextWarn {
		return nil
	}
	// Garbage counts until the collector runs; only live data is over.
	runtime.GC()
	now := w.read()
	limit := uint64(ip.memLimit)
	if now < w.base+limit {
		// A false alarm: check again only after another half limit of growth.
		w.nextWarn = max(now+limit/2, w.base+limit)
		return nil
	}
	err := py.ExceptionNewf(py.MemoryError, "the session grew the heap by %s, over its memory limit of %s; free large variables (del name) and retry",
		human(float64(now-w.base)), human(float64(limit)))
	ip.interrupt(err)
	return err
}
