package run

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/score"
	"github.com/rlm-go/rlm/bench/stats"
	"github.com/rlm-go/rlm/eval/backends"
	"github.com/rlm-go/rlm/internal/lazyre"
)

// Num is bench.Num: an undefined interval or a mean of nothing is written
// as JSON null instead of failing the whole summary.
type Num = bench.Num

// Summary is summary.json.
type Summary struct {
	Run     string `json:"run"`
	RunDir  string `json:"run_dir"`
	Method  string `json:"method"`
	Model   string `json:"model"`
	Backend string `json:"backend,omitempty"`
	// How the REPL sessions were confined (absent for --method direct,
	// and for a summary put together from shards).
	*backends.Shown
	Variant string `json:"variant"`
	// Expected is tasks × epochs of this invocation; Missing counts those
	// with no row yet (an interrupted run).
	Expected int `json:"expected"`
	Rows     int `json:"rows"`
	Missing  int `json:"missing"`
	// EndpointErrors counts pairs this invocation left without a row
	// because the endpoint failed; they run again next time.
	EndpointErrors int `json:"endpoint_errors,omitempty"`
	// UsageEstimated is set when some row's tokens are estimated from
	// characters (its endpoint sent no usage); CostEstimated when some
	// row's cost was computed from such estimates.
	UsageEstimated bool         `json:"usage_estimated,omitempty"`
	CostEstimated  bool         `json:"cost_estimated,omitempty"`
	Overall        Group        `json:"overall"`
	Families       []Group      `json:"families"`
	Failures       []Failure    `json:"failures"`
	SelfAsmt       *SelfAsmtObj `json:"self_assessment,omitempty"`
}

// Group is the statistics of a set of rows (all, or one family).
//
// Epochs of one task are not independent samples, so the intervals are
// computed over tasks: each task's rows are averaged first, and the 95% t
// interval is that of the mean of the per-task means (n = Tasks). With one
// row per task this is the usual interval over rows. Accuracy uses the
// Wilson interval when every task has one row, and the same per-task t
// interval otherwise.
type Group struct {
	Name         string         `json:"name"`
	N            int            `json:"n"`
	Tasks        int            `json:"tasks"`
	Score        Num            `json:"score_mean"`
	ScoreLow     Num            `json:"score_ci_low"` // 95% t interval over per-task means, clamped to [0, 1]
	ScoreHigh    Num            `json:"score_ci_high"`
	Correct      int            `json:"correct"`
	Accuracy     Num            `json:"accuracy"`
	AccuracyLow  Num            `json:"accuracy_ci_low"` // 95% Wilson (one row per task) or per-task t interval
	AccuracyHigh Num            `json:"accuracy_ci_high"`
	CostUSD      float64        `json:"cost_usd"`
	InputTokens  int64          `json:"input_tokens"`
	OutputTokens int64          `json:"output_tokens"`
	LatencyP50   Num            `json:"latency_p50_ms"`
	LatencyP95   Num            `json:"latency_p95_ms"`
	Iterations   Num            `json:"iterations_mean"`
	SubCalls     Num            `json:"sub_calls_mean"`
	Statuses     map[string]int `json:"statuses"`
	// EstimatedRows counts rows whose tokens are estimated (see
	// bench.Result.UsageEstimated); the flags mark the group's totals.
	EstimatedRows  int  `json:"usage_estimated_rows,omitempty"`
	UsageEstimated bool `json:"usage_estimated,omitempty"`
	CostEstimated  bool `json:"cost_estimated,omitempty"`
}

// Failure is one reason bucket: rows that were not fully correct.
type Failure struct {
	Reason  string `json:"reason"`
	Count   int    `json:"count"`
	Example string `json:"example"` // task_id: text of the first row in the bucket
}

// SelfAsmtObj is the seed's run-level objective over self-assessed rows.
type SelfAsmtObj struct {
	Rows          int     `json:"rows"`
	SatisfiedRate float64 `json:"satisfied_rate"`
	Coverage      float64 `json:"delegation_coverage"`
	Objective     float64 `json:"objective"`
}

// reasonBuckets are the seed's failure buckets, tried in order against a
// failed row's error text; the first match wins.
var reasonBuckets = []struct {
	name string
	re   *lazyre.Regexp
}{
	// First: a budget or a timeout says why the run stopped, whatever
	// the budget was about ("sub_calls budget exhausted").
	{"timeout_or_runtime_issue", lazyre.New(`(?i)budget exhausted|time ?out|timed out|deadline exceeded`)},
	{"unclear_dispatch", lazyre.New(`(?i)dispatch|delegat|sub-?agent|sub_calls|lm_query|rlm_query|coverage`)},
	{"insufficient_context", lazyre.New(`(?i)insufficient|not enough (context|information)|context (window|length)|too (long|large)|no line of the context|missing context|context: `)},
	{"wrong_or_incomplete_output", lazyre.New(`(?i)wrong answer|incorrect|incomplete|partial|no final answer|gave up|no answer|scored 0`)},
	{"format_or_contract_issue", lazyre.New(`(?i)format|contract|schema|json|parse|invalid|no code block|final_var|final_answer|scorer`)},
	{"timeout_or_runtime_issue", lazyre.New(`(?i)time ?out|timed out|deadline|budget|runtime|exception|traceback|panic|error|connection|refused|http \d{3}|no response`)},
}

// ReasonBucket names the failure bucket of an error text.
func ReasonBucket(text string) string {
	for _, b := range reasonBuckets {
		if b.re.MatchString(text) {
			return b.name
		}
	}
	return "other"
}

// Summarize computes the summary of the selected (task, epoch) pairs: tasks
// × epochs 1..epochs. Rows outside the selection (an earlier invocation
// with a larger --limit or more epochs) are left out, and a pair with
// several rows counts once with its last row (see bench.LatestResults).
func Summarize(rows []bench.Result, tasks []bench.Task, epochs int) *Summary {
	acc := newSummaryAcc()
	for i := range rows {
		acc.add(statFieldsOf(&rows[i]))
	}
	return acc.summary(tasks, epochs, nil)
}

// statFields are the fields of a results row the summary reads; decoding
// a row into them skips the answer, the gold and the usage maps, which is
// most of a row's bytes and allocations.
type statFields struct {
	TaskID             string  `json:"task_id"`
	Epoch              int     `json:"epoch"`
	Family             string  `json:"family"`
	Status             string  `json:"status"`
	Score              float64 `json:"score"`
	Correct            bool    `json:"correct"`
	InputTokens        int64   `json:"input_tokens"`
	OutputTokens       int64   `json:"output_tokens"`
	CostUSD            float64 `json:"cost_usd"`
	LatencyMS          int64   `json:"latency_ms"`
	Iterations         int     `json:"iterations"`
	SubCalls           int     `json:"sub_calls"`
	Error              string  `json:"error,omitempty"`
	Dispatches         int     `json:"dispatches,omitempty"`
	AssessmentsTotal   int     `json:"assessments_total,omitempty"`
	AssessmentsSatisfd int     `json:"assessments_satisfied,omitempty"`
	UsageEstimated     bool    `json:"usage_estimated,omitempty"`
	CostEstimated      bool    `json:"cost_estimated,omitempty"`
}

func statFieldsOf(r *bench.Result) *statFields {
	return &statFields{TaskID: r.TaskID, Epoch: r.Epoch, Family: r.Family, Status: r.Status,
		Score: r.Score, Correct: r.Correct, InputTokens: r.InputTokens, OutputTokens: r.OutputTokens,
		CostUSD: r.CostUSD, LatencyMS: r.LatencyMS, Iterations: r.Iterations, SubCalls: r.SubCalls,
		Error: r.Error, Dispatches: r.Dispatches, AssessmentsTotal: r.AssessmentsTotal,
		AssessmentsSatisfd: r.AssessmentsSatisfd, UsageEstimated: r.UsageEstimated, CostEstimated: r.CostEstimated}
}

// statRow is what the summary keeps of one (task, epoch)'s latest row:
// numbers and interned strings, about a hundred bytes, so a run of 100,000
// tasks summarizes in a few megabytes instead of holding its rows.
type statRow struct {
	task, family int32
	epoch        int32
	status       string // interned
	score, cost  float64
	in, out      int64
	latency      int64
	iters, subs  int32
	dispatches   int32
	assessed     int32
	satisfied    int32
	correct      bool
	usageEst     bool
	costEst      bool
	bucket       string // interned; "" for a correct ok row
	example      string // interned: "task_id: why", the bucket's example
}

// summaryAcc streams rows into statRows: a later row of a pair replaces
// the earlier one in place, so the order is the pairs' first appearance,
// as bench.LatestResults keeps it.
type summaryAcc struct {
	taskIdx   map[string]int32
	taskNames []string
	famIdx    map[string]int32
	famNames  []string
	at        map[[2]int32]int32
	rows      []statRow
	strs      map[string]string
	buckets   map[string]string // error text → bucket: most texts repeat
}

func newSummaryAcc() *summaryAcc {
	return &summaryAcc{taskIdx: map[string]int32{}, famIdx: map[string]int32{},
		at: map[[2]int32]int32{}, strs: map[string]string{}, buckets: map[string]string{}}
}

func (a *summaryAcc) intern(s string) string {
	if v, ok := a.strs[s]; ok {
		return v
	}
	a.strs[s] = s
	return s
}

func (a *summaryAcc) add(r *statFields) {
	ti, ok := a.taskIdx[r.TaskID]
	if !ok {
		ti = int32(len(a.taskNames))
		a.taskIdx[r.TaskID] = ti
		a.taskNames = append(a.taskNames, r.TaskID)
	}
	fi, ok := a.famIdx[r.Family]
	if !ok {
		fi = int32(len(a.famNames))
		a.famIdx[r.Family] = fi
		a.famNames = append(a.famNames, r.Family)
	}
	s := statRow{task: ti, family: fi, epoch: int32(r.Epoch), status: a.intern(r.Status),
		score: r.Score, cost: r.CostUSD, in: r.InputTokens, out: r.OutputTokens, latency: r.LatencyMS,
		iters: int32(r.Iterations), subs: int32(r.SubCalls), dispatches: int32(r.Dispatches),
		assessed: int32(r.AssessmentsTotal), satisfied: int32(r.AssessmentsSatisfd),
		correct: r.Correct, usageEst: r.UsageEstimated, costEst: r.CostEstimated}
	if !(r.Correct && r.Status == StatusOK) {
		text := r.Error
		if text == "" {
			text = fmt.Sprintf("wrong answer (score %.2f)", r.Score)
		}
		b, ok := a.buckets[text]
		if !ok {
			b = ReasonBucket(text)
			a.buckets[text] = b
		}
		s.bucket = b
		s.example = a.intern(r.TaskID + ": " + oneLine(text, 200))
	}
	k := [2]int32{ti, int32(r.Epoch)}
	if i, ok := a.at[k]; ok {
		a.rows[i] = s
		return
	}
	a.at[k] = int32(len(a.rows))
	a.rows = append(a.rows, s)
}

// each calls fn with every pair's latest row.
func (a *summaryAcc) each(fn func(taskID string, epoch int, status string)) {
	for _, r := range a.rows {
		fn(a.taskNames[r.task], int(r.epoch), r.status)
	}
}

// summary is Summarize over the pairs owns accepts (nil: all), so a
// shard's summary counts only its own pairs as expected or missing.
func (a *summaryAcc) summary(tasks []bench.Task, epochs int, owns func(string, int) bool) *Summary {
	type pk struct {
		task  string
		epoch int
	}
	selected := map[pk]bool{}
	for _, t := range tasks {
		for e := 1; e <= max(epochs, 1); e++ {
			if owns == nil || owns(t.TaskID, e) {
				selected[pk{t.TaskID, e}] = true
			}
		}
	}
	seen := map[pk]bool{}
	uniq := make([]int32, 0, len(a.rows))
	for i, r := range a.rows {
		k := pk{a.taskNames[r.task], int(r.epoch)}
		if selected[k] {
			seen[k] = true
			uniq = append(uniq, int32(i))
		}
	}
	s := &Summary{Rows: len(uniq), Expected: len(tasks) * max(epochs, 1)}
	if owns != nil {
		s.Expected = len(selected)
	}
	required := map[string]int{}
	for _, t := range tasks {
		if readsDelegation(t.Scorer) {
			required[t.TaskID] = t.RequiredMinDispatches
		}
		for e := 1; e <= max(epochs, 1); e++ {
			if k := (pk{t.TaskID, e}); selected[k] && !seen[k] {
				s.Missing++
			}
		}
	}
	s.Overall = a.group("all", uniq)
	s.UsageEstimated, s.CostEstimated = s.Overall.UsageEstimated, s.Overall.CostEstimated
	byFamily := map[int32][]int32{}
	for _, i := range uniq {
		f := a.rows[i].family
		byFamily[f] = append(byFamily[f], i)
	}
	fams := make([]int32, 0, len(byFamily))
	for f := range byFamily {
		fams = append(fams, f)
	}
	sort.Slice(fams, func(i, j int) bool { return a.famNames[fams[i]] < a.famNames[fams[j]] })
	for _, f := range fams {
		s.Families = append(s.Families, a.group(a.famNames[f], byFamily[f]))
	}

	counts := map[string]*Failure{}
	for _, i := range uniq {
		r := &a.rows[i]
		if r.bucket == "" {
			continue
		}
		if counts[r.bucket] == nil {
			counts[r.bucket] = &Failure{Reason: r.bucket, Example: r.example}
		}
		counts[r.bucket].Count++
	}
	for _, b := range append(bucketNames(), "other") {
		if f := counts[b]; f != nil {
			s.Failures = append(s.Failures, *f)
		}
	}
	s.Failures = append([]Failure{}, s.Failures...)

	var sa []score.Delegation
	for _, i := range uniq {
		r := &a.rows[i]
		if req, ok := required[a.taskNames[r.task]]; ok {
			sa = append(sa, score.Delegation{Dispatches: int(r.dispatches), AssessmentsTotal: int(r.assessed),
				AssessmentsSatisfied: int(r.satisfied), RequiredMinDispatches: req})
		}
	}
	if len(sa) > 0 {
		rate, cov, obj := score.Objective(sa)
		s.SelfAsmt = &SelfAsmtObj{Rows: len(sa), SatisfiedRate: rate, Coverage: cov, Objective: obj}
	}
	return s
}

// bucketNames lists the bucket names once each, in the seed's order.
func bucketNames() []string {
	var out []string
	seen := map[string]bool{}
	for _, b := range reasonBuckets[1:] {
		if !seen[b.name] {
			seen[b.name] = true
			out = append(out, b.name)
		}
	}
	return out
}

func (a *summaryAcc) group(name string, idx []int32) Group {
	g := Group{Name: name, N: len(idx), Statuses: map[string]int{}}
	scores := make([]float64, len(idx))
	lat := make([]float64, len(idx))
	var iters, subs float64
	for i, ri := range idx {
		r := &a.rows[ri]
		scores[i] = r.score
		lat[i] = float64(r.latency)
		if r.correct {
			g.Correct++
		}
		g.CostUSD += r.cost
		g.InputTokens += r.in
		g.OutputTokens += r.out
		iters += float64(r.iters)
		subs += float64(r.subs)
		g.Statuses[r.status]++
		if r.usageEst {
			g.EstimatedRows++
			g.UsageEstimated = true
		}
		g.CostEstimated = g.CostEstimated || r.costEst
	}
	nan := Num(math.NaN())
	g.Score, g.ScoreLow, g.ScoreHigh = nan, nan, nan
	g.Accuracy, g.AccuracyLow, g.AccuracyHigh = nan, nan, nan
	g.LatencyP50, g.LatencyP95, g.Iterations, g.SubCalls = nan, nan, nan, nan
	if len(idx) == 0 {
		return g
	}
	// Per-task means, in first-seen order so the result does not depend
	// on map iteration.
	at := map[int32]int{}
	var taskScore, taskCorrect, taskRows []float64
	for _, ri := range idx {
		r := &a.rows[ri]
		i, ok := at[r.task]
		if !ok {
			i = len(taskRows)
			at[r.task] = i
			taskScore, taskCorrect, taskRows = append(taskScore, 0), append(taskCorrect, 0), append(taskRows, 0)
		}
		taskScore[i] += r.score
		if r.correct {
			taskCorrect[i]++
		}
		taskRows[i]++
	}
	for i := range taskRows {
		taskScore[i] /= taskRows[i]
		taskCorrect[i] /= taskRows[i]
	}
	g.Tasks = len(taskRows)
	g.Score = Num(mean(scores))
	g.ScoreLow, g.ScoreHigh = clampedCI(taskScore, float64(g.Score))
	g.Accuracy = Num(float64(g.Correct) / float64(len(idx)))
	if g.Tasks == len(idx) {
		w := stats.Wilson(g.Correct, len(idx))
		g.AccuracyLow, g.AccuracyHigh = Num(w.Low), Num(w.High)
	} else {
		g.AccuracyLow, g.AccuracyHigh = clampedCI(taskCorrect, float64(g.Accuracy))
	}
	sort.Float64s(lat)
	g.LatencyP50, g.LatencyP95 = Num(quantile(lat, 0.5)), Num(quantile(lat, 0.95))
	g.Iterations = Num(iters / float64(len(idx)))
	g.SubCalls = Num(subs / float64(len(idx)))
	return g
}

// clampedCI is the 95% t interval of the mean of x (the per-task means),
// clamped to [0, 1]: scores live there, and a t interval reaching past the
// ends says nothing the ends do not. Zero spread gives the point m.
func clampedCI(x []float64, m float64) (lo, hi Num) {
	ci := stats.MeanCI(x)
	if ci.SD == 0 {
		return Num(m), Num(m)
	}
	if math.IsNaN(ci.Low) {
		return Num(math.NaN()), Num(math.NaN())
	}
	return Num(max(ci.Low, 0)), Num(min(ci.High, 1))
}

func mean(x []float64) float64 {
	var s float64
	for _, v := range x {
		s += v
	}
	return s / float64(len(x))
}

// quantile interpolates linearly between order statistics (numpy's
// default) over sorted x.
func quantile(sorted []float64, q float64) float64 {
	if len(sorted) == 0 {
		return math.NaN()
	}
	pos := q * float64(len(sorted)-1)
	lo := int(math.Floor(pos))
	hi := min(lo+1, len(sorted)-1)
	return sorted[lo] + (pos-float64(lo))*(sorted[hi]-sorted[lo])
}

// JSON is summary.json.
func (s *Summary) JSON() ([]byte, error) {
	b, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// Markdown is summary.md: the score table, then failures.
func (s *Summary) Markdown() string {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# Run %s\n\n", s.Run)
	fmt.Fprintf(&b, "method %s · model %s", s.Method, s.Model)
	if s.Backend != "" {
		fmt.Fprintf(&b, " · backend %s", s.Backend)
	}
	if s.Shown != nil {
		fmt.Fprintf(&b, " (%s, sandbox %s)", s.Process, s.Sandbox)
	}
	fmt.Fprintf(&b, " · variant %s · %d rows", s.Variant, s.Rows)
	if s.Missing > 0 {
		fmt.Fprintf(&b, " · %d of %d (task, epoch) not run yet: run again to resume", s.Missing, s.Expected)
	}
	if s.EndpointErrors > 0 {
		fmt.Fprintf(&b, " · %d (task, epoch) hit endpoint errors and were not recorded: run again to retry them", s.EndpointErrors)
	}
	b.WriteString("\n\n")
	if s.UsageEstimated {
		what := "tokens"
		if s.CostEstimated {
			what = "tokens and cost"
		}
		fmt.Fprintf(&b, "**Estimated usage:** in %d rows the endpoint reported no usage for some call, so their %s are estimated from characters (about 4 per token); totals marked ≈ include estimates.\n\n",
			s.Overall.EstimatedRows, what)
	}
	s.WriteTable(&b)
	if len(s.Failures) > 0 {
		b.WriteString("\n## Failures by reason\n\n")
		rows := make([][]string, len(s.Failures))
		for i, f := range s.Failures {
			rows[i] = []string{f.Reason, strconv.Itoa(f.Count), f.Example}
		}
		bench.MarkdownTable(&b, []string{"reason", "rows", "example"}, rows)
	}
	if a := s.SelfAsmt; a != nil {
		fmt.Fprintf(&b, "\nSelf-assessment objective over %d rows: satisfied rate %.3f × delegation coverage %.3f = %.3f\n",
			a.Rows, a.SatisfiedRate, a.Coverage, a.Objective)
	}
	return b.String()
}

// WriteTable writes the score table (overall, then each family).
func (s *Summary) WriteTable(w io.Writer) {
	header := []string{"family", "n", "score", "95% CI", "accuracy", "95% Wilson", "cost $",
		"tokens in/out", "latency p50/p95", "iterations", "sub-calls", "statuses"}
	var rows [][]string
	for _, g := range append([]Group{s.Overall}, s.Families...) {
		rows = append(rows, []string{
			g.Name, strconv.Itoa(g.N), f3(g.Score), iv(g.ScoreLow, g.ScoreHigh), f3(g.Accuracy),
			iv(g.AccuracyLow, g.AccuracyHigh), approx(g.CostEstimated) + fmt.Sprintf("%.4f", g.CostUSD),
			approx(g.UsageEstimated) + fmt.Sprintf("%d/%d", g.InputTokens, g.OutputTokens),
			fmt.Sprintf("%s/%s", ms(g.LatencyP50), ms(g.LatencyP95)),
			f1(g.Iterations), f1(g.SubCalls), statuses(g.Statuses),
		})
	}
	bench.MarkdownTable(w, header, rows)
}

// WriteFiles writes summary.json and summary.md into dir atomically.
func (s *Summary) WriteFiles(dir string) error {
	js, err := s.JSON()
	if err != nil {
		return err
	}
	if err := bench.WriteFileAtomic(filepath.Join(dir, SummaryJSON), js); err != nil {
		return err
	}
	return bench.WriteFileAtomic(filepath.Join(dir, SummaryMD), []byte(s.Markdown()))
}

// approx marks a total that includes estimates.
func approx(estimated bool) string {
	if estimated {
		return "≈"
	}
	return ""
}

func f3(n Num) string {
	if math.IsNaN(float64(n)) {
		return "–"
	}
	return fmt.Sprintf("%.3f", float64(n))
}

func f1(n Num) string {
	if math.IsNaN(float64(n)) {
		return "–"
	}
	return fmt.Sprintf("%.1f", float64(n))
}

func ms(n Num) string {
	if math.IsNaN(float64(n)) {
		return "–"
	}
	return fmt.Sprintf("%.0fms", float64(n))
}

func iv(lo, hi Num) string {
	if math.IsNaN(float64(lo)) || math.IsNaN(float64(hi)) {
		return "–"
	}
	return fmt.Sprintf("[%.3f, %.3f]", float64(lo), float64(hi))
}

func statuses(m map[string]int) string {
	var parts []string
	for _, k := range []string{StatusOK, StatusError, StatusNoAnswer, StatusBudget} {
		if m[k] > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", k, m[k]))
		}
	}
	return strings.Join(parts, ", ")
}
