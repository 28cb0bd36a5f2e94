package loop

import (
	"context"
	"fmt"

	"github.com/rlm-go/rlm/eval"
)

// sessionStart is an agent's REPL session being started while the agent's
// first model call is in flight. A worker's start (a process, its
// interpreter, the sandbox) then costs the task no wall time of its own
// unless the model answers sooner; the first cell waits for it.
type sessionStart struct {
	backend string
	done    chan struct{}
	sess    eval.Session
	err     error
	// cancel ends the context the session was started with: a start
	// still under way gives up, a started session ends.
	cancel context.CancelFunc
}

// startSession starts the agent's REPL session in the background.
func (a *agent) startSession(ctx context.Context, b eval.Backend, cfg eval.SessionConfig) {
	ctx, cancel := context.WithCancel(ctx)
	st := &sessionStart{backend: b.Name(), done: make(chan struct{}), cancel: cancel}
	go func() {
		defer close(st.done)
		st.sess, st.err = b.NewSession(ctx, cfg)
	}()
	a.start = st
}

// awaitSession waits until the session started by startSession can run a
// cell. A session that failed to start fails every cell with the same
// error, as a session that is never started would.
func (a *agent) awaitSession(ctx context.Context) error {
	st := a.start
	if st == nil || a.session != nil {
		return nil // a chat session's, made at once; or already waited for
	}
	select {
	case <-st.done:
	case <-ctx.Done():
		return ctx.Err()
	}
	if st.err != nil {
		return fmt.Errorf("start %s REPL: %w", st.backend, st.err)
	}
	a.session = st.sess
	return nil
}

// closeSession closes the agent's session. One still starting (the agent
// ended before it ran any code) is told to give up, and waited for.
func (a *agent) closeSession() {
	st := a.start
	if st == nil {
		if a.session != nil {
			a.session.Close()
		}
		return
	}
	select {
	case <-st.done:
	default:
		st.cancel()
		<-st.done
	}
	if st.err == nil { // a failed start may return a typed nil
		st.sess.Close()
	}
	st.cancel()
}
