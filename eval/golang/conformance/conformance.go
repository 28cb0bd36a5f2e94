// Package conformance measures the Go REPL (rlm eval --eval go) against the
// Go toolchain: a program passes when the REPL prints exactly what `go run`
// prints and raises nothing.
//
// Two program sets are measured. The corpus (testdata/corpus) holds Go
// written the way models write it in RLM REPLs, each a whole `package main`
// file with go run's output beside it (.out); it was written without reading
// the backend. The documentation examples are the Go distribution's own
// Example functions with an "// Output:" comment, turned into programs at
// run time from the local GOROOT (see DocExamples) and never committed.
//
// The REPL accepts a whole `package main` file as one cell and runs main, so
// every program is given to it unchanged. Programs that call the host
// (LLMQuery, LLMQueryBatched) get HostStub beside them under go run; the
// stub answers as the dry-run mock answers a one-line prompt with no inputs
// bound: "[mock] " followed by the prompt.
package conformance

import (
	"context"
	"fmt"
	"github.com/rlm-go/rlm/internal/textdiff"
	"io"
	"slices"
	"strings"
	"sync"

	"github.com/rlm-go/rlm/internal/lazyre"
)

// Program is one Go program and what go run prints for it.
type Program struct {
	// Name identifies the program: the corpus file name without ".go", or
	// "<import path>.<Example name>" for a documentation example.
	Name string `json:"name"`
	// Group is what the tables count by: the corpus theme (the file name
	// without its number) or the example's import path.
	Group string `json:"group"`
	// Source is a whole `package main` file.
	Source string `json:"-"`
	// Want is go run's standard output.
	Want string `json:"-"`
	// Unordered compares lines as a multiset ("// Unordered output:").
	Unordered bool `json:"unordered,omitempty"`
	// UsesHost marks programs compiled with HostStub under go run.
	UsesHost bool `json:"-"`
}

// Outcome is what one run of a program through the REPL did.
type Outcome struct {
	Stdout string `json:"stdout"`
	// Error is what the REPL reported when the program did not run to its
	// end (compile error, panic, refused import, timeout); empty otherwise.
	Error string `json:"error,omitempty"`
}

// Runner runs one program through the Go REPL. An error means the harness
// could not run it at all (the binary is missing, the session would not
// start), not that the program failed.
type Runner interface {
	Run(ctx context.Context, p Program) (Outcome, error)
}

// Result is one program measured.
type Result struct {
	Program Program `json:"program"`
	Got     Outcome `json:"got"`
	// HarnessError is set when the runner failed; the program then counts
	// as not identical.
	HarnessError string `json:"harness_error,omitempty"`
}

// Identical reports whether the REPL printed exactly go run's output and
// raised nothing.
func (r Result) Identical() bool {
	if r.HarnessError != "" || r.Got.Error != "" {
		return false
	}
	if r.Program.Unordered {
		return sortedLines(r.Got.Stdout) == sortedLines(r.Program.Want)
	}
	return r.Got.Stdout == r.Program.Want
}

// FirstError is the first line of what went wrong: the REPL's error, or
// the first line where its output differs from go run's.
func (r Result) FirstError() string {
	switch {
	case r.HarnessError != "":
		return "harness: " + firstLine(r.HarnessError)
	case r.Got.Error != "":
		// A panic's trace comes first; the REPL's own summary of the
		// failure is the line naming the cell.
		if m := cellLine.FindString(r.Got.Error); m != "" {
			return clip(strings.TrimSpace(m))
		}
		return firstLine(r.Got.Error)
	}
	return firstDiff(r.Program.Want, r.Got.Stdout)
}

// Skip is a program left out of a measurement, with the reason.
type Skip struct {
	Name   string `json:"name"`
	Group  string `json:"group"`
	Reason string `json:"reason"`
}

// Measure runs every program through runner, at most parallel at once (at
// least 1), and returns the results in the programs' order.
func Measure(ctx context.Context, runner Runner, progs []Program, parallel int) []Result {
	parallel = max(parallel, 1)
	out := make([]Result, len(progs))
	next := make(chan int)
	var wg sync.WaitGroup
	for range parallel {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				res := Result{Program: progs[i]}
				got, err := runner.Run(ctx, progs[i])
				if err != nil {
					res.HarnessError = err.Error()
				}
				res.Got = got
				out[i] = res
			}
		}()
	}
	for i := range progs {
		if ctx.Err() != nil {
			break
		}
		next <- i
	}
	close(next)
	wg.Wait()
	for i := range out {
		if out[i].Program.Name == "" {
			out[i] = Result{Program: progs[i], HarnessError: "not run: " + fmt.Sprint(ctx.Err())}
		}
	}
	return out
}

// Report is a measurement: what ran and what was left out.
type Report struct {
	Title   string   `json:"title"`
	Results []Result `json:"results"`
	Skipped []Skip   `json:"skipped,omitempty"`
}

// GroupStat counts one group's programs.
type GroupStat struct {
	Group     string  `json:"group"`
	Programs  int     `json:"programs"`
	Identical int     `json:"identical"`
	Percent   float64 `json:"percent"`
}

// Identical counts the programs the REPL ran exactly as go run.
func (r Report) Identical() int {
	n := 0
	for _, res := range r.Results {
		if res.Identical() {
			n++
		}
	}
	return n
}

// Percent is the share of identical programs, 0 for an empty report.
func (r Report) Percent() float64 { return percent(r.Identical(), len(r.Results)) }

// Groups counts per group, sorted by group.
func (r Report) Groups() []GroupStat {
	idx := map[string]int{}
	var out []GroupStat
	for _, res := range r.Results {
		i, ok := idx[res.Program.Group]
		if !ok {
			i = len(out)
			idx[res.Program.Group] = i
			out = append(out, GroupStat{Group: res.Program.Group})
		}
		out[i].Programs++
		if res.Identical() {
			out[i].Identical++
		}
	}
	for i := range out {
		out[i].Percent = percent(out[i].Identical, out[i].Programs)
	}
	slices.SortFunc(out, func(a, b GroupStat) int { return strings.Compare(a.Group, b.Group) })
	return out
}

// Failures are the results that were not identical, in order.
func (r Report) Failures() []Result {
	var out []Result
	for _, res := range r.Results {
		if !res.Identical() {
			out = append(out, res)
		}
	}
	return out
}

// WriteTable prints the per-group table and the overall line; with
// failures, one line per failing program (its cause class and first error
// line) and one per skipped program follow.
func (r Report) WriteTable(w io.Writer, failures bool) {
	if r.Title != "" {
		fmt.Fprintln(w, r.Title)
	}
	width := len("overall")
	for _, g := range r.Groups() {
		width = max(width, len(g.Group))
	}
	fmt.Fprintf(w, "%-*s %8s %9s %6s\n", width, "group", "programs", "identical", "%")
	for _, g := range r.Groups() {
		fmt.Fprintf(w, "%-*s %8d %9d %5.1f%%\n", width, g.Group, g.Programs, g.Identical, g.Percent)
	}
	fmt.Fprintf(w, "%-*s %8d %9d %5.1f%%\n", width, "overall", len(r.Results), r.Identical(), r.Percent())
	if len(r.Skipped) > 0 {
		fmt.Fprintf(w, "(%d skipped)\n", len(r.Skipped))
	}
	if !failures {
		return
	}
	for _, f := range r.Failures() {
		fmt.Fprintf(w, "FAIL %s [%s]: %s\n", f.Program.Name, Classify(f), f.FirstError())
	}
	for _, s := range r.Skipped {
		fmt.Fprintf(w, "SKIP %s: %s\n", s.Name, s.Reason)
	}
}

var cellLine = lazyre.New(`cell \d+: .*`)

func percent(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return 100 * float64(n) / float64(of)
}

func sortedLines(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	slices.Sort(lines)
	return strings.Join(lines, "\n")
}

func firstLine(s string) string {
	for _, l := range strings.Split(strings.TrimSpace(s), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			return clip(l)
		}
	}
	return ""
}

func firstDiff(want, got string) string {
	n, w, g, ok := textdiff.FirstLine(want, got)
	if !ok {
		return "output differs"
	}
	return fmt.Sprintf("line %d: want %q, got %q", n, clip(w), clip(g))
}

func clip(s string) string { return textdiff.Clip(s, 140) }

// Summary is a report in the shape kept as the machine-readable baseline.
type Summary struct {
	Title     string        `json:"title"`
	Programs  int           `json:"programs"`
	Identical int           `json:"identical"`
	Percent   float64       `json:"percent"`
	Groups    []GroupStat   `json:"groups"`
	Failures  []FailureLine `json:"failures"`
	Skipped   []Skip        `json:"skipped,omitempty"`
}

// FailureLine is one program that was not identical.
type FailureLine struct {
	Name       string `json:"name"`
	Group      string `json:"group"`
	Cause      string `json:"cause"`
	FirstError string `json:"first_error"`
}

// Summarize condenses a report: counts, groups, one line per failure.
func Summarize(r Report) Summary {
	s := Summary{Title: r.Title, Programs: len(r.Results), Identical: r.Identical(),
		Percent: r.Percent(), Groups: r.Groups(), Skipped: r.Skipped, Failures: []FailureLine{}}
	for _, f := range r.Failures() {
		s.Failures = append(s.Failures, FailureLine{f.Program.Name, f.Program.Group, Classify(f), f.FirstError()})
	}
	return s
}
