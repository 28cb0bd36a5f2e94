// Package iter is the REPL's iter (see eval/golang/lib). Pull and Pull2 run
// the sequence on a goroutine that hands each value over a channel, as the
// interpreter has no coroutines: the sequence runs only while next waits.
package iter

// Seq is a sequence of values: it calls yield with each until yield
// returns false.
type Seq[V any] func(yield func(V) bool)

// Seq2 is a sequence of pairs.
type Seq2[K, V any] func(yield func(K, V) bool)

// Pull turns seq into a next function, which returns the sequence's values
// one at a time and false after the last, and a stop function that ends it
// early. Both may be called again after the end.
func Pull[V any](seq func(yield func(V) bool)) (func() (V, bool), func()) {
	resume := make(chan bool)
	values := make(chan V)
	finished := make(chan bool)
	started, done := false, false
	next := func() (V, bool) {
		var zero V
		if done {
			return zero, false
		}
		if !started {
			started = true
			go pullRun(seq, resume, values, finished)
		}
		resume <- true
		select {
		case v := <-values:
			return v, true
		case <-finished:
			done = true
			return zero, false
		}
	}
	stop := func() {
		if done {
			return
		}
		done = true
		if !started {
			return
		}
		select {
		case resume <- false:
			<-finished
		case <-finished:
		}
	}
	return next, stop
}

// pullRun runs seq for Pull once next first asks for a value.
func pullRun[V any](seq func(yield func(V) bool), resume chan bool, values chan V, finished chan bool) {
	if <-resume {
		seq(func(v V) bool {
			values <- v
			more := <-resume // yaegi v0.16.1 cannot return a receive
			return more
		})
	}
	close(finished)
}

func pull2Run[K, V any](seq func(yield func(K, V) bool), resume chan bool, keys chan K, values chan V, finished chan bool) {
	if <-resume {
		seq(func(k K, v V) bool {
			keys <- k
			values <- v
			more := <-resume
			return more
		})
	}
	close(finished)
}

// Pull2 is Pull for a sequence of pairs.
func Pull2[K, V any](seq func(yield func(K, V) bool)) (func() (K, V, bool), func()) {
	resume := make(chan bool)
	keys := make(chan K)
	values := make(chan V)
	finished := make(chan bool)
	started, done := false, false
	next := func() (K, V, bool) {
		var k K
		var v V
		if done {
			return k, v, false
		}
		if !started {
			started = true
			go pull2Run(seq, resume, keys, values, finished)
		}
		resume <- true
		select {
		case k = <-keys:
			v = <-values
			return k, v, true
		case <-finished:
			done = true
			return k, v, false
		}
	}
	stop := func() {
		if done {
			return
		}
		done = true
		if !started {
			return
		}
		select {
		case resume <- false:
			<-finished
		case <-finished:
		}
	}
	return next, stop
}
