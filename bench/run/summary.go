package run

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/score"
	"github.com/rlm-go/rlm/bench/stats"
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
	re   *regexp.Regexp
}{
	// First: a budget or a timeout says why the run stopped, whatever
	// the budget was about ("sub_calls budget exhausted").
	{"timeout_or_runtime_issue", regexp.MustCompile(`(?i)budget exhausted|time ?out|timed out|deadline exceeded`)},
	{"unclear_dispatch", regexp.MustCompile(`(?i)dispatch|delegat|sub-?agent|sub_calls|lm_query|rlm_query|coverage`)},
	{"insufficient_context", regexp.MustCompile(`(?i)insufficient|not enough (context|information)|context (window|length)|too (long|large)|no line of the context|missing context|context: `)},
	{"wrong_or_incomplete_output", regexp.MustCompile(`(?i)wrong answer|incorrect|incomplete|partial|no final answer|gave up|no answer|scored 0`)},
	{"format_or_contract_issue", regexp.MustCompile(`(?i)format|contract|schema|json|parse|invalid|no code block|final_var|final_answer|scorer`)},
	{"timeout_or_runtime_issue", regexp.MustCompile(`(?i)time ?out|timed out|deadline|budget|runtime|exception|traceback|panic|error|connection|refused|http \d{3}|no response`)},
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
	return summarize(rows, tasks, epochs, nil)
}

// summarize is Summarize over the pairs owns accepts (nil: all), so a
// shard's summary counts only its own pairs as expected or missing.
func summarize(rows []bench.Result, tasks []bench.Task, epochs int, owns func(string, int) bool) *Summary {
	selected := map[string]bool{}
	for _, t := range tasks {
		for e := 1; e <= max(epochs, 1); e++ {
			if owns == nil || owns(t.TaskID, e) {
				selected[rowKey(t.TaskID, e)] = true
			}
		}
	}
	seen := map[string]bool{}
	uniq := rows[:0:0]
	for _, r := range bench.LatestResults(rows) {
		k := rowKey(r.TaskID, r.Epoch)
		if selected[k] {
			seen[k] = true
			uniq = append(uniq, r)
		}
	}
	s := &Summary{Rows: len(uniq), Expected: len(tasks) * max(epochs, 1)}
	if owns != nil {
		s.Expected = len(selected)
	}
	required := map[string]int{}
	selfAssessed := map[string]bool{}
	for _, t := range tasks {
		required[t.TaskID] = t.RequiredMinDispatches
		if readsDelegation(t.Scorer) {
			selfAssessed[t.TaskID] = true
		}
		for e := 1; e <= max(epochs, 1); e++ {
			if k := rowKey(t.TaskID, e); selected[k] && !seen[k] {
				s.Missing++
			}
		}
	}
	s.Overall = group("all", uniq)
	s.UsageEstimated, s.CostEstimated = s.Overall.UsageEstimated, s.Overall.CostEstimated
	byFamily := map[string][]bench.Result{}
	for _, r := range uniq {
		byFamily[r.Family] = append(byFamily[r.Family], r)
	}
	names := make([]string, 0, len(byFamily))
	for f := range byFamily {
		names = append(names, f)
	}
	sort.Strings(names)
	for _, f := range names {
		s.Families = append(s.Families, group(f, byFamily[f]))
	}

	counts := map[string]*Failure{}
	for _, r := range uniq {
		if r.Correct && r.Status == StatusOK {
			continue
		}
		text := r.Error
		if text == "" {
			text = fmt.Sprintf("wrong answer (score %.2f)", r.Score)
		}
		b := ReasonBucket(text)
		if counts[b] == nil {
			counts[b] = &Failure{Reason: b, Example: r.TaskID + ": " + oneLine(text, 200)}
		}
		counts[b].Count++
	}
	for _, b := range append(bucketNames(), "other") {
		if f := counts[b]; f != nil {
			s.Failures = append(s.Failures, *f)
		}
	}
	s.Failures = append([]Failure{}, s.Failures...)

	var sa []score.Delegation
	for _, r := range uniq {
		if selfAssessed[r.TaskID] {
			sa = append(sa, delegationOf(r, required[r.TaskID]))
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

func group(name string, rows []bench.Result) Group {
	g := Group{Name: name, N: len(rows), Statuses: map[string]int{}}
	scores := make([]float64, len(rows))
	lat := make([]float64, len(rows))
	var iters, subs float64
	for i, r := range rows {
		scores[i] = r.Score
		lat[i] = float64(r.LatencyMS)
		if r.Correct {
			g.Correct++
		}
		g.CostUSD += r.CostUSD
		g.InputTokens += r.InputTokens
		g.OutputTokens += r.OutputTokens
		iters += float64(r.Iterations)
		subs += float64(r.SubCalls)
		g.Statuses[r.Status]++
		if r.UsageEstimated {
			g.EstimatedRows++
			g.UsageEstimated = true
		}
		g.CostEstimated = g.CostEstimated || r.CostEstimated
	}
	nan := Num(math.NaN())
	g.Score, g.ScoreLow, g.ScoreHigh = nan, nan, nan
	g.Accuracy, g.AccuracyLow, g.AccuracyHigh = nan, nan, nan
	g.LatencyP50, g.LatencyP95, g.Iterations, g.SubCalls = nan, nan, nan, nan
	if len(rows) == 0 {
		return g
	}
	// Per-task means, in first-seen order so the result does not depend
	// on map iteration.
	idx := map[string]int{}
	var taskScore, taskCorrect, taskRows []float64
	for _, r := range rows {
		i, ok := idx[r.TaskID]
		if !ok {
			i = len(taskRows)
			idx[r.TaskID] = i
			taskScore, taskCorrect, taskRows = append(taskScore, 0), append(taskCorrect, 0), append(taskRows, 0)
		}
		taskScore[i] += r.Score
		if r.Correct {
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
	g.Accuracy = Num(float64(g.Correct) / float64(len(rows)))
	if g.Tasks == len(rows) {
		w := stats.Wilson(g.Correct, len(rows))
		g.AccuracyLow, g.AccuracyHigh = Num(w.Low), Num(w.High)
	} else {
		g.AccuracyLow, g.AccuracyHigh = clampedCI(taskCorrect, float64(g.Accuracy))
	}
	sort.Float64s(lat)
	g.LatencyP50, g.LatencyP95 = Num(quantile(lat, 0.5)), Num(quantile(lat, 0.95))
	g.Iterations = Num(iters / float64(len(rows)))
	g.SubCalls = Num(subs / float64(len(rows)))
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
