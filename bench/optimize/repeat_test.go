package optimize_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/bench/optimize"
)

// A reflection model that keeps proposing the same (rejected) prompt, once
// with other line breaks, gets it evaluated once: later cycles record the
// repeat without evaluating it, and after three such cycles the search
// stops and says why.
func TestProposalsAreNeverEvaluatedTwice(t *testing.T) {
	_, script := world()
	useless := "You are an assistant. Be brief."
	reflector := fmt.Sprintf(`{"match":{"model":"^reflector$","last_user":"fell short"},"replies":[%q,%q]}`,
		"<prompt>\n"+useless+"\n</prompt>", "<prompt>\nYou are an assistant.\n  Be brief.\n\n</prompt>")
	// The world's first rule is its reflector's; this one takes its place.
	script = strings.Replace(script, script[len(`{"rules":[`):strings.Index(script, "\n")], reflector+",", 1)
	e := newEnv(t, script)
	ev := &counting{inner: direct(e), seen: map[string]int{}}
	opts := options(t, e, optimize.MethodReflect, t.TempDir(), ev)
	opts.Budget = optimize.Budget{MaxCycles: 10}
	sum, err := optimize.Run(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	evals := 0
	for k, n := range ev.seen {
		if !strings.HasPrefix(k, "start/") {
			evals += n
		}
	}
	if evals != opts.Minibatch {
		t.Errorf("the repeated prompt cost %d task evaluations, want %d (one minibatch)", evals, opts.Minibatch)
	}
	if sum.Cycles != 4 || !strings.Contains(sum.StopReason, "repeated prompts already evaluated") {
		t.Errorf("cycles %d, stop reason %q; want 4 cycles and a stop for repeats", sum.Cycles, sum.StopReason)
	}
	st, err := optimize.LoadState(opts.OutDir)
	if err != nil {
		t.Fatal(err)
	}
	first := st.Lineage[0].Child
	if first == "" || st.Lineage[0].Accepted {
		t.Fatalf("cycle 1: child %q accepted %v; want a rejected child", first, st.Lineage[0].Accepted)
	}
	for _, l := range st.Lineage[1:] {
		if l.Repeats != first || l.Child != "" || !strings.Contains(l.Note, "evaluated already") {
			t.Errorf("cycle %d: repeats %q child %q note %q; want a recorded repeat of %s", l.Cycle, l.Repeats, l.Child, l.Note, first)
		}
	}
}
