package ab

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/stats"
)

func row(id string, epoch int, fam string, score float64) bench.Result {
	return bench.Result{TaskID: id, Epoch: epoch, Family: fam, Score: score, SourceIDs: []string{"doc-" + fam}}
}

func TestPairingPartialOverlap(t *testing.T) {
	a := []bench.Result{
		row("t1", 0, "f", 0.1), row("t2", 0, "f", 0.2), row("t3", 0, "f", 0.3),
		row("t4", 0, "g", 0.4), row("t5", 0, "g", 0.5), row("t3", 1, "f", 0.9),
	}
	b := []bench.Result{
		row("t3", 0, "f", 0.6), row("t4", 0, "g", 0.5), row("t4", 0, "g", 0.7), // t4#0 duplicated in B
		row("t5", 0, "g", 0.8), row("t6", 0, "g", 0.1), row("t3", 2, "f", 0.2),
	}
	rep, err := Compare(a, b, Options{Seed: 1, Bootstrap: 500})
	if err != nil {
		t.Fatal(err)
	}
	p := rep.Pairing
	if p.Paired != 2 || p.RowsA != 6 || p.RowsB != 6 {
		t.Fatalf("pairing %+v, want 2 paired of 6 and 6", p)
	}
	wantA := []string{"t1#0", "t2#0", "t3#1"}
	wantB := []string{"t3#2", "t6#0"}
	if fmt.Sprint(p.OnlyA) != fmt.Sprint(wantA) || fmt.Sprint(p.OnlyB) != fmt.Sprint(wantB) {
		t.Errorf("only A %v only B %v, want %v and %v", p.OnlyA, p.OnlyB, wantA, wantB)
	}
	if fmt.Sprint(p.DuplicatesB) != "[t4#0]" || len(p.DuplicatesA) != 0 {
		t.Errorf("duplicates A %v B %v", p.DuplicatesA, p.DuplicatesB)
	}
	// Only t3#0 (0.3→0.6) and t5#0 (0.5→0.8) are compared.
	want, _ := stats.PairedT([]float64{0.3, 0.5}, []float64{0.6, 0.8})
	if rep.Score.N != 2 || math.Abs(float64(rep.Score.MeanDiff)-want.Mean) > 1e-12 ||
		math.Abs(float64(rep.Score.MeanA)-0.4) > 1e-12 || math.Abs(float64(rep.Score.MeanB)-0.7) > 1e-12 {
		t.Errorf("score %+v, want n=2 mean A 0.4 B 0.7 diff %g", rep.Score, want.Mean)
	}
	if rep.Score.Wins != 2 || rep.Score.Ties != 0 || rep.Score.Losses != 0 {
		t.Errorf("win/tie/loss %d/%d/%d", rep.Score.Wins, rep.Score.Ties, rep.Score.Losses)
	}
	md := rep.Markdown()
	if !strings.Contains(md, "Paired 2 rows") || !strings.Contains(md, "only in A: 3") {
		t.Errorf("markdown does not state the pairing:\n%s", md)
	}
}

// binaryRuns builds n paired rows where B is right on every task A is right
// on plus gain extra ones.
func binaryRuns(n, baseRight, gain int) (a, b []bench.Result) {
	for i := range n {
		id := fmt.Sprintf("t%02d", i)
		sa, sb := 0.0, 0.0
		if i < baseRight {
			sa, sb = 1, 1
		} else if i < baseRight+gain {
			sb = 1
		}
		ra := row(id, 0, []string{"x", "y"}[i%2], sa)
		rb := row(id, 0, ra.Family, sb)
		ra.SourceIDs = []string{fmt.Sprintf("d%d", i%7)}
		rb.SourceIDs = ra.SourceIDs
		a, b = append(a, ra), append(b, rb)
	}
	return a, b
}

func withDelegation(rows []bench.Result, assessments, dispatches int) []bench.Result {
	out := append([]bench.Result(nil), rows...)
	for i := range out {
		out[i].AssessmentsTotal = assessments
		if i < len(out)*dispatches/100 {
			out[i].Dispatches = 1
		}
	}
	return out
}

func TestDecisionRule(t *testing.T) {
	bigA, bigB := binaryRuns(60, 20, 15) // +0.25, clearly significant
	smallA, smallB := binaryRuns(12, 5, 1)
	def := DefaultThresholds()
	cases := []struct {
		name string
		a, b []bench.Result
		th   func(Thresholds) Thresholds
		want string
	}{
		{"clear gain promotes", bigA, bigB, nil, Promote},
		{"min score delta above the gain keeps A", bigA, bigB,
			func(t Thresholds) Thresholds { t.MinScoreDelta = 0.3; return t }, KeepA},
		{"small n not significant keeps A", smallA, smallB, nil, KeepA},
		{"tiny alpha keeps A", bigA, bigB,
			func(t Thresholds) Thresholds { t.Alpha = 1e-9; return t }, KeepA},
		{"too few assessments rejects", withDelegation(bigA, 1, 100), withDelegation(bigB, 0, 100), nil, Reject},
		{"enough assessments promotes", withDelegation(bigA, 1, 100), withDelegation(bigB, 1, 100), nil, Promote},
		{"lower volume threshold lets it through", withDelegation(bigA, 1, 100), withDelegation(bigB, 0, 100),
			func(t Thresholds) Thresholds { t.MinAssessmentVolume = 0; return t }, Promote},
		{"coverage drop rejects", withDelegation(bigA, 1, 100), withDelegation(bigB, 1, 90), nil, Reject},
		{"looser coverage threshold promotes", withDelegation(bigA, 1, 100), withDelegation(bigB, 1, 90),
			func(t Thresholds) Thresholds { t.MaxCoverageDrop = 0.2; return t }, Promote},
		{"no pairs keeps A", bigA[:3], bigB[3:6], nil, KeepA},
		// A significant regression of B is rejected (it was keep_a before
		// issue 14); a loss the interval cannot tell from zero keeps A.
		{"significant loss rejects", bigB, bigA, nil, Reject},
		{"loss within noise keeps A", smallB, smallA, nil, KeepA},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			th := def
			if c.th != nil {
				th = c.th(th)
			}
			rep, err := Compare(c.a, c.b, Options{Seed: 3, Bootstrap: 200, Thresholds: th})
			if err != nil {
				t.Fatal(err)
			}
			if rep.Decision.Verdict != c.want {
				t.Errorf("verdict %s (%s), want %s", rep.Decision.Verdict, rep.Decision.Reason, c.want)
			}
		})
	}
}

func TestObjectiveThresholdApplied(t *testing.T) {
	a, b := binaryRuns(60, 20, 15)
	for i := range a {
		a[i].Objective, b[i].Objective = 0.5, 0.52
	}
	th := DefaultThresholds()
	rep, _ := Compare(a, b, Options{Thresholds: th, Bootstrap: 100})
	if rep.Decision.Verdict != KeepA || !strings.Contains(rep.Decision.Reason, "min_objective_delta") {
		t.Errorf("objective gain 0.02 < 0.03 should keep A, got %s: %s", rep.Decision.Verdict, rep.Decision.Reason)
	}
	th.MinObjectiveDelta = 0.01
	rep, _ = Compare(a, b, Options{Thresholds: th, Bootstrap: 100})
	if rep.Decision.Verdict != Promote {
		t.Errorf("objective threshold 0.01 should promote, got %s: %s", rep.Decision.Verdict, rep.Decision.Reason)
	}
}

func TestPowerNote(t *testing.T) {
	// 12 pairs in 7 source-document clusters: the cluster-robust test
	// decides, so power is counted in clusters.
	a, b := binaryRuns(12, 5, 1)
	rep, _ := Compare(a, b, Options{Bootstrap: 100})
	if rep.Power == nil {
		t.Fatal("no power note for a non-significant n=12 comparison")
	}
	if rep.Power.Unit != "clusters" || rep.Power.N != 7 || rep.Power.NFor80 <= 7 ||
		!strings.Contains(rep.Power.Text, "n=12 pairs in G=7 clusters") ||
		!strings.Contains(rep.Power.Text, fmt.Sprintf("about G=%d clusters", rep.Power.NFor80)) {
		t.Errorf("power note %+v", rep.Power)
	}
	// Every pair its own cluster: the paired t-test decides.
	for i := range a {
		a[i].SourceIDs, b[i].SourceIDs = []string{a[i].TaskID}, []string{a[i].TaskID}
	}
	rep, _ = Compare(a, b, Options{Bootstrap: 100})
	if rep.Power == nil || rep.Power.Unit != "pairs" || rep.Power.NFor80 <= 12 || !strings.Contains(rep.Power.Text, "n=12 pairs") ||
		!strings.Contains(rep.Power.Text, fmt.Sprintf("about n=%d", rep.Power.NFor80)) {
		t.Errorf("power note %+v", rep.Power)
	}
	a, b = binaryRuns(60, 20, 15)
	if rep, _ := Compare(a, b, Options{Bootstrap: 100}); rep.Power != nil {
		t.Errorf("significant result got a power note: %+v", rep.Power)
	}
}

// Pairs that share clusters are not independent: the promote rule must use
// the cluster-robust interval (df = G − 1), and the bootstrap must resample
// clusters. Here two of four documents gain on every task and two on none:
// the paired t interval (df 39) excludes zero, the cluster one does not.
func TestDecisionUsesClusterInterval(t *testing.T) {
	var a, b []bench.Result
	for i := range 40 {
		doc := fmt.Sprintf("doc%d", i/10)
		ra := bench.Result{TaskID: fmt.Sprintf("t%02d", i), Family: "f", SourceIDs: []string{doc}}
		rb := ra
		if i < 20 {
			rb.Score = 1
		}
		a, b = append(a, ra), append(b, rb)
	}
	rep, err := Compare(a, b, Options{Seed: 2, Bootstrap: 2000})
	if err != nil {
		t.Fatal(err)
	}
	d := rep.Decision
	if rep.Score.Clusters != 4 || d.IntervalKind != IntervalClusterRobust || float64(d.IntervalDF) != 3 {
		t.Fatalf("clusters %d interval %s df %v; want 4 clusters, cluster_robust, df 3", rep.Score.Clusters, d.IntervalKind, d.IntervalDF)
	}
	if !(float64(rep.Score.CILow) > 0) {
		t.Fatalf("paired t interval [%v, %v] should exclude zero for this data", rep.Score.CILow, rep.Score.CIHigh)
	}
	if d.Verdict != KeepA || !strings.Contains(d.Reason, "cluster-robust (4 clusters) interval") {
		t.Errorf("verdict %s: %s; want keep_a on the cluster-robust interval", d.Verdict, d.Reason)
	}
	if rep.Score.BootstrapUnit != "clusters" || !(float64(rep.Score.BootLow) <= 0.1) {
		t.Errorf("bootstrap over %s [%v, %v]; want clusters, reaching near zero (two of four clusters gain nothing)",
			rep.Score.BootstrapUnit, rep.Score.BootLow, rep.Score.BootHigh)
	}
	if md := rep.Markdown(); !strings.Contains(md, "cluster-robust interval (df = 3)") {
		t.Errorf("report does not say which interval decided:\n%s", md)
	}
	// The same rows, every pair its own document: the paired t decides and promotes.
	for i := range a {
		a[i].SourceIDs, b[i].SourceIDs = []string{a[i].TaskID}, []string{a[i].TaskID}
	}
	rep, _ = Compare(a, b, Options{Seed: 2, Bootstrap: 200})
	if rep.Decision.IntervalKind != IntervalPairedT || rep.Decision.Verdict != Promote || rep.Score.BootstrapUnit != "pairs" {
		t.Errorf("independent pairs: %s via %s, bootstrap over %s", rep.Decision.Verdict, rep.Decision.IntervalKind, rep.Score.BootstrapUnit)
	}
}

func TestWriteFilesAtomicWithPlots(t *testing.T) {
	a, b := binaryRuns(30, 10, 6)
	for i := range a {
		a[i].CostUSD, b[i].CostUSD = 0.01*float64(i%4), 0.012*float64(i%3)
	}
	rep, err := Compare(a, b, Options{RunA: "runs/a", RunB: "runs/b", Bootstrap: 200})
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "out")
	if err := rep.WriteFiles(dir); err != nil {
		t.Fatal(err)
	}
	if err := rep.WriteFiles(dir); err != nil { // overwriting is fine too
		t.Fatal(err)
	}
	ents, _ := os.ReadDir(dir)
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	if fmt.Sprint(names) != "[report.html report.json report.md]" {
		t.Errorf("files %v: want exactly the three reports and no temp leftovers", names)
	}
	html, _ := os.ReadFile(filepath.Join(dir, "report.html"))
	if n := strings.Count(string(html), "<svg"); n != 2 {
		t.Errorf("report.html has %d inline svg plots, want 2", n)
	}
	if strings.Contains(string(html), "<?xml") || strings.Contains(string(html), "http://cdn") ||
		strings.Contains(string(html), "<script src") {
		t.Error("report.html is not self-contained inline html")
	}
	var back Report
	js, _ := os.ReadFile(filepath.Join(dir, "report.json"))
	if err := json.Unmarshal(js, &back); err != nil {
		t.Fatalf("report.json does not parse: %v", err)
	}
	if back.Score.N != 30 || back.Decision.Verdict != rep.Decision.Verdict {
		t.Errorf("report.json round trip: n=%d verdict %s", back.Score.N, back.Decision.Verdict)
	}
	md, _ := os.ReadFile(filepath.Join(dir, "report.md"))
	if !strings.Contains(string(md), "| rows |") || !strings.Contains(string(md), "Wilcoxon p") {
		t.Errorf("report.md lacks the markdown score table:\n%s", md)
	}
}

func TestWriteFilesFailsOnUnwritableDir(t *testing.T) {
	f := filepath.Join(t.TempDir(), "file")
	os.WriteFile(f, nil, 0o644)
	rep, _ := Compare([]bench.Result{row("a", 0, "f", 1)}, []bench.Result{row("a", 0, "f", 0)}, Options{})
	if err := rep.WriteFiles(filepath.Join(f, "sub")); err == nil {
		t.Error("writing under a regular file succeeded")
	}
}

func TestMalformedRowsNameFileAndLine(t *testing.T) {
	dir := t.TempDir()
	cases := []struct{ body, want string }{
		{`{"task_id":"a","epoch":0,"score":1}` + "\n\n" + `{"task_id":"b","score":"high"}` + "\n", "results.jsonl:3: malformed result row"},
		{`{"task_id":"a"}` + "\n" + `{"epoch":1}` + "\n", "results.jsonl:2: result row has no task_id"},
		{`{"task_id":"a"` + "\n", "results.jsonl:1: malformed"},
	}
	for i, c := range cases {
		run := filepath.Join(dir, fmt.Sprint(i))
		os.MkdirAll(run, 0o755)
		os.WriteFile(filepath.Join(run, "results.jsonl"), []byte(c.body), 0o644)
		_, err := LoadResults(run)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("case %d: error %v, want it to contain %q", i, err, c.want)
		}
		// LoadRows is what ab itself reads with: the same errors.
		if _, err := LoadRows(run); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("case %d: LoadRows error %v, want it to contain %q", i, err, c.want)
		}
	}
	if _, err := LoadResults(filepath.Join(dir, "missing")); err == nil {
		t.Error("missing run accepted")
	}
	if _, err := LoadRows(filepath.Join(dir, "missing")); err == nil {
		t.Error("missing run accepted by LoadRows")
	}
	empty := filepath.Join(dir, "empty")
	os.MkdirAll(empty, 0o755)
	if _, err := LoadResults(empty); err == nil || !strings.Contains(err.Error(), "has no results.jsonl") {
		t.Errorf("run dir without results: %v", err)
	}
	if _, err := LoadRows(empty); err == nil || !strings.Contains(err.Error(), "has no results.jsonl") {
		t.Errorf("LoadRows, run dir without results: %v", err)
	}
}

func TestRunReadsDirsAndProfile(t *testing.T) {
	dir := t.TempDir()
	a, b := binaryRuns(40, 10, 12)
	write := func(name string, rows []bench.Result) string {
		p := filepath.Join(dir, name)
		os.MkdirAll(p, 0o755)
		var sb strings.Builder
		for _, r := range rows {
			js, _ := json.Marshal(r)
			sb.Write(js)
			sb.WriteByte('\n')
		}
		os.WriteFile(filepath.Join(p, "results.jsonl"), []byte(sb.String()), 0o644)
		return p
	}
	ra, rb := write("a", a), write("b", b)
	prof := filepath.Join(dir, "profile.json")
	os.WriteFile(prof, []byte(`{"target_task_count":5,"ab_thresholds":{"min_assessment_volume":40,"max_coverage_drop":0.02,"min_objective_delta":0.03,"min_score_delta":0.5}}`), 0o644)
	th, err := LoadProfile(prof, DefaultThresholds())
	if err != nil {
		t.Fatal(err)
	}
	if th.MinScoreDelta != 0.5 || th.Alpha != 0.05 {
		t.Fatalf("profile thresholds %+v", th)
	}
	out := filepath.Join(dir, "out")
	rep, err := Run(context.Background(), Options{RunA: ra, RunB: filepath.Join(rb, "results.jsonl"),
		Thresholds: th, OutDir: out, Bootstrap: 100})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Decision.Verdict != KeepA {
		t.Errorf("min_score_delta 0.5 from the profile should keep A: %s", rep.Decision.Reason)
	}
	rep2, _ := Run(context.Background(), Options{RunA: ra, RunB: rb, Thresholds: DefaultThresholds(), Bootstrap: 100})
	if rep2.Decision.Verdict != Promote {
		t.Errorf("default thresholds should promote +0.3 on 40 pairs: %s", rep2.Decision.Reason)
	}
	if _, err := os.Stat(filepath.Join(out, "report.html")); err != nil {
		t.Error(err)
	}
	os.WriteFile(prof, []byte(`{"ab_thresholds":{"alpha":2}}`), 0o644)
	if _, err := LoadProfile(prof, DefaultThresholds()); err == nil || !strings.Contains(err.Error(), "alpha") {
		t.Errorf("bad alpha accepted: %v", err)
	}
}

func TestBootstrapSeeded(t *testing.T) {
	a, b := binaryRuns(30, 10, 5)
	r1, _ := Compare(a, b, Options{Seed: 9, Bootstrap: 300})
	r2, _ := Compare(a, b, Options{Seed: 9, Bootstrap: 300})
	j1, _ := r1.JSON()
	j2, _ := r2.JSON()
	if string(j1) != string(j2) {
		t.Error("same seed gave different report.json")
	}
}

// results.jsonl is append-only: a re-run row (run --retry-errors) follows
// the row it replaces, and ab must pair the later one instead of leaving
// the key unpaired as a duplicate.
func TestLoadResultsKeepsLastRow(t *testing.T) {
	p := filepath.Join(t.TempDir(), "results.jsonl")
	os.WriteFile(p, []byte(`{"task_id":"a","epoch":1,"status":"error","score":0}
{"task_id":"b","epoch":1,"status":"ok","score":1}
{"task_id":"a","epoch":1,"status":"ok","score":1}
`), 0o644)
	rows, err := LoadResults(p)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[0].TaskID != "a" || rows[0].Status != "ok" || rows[0].Score != 1 {
		t.Errorf("rows %+v, want a#1 (the later ok row) and b#1", rows)
	}
}
