package run

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/rlm-go/rlm/bench"
)

// progress reports finished tasks: a bar redrawn in place on a terminal,
// one line per task otherwise (logs, CI).
type progress struct {
	w     io.Writer
	tty   bool
	total int
	prior int
	now   func() time.Time
	start time.Time

	mu       sync.Mutex
	n        int
	failed   int
	sumScore float64
	lastDraw time.Time
}

// redrawEvery bounds terminal redraws so a fast run does not spend its
// time printing.
const redrawEvery = 100 * time.Millisecond

func newProgress(w io.Writer, tty bool, total, prior int, now func() time.Time) *progress {
	p := &progress{w: w, tty: tty, total: total, prior: prior, now: now, start: now()}
	if w != nil && prior > 0 {
		fmt.Fprintf(w, "run: resuming: %d rows already done, %d to run\n", prior, total)
	}
	return p
}

func (p *progress) done(r bench.Result) {
	if p.w == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.n++
	p.sumScore += r.Score
	if r.Status != StatusOK {
		p.failed++
	}
	if !p.tty {
		msg := ""
		if r.Error != "" {
			msg = "  " + oneLine(r.Error, 100)
		}
		fmt.Fprintf(p.w, "run: [%d/%d] %s e%d %s score %.2f %.1fs%s\n",
			p.n, p.total, r.TaskID, r.Epoch, r.Status, r.Score, float64(r.LatencyMS)/1000, msg)
		return
	}
	now := p.now()
	if p.n < p.total && now.Sub(p.lastDraw) < redrawEvery {
		return
	}
	p.lastDraw = now
	p.draw(now)
}

// warn prints a line about the run's input, clearing the bar first on a
// terminal (the next update redraws it).
func (p *progress) warn(msg string) {
	if p.w == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.tty {
		fmt.Fprint(p.w, "\r\x1b[K")
	}
	fmt.Fprintf(p.w, "run: %s\n", msg)
}

// unrecorded reports a (task, epoch) that hit a transient endpoint error
// and left no row, so the next run retries it.
func (p *progress) unrecorded(r bench.Result) {
	if p.w == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.n++
	p.failed++
	if p.tty {
		p.draw(p.now())
		return
	}
	fmt.Fprintf(p.w, "run: [%d/%d] %s e%d endpoint error, not recorded (runs again next time): %s\n",
		p.n, p.total, r.TaskID, r.Epoch, oneLine(r.Error, 160))
}

func (p *progress) draw(now time.Time) {
	const width = 24
	frac := 1.0
	if p.total > 0 {
		frac = float64(p.n) / float64(p.total)
	}
	fill := int(frac * width)
	elapsed := now.Sub(p.start)
	eta := "–"
	if p.n > 0 && p.n < p.total {
		eta = (elapsed / time.Duration(p.n) * time.Duration(p.total-p.n)).Round(time.Second).String()
	} else if p.n == p.total {
		eta = "0s"
	}
	mean := 0.0
	if p.n > 0 {
		mean = p.sumScore / float64(p.n)
	}
	fmt.Fprintf(p.w, "\r\x1b[K[%s%s] %d/%d  failed %d  mean score %.3f  elapsed %s  ETA %s",
		strings.Repeat("█", fill), strings.Repeat("░", width-fill), p.n, p.total, p.failed, mean,
		elapsed.Round(time.Second), eta)
}

// finish ends the bar's line.
func (p *progress) finish() {
	if p.w == nil || !p.tty {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.draw(p.now())
	fmt.Fprintln(p.w)
}
