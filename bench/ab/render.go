package ab

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html/template"
	"image/color"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"

	"github.com/rlm-go/rlm/bench"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	_ "gonum.org/v1/plot/vg/vgsvg" // registers the "svg" format for plot.WriterTo
)

// Write prints the report in format: "json" is report.json, anything else
// (default "md") the markdown summary.
func (r *Report) Write(w io.Writer, format string) error {
	switch format {
	case "json":
		b, err := r.JSON()
		if err != nil {
			return err
		}
		_, err = w.Write(b)
		return err
	case "", "md", "markdown":
		_, err := io.WriteString(w, r.Markdown())
		return err
	default:
		return fmt.Errorf("unknown format %q (want md or json)", format)
	}
}

// JSON is report.json: every number of the report, NaN as null.
func (r *Report) JSON() ([]byte, error) {
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// WriteFiles writes report.md, report.json and report.html into dir. Each
// file is written to a temporary name and renamed, so a reader never sees a
// half-written report.
func (r *Report) WriteFiles(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("report directory: %w", err)
	}
	js, err := r.JSON()
	if err != nil {
		return err
	}
	html, err := r.HTML()
	if err != nil {
		return err
	}
	files := []struct {
		name string
		data []byte
	}{
		{"report.md", []byte(r.Markdown())},
		{"report.json", js},
		{"report.html", html},
	}
	for _, f := range files {
		if err := writeAtomic(filepath.Join(dir, f.name), f.data); err != nil {
			return err
		}
	}
	return nil
}

func writeAtomic(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	name := tmp.Name()
	// CreateTemp makes the file 0600; reports are meant to be shared.
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		os.Remove(name)
		return fmt.Errorf("write %s: %w", path, err)
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(name)
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		os.Remove(name)
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := os.Rename(name, path); err != nil {
		os.Remove(name)
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}

func f4(n Num) string {
	f := float64(n)
	switch {
	case math.IsNaN(f):
		return "–"
	case math.IsInf(f, 0):
		return fmt.Sprint(f)
	case f == math.Trunc(f) && math.Abs(f) < 1e15:
		return fmt.Sprintf("%.0f", f) // token counts and totals read better whole
	}
	return fmt.Sprintf("%.4g", f)
}

func pv(n Num) string {
	f := float64(n)
	if !math.IsNaN(f) && f < 1e-4 {
		return "<1e-4"
	}
	return f4(n)
}

func iv(lo, hi Num) string {
	if math.IsNaN(float64(lo)) {
		return "–"
	}
	return fmt.Sprintf("[%s, %s]", f4(lo), f4(hi))
}

func scoreRows(label string, s ScoreDiff) []string {
	mc := "–"
	if s.McNemar != nil {
		mc = pv(s.McNemar.P)
	}
	return []string{label, fmt.Sprint(s.N), f4(s.MeanA), f4(s.MeanB), f4(s.MeanDiff), f4(s.SE),
		iv(s.CILow, s.CIHigh), iv(s.BootLow, s.BootHigh), pv(s.P), pv(s.WilcoxonP), mc,
		f4(s.ClusterSE), fmt.Sprintf("%d/%d/%d", s.Wins, s.Ties, s.Losses)}
}

var scoreHeader = []string{"rows", "n", "mean A", "mean B", "B − A", "SE", "95% t CI", "bootstrap CI",
	"t p", "Wilcoxon p", "McNemar p", "cluster SE", "win/tie/loss"}

// Markdown is report.md.
func (r *Report) Markdown() string {
	var b strings.Builder
	fmt.Fprintf(&b, "# A/B comparison\n\n- A: `%s`\n- B: `%s`\n\n", r.RunA, r.RunB)
	fmt.Fprintf(&b, "**Decision: %s** — %s\n\n", r.Decision.Verdict, r.Decision.Reason)
	p := r.Pairing
	fmt.Fprintf(&b, "Paired %d rows by (task_id, epoch) out of %d in A and %d in B; only in A: %d, only in B: %d, duplicated keys left unpaired: %d in A, %d in B.",
		p.Paired, p.RowsA, p.RowsB, len(p.OnlyA), len(p.OnlyB), len(p.DuplicatesA), len(p.DuplicatesB))
	if p.FamilyMismatch > 0 {
		fmt.Fprintf(&b, " %d pairs disagree on family (A's is used).", p.FamilyMismatch)
	}
	b.WriteString(" All statistics below use the paired rows only.\n\n## Score (B − A)\n\n")
	rows := [][]string{scoreRows("all", r.Score)}
	bench.MarkdownTable(&b, scoreHeader, rows)
	fmt.Fprintf(&b, "\nWilcoxon method: %s. Cluster SE over %d source-document clusters (CR1, as statsmodels). Bootstrap: %d resamples of %s, seed %d, percentile interval.\n",
		r.Score.WilcoxonMethod, r.Score.Clusters, r.Bootstrap, r.Score.BootstrapUnit, r.Seed)
	if r.Decision.IntervalKind == IntervalClusterRobust {
		fmt.Fprintf(&b, "\nThe decision uses the cluster-robust interval (df = %g): the %d pairs fall in %d clusters (epochs of a task, tasks sharing a source document), which are not independent.\n",
			float64(r.Decision.IntervalDF), r.Score.N, r.Score.Clusters)
	} else if r.Decision.IntervalKind == IntervalPairedT {
		fmt.Fprintf(&b, "\nThe decision uses the paired t interval (df = %g): every pair is its own cluster.\n", float64(r.Decision.IntervalDF))
	}
	if r.Power != nil {
		fmt.Fprintf(&b, "\n**Power:** %s.\n", r.Power.Text)
	}
	if len(r.Families) > 0 {
		b.WriteString("\n## Per family\n\n")
		var fr [][]string
		for _, f := range r.Families {
			fr = append(fr, scoreRows(f.Family, f.ScoreDiff))
		}
		hdr := append([]string{"family"}, scoreHeader[1:]...)
		bench.MarkdownTable(&b, hdr, fr)
	}
	b.WriteString("\n## Cost, tokens, latency (paired rows)\n\n")
	var mr [][]string
	for _, m := range r.Metrics {
		mr = append(mr, []string{m.Metric, f4(m.TotalA), f4(m.TotalB), f4(m.MeanA), f4(m.MeanB), f4(m.MeanDiff),
			iv(m.CILow, m.CIHigh), pv(m.P)})
	}
	bench.MarkdownTable(&b, []string{"metric", "total A", "total B", "mean A", "mean B", "B − A", "95% t CI", "t p"}, mr)
	if d := r.Delegation; d != nil {
		b.WriteString("\n## Delegation signals\n\n")
		bench.MarkdownTable(&b, []string{"signal", "A", "B"}, [][]string{
			{"self-assessments", fmt.Sprint(d.AssessmentsA), fmt.Sprint(d.AssessmentsB)},
			{"delegation coverage", f4(d.CoverageA), f4(d.CoverageB)},
			{"mean objective", f4(d.ObjectiveA), f4(d.ObjectiveB)},
		})
	}
	b.WriteString("\n## Decision checks\n\n")
	var cr [][]string
	for _, c := range r.Decision.Checks {
		st := "pass"
		switch {
		case !c.Applied:
			st = "n/a"
		case !c.Passed:
			st = "fail"
		}
		cr = append(cr, []string{c.Name, f4(c.Threshold), f4(c.Value), st, c.Note})
	}
	bench.MarkdownTable(&b, []string{"threshold", "limit", "value", "result", "note"}, cr)
	if len(p.OnlyA)+len(p.OnlyB) > 0 {
		b.WriteString("\n## Unpaired rows\n\n")
		if len(p.OnlyA) > 0 {
			fmt.Fprintf(&b, "- only in A: %s\n", capList(p.OnlyA, 50))
		}
		if len(p.OnlyB) > 0 {
			fmt.Fprintf(&b, "- only in B: %s\n", capList(p.OnlyB, 50))
		}
	}
	return b.String()
}

func capList(ids []string, n int) string {
	if len(ids) <= n {
		return strings.Join(ids, ", ")
	}
	return strings.Join(ids[:n], ", ") + fmt.Sprintf(", … (%d more; see report.json)", len(ids)-n)
}

// familyPlot draws each family's mean difference with its 95% t interval,
// overall first.
func (r *Report) familyPlot() (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = "Mean score difference B − A with 95% t interval"
	p.Y.Label.Text = "B − A"
	rows := append([]FamilyRow{{Family: "all", ScoreDiff: r.Score}}, r.Families...)
	var pts plotter.XYs
	var bars errBars
	names := make([]string, len(rows))
	for i, f := range rows {
		names[i] = fmt.Sprintf("%s\n(n=%d)", f.Family, f.N)
		m := float64(f.MeanDiff)
		if math.IsNaN(m) {
			continue
		}
		pts = append(pts, plotter.XY{X: float64(i), Y: m})
		if lo, hi := float64(f.CILow), float64(f.CIHigh); !math.IsNaN(lo) && !math.IsInf(lo, 0) && !math.IsInf(hi, 0) {
			bars.XYs = append(bars.XYs, plotter.XY{X: float64(i), Y: m})
			bars.errs = append(bars.errs, [2]float64{m - lo, hi - m})
		}
	}
	p.NominalX(names...)
	zero := plotter.NewFunction(func(float64) float64 { return 0 })
	zero.Dashes = []vg.Length{vg.Points(3), vg.Points(3)}
	p.Add(zero)
	if len(pts) > 0 {
		sc, err := plotter.NewScatter(pts)
		if err != nil {
			return nil, err
		}
		sc.GlyphStyle.Shape = draw.CircleGlyph{}
		p.Add(sc)
	}
	if len(bars.XYs) > 0 {
		eb, err := plotter.NewYErrorBars(bars)
		if err != nil {
			return nil, err
		}
		p.Add(eb)
	}
	p.X.Min, p.X.Max = -0.5, float64(len(rows))-0.5
	// Keep the zero line in view: it is the reference every interval is read against.
	p.Y.Min, p.Y.Max = math.Min(p.Y.Min, 0), math.Max(p.Y.Max, 0)
	return p, nil
}

type errBars struct {
	plotter.XYs
	errs [][2]float64
}

func (e errBars) YError(i int) (float64, float64) { return e.errs[i][0], e.errs[i][1] }

// costPlot scatters each paired row's cost against its score for A and B.
func (r *Report) costPlot() (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = "Cost against score per task"
	p.X.Label.Text = "cost (USD)"
	p.Y.Label.Text = "score"
	var a, b plotter.XYs
	for _, pr := range r.pairs {
		a = append(a, plotter.XY{X: pr.a.CostUSD, Y: pr.a.Score})
		b = append(b, plotter.XY{X: pr.b.CostUSD, Y: pr.b.Score})
	}
	if len(a) == 0 {
		return p, nil
	}
	sa, err := plotter.NewScatter(a)
	if err != nil {
		return nil, err
	}
	sa.GlyphStyle.Shape = draw.CircleGlyph{}
	sa.GlyphStyle.Color = plotColorA
	sb, err := plotter.NewScatter(b)
	if err != nil {
		return nil, err
	}
	sb.GlyphStyle.Shape = draw.TriangleGlyph{}
	sb.GlyphStyle.Color = plotColorB
	p.Add(sa, sb)
	p.Legend.Add("A", sa)
	p.Legend.Add("B", sb)
	p.Legend.Top = true
	return p, nil
}

func svgOf(p *plot.Plot, w, h vg.Length) (template.HTML, error) {
	wt, err := p.WriterTo(w, h, "svg")
	if err != nil {
		return "", err
	}
	var buf bytes.Buffer
	if _, err := wt.WriteTo(&buf); err != nil {
		return "", err
	}
	s := buf.String()
	// Inline SVG inside HTML must not carry an XML declaration.
	if i := strings.Index(s, "<svg"); i > 0 {
		s = s[i:]
	}
	return template.HTML(s), nil // produced by gonum/plot, not user input
}

// HTML is report.html: self-contained, the plots inline as SVG.
func (r *Report) HTML() ([]byte, error) {
	fp, err := r.familyPlot()
	if err != nil {
		return nil, fmt.Errorf("family plot: %w", err)
	}
	cp, err := r.costPlot()
	if err != nil {
		return nil, fmt.Errorf("cost plot: %w", err)
	}
	// About two inches per family keeps long family names from overlapping.
	width := vg.Length(max(6, 2*float64(len(r.Families)+1))) * vg.Inch
	fsvg, err := svgOf(fp, width, 4*vg.Inch)
	if err != nil {
		return nil, err
	}
	csvg, err := svgOf(cp, 6*vg.Inch, 4*vg.Inch)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	err = htmlTmpl.Execute(&buf, map[string]any{
		"R": r, "Markdown": r.Markdown(), "FamilySVG": fsvg, "CostSVG": csvg,
	})
	if err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

var htmlTmpl = template.Must(template.New("report").Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>A/B comparison: {{.R.Decision.Verdict}}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:1100px;margin:2em auto;padding:0 1em;color:#222}
pre{background:#f6f8fa;padding:1em;overflow-x:auto;font-size:13px}
figure{margin:1.5em 0} .verdict{font-size:1.3em}
</style></head><body>
<h1>A/B comparison</h1>
<p class="verdict">Decision: <strong>{{.R.Decision.Verdict}}</strong> — {{.R.Decision.Reason}}</p>
<p>A: <code>{{.R.RunA}}</code><br>B: <code>{{.R.RunB}}</code></p>
{{with .R.Power}}<p><strong>Power:</strong> {{.Text}}.</p>{{end}}
<figure>{{.FamilySVG}}<figcaption>Per-family mean paired difference (B − A) with 95% t intervals; families with one pair have no interval.</figcaption></figure>
<figure>{{.CostSVG}}<figcaption>Cost against score for each paired row, A (circles) and B (triangles).</figcaption></figure>
<h2>Full report</h2>
<pre>{{.Markdown}}</pre>
</body></html>
`))

var (
	plotColorA = color.RGBA{R: 0x1f, G: 0x77, B: 0xb4, A: 0xff}
	plotColorB = color.RGBA{R: 0xd6, G: 0x27, B: 0x28, A: 0xff}
)
