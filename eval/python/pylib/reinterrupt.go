package pylib

import (
	"strings"
	"sync"
	"time"

	"github.com/dlclark/regexp2"
	"github.com/go-python/gpython/py"
)

// Interruptible is what a py.Context offers so that a long Go built-in
// ends with its cell: eval/python's session stops a cell (timeout, cancel,
// memory) by closing Interrupted and raising InterruptError at its next
// check. A regex that backtracks catastrophically never reaches such a
// check, so the match is watched from outside (see findRunes).
type Interruptible interface {
	Interrupted() <-chan struct{}
	InterruptError() error
}

// reSlice is how long a match runs in the calling goroutine. Nearly every
// match ends far sooner; one that does not is run again, off the
// interpreter's goroutine, with the full reTimeout, while the caller waits
// for it or for the cell's stop, whichever comes first. regexp2 has no
// cancel: a match left behind by a stop runs on until reTimeout, holding
// nothing of the session.
const reSlice = 50 * time.Millisecond

// slowRegexps are the reTimeout variants of a pattern's regexps, compiled
// the first time one of them outlasts reSlice.
type slowRegexps struct {
	mu sync.Mutex
	m  map[*regexp2.Regexp]*regexp2.Regexp
}

func (p *pattern) slowOf(re *regexp2.Regexp) (*regexp2.Regexp, error) {
	p.slow.mu.Lock()
	defer p.slow.mu.Unlock()
	if s, ok := p.slow.m[re]; ok {
		return s, nil
	}
	s, err := regexp2.Compile(re.String(), p.options)
	if err != nil {
		return nil, err
	}
	s.MatchTimeout = reTimeout
	if p.slow.m == nil {
		p.slow.m = map[*regexp2.Regexp]*regexp2.Regexp{}
	}
	p.slow.m[re] = s
	return s, nil
}

// bindContext ties p to the session whose re module made or used it, so
// its matches can be stopped with that session's cells.
func (p *pattern) bindContext(module py.Object) {
	if m, ok := module.(*py.Module); ok && p.ctx == nil {
		p.ctx = m.Context
	}
}

func isMatchTimeout(err error) bool {
	return err != nil && strings.HasPrefix(err.Error(), "match timeout")
}

// findRunes is re.FindRunesMatchStartingAt(text, at) that the cell's stop
// interrupts.
func (p *pattern) findRunes(re *regexp2.Regexp, text []rune, at int) (*regexp2.Match, error) {
	m, err := re.FindRunesMatchStartingAt(text, at)
	if !isMatchTimeout(err) {
		return m, err
	}
	slow, cerr := p.slowOf(re)
	if cerr != nil {
		return nil, err
	}
	stopper, ok := p.ctx.(Interruptible)
	if !ok {
		return slow.FindRunesMatchStartingAt(text, at)
	}
	stop := stopper.Interrupted()
	type result struct {
		m   *regexp2.Match
		err error
	}
	done := make(chan result, 1)
	go func() {
		m, err := slow.FindRunesMatchStartingAt(text, at)
		done <- result{m, err}
	}()
	select {
	case r := <-done:
		return r.m, r.err
	case <-stop:
		return nil, stopper.InterruptError()
	}
}
