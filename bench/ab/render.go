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
	"sort"
	"strings"
	"sync"

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

// table is one table of the report, rendered by Markdown and HTML alike.
type table struct {
	Header []string
	Rows   [][]string
}

func (r *Report) scoreTable() table {
	return table{scoreHeader, [][]string{scoreRows("all", r.Score)}}
}

func (r *Report) familyTable() table {
	var fr [][]string
	for _, f := range r.Families {
		fr = append(fr, scoreRows(f.Family, f.ScoreDiff))
	}
	return table{append([]string{"family"}, scoreHeader[1:]...), fr}
}

func (r *Report) metricTable() table {
	var mr [][]string
	for _, m := range r.Metrics {
		mr = append(mr, []string{m.Metric, f4(m.TotalA), f4(m.TotalB), f4(m.MeanA), f4(m.MeanB), f4(m.MeanDiff),
			iv(m.CILow, m.CIHigh), pv(m.P)})
	}
	return table{[]string{"metric", "total A", "total B", "mean A", "mean B", "B − A", "95% t CI", "t p"}, mr}
}

func (r *Report) delegationTable() table {
	d := r.Delegation
	return table{[]string{"signal", "A", "B"}, [][]string{
		{"self-assessments", fmt.Sprint(d.AssessmentsA), fmt.Sprint(d.AssessmentsB)},
		{"delegation coverage", f4(d.CoverageA), f4(d.CoverageB)},
		{"mean objective", f4(d.ObjectiveA), f4(d.ObjectiveB)},
	}}
}

func (r *Report) checksTable() table {
	var cr [][]string
	for _, c := range r.Decision.Checks {
		cr = append(cr, []string{c.Name, f4(c.Threshold), f4(c.Value), checkResult(c), c.Note})
	}
	return table{[]string{"threshold", "limit", "value", "result", "note"}, cr}
}

func checkResult(c Check) string {
	switch {
	case !c.Applied:
		return "n/a"
	case !c.Passed:
		return "fail"
	}
	return "pass"
}

func (t table) markdown(b *strings.Builder) { bench.MarkdownTable(b, t.Header, t.Rows) }

// pairingText says which rows were compared.
func (r *Report) pairingText() string {
	p := r.Pairing
	s := fmt.Sprintf("Paired %d rows by (task_id, epoch) out of %d in A and %d in B; only in A: %d, only in B: %d, duplicated keys left unpaired: %d in A, %d in B.",
		p.Paired, p.RowsA, p.RowsB, len(p.OnlyA), len(p.OnlyB), len(p.DuplicatesA), len(p.DuplicatesB))
	if p.FamilyMismatch > 0 {
		s += fmt.Sprintf(" %d pairs disagree on family (A's is used).", p.FamilyMismatch)
	}
	return s + " All statistics below use the paired rows only."
}

func (r *Report) methodText() string {
	return fmt.Sprintf("Wilcoxon method: %s. Cluster SE over %d source-document clusters (CR1, as statsmodels). Bootstrap: %d resamples of %s, seed %d, percentile interval.",
		r.Score.WilcoxonMethod, r.Score.Clusters, r.Bootstrap, r.Score.BootstrapUnit, r.Seed)
}

func (r *Report) intervalText() string {
	switch r.Decision.IntervalKind {
	case IntervalClusterRobust:
		return fmt.Sprintf("The decision uses the cluster-robust interval (df = %g): the %d pairs fall in %d clusters (epochs of a task, tasks sharing a source document), which are not independent.",
			float64(r.Decision.IntervalDF), r.Score.N, r.Score.Clusters)
	case IntervalPairedT:
		return fmt.Sprintf("The decision uses the paired t interval (df = %g): every pair is its own cluster.", float64(r.Decision.IntervalDF))
	}
	return ""
}

// Markdown is report.md.
func (r *Report) Markdown() string {
	var b strings.Builder
	fmt.Fprintf(&b, "# A/B comparison\n\n- A: `%s`\n- B: `%s`\n\n", r.RunA, r.RunB)
	fmt.Fprintf(&b, "**Decision: %s** — %s\n\n", r.Decision.Verdict, r.Decision.Reason)
	b.WriteString(r.pairingText())
	b.WriteString("\n\n## Score (B − A)\n\n")
	r.scoreTable().markdown(&b)
	fmt.Fprintf(&b, "\n%s\n", r.methodText())
	if t := r.intervalText(); t != "" {
		fmt.Fprintf(&b, "\n%s\n", t)
	}
	if r.Power != nil {
		fmt.Fprintf(&b, "\n**Power:** %s.\n", r.Power.Text)
	}
	if len(r.Families) > 0 {
		b.WriteString("\n## Per family\n\n")
		r.familyTable().markdown(&b)
	}
	b.WriteString("\n## Cost, tokens, latency (paired rows)\n\n")
	r.metricTable().markdown(&b)
	if r.Delegation != nil {
		b.WriteString("\n## Delegation signals\n\n")
		r.delegationTable().markdown(&b)
	}
	b.WriteString("\n## Decision checks\n\n")
	r.checksTable().markdown(&b)
	p := r.Pairing
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

// PlotMaxPoints is how many pairs the cost plot draws one point each for;
// past it, each run's rows are binned by cost (PlotBins bins of equal
// count) and a point is a bin's mean cost and mean score, which the plot's
// title says. An SVG point per row made a 100,000-row report 21 MB.
const (
	PlotMaxPoints = 2000
	PlotBins      = 100
)

// costPlot scatters each paired row's cost against its score for A and B,
// or their binned means past PlotMaxPoints pairs.
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
	if n := len(a); n > PlotMaxPoints {
		a, b = binByX(a, PlotBins), binByX(b, PlotBins)
		p.Title.Text = fmt.Sprintf("Cost against score, binned: %d pairs in %d cost bins per run, each point a bin's mean", n, PlotBins)
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

// binByX sorts xy by X and returns the mean point of each of bins groups
// of (nearly) equal count.
func binByX(xy plotter.XYs, bins int) plotter.XYs {
	sorted := append(plotter.XYs(nil), xy...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].X < sorted[j].X })
	out := make(plotter.XYs, 0, bins)
	for i := range bins {
		lo, hi := i*len(sorted)/bins, (i+1)*len(sorted)/bins
		if hi <= lo {
			continue
		}
		var sx, sy float64
		for _, q := range sorted[lo:hi] {
			sx += q.X
			sy += q.Y
		}
		out = append(out, plotter.XY{X: sx / float64(hi-lo), Y: sy / float64(hi-lo)})
	}
	return out
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

// HTML is report.html: self-contained, the tables as HTML tables and the
// plots inline as SVG, laid out for a desktop browser (about 1400 px).
func (r *Report) HTML() ([]byte, error) {
	fp, err := r.familyPlot()
	if err != nil {
		return nil, fmt.Errorf("family plot: %w", err)
	}
	cp, err := r.costPlot()
	if err != nil {
		return nil, fmt.Errorf("cost plot: %w", err)
	}
	// Drawn at about the size they are shown, so the labels read at their
	// own size; about 1.6 inches per family keeps long names apart.
	width := vg.Length(max(12, 1.6*float64(len(r.Families)+1))) * vg.Inch
	fsvg, err := svgOf(fp, width, 4.5*vg.Inch)
	if err != nil {
		return nil, err
	}
	csvg, err := svgOf(cp, 9*vg.Inch, 5*vg.Inch)
	if err != nil {
		return nil, err
	}
	data := map[string]any{
		"R": r, "FamilySVG": fsvg, "CostSVG": csvg,
		"Pairing": r.pairingText(), "Method": r.methodText(), "Interval": r.intervalText(),
		"Score": r.scoreTable(), "Metrics": r.metricTable(), "Checks": r.checksTable(),
		"OnlyA": capList(r.Pairing.OnlyA, 50), "OnlyB": capList(r.Pairing.OnlyB, 50),
	}
	if len(r.Families) > 0 {
		data["Families"] = r.familyTable()
	}
	if r.Delegation != nil {
		data["Delegation"] = r.delegationTable()
	}
	var buf bytes.Buffer
	if err := htmlTmpl().Execute(&buf, data); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// htmlTmpl is parsed on first use: every process that links this package,
// eval workers included, would otherwise parse it at start-up.
var htmlTmpl = sync.OnceValue(func() *template.Template { return template.Must(template.New("report").Parse(htmlReportSource)) })

const htmlReportSource = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A/B comparison: {{.R.Decision.Verdict}}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:1360px;margin:1.5em auto;padding:0 1.5em;color:#222;line-height:1.45}
h1{margin-bottom:.3em} h2{margin-top:1.6em;border-bottom:1px solid #ddd;padding-bottom:.2em}
code{background:#f3f4f6;padding:0 .3em;border-radius:3px}
.verdict{font-size:1.25em;padding:.6em 1em;border-radius:6px;border-left:6px solid #888;background:#f6f6f6}
.verdict.promote{border-color:#2e7d32;background:#edf7ee} .verdict.reject{border-color:#c62828;background:#fbeeee}
.scroll{overflow-x:auto}
table{border-collapse:collapse;font-size:14px;margin:.6em 0}
th,td{border:1px solid #d6d9de;padding:.35em .6em;text-align:right;white-space:nowrap}
th{background:#f3f4f6} td:first-child,th:first-child{text-align:left}
th.note,td.note{text-align:left;white-space:normal}
tr.fail td{background:#fbeeee} tr.pass td:nth-child(4){color:#2e7d32}
figure{margin:1.2em 0} figure svg{max-width:100%;height:auto;display:block}
figcaption{color:#555;font-size:14px}
</style></head><body>
<h1>A/B comparison</h1>
<p>A: <code>{{.R.RunA}}</code><br>B: <code>{{.R.RunB}}</code></p>
<p class="verdict {{.R.Decision.Verdict}}">Decision: <strong>{{.R.Decision.Verdict}}</strong> — {{.R.Decision.Reason}}</p>
<p>{{.Pairing}}</p>
<h2>Score (B − A)</h2>
{{template "table" .Score}}
<p>{{.Method}}</p>
{{with .Interval}}<p>{{.}}</p>{{end}}
{{with .R.Power}}<p><strong>Power:</strong> {{.Text}}.</p>{{end}}
<figure>{{.FamilySVG}}<figcaption>Mean paired difference (B − A) with 95% t intervals, overall and per family; families with one pair have no interval.</figcaption></figure>
{{with .Families}}<h2>Per family</h2>
{{template "table" .}}{{end}}
<h2>Cost, tokens, latency (paired rows)</h2>
{{template "table" .Metrics}}
<figure>{{.CostSVG}}<figcaption>Cost against score for each paired row, A (circles) and B (triangles).</figcaption></figure>
{{with .Delegation}}<h2>Delegation signals</h2>
{{template "table" .}}{{end}}
<h2>Decision checks</h2>
<div class="scroll"><table><thead><tr>{{range $i, $h := .Checks.Header}}<th{{if eq $i 4}} class="note"{{end}}>{{$h}}</th>{{end}}</tr></thead><tbody>
{{range .Checks.Rows}}<tr class="{{index . 3}}">{{range $i, $c := .}}<td{{if eq $i 4}} class="note"{{end}}>{{$c}}</td>{{end}}</tr>
{{end}}</tbody></table></div>
{{if or .R.Pairing.OnlyA .R.Pairing.OnlyB}}<h2>Unpaired rows</h2><ul>
{{with .R.Pairing.OnlyA}}<li>only in A: {{$.OnlyA}}</li>{{end}}
{{with .R.Pairing.OnlyB}}<li>only in B: {{$.OnlyB}}</li>{{end}}
</ul>{{end}}
</body></html>
{{define "table"}}<div class="scroll"><table><thead><tr>{{range .Header}}<th>{{.}}</th>{{end}}</tr></thead><tbody>
{{range .Rows}}<tr>{{range .}}<td>{{.}}</td>{{end}}</tr>
{{end}}</tbody></table></div>{{end}}
`

var (
	plotColorA = color.RGBA{R: 0x1f, G: 0x77, B: 0xb4, A: 0xff}
	plotColorB = color.RGBA{R: 0xd6, G: 0x27, B: 0x28, A: 0xff}
)
