package main

import (
	"fmt"
	"sort"
	"sync"
)

type SafeMap struct {
	mu sync.RWMutex
	m  map[string]int
}

func (s *SafeMap) Add(k string, v int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.m[k] += v
}

func (s *SafeMap) Snapshot() map[string]int {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make(map[string]int, len(s.m))
	for k, v := range s.m {
		out[k] = v
	}
	return out
}

func main() {
	sm := &SafeMap{m: map[string]int{}}
	var wg sync.WaitGroup
	for i := range 30 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sm.Add([]string{"x", "y", "z"}[i%3], i)
		}()
	}
	wg.Wait()
	snap := sm.Snapshot()
	keys := []string{}
	for k := range snap {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Println(k, snap[k])
	}
}
