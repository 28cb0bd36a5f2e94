package ab

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// report.html shows its tables as HTML tables (not the markdown report in
// a preformatted box) and draws its plots wide enough to read on a
// desktop screen.
func TestReportHTMLRendersTables(t *testing.T) {
	a, b := binaryRuns(30, 10, 6)
	a, b = withDelegation(a, 1, 100), withDelegation(b, 1, 100)
	for i := range a {
		a[i].CostUSD, b[i].CostUSD = 0.01*float64(i%4), 0.012*float64(i%3)
	}
	rep, err := Compare(a[:28], b[2:], Options{RunA: "runs/a <x>", RunB: "runs/b", Bootstrap: 200})
	if err != nil {
		t.Fatal(err)
	}
	raw, err := rep.HTML()
	if err != nil {
		t.Fatal(err)
	}
	html := string(raw)
	if strings.Contains(html, "<pre") || strings.Contains(html, "| rows |") || strings.Contains(html, "|---") {
		t.Error("report.html still holds markdown")
	}
	// Score, per family, metrics, delegation, checks.
	if n := strings.Count(html, "<table"); n != 5 {
		t.Errorf("%d tables, want 5", n)
	}
	for _, want := range []string{"<th>Wilcoxon p</th>", "<th>total A</th>", "<td>self-assessments</td>",
		"<td>min_score_delta</td>", "runs/a &lt;x&gt;", `class="verdict ` + rep.Decision.Verdict + `"`,
		"only in A: " + strings.Join(rep.Pairing.OnlyA, ", ")} {
		if !strings.Contains(html, want) {
			t.Errorf("report.html lacks %q", want)
		}
	}
	widths := regexp.MustCompile(`<svg width="([0-9.]+)pt"`).FindAllStringSubmatch(html, -1)
	if len(widths) != 2 {
		t.Fatalf("%d inline svg plots, want 2", len(widths))
	}
	for i, w := range widths {
		pt, _ := strconv.ParseFloat(w[1], 64)
		// 600 pt is 800 CSS px: most of a 1400 px window's content column.
		if pt < 600 {
			t.Errorf("plot %d is %gpt wide, want at least 600pt", i, pt)
		}
	}
	if !strings.Contains(html, "figure svg{max-width:100%;height:auto") {
		t.Error("plots do not shrink to the page width")
	}
}
