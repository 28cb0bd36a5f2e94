// Package sync holds the mutexes interpreted Go code gets as sync.Mutex and
// sync.RWMutex. The standard library's abort the whole process ("fatal
// error: sync: unlock of unlocked mutex", which recover cannot catch) when
// code unlocks one that is not locked; in a REPL shared by many sessions
// that is one model's bug killing every run. These keep the standard
// semantics, zero value included, and panic instead, which the REPL reports
// as the cell's error. The package is named sync so that %T and error
// messages read the way the model wrote the type.
package sync

import (
	stdsync "sync"
	"sync/atomic"
)

// Mutex is sync.Mutex whose misuse panics.
type Mutex struct {
	mu stdsync.Mutex
	// locked mirrors mu: set after Lock returns, cleared before mu is
	// unlocked. Only the Unlock that clears it may unlock mu, so mu itself
	// never sees an unlock of an unlocked mutex.
	locked atomic.Bool
}

// Lock locks m, waiting until it is available.
func (m *Mutex) Lock() {
	m.mu.Lock()
	m.locked.Store(true)
}

// TryLock locks m if it is free and reports whether it did.
func (m *Mutex) TryLock() bool {
	if !m.mu.TryLock() {
		return false
	}
	m.locked.Store(true)
	return true
}

// Unlock unlocks m; it panics if m is not locked.
func (m *Mutex) Unlock() {
	if !m.locked.CompareAndSwap(true, false) {
		panic("sync: unlock of unlocked mutex")
	}
	m.mu.Unlock()
}

// RWMutex is sync.RWMutex whose misuse panics.
type RWMutex struct {
	mu      stdsync.RWMutex
	writer  atomic.Bool  // as Mutex.locked, for the write lock
	readers atomic.Int64 // read locks held, counted after RLock returns
}

// Lock locks rw for writing.
func (rw *RWMutex) Lock() {
	rw.mu.Lock()
	rw.writer.Store(true)
}

// TryLock locks rw for writing if it is free and reports whether it did.
func (rw *RWMutex) TryLock() bool {
	if !rw.mu.TryLock() {
		return false
	}
	rw.writer.Store(true)
	return true
}

// Unlock unlocks rw for writing; it panics if rw is not write-locked.
func (rw *RWMutex) Unlock() {
	if !rw.writer.CompareAndSwap(true, false) {
		panic("sync: Unlock of unlocked RWMutex")
	}
	rw.mu.Unlock()
}

// RLock locks rw for reading.
func (rw *RWMutex) RLock() {
	rw.mu.RLock()
	rw.readers.Add(1)
}

// TryRLock locks rw for reading if it can and reports whether it did.
func (rw *RWMutex) TryRLock() bool {
	if !rw.mu.TryRLock() {
		return false
	}
	rw.readers.Add(1)
	return true
}

// RUnlock undoes one RLock; it panics if rw holds no read lock.
func (rw *RWMutex) RUnlock() {
	for {
		n := rw.readers.Load()
		if n <= 0 {
			panic("sync: RUnlock of unlocked RWMutex")
		}
		if rw.readers.CompareAndSwap(n, n-1) {
			break
		}
	}
	rw.mu.RUnlock()
}

// RLocker returns a Locker whose Lock and Unlock are rw's RLock and RUnlock.
func (rw *RWMutex) RLocker() stdsync.Locker { return rlocker{rw} }

type rlocker struct{ rw *RWMutex }

func (r rlocker) Lock()   { r.rw.RLock() }
func (r rlocker) Unlock() { r.rw.RUnlock() }
