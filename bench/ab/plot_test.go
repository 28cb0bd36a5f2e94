package ab

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/bench"
	"gonum.org/v1/plot/plotter"
)

// Past PlotMaxPoints pairs the cost plot draws binned means and says so;
// below it, a point per pair and no such note. The HTML stays small.
func TestCostPlotAggregatesPastMaxPoints(t *testing.T) {
	rows := func(n int, variant string) []bench.Result {
		out := make([]bench.Result, n)
		for i := range out {
			out[i] = bench.Result{TaskID: fmt.Sprintf("t%06d", i), Epoch: 1, Family: "f", Variant: variant,
				Score: float64(i % 2), CostUSD: float64(i%97) * 1e-4}
		}
		return out
	}
	for _, c := range []struct {
		n      int
		binned bool
	}{{PlotMaxPoints, false}, {PlotMaxPoints + 1, true}, {50_000, true}} {
		rep, err := Compare(rows(c.n, "a"), rows(c.n, "b"), Options{RunA: "a", RunB: "b", Bootstrap: 200})
		if err != nil {
			t.Fatal(err)
		}
		p, err := rep.costPlot()
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(p.Title.Text, "binned"); got != c.binned {
			t.Errorf("%d pairs: title %q, binned %v, want %v", c.n, p.Title.Text, got, c.binned)
		}
		html, err := rep.HTML()
		if err != nil {
			t.Fatal(err)
		}
		if c.binned && len(html) > 1<<20 {
			t.Errorf("%d pairs: report.html is %d KB, want a binned plot's size", c.n, len(html)>>10)
		}
	}
	pts := plotter.XYs{{X: 3, Y: 1}, {X: 1, Y: 0}, {X: 2, Y: 1}, {X: 4, Y: 0}}
	if got := binByX(pts, 2); len(got) != 2 || got[0] != (plotter.XY{X: 1.5, Y: 0.5}) || got[1] != (plotter.XY{X: 3.5, Y: 0.5}) {
		t.Errorf("binByX = %v, want the means of {1,2} and {3,4}", got)
	}
}
