package limiter_test

import (
	"context"
	"errors"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rlm-go/rlm/limiter"
)

func TestNewRejectsNonPositive(t *testing.T) {
	for _, max := range []int{0, -1} {
		l, err := limiter.New(max)
		if err == nil || l != nil {
			t.Fatalf("New(%d) = %v, %v; want error", max, l, err)
		}
	}
	_, err := limiter.New(0)
	if got, want := err.Error(), "max concurrent agents must be positive, got 0"; got != want {
		t.Fatalf("error = %q, want %q", got, want)
	}
}

func TestTryAcquireFillsAndReportsFull(t *testing.T) {
	l, err := limiter.New(2)
	if err != nil {
		t.Fatal(err)
	}
	r1, err := l.TryAcquire()
	if err != nil {
		t.Fatal(err)
	}
	r2, err := l.TryAcquire()
	if err != nil {
		t.Fatal(err)
	}
	if got := l.InUse(); got != 2 {
		t.Fatalf("InUse = %d, want 2", got)
	}
	r3, err := l.TryAcquire()
	if r3 != nil {
		t.Fatal("got a release func from a full limiter")
	}
	var full *limiter.FullError
	if !errors.As(err, &full) || full.Max != 2 {
		t.Fatalf("err = %v, want *FullError{Max: 2}", err)
	}
	want := "max concurrent agents (2) reached; wait and retry lm_query later, or do the work in this agent"
	if err.Error() != want {
		t.Fatalf("message = %q, want %q", err.Error(), want)
	}

	r1()
	if got := l.InUse(); got != 1 {
		t.Fatalf("after release InUse = %d, want 1", got)
	}
	r4, err := l.TryAcquire()
	if err != nil {
		t.Fatalf("acquire after release: %v", err)
	}
	r2()
	r4()
	if got := l.InUse(); got != 0 {
		t.Fatalf("InUse = %d, want 0", got)
	}
	if l.Max() != 2 {
		t.Fatalf("Max = %d", l.Max())
	}
}

func TestDoubleReleaseFreesOnce(t *testing.T) {
	l, _ := limiter.New(2)
	r1, _ := l.TryAcquire()
	r2, _ := l.TryAcquire()
	r1()
	r1()
	r1()
	if got := l.InUse(); got != 1 {
		t.Fatalf("InUse = %d after triple release of one slot, want 1", got)
	}
	// The other holder's slot must still count: one more acquire fits, a
	// second does not.
	if _, err := l.TryAcquire(); err != nil {
		t.Fatal(err)
	}
	if _, err := l.TryAcquire(); err == nil {
		t.Fatal("over-freed: acquired a third slot of two")
	}
	r2()
}

func TestReleaseOnPanic(t *testing.T) {
	l, _ := limiter.New(1)
	func() {
		defer func() { _ = recover() }()
		release, err := l.TryAcquire()
		if err != nil {
			t.Fatal(err)
		}
		defer release()
		panic("agent blew up")
	}()
	if got := l.InUse(); got != 0 {
		t.Fatalf("InUse = %d after panic, want 0", got)
	}
}

func TestAcquireWakesOnRelease(t *testing.T) {
	l, _ := limiter.New(1)
	r1, _ := l.TryAcquire()
	got := make(chan error, 1)
	go func() {
		r, err := l.Acquire(context.Background())
		if err == nil {
			defer r()
		}
		got <- err
	}()
	select {
	case err := <-got:
		t.Fatalf("Acquire returned %v while full", err)
	case <-time.After(50 * time.Millisecond):
	}
	r1()
	select {
	case err := <-got:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("Acquire did not wake on release")
	}
}

func TestAcquireHonoursCancel(t *testing.T) {
	l, _ := limiter.New(1)
	r1, _ := l.TryAcquire()
	defer r1()
	base := runtime.NumGoroutine()

	ctx, cancel := context.WithCancel(context.Background())
	const waiters = 20
	errs := make(chan error, waiters)
	for range waiters {
		go func() {
			r, err := l.Acquire(ctx)
			if r != nil {
				r()
			}
			errs <- err
		}()
	}
	time.Sleep(20 * time.Millisecond)
	cancel()
	for range waiters {
		select {
		case err := <-errs:
			if !errors.Is(err, context.Canceled) {
				t.Fatalf("err = %v, want context.Canceled", err)
			}
		case <-time.After(2 * time.Second):
			t.Fatal("waiter did not return after cancel")
		}
	}
	if got := l.InUse(); got != 1 {
		t.Fatalf("InUse = %d, want 1 (cancelled waiters took slots)", got)
	}
	waitGoroutines(t, base)

	// An already-cancelled context never takes a free slot.
	r1()
	if _, err := l.Acquire(ctx); !errors.Is(err, context.Canceled) {
		t.Fatalf("Acquire(done ctx) = %v", err)
	}
	if l.InUse() != 0 {
		t.Fatal("done context took a slot")
	}
}

func TestHammer(t *testing.T) {
	const max = 4
	l, _ := limiter.New(max)
	var running, peak atomic.Int64
	var wg sync.WaitGroup
	for i := range 200 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var release func()
			var err error
			if i%2 == 0 {
				release, err = l.Acquire(context.Background())
			} else {
				for {
					release, err = l.TryAcquire()
					if err == nil {
						break
					}
					runtime.Gosched()
				}
			}
			if err != nil {
				t.Error(err)
				return
			}
			n := running.Add(1)
			for {
				p := peak.Load()
				if n <= p || peak.CompareAndSwap(p, n) {
					break
				}
			}
			runtime.Gosched()
			running.Add(-1)
			release()
			release()
		}()
	}
	wg.Wait()
	if p := peak.Load(); p > max || p < 1 {
		t.Fatalf("peak concurrency %d, want 1..%d", p, max)
	}
	if l.InUse() != 0 {
		t.Fatalf("InUse = %d after all released", l.InUse())
	}
}

func waitGoroutines(t *testing.T, base int) {
	t.Helper()
	deadline := time.Now().Add(time.Second)
	for runtime.NumGoroutine() > base {
		if time.Now().After(deadline) {
			t.Fatalf("goroutines: %d, baseline %d", runtime.NumGoroutine(), base)
		}
		time.Sleep(5 * time.Millisecond)
	}
}
