package run

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/rlm-go/rlm/bench"
)

func TestProgress(t *testing.T) {
	clock := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	now := func() time.Time { return clock }
	rows := []bench.Result{
		{TaskID: "a", Epoch: 1, Status: StatusOK, Score: 1, LatencyMS: 1500},
		{TaskID: "b", Epoch: 1, Status: StatusError, Error: "HTTP 500", LatencyMS: 10},
	}

	t.Run("lines", func(t *testing.T) {
		var buf bytes.Buffer
		p := newProgress(&buf, false, 2, 3, now)
		for _, r := range rows {
			p.done(r)
		}
		p.finish()
		got := buf.String()
		for _, want := range []string{"resuming: 3 rows already done, 2 to run", "[1/2] a e1 ok score 1.00 1.5s", "[2/2] b e1 error score 0.00 0.0s  HTTP 500"} {
			if !strings.Contains(got, want) {
				t.Errorf("missing %q in\n%s", want, got)
			}
		}
		if strings.Contains(got, "\r") {
			t.Errorf("carriage return outside a terminal:\n%q", got)
		}
	})

	t.Run("bar", func(t *testing.T) {
		var buf bytes.Buffer
		p := newProgress(&buf, true, 4, 0, now)
		clock = clock.Add(10 * time.Second)
		p.done(rows[0])
		if got := buf.String(); !strings.Contains(got, "\r") || !strings.Contains(got, "1/4") || !strings.Contains(got, "ETA 30s") || !strings.Contains(got, "mean score 1.000") {
			t.Errorf("bar after one of four in 10s: %q", got)
		}
		buf.Reset()
		p.done(rows[1]) // within the redraw interval: nothing drawn
		if buf.Len() != 0 {
			t.Errorf("redrawn within %v: %q", redrawEvery, buf.String())
		}
		p.finish()
		if got := buf.String(); !strings.Contains(got, "2/4") || !strings.Contains(got, "failed 1") || !strings.HasSuffix(got, "\n") {
			t.Errorf("final bar: %q", got)
		}
	})
}
