package optimize

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"time"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/ab"
)

// Summary is what a finished search returns and writes to summary.json.
type Summary struct {
	OutDir     string             `json:"out_dir"`
	Method     string             `json:"method"`
	Seed       int64              `json:"seed"`
	Start      string             `json:"start"`
	Champion   string             `json:"champion"`
	ChampionAt string             `json:"champion_path"` // the champion's prompt file
	Splits     map[string]int     `json:"splits"`
	Minibatch  int                `json:"minibatch"`
	Cycles     int                `json:"cycles"`
	Proposed   int                `json:"proposed"`
	Accepted   int                `json:"accepted"`
	Budget     Budget             `json:"budget"`
	Spent      Spent              `json:"spent"`
	StopReason string             `json:"stop_reason"`
	Candidates []CandidateSummary `json:"candidates"`
	Test       TestSummary        `json:"test"`
	Report     *ab.Report         `json:"-"`
}

// CandidateSummary is one row of the candidate table.
type CandidateSummary struct {
	Hash       string  `json:"hash"`
	Parent     string  `json:"parent,omitempty"`
	Method     string  `json:"method"`
	Cycle      int     `json:"cycle"`
	Validation float64 `json:"validation"`
	Wins       int     `json:"wins"` // validation tasks it is best on, counted for front members only
	OnFront    bool    `json:"on_front"`
	Champion   bool    `json:"champion"`
}

// TestSummary is the held-out comparison of the champion against the start.
type TestSummary struct {
	N            int    `json:"n"`
	StartMean    ab.Num `json:"start_mean"`
	ChampionMean ab.Num `json:"champion_mean"`
	Diff         ab.Num `json:"diff"`
	CILow        ab.Num `json:"ci_low"`
	CIHigh       ab.Num `json:"ci_high"`
	P            ab.Num `json:"p"`
	Verdict      string `json:"verdict"`
	Reason       string `json:"reason"`
	Report       string `json:"report"` // report.md path
}

func (s *searcher) summary(rep *ab.Report) *Summary {
	st := s.st
	sum := &Summary{
		OutDir: s.opts.OutDir, Method: st.Method, Seed: st.Seed, Start: st.Start, Champion: st.Champion,
		ChampionAt: filepath.Join(s.opts.OutDir, VariantsDir, st.Champion+".md"),
		Splits:     map[string]int{"train": len(st.Splits.Train), "validation": len(st.Splits.Validation), "test": len(st.Splits.Test)},
		Minibatch:  st.Minibatch, Cycles: st.Cycle, Budget: s.opts.Budget, Spent: st.Spent, StopReason: st.StopReason,
		Report: rep,
	}
	for _, e := range st.Lineage {
		if e.Child != "" {
			sum.Proposed++
		}
		if e.Accepted {
			sum.Accepted++
		}
	}
	front := ParetoFront(st.Candidates, st.Splits.Validation)
	for _, c := range st.Candidates {
		_, on := front.Wins[c.Hash]
		sum.Candidates = append(sum.Candidates, CandidateSummary{Hash: c.Hash, Parent: c.Parent, Method: c.Method,
			Cycle: c.Cycle, Validation: c.Mean, Wins: front.Wins[c.Hash], OnFront: on, Champion: c.Hash == st.Champion})
	}
	sc := rep.Score
	sum.Test = TestSummary{N: sc.N, StartMean: sc.MeanA, ChampionMean: sc.MeanB, Diff: sc.MeanDiff,
		CILow: sc.CILow, CIHigh: sc.CIHigh, P: sc.P, Verdict: rep.Decision.Verdict, Reason: rep.Decision.Reason,
		Report: filepath.Join(s.opts.OutDir, "report.md")}
	return sum
}

// Write prints the summary as text tables or, with format "json", as JSON.
func (s *Summary) Write(w io.Writer, format string) error {
	if format == "json" {
		b, err := json.MarshalIndent(s, "", "  ")
		if err != nil {
			return err
		}
		_, err = w.Write(append(b, '\n'))
		return err
	}
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "Optimize (%s, seed %d) in %s: %d cycles, %d proposed, %d accepted; stopped on %s\n\n",
		s.Method, s.Seed, s.OutDir, s.Cycles, s.Proposed, s.Accepted, s.StopReason)
	rows := [][]string{}
	for _, c := range s.Candidates {
		mark := ""
		if c.Champion {
			mark = "champion"
		} else if c.Hash == s.Start {
			mark = "start"
		}
		front := ""
		if c.OnFront {
			front = "yes"
		}
		parent := c.Parent
		if len(parent) > 8 {
			parent = parent[:8]
		}
		rows = append(rows, []string{c.Hash[:12], parent, c.Method, fmt.Sprint(c.Cycle),
			fmt.Sprintf("%.3f", c.Validation), fmt.Sprint(c.Wins), front, mark})
	}
	bench.MarkdownTable(&buf, []string{"variant", "parent", "method", "cycle", "validation", "wins", "front", ""}, rows)
	t := s.Test
	fmt.Fprintln(&buf)
	bench.MarkdownTable(&buf, []string{"held-out", "n", "start", "champion", "diff", "95% CI", "p", "decision"}, [][]string{{
		"score", fmt.Sprint(t.N), num(t.StartMean), num(t.ChampionMean), num(t.Diff),
		fmt.Sprintf("[%s, %s]", num(t.CILow), num(t.CIHigh)), num(t.P), t.Verdict}})
	fmt.Fprintln(&buf)
	bench.MarkdownTable(&buf, []string{"budget", "spent", "limit"}, [][]string{
		{"metric calls", fmt.Sprint(s.Spent.MetricCalls), limit(float64(s.Budget.MaxMetricCalls), "%.0f")},
		{"cost USD", fmt.Sprintf("%.4f", s.Spent.CostUSD), limit(s.Budget.MaxCostUSD, "%.4f")},
		{"reflection calls", fmt.Sprint(s.Spent.ReflectionCalls), "–"},
		{"cycles", fmt.Sprint(s.Cycles), limit(float64(s.Budget.MaxCycles), "%.0f")},
		{"time", s.Spent.Elapsed.Round(time.Millisecond).String(), durLimit(s.Budget.MaxTime)},
	})
	fmt.Fprintf(&buf, "\nChampion prompt: %s\nHeld-out report: %s\n", s.ChampionAt, t.Report)
	_, err := w.Write(buf.Bytes())
	return err
}

func num(n ab.Num) string {
	f := float64(n)
	if math.IsNaN(f) {
		return "–"
	}
	return fmt.Sprintf("%.4g", f)
}

func limit(v float64, f string) string {
	if v == 0 {
		return "none"
	}
	return fmt.Sprintf(f, v)
}

func durLimit(d time.Duration) string {
	if d == 0 {
		return "none"
	}
	return d.String()
}

// writeResults writes rows as results.jsonl, so `rlm-bench ab` can compare
// the held-out rows again.
func writeResults(path string, rows []bench.Result) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	for i := range rows {
		if err := enc.Encode(&rows[i]); err != nil {
			return err
		}
	}
	return bench.WriteFileAtomic(path, buf.Bytes())
}
