package llm

import (
	"maps"
	"sync"
)

// Tally sums usage per model and per agent depth. Safe for concurrent use;
// the zero value is ready.
type Tally struct {
	mu      sync.Mutex
	total   Usage
	byModel map[string]Usage
	byDepth map[int]Usage
}

// Add records one call's usage.
func (t *Tally) Add(model string, depth int, u Usage) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.byModel == nil {
		t.byModel = map[string]Usage{}
		t.byDepth = map[int]Usage{}
	}
	t.total = t.total.Add(u)
	t.byModel[model] = t.byModel[model].Add(u)
	t.byDepth[depth] = t.byDepth[depth].Add(u)
}

// Total returns the sum of everything added.
func (t *Tally) Total() Usage {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.total
}

// ByModel returns a copy of the per-model sums.
func (t *Tally) ByModel() map[string]Usage {
	t.mu.Lock()
	defer t.mu.Unlock()
	out := make(map[string]Usage, len(t.byModel))
	maps.Copy(out, t.byModel)
	return out
}

// ByDepth returns a copy of the per-depth sums.
func (t *Tally) ByDepth() map[int]Usage {
	t.mu.Lock()
	defer t.mu.Unlock()
	out := make(map[int]Usage, len(t.byDepth))
	maps.Copy(out, t.byDepth)
	return out
}
