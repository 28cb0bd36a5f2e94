package event

import (
	"sync"
	"testing"
)

func TestBusStampsAndFansOut(t *testing.T) {
	var mu sync.Mutex
	var a, b []Event
	bus := NewBus(SinkFunc(func(e Event) { mu.Lock(); a = append(a, e); mu.Unlock() }))
	bus.Subscribe(SinkFunc(func(e Event) { mu.Lock(); b = append(b, e); mu.Unlock() }))
	var wg sync.WaitGroup
	for i := 0; i < 50; i++ {
		wg.Add(1)
		go func() { defer wg.Done(); bus.Emit(Event{Kind: AgentStart}) }()
	}
	wg.Wait()
	if len(a) != 50 || len(b) != 50 {
		t.Fatalf("got %d and %d events, want 50 each", len(a), len(b))
	}
	seen := map[uint64]bool{}
	for _, e := range a {
		if e.ID == 0 || seen[e.ID] || e.Time.IsZero() {
			t.Fatalf("bad stamp: %+v", e)
		}
		seen[e.ID] = true
	}
}
