// Package ab compares two benchmark runs task by task: rows are paired by
// (task_id, epoch) and every statistic is computed on the paired
// differences B − A, with the error bars of bench/stats. A decision rule
// (promote, keep_a, reject) applies thresholds from flags or a profile.
package ab

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/stats"
)

// Verdicts of the decision rule.
const (
	Promote = "promote"
	KeepA   = "keep_a"
	Reject  = "reject"
)

// Thresholds drive the decision. The first three carry the seed's profile
// names (ab_thresholds); MinScoreDelta and Alpha are this harness's.
type Thresholds struct {
	MinAssessmentVolume int     `json:"min_assessment_volume"`
	MaxCoverageDrop     float64 `json:"max_coverage_drop"`
	MinObjectiveDelta   float64 `json:"min_objective_delta"`
	MinScoreDelta       float64 `json:"min_score_delta"`
	Alpha               float64 `json:"alpha"`
}

// DefaultThresholds are the seed's values plus a score delta of the same
// size as its objective delta and alpha 0.05.
func DefaultThresholds() Thresholds {
	return Thresholds{MinAssessmentVolume: 40, MaxCoverageDrop: 0.02, MinObjectiveDelta: 0.03,
		MinScoreDelta: 0.03, Alpha: 0.05}
}

// Validate rejects thresholds no run could be judged by.
func (t Thresholds) Validate() error {
	switch {
	case !(t.Alpha > 0 && t.Alpha < 1):
		return fmt.Errorf("alpha must be between 0 and 1 (exclusive), got %g", t.Alpha)
	case t.MinAssessmentVolume < 0:
		return fmt.Errorf("min_assessment_volume must not be negative, got %d", t.MinAssessmentVolume)
	case t.MaxCoverageDrop < 0:
		return fmt.Errorf("max_coverage_drop must not be negative, got %g", t.MaxCoverageDrop)
	}
	return nil
}

// Options configure a comparison. RunA and RunB are run directories holding
// results.jsonl, or results.jsonl paths; Compare uses them only as labels.
type Options struct {
	RunA, RunB string
	Seed       int64
	Bootstrap  int // resamples; 0 means stats.DefaultResamples
	Thresholds Thresholds
	OutDir     string // where Run writes report.md, report.json, report.html; "" writes nothing
	Format     string // "md" (default) or "json": what Report.Write prints
	// Load reads a run's rows (nil: LoadRows). The command passes one
	// that also reads a sharded run's shards as one run.
	Load func(path string) ([]Row, error)
}

// Num is bench.Num: an undefined statistic (one pair, zero spread) is a
// result, written as JSON null, not an error.
type Num = bench.Num

// Pairing says which rows were compared and which were not.
type Pairing struct {
	RowsA       int      `json:"rows_a"`
	RowsB       int      `json:"rows_b"`
	Paired      int      `json:"paired"`
	OnlyA       []string `json:"only_a"`       // "task_id#epoch"
	OnlyB       []string `json:"only_b"`       // "task_id#epoch"
	DuplicatesA []string `json:"duplicates_a"` // keys seen more than once in A: left unpaired
	DuplicatesB []string `json:"duplicates_b"`
	// FamilyMismatch counts pairs whose rows disagree on family; A's is used.
	FamilyMismatch int `json:"family_mismatch"`
}

// McNemar is the exact McNemar test, present when both score columns are 0/1.
type McNemar struct {
	AOnly     int `json:"a_only"`
	BOnly     int `json:"b_only"`
	Statistic Num `json:"statistic"`
	P         Num `json:"p"`
}

// ScoreDiff is the full set of paired statistics of the score.
type ScoreDiff struct {
	N        int `json:"n"`
	MeanA    Num `json:"mean_a"`
	MeanB    Num `json:"mean_b"`
	MeanDiff Num `json:"mean_diff"` // B − A
	SD       Num `json:"sd"`
	SE       Num `json:"se"`
	DF       Num `json:"df"`
	T        Num `json:"t"`
	P        Num `json:"p"` // paired t, two-sided
	CILow    Num `json:"ci_low"`
	CIHigh   Num `json:"ci_high"` // 95% t interval
	// Bootstrap is the seeded percentile interval of the mean difference,
	// resampling whole clusters when there are fewer clusters than pairs
	// (BootstrapUnit "clusters"), else pairs.
	BootLow       Num    `json:"bootstrap_low"`
	BootHigh      Num    `json:"bootstrap_high"`
	BootstrapUnit string `json:"bootstrap_unit"`
	// Wilcoxon signed-rank, SciPy's default rule (see stats.WilcoxonSignedRank).
	WilcoxonStatistic Num      `json:"wilcoxon_statistic"`
	WilcoxonP         Num      `json:"wilcoxon_p"`
	WilcoxonMethod    string   `json:"wilcoxon_method"`
	McNemar           *McNemar `json:"mcnemar,omitempty"`
	// Cluster-robust (CR1) standard error, clusters = source documents.
	Clusters      int `json:"clusters"`
	ClusterSE     Num `json:"cluster_se"`
	ClusterCILow  Num `json:"cluster_ci_low"`
	ClusterCIHigh Num `json:"cluster_ci_high"` // t with clusters − 1 df
	ClusterP      Num `json:"cluster_p"`
	Wins          int `json:"wins"` // B > A
	Ties          int `json:"ties"`
	Losses        int `json:"losses"`
}

// FamilyRow is ScoreDiff for the pairs of one task family.
type FamilyRow struct {
	Family string `json:"family"`
	ScoreDiff
}

// MetricDiff compares a resource metric (cost, tokens, latency) over the
// paired rows.
type MetricDiff struct {
	Metric   string `json:"metric"`
	N        int    `json:"n"`
	TotalA   Num    `json:"total_a"`
	TotalB   Num    `json:"total_b"`
	MeanA    Num    `json:"mean_a"`
	MeanB    Num    `json:"mean_b"`
	MeanDiff Num    `json:"mean_diff"`
	SE       Num    `json:"se"`
	CILow    Num    `json:"ci_low"`
	CIHigh   Num    `json:"ci_high"`
	P        Num    `json:"p"`
}

// Delegation holds the seed's self-assessment signals when rows carry them.
type Delegation struct {
	AssessmentsA int `json:"assessments_a"`
	AssessmentsB int `json:"assessments_b"`
	// Coverage is the share of paired rows that dispatched at least one
	// sub-call (results rows do not carry each task's required minimum).
	CoverageA  Num `json:"coverage_a"`
	CoverageB  Num `json:"coverage_b"`
	ObjectiveA Num `json:"objective_a"`
	ObjectiveB Num `json:"objective_b"`
	// HasAssessments / HasObjective say which signals the rows carried.
	HasAssessments bool `json:"has_assessments"`
	HasObjective   bool `json:"has_objective"`
}

// PowerNote is the power of the test that decides (see Decision.Interval)
// for the observed effect. Unit says what N and NFor80 count: "pairs" for
// the paired t-test, "clusters" for the cluster-robust one, where SD is the
// cluster-level spread (cluster SE × √G).
type PowerNote struct {
	Unit   string `json:"unit"`
	N      int    `json:"n"`
	SD     Num    `json:"sd"`
	Effect Num    `json:"effect"` // |observed difference|, or min_score_delta when it is zero
	Power  Num    `json:"power"`
	NFor80 int    `json:"n_for_80"` // 0 when unreachable
	Text   string `json:"text"`
}

// Check is one threshold of the decision rule and what it found.
type Check struct {
	Name      string `json:"name"`
	Threshold Num    `json:"threshold"`
	Value     Num    `json:"value"`
	Applied   bool   `json:"applied"` // false when the rows carry no such signal
	Passed    bool   `json:"passed"`
	Note      string `json:"note"`
}

// Decision is the verdict with the checks that led to it.
type Decision struct {
	Verdict string  `json:"verdict"`
	Reason  string  `json:"reason"`
	Checks  []Check `json:"checks"`
	// Interval is the (1 − alpha) t interval of the mean difference the
	// promote rule requires to exclude zero: IntervalKind "paired_t" (df =
	// n − 1) when every pair is its own cluster, "cluster_robust" (CR1,
	// df = G − 1) when pairs share clusters (epochs of a task, tasks on one
	// source document), since they are then not independent.
	IntervalKind string `json:"interval_kind"`
	IntervalDF   Num    `json:"interval_df"`
	IntervalLow  Num    `json:"interval_low"`
	IntervalHigh Num    `json:"interval_high"`
}

// Interval kinds.
const (
	IntervalPairedT       = "paired_t"
	IntervalClusterRobust = "cluster_robust"
)

// clustered reports whether pairs share clusters, so the cluster-robust
// statistics are the ones to trust.
func (s ScoreDiff) clustered() bool { return s.Clusters < s.N }

// Report is everything rlm-bench ab says about two runs.
type Report struct {
	RunA       string       `json:"run_a"`
	RunB       string       `json:"run_b"`
	Seed       int64        `json:"seed"`
	Bootstrap  int          `json:"bootstrap_resamples"`
	Thresholds Thresholds   `json:"thresholds"`
	Pairing    Pairing      `json:"pairing"`
	Score      ScoreDiff    `json:"score"`
	Families   []FamilyRow  `json:"families"`
	Metrics    []MetricDiff `json:"metrics"`
	Delegation *Delegation  `json:"delegation,omitempty"`
	Power      *PowerNote   `json:"power,omitempty"`
	Decision   Decision     `json:"decision"`

	pairs []pair // for the plots
}

type pair struct {
	a, b    *Row // into the loaded rows
	family  string
	cluster string
}

func key(r Row) string { return fmt.Sprintf("%s#%d", r.TaskID, r.Epoch) }

// clusterOf is the source-document cluster of a row: its source ids, sorted
// and joined, or the task itself when it names none (so epochs of one task
// still share a cluster).
func clusterOf(r Row) string {
	if len(r.SourceIDs) == 0 {
		return "task:" + r.TaskID
	}
	ids := append([]string(nil), r.SourceIDs...)
	sort.Strings(ids)
	return strings.Join(ids, "+")
}

// Run loads both runs, compares them and, when opts.OutDir is set, writes
// the report files there.
func Run(ctx context.Context, opts Options) (*Report, error) {
	load := opts.Load
	if load == nil {
		load = LoadRows
	}
	// The two files are read at once, one core each.
	var b []Row
	var errB error
	done := make(chan struct{})
	go func() {
		defer close(done)
		b, errB = load(opts.RunB)
	}()
	a, err := load(opts.RunA)
	<-done
	if err != nil {
		return nil, err
	}
	if errB != nil {
		return nil, errB
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	rep, err := CompareRows(a, b, opts)
	if err != nil {
		return nil, err
	}
	if opts.OutDir != "" {
		if err := rep.WriteFiles(opts.OutDir); err != nil {
			return nil, err
		}
	}
	return rep, nil
}

// Compare pairs a and b by (task_id, epoch) and computes the report on the
// paired rows only.
func Compare(a, b []bench.Result, opts Options) (*Report, error) {
	return CompareRows(RowsOf(a), RowsOf(b), opts)
}

// CompareRows is Compare over the fields ab reads of each row.
func CompareRows(a, b []Row, opts Options) (*Report, error) {
	th := opts.Thresholds
	if th == (Thresholds{}) {
		th = DefaultThresholds()
	}
	if err := th.Validate(); err != nil {
		return nil, err
	}
	resamples := opts.Bootstrap
	if resamples <= 0 {
		resamples = stats.DefaultResamples
	}
	rep := &Report{RunA: opts.RunA, RunB: opts.RunB, Seed: opts.Seed, Bootstrap: resamples, Thresholds: th}
	rep.pairs, rep.Pairing = pairRows(a, b)

	// The family rows' bootstraps run beside the overall one: each is
	// seeded on its own, so the result does not depend on the order.
	families := make(chan []FamilyRow, 1)
	go func() { families <- familyRows(rep.pairs, resamples, opts.Seed) }()
	rep.Score = scoreDiff(rep.pairs, resamples, opts.Seed)
	rep.Families = <-families
	rep.Metrics = metricDiffs(rep.pairs)
	rep.Delegation = delegation(rep.pairs)
	rep.Power = powerNote(rep.Score, th)
	rep.Decision = decide(rep, th)
	return rep, nil
}

func pairRows(a, b []Row) ([]pair, Pairing) {
	pg := Pairing{RowsA: len(a), RowsB: len(b), OnlyA: []string{}, OnlyB: []string{},
		DuplicatesA: []string{}, DuplicatesB: []string{}}
	// Pairs are found by (task, epoch) without formatting a key per row;
	// the "task#epoch" text is made only for the lists and the sort.
	type rk struct {
		task  string
		epoch int
	}
	keysOf := func(rows []Row) []rk {
		ks := make([]rk, len(rows))
		for i := range rows {
			ks[i] = rk{rows[i].TaskID, rows[i].Epoch}
		}
		return ks
	}
	ka, kb := keysOf(a), keysOf(b)
	text := func(k rk) string { return k.task + "#" + strconv.Itoa(k.epoch) }
	index := func(keys []rk, dups *[]string) map[rk]int {
		seen := make(map[rk]int, len(keys))
		for i, k := range keys {
			if j, ok := seen[k]; ok {
				if j >= 0 {
					*dups = append(*dups, text(k))
				}
				seen[k] = -1
				continue
			}
			seen[k] = i
		}
		return seen
	}
	ia := index(ka, &pg.DuplicatesA)
	ib := index(kb, &pg.DuplicatesB)
	clusters := map[string]string{}
	pairs := make([]pair, 0, min(len(a), len(b)))
	for n := range a {
		r, k := &a[n], ka[n]
		i, j := ia[k], -2
		if v, ok := ib[k]; ok {
			j = v
		}
		switch {
		case i < 0: // duplicate in A, reported already
		case j == -2:
			pg.OnlyA = append(pg.OnlyA, text(k))
		case j >= 0:
			rb := &b[j]
			fam := r.Family
			if fam == "" {
				fam = rb.Family
			}
			if fam == "" {
				fam = "(none)"
			}
			if r.Family != rb.Family {
				pg.FamilyMismatch++
			}
			cl := clusterOf(*r)
			if c, ok := clusters[cl]; ok {
				cl = c
			} else {
				clusters[cl] = cl
			}
			pairs = append(pairs, pair{a: r, b: rb, family: fam, cluster: cl})
		}
	}
	for n, k := range kb {
		if _, ok := ia[k]; !ok && ib[k] >= 0 {
			pg.OnlyB = append(pg.OnlyB, text(kb[n]))
		}
	}
	sort.Strings(pg.OnlyA)
	sort.Strings(pg.OnlyB)
	sort.Strings(pg.DuplicatesA)
	sort.Strings(pg.DuplicatesB)
	sort.SliceStable(pairs, func(i, j int) bool {
		return keyLess(pairs[i].a.TaskID, pairs[i].a.Epoch, pairs[j].a.TaskID, pairs[j].a.Epoch)
	})
	pg.Paired = len(pairs)
	return pairs, pg
}

// keyLess orders two pairs as their "task#epoch" texts sort, without
// making the texts.
func keyLess(ta string, ea int, tb string, eb int) bool {
	var bufA, bufB [64]byte
	x := strconv.AppendInt(append(append(bufA[:0], ta...), '#'), int64(ea), 10)
	y := strconv.AppendInt(append(append(bufB[:0], tb...), '#'), int64(eb), 10)
	return bytes.Compare(x, y) < 0
}

func nan() Num { return Num(math.NaN()) }

func scoreDiff(pairs []pair, resamples int, seed int64) ScoreDiff {
	n := len(pairs)
	sd := ScoreDiff{N: n, MeanA: nan(), MeanB: nan(), MeanDiff: nan(), SD: nan(), SE: nan(),
		DF: Num(n - 1), T: nan(), P: nan(), CILow: nan(), CIHigh: nan(), BootLow: nan(),
		BootHigh: nan(), WilcoxonStatistic: nan(), WilcoxonP: nan(), WilcoxonMethod: stats.WilcoxonNone,
		ClusterSE: nan(), ClusterCILow: nan(), ClusterCIHigh: nan(), ClusterP: nan()}
	if n == 0 {
		return sd
	}
	a := make([]float64, n)
	b := make([]float64, n)
	cl := make([]string, n)
	for i, p := range pairs {
		a[i], b[i], cl[i] = p.a.Score, p.b.Score, p.cluster
		switch {
		case b[i] > a[i]:
			sd.Wins++
		case b[i] < a[i]:
			sd.Losses++
		default:
			sd.Ties++
		}
	}
	sd.MeanA = Num(stats.MeanCI(a).Mean)
	sd.MeanB = Num(stats.MeanCI(b).Mean)
	// The inputs have equal, nonzero length, so the stats calls cannot fail.
	t, _ := stats.PairedT(a, b)
	sd.MeanDiff, sd.SD, sd.SE, sd.T, sd.P = Num(t.Mean), Num(t.SD), Num(t.SE), Num(t.T), Num(t.P)
	sd.CILow, sd.CIHigh = Num(t.CILow), Num(t.CIHigh)
	w, _ := stats.WilcoxonSignedRank(a, b)
	sd.WilcoxonStatistic, sd.WilcoxonP, sd.WilcoxonMethod = Num(w.Statistic), Num(w.P), w.Method
	if stats.IsBinary(a) && stats.IsBinary(b) {
		m, _ := stats.McNemarExact(a, b)
		sd.McNemar = &McNemar{AOnly: m.AOnly, BOnly: m.BOnly, Statistic: Num(m.Statistic), P: Num(m.P)}
	}
	c, _ := stats.ClusterSE(a, b, cl)
	sd.Clusters, sd.ClusterSE, sd.ClusterP = c.Clusters, Num(c.SE), Num(c.P)
	sd.ClusterCILow, sd.ClusterCIHigh = Num(c.CILow), Num(c.CIHigh)
	sd.BootstrapUnit = "pairs"
	switch {
	case sd.clustered():
		sd.BootstrapUnit = "clusters"
		bs, _ := stats.BootstrapClusteredMean(a, b, cl, resamples, seed)
		sd.BootLow, sd.BootHigh = Num(bs.Interval.Low), Num(bs.Interval.High)
	case n >= 2:
		bs, _ := stats.BootstrapPairedMean(a, b, resamples, seed)
		sd.BootLow, sd.BootHigh = Num(bs.Interval.Low), Num(bs.Interval.High)
	}
	return sd
}

func familyRows(pairs []pair, resamples int, seed int64) []FamilyRow {
	by := map[string][]pair{}
	for _, p := range pairs {
		by[p.family] = append(by[p.family], p)
	}
	names := make([]string, 0, len(by))
	for f := range by {
		names = append(names, f)
	}
	sort.Strings(names)
	rows := make([]FamilyRow, 0, len(names))
	for _, f := range names {
		rows = append(rows, FamilyRow{Family: f, ScoreDiff: scoreDiff(by[f], resamples, seed)})
	}
	return rows
}

func metricDiffs(pairs []pair) []MetricDiff {
	metrics := []struct {
		name string
		get  func(Row) float64
	}{
		{"cost_usd", func(r Row) float64 { return r.CostUSD }},
		{"input_tokens", func(r Row) float64 { return float64(r.InputTokens) }},
		{"output_tokens", func(r Row) float64 { return float64(r.OutputTokens) }},
		{"latency_ms", func(r Row) float64 { return float64(r.LatencyMS) }},
	}
	out := make([]MetricDiff, 0, len(metrics))
	for _, m := range metrics {
		md := MetricDiff{Metric: m.name, N: len(pairs), MeanA: nan(), MeanB: nan(), MeanDiff: nan(),
			SE: nan(), CILow: nan(), CIHigh: nan(), P: nan()}
		if len(pairs) > 0 {
			a := make([]float64, len(pairs))
			b := make([]float64, len(pairs))
			var ta, tb float64
			for i, p := range pairs {
				a[i], b[i] = m.get(*p.a), m.get(*p.b)
				ta += a[i]
				tb += b[i]
			}
			t, _ := stats.PairedT(a, b)
			md.TotalA, md.TotalB = Num(ta), Num(tb)
			md.MeanA, md.MeanB = Num(ta/float64(len(a))), Num(tb/float64(len(b)))
			md.MeanDiff, md.SE, md.CILow, md.CIHigh, md.P = Num(t.Mean), Num(t.SE), Num(t.CILow), Num(t.CIHigh), Num(t.P)
		}
		out = append(out, md)
	}
	return out
}

func delegation(pairs []pair) *Delegation {
	var d Delegation
	var covA, covB, objA, objB float64
	carries := false
	for _, p := range pairs {
		d.AssessmentsA += p.a.AssessmentsTotal
		d.AssessmentsB += p.b.AssessmentsTotal
		if p.a.Dispatches > 0 {
			covA++
		}
		if p.b.Dispatches > 0 {
			covB++
		}
		objA += p.a.Objective
		objB += p.b.Objective
		if p.a.Dispatches > 0 || p.b.Dispatches > 0 || p.a.AssessmentsTotal > 0 || p.b.AssessmentsTotal > 0 {
			carries = true
		}
		if p.a.Objective != 0 || p.b.Objective != 0 {
			d.HasObjective = true
		}
	}
	if !carries && !d.HasObjective {
		return nil
	}
	d.HasAssessments = d.AssessmentsA > 0 || d.AssessmentsB > 0
	n := float64(len(pairs))
	d.CoverageA, d.CoverageB = Num(covA/n), Num(covB/n)
	d.ObjectiveA, d.ObjectiveB = Num(objA/n), Num(objB/n)
	return &d
}

func powerNote(s ScoreDiff, th Thresholds) *PowerNote {
	unit, n, sd, p := "pairs", s.N, float64(s.SD), float64(s.P)
	if s.clustered() {
		// The cluster-robust test is a t-test over G clusters whose
		// means have spread cluster SE × √G.
		unit, n, sd, p = "clusters", s.Clusters, float64(s.ClusterSE)*math.Sqrt(float64(s.Clusters)), float64(s.ClusterP)
	}
	if n < 2 || !(sd > 0) || p < th.Alpha {
		return nil
	}
	effect := math.Abs(float64(s.MeanDiff))
	if effect == 0 {
		effect = th.MinScoreDelta
	}
	if effect == 0 {
		return nil
	}
	pw := stats.PairedTPower(float64(n), sd, effect, th.Alpha)
	if pw >= 0.8 {
		return nil
	}
	need := stats.SampleSizeForPower(sd, effect, th.Alpha, 0.8)
	pn := &PowerNote{Unit: unit, N: n, SD: Num(sd), Effect: Num(effect), Power: Num(pw)}
	what := fmt.Sprintf("n=%d pairs", s.N)
	sym := "n"
	if unit == "clusters" {
		what = fmt.Sprintf("n=%d pairs in G=%d clusters (cluster-level sd)", s.N, s.Clusters)
		sym = "G"
	}
	if math.IsInf(need, 0) || math.IsNaN(need) || need > math.MaxInt32 {
		pn.Text = fmt.Sprintf("with %s and sd %.2f, a difference of %.2g cannot reach 80%% power at any practical %s",
			what, sd, effect, sym)
		return pn
	}
	pn.NFor80 = int(math.Ceil(need))
	pn.Text = fmt.Sprintf("with %s and sd %.2f, a difference of %.2g would need about %s=%d %s to detect with 80%% power (power now %.0f%%)",
		what, sd, effect, sym, pn.NFor80, unit, 100*pw)
	return pn
}

// decide applies the rule in order: reject on too few self-assessments (only
// when rows carry them), a coverage drop beyond the threshold, or a
// significant regression (the whole (1 − alpha) interval below zero); promote when
// the score gain reaches min_score_delta, the (1 − alpha) paired interval
// excludes zero and, when rows carry objectives, the objective gain reaches
// min_objective_delta; otherwise keep A.
func decide(rep *Report, th Thresholds) Decision {
	s := rep.Score
	var dec Decision
	dec.IntervalKind, dec.IntervalDF = IntervalPairedT, s.DF
	se, ivName := float64(s.SE), "paired t"
	if s.clustered() {
		dec.IntervalKind, dec.IntervalDF = IntervalClusterRobust, Num(s.Clusters-1)
		se = float64(s.ClusterSE)
		ivName = fmt.Sprintf("cluster-robust (%d clusters)", s.Clusters)
	}
	lo, hi := stats.TInterval(float64(s.MeanDiff), se, float64(dec.IntervalDF), 1-th.Alpha)
	dec.IntervalLow, dec.IntervalHigh = Num(lo), Num(hi)
	del := rep.Delegation

	vol := Check{Name: "min_assessment_volume", Threshold: Num(th.MinAssessmentVolume), Value: nan()}
	if del != nil && del.HasAssessments {
		vol.Applied = true
		vol.Value = Num(del.AssessmentsB)
		vol.Passed = del.AssessmentsB >= th.MinAssessmentVolume
		vol.Note = fmt.Sprintf("B has %d self-assessments on paired rows", del.AssessmentsB)
	} else {
		vol.Passed, vol.Note = true, "not applied: rows carry no assessment counts"
	}
	cov := Check{Name: "max_coverage_drop", Threshold: Num(th.MaxCoverageDrop), Value: nan()}
	if del != nil && (del.HasAssessments || float64(del.CoverageA) > 0 || float64(del.CoverageB) > 0) {
		drop := float64(del.CoverageA) - float64(del.CoverageB)
		cov.Applied, cov.Value = true, Num(drop)
		cov.Passed = drop <= th.MaxCoverageDrop+1e-12
		cov.Note = fmt.Sprintf("delegation coverage %.3f → %.3f", float64(del.CoverageA), float64(del.CoverageB))
	} else {
		cov.Passed, cov.Note = true, "not applied: rows carry no dispatch counts"
	}
	gain := Check{Name: "min_score_delta", Threshold: Num(th.MinScoreDelta), Value: s.MeanDiff, Applied: true,
		Passed: float64(s.MeanDiff) >= th.MinScoreDelta}
	gain.Note = fmt.Sprintf("mean paired score difference %.4g", float64(s.MeanDiff))
	pval := s.P
	if s.clustered() {
		pval = s.ClusterP
	}
	sig := Check{Name: "alpha", Threshold: Num(th.Alpha), Value: pval, Applied: true,
		Passed: lo > 0 || hi < 0}
	sig.Note = fmt.Sprintf("%.0f%% %s interval [%.4g, %.4g], df %g", 100*(1-th.Alpha), ivName, lo, hi, float64(dec.IntervalDF))
	obj := Check{Name: "min_objective_delta", Threshold: Num(th.MinObjectiveDelta), Value: nan()}
	if del != nil && del.HasObjective {
		d := float64(del.ObjectiveB) - float64(del.ObjectiveA)
		obj.Applied, obj.Value, obj.Passed = true, Num(d), d >= th.MinObjectiveDelta
		obj.Note = fmt.Sprintf("mean objective %.4g → %.4g", float64(del.ObjectiveA), float64(del.ObjectiveB))
	} else {
		obj.Passed, obj.Note = true, "not applied: rows carry no objective"
	}
	dec.Checks = []Check{vol, cov, gain, sig, obj}

	switch {
	case s.N == 0:
		dec.Verdict, dec.Reason = KeepA, "no rows paired: nothing to compare"
	case !vol.Passed:
		dec.Verdict, dec.Reason = Reject, fmt.Sprintf("B has %d self-assessments, below min_assessment_volume %d",
			del.AssessmentsB, th.MinAssessmentVolume)
	case !cov.Passed:
		dec.Verdict, dec.Reason = Reject, fmt.Sprintf("delegation coverage dropped by %.3f, more than max_coverage_drop %.3f",
			float64(cov.Value), th.MaxCoverageDrop)
	case hi < 0:
		dec.Verdict, dec.Reason = Reject, fmt.Sprintf("B loses %.4g and the %.0f%% %s interval [%.4g, %.4g] excludes zero: a significant regression",
			-float64(s.MeanDiff), 100*(1-th.Alpha), ivName, lo, hi)
	case gain.Passed && sig.Passed && obj.Passed && float64(s.MeanDiff) > 0:
		dec.Verdict, dec.Reason = Promote, fmt.Sprintf("B gains %.4g (≥ min_score_delta %.4g) and the %.0f%% %s interval [%.4g, %.4g] excludes zero",
			float64(s.MeanDiff), th.MinScoreDelta, 100*(1-th.Alpha), ivName, lo, hi)
	default:
		var why []string
		if !gain.Passed || !(float64(s.MeanDiff) > 0) {
			why = append(why, fmt.Sprintf("gain %.4g is below min_score_delta %.4g", float64(s.MeanDiff), th.MinScoreDelta))
		}
		switch {
		case !sig.Passed && s.clustered() && s.Clusters < 2:
			why = append(why, fmt.Sprintf("all %d pairs share one cluster (source document), so there is no interval across independent units", s.N))
		case !sig.Passed:
			why = append(why, fmt.Sprintf("the %.0f%% %s interval [%.4g, %.4g] includes zero", 100*(1-th.Alpha), ivName, lo, hi))
		}
		if !obj.Passed {
			why = append(why, fmt.Sprintf("objective gain %.4g is below min_objective_delta %.4g", float64(obj.Value), th.MinObjectiveDelta))
		}
		dec.Verdict, dec.Reason = KeepA, "keep A: "+strings.Join(why, "; ")
	}
	return dec
}
