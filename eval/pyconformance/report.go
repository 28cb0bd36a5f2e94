package pyconformance

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
)

// Report is one measurement of a backend over the corpora.
type Report struct {
	Backend  string    `json:"backend"`
	Version  string    `json:"backend_version"`
	Tallies  []Tally   `json:"tallies"`
	Outcomes []Outcome `json:"outcomes"`
}

// NewReport gathers outcomes under the backend that produced them.
func NewReport(backend, version string, outs []Outcome) Report {
	return Report{Backend: backend, Version: version, Tallies: Tallies(outs), Outcomes: outs}
}

// WriteJSON writes the report as indented JSON, every outcome included, so
// a later measurement can be compared program by program.
func (r Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	return enc.Encode(r)
}

// WriteMarkdown writes the per-corpus figures, the failures counted by
// class, and every failure with its class and first telling line.
func (r Report) WriteMarkdown(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "Backend: `%s` (%s)\n\n", r.Backend, r.Version)
	b.WriteString("| corpus | passed | total | rate |\n|---|---|---|---|\n")
	for _, t := range r.Tallies {
		fmt.Fprintf(&b, "| %s | %d | %d | %.1f%% |\n", t.Corpus, t.Passed, t.Total, 100*t.Rate())
	}
	for _, t := range r.Tallies {
		var fails []Outcome
		classes := map[string]int{}
		for _, o := range r.Outcomes {
			if o.Corpus == t.Corpus && !o.Pass {
				fails = append(fails, o)
				classes[o.Cause]++
			}
		}
		if len(fails) == 0 {
			continue
		}
		fmt.Fprintf(&b, "\n### %s: failures by class\n\n| class | programs |\n|---|---|\n", t.Corpus)
		names := make([]string, 0, len(classes))
		for c := range classes {
			names = append(names, c)
		}
		sort.Slice(names, func(i, j int) bool {
			if classes[names[i]] != classes[names[j]] {
				return classes[names[i]] > classes[names[j]]
			}
			return names[i] < names[j]
		})
		for _, c := range names {
			fmt.Fprintf(&b, "| %s | %d |\n", mdCell(c), classes[c])
		}
		fmt.Fprintf(&b, "\n### %s: every failure\n\n| program | class | first error line |\n|---|---|---|\n", t.Corpus)
		for _, o := range fails {
			fmt.Fprintf(&b, "| %s | %s | %s |\n", o.ID, mdCell(o.Cause), mdCell(o.Detail))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func mdCell(s string) string {
	s = strings.ReplaceAll(s, "|", `\|`)
	s = strings.ReplaceAll(s, "\n", " ")
	return "`" + strings.ReplaceAll(s, "`", "'") + "`"
}

// Quick is the subset run by every `go test`: the programs it names and
// whether each passed when the subset was recorded.
type Quick struct {
	Backend  string          `json:"backend"`
	Note     string          `json:"note,omitempty"`
	Programs map[string]bool `json:"programs"`
}

// Passing is how many programs of the subset passed when it was recorded.
func (q Quick) Passing() int {
	n := 0
	for _, ok := range q.Programs {
		if ok {
			n++
		}
	}
	return n
}

// Compare sets outs against the recorded subset: regressed are programs
// that passed then and fail now (or did not run), improved the reverse.
// Both come sorted.
func (q Quick) Compare(outs []Outcome) (regressed, improved []string) {
	now := map[string]bool{}
	for _, o := range outs {
		now[o.ID] = o.Pass
	}
	for id, was := range q.Programs {
		is := now[id]
		switch {
		case was && !is:
			regressed = append(regressed, id)
		case !was && is:
			improved = append(improved, id)
		}
	}
	sort.Strings(regressed)
	sort.Strings(improved)
	return regressed, improved
}
