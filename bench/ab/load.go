package ab

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/rlm-go/rlm/bench"
)

// ResultsFile is the name of a run directory's results file.
const ResultsFile = "results.jsonl"

// ResolveResults turns a run directory or a results.jsonl path into the
// results file path.
func ResolveResults(path string) (string, error) {
	st, err := os.Stat(path)
	if err != nil {
		return "", fmt.Errorf("run %s: %w", path, err)
	}
	if st.IsDir() {
		p := filepath.Join(path, ResultsFile)
		if _, err := os.Stat(p); err != nil {
			return "", fmt.Errorf("run directory %s has no %s: %w", path, ResultsFile, err)
		}
		return p, nil
	}
	return path, nil
}

// LoadResults reads the rows of a run directory or results.jsonl file.
// Malformed rows are errors naming the file and line, because a silently
// skipped row changes which tasks pair. results.jsonl is append-only: a
// (task_id, epoch) run again (rlm-bench run --retry-errors) has a later row
// that supersedes the earlier one, so only the last row of each is kept,
// as bench/run's summary does.
func LoadResults(path string) ([]bench.Result, error) {
	p, err := ResolveResults(path)
	if err != nil {
		return nil, err
	}
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	rows, err := ReadResults(f, p)
	if err != nil {
		return nil, err
	}
	return bench.LatestResults(rows), nil
}

// ReadResults parses JSON lines; name labels errors ("name:line: ...").
// Blank lines are allowed.
func ReadResults(r io.Reader, name string) ([]bench.Result, error) {
	br := bufio.NewReader(r)
	var rows []bench.Result
	for line := 1; ; line++ {
		b, err := br.ReadBytes('\n')
		if len(bytes.TrimSpace(b)) > 0 {
			var row bench.Result
			if derr := json.Unmarshal(b, &row); derr != nil {
				return nil, fmt.Errorf("%s:%d: malformed result row: %v", name, line, derr)
			}
			if row.TaskID == "" {
				return nil, fmt.Errorf("%s:%d: result row has no task_id", name, line)
			}
			rows = append(rows, row)
		}
		if errors.Is(err, io.EOF) {
			return rows, nil
		}
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, line, err)
		}
	}
}

// Row is what ab reads of a results row: the pairing key, the family and
// source documents, the score and the resource and delegation metrics.
// A run of 300,000 rows is held as these, without answers, gold values or
// usage maps, which are most of a row's bytes.
type Row struct {
	TaskID             string   `json:"task_id"`
	Epoch              int      `json:"epoch"`
	Family             string   `json:"family"`
	SourceIDs          []string `json:"source_ids"`
	Score              float64  `json:"score"`
	InputTokens        int64    `json:"input_tokens"`
	OutputTokens       int64    `json:"output_tokens"`
	CostUSD            float64  `json:"cost_usd"`
	LatencyMS          int64    `json:"latency_ms"`
	Dispatches         int      `json:"dispatches,omitempty"`
	AssessmentsTotal   int      `json:"assessments_total,omitempty"`
	AssessmentsSatisfd int      `json:"assessments_satisfied,omitempty"`
	Objective          float64  `json:"objective,omitempty"`
}

// RowOf is r's Row.
func RowOf(r bench.Result) Row {
	return Row{TaskID: r.TaskID, Epoch: r.Epoch, Family: r.Family, SourceIDs: r.SourceIDs, Score: r.Score,
		InputTokens: r.InputTokens, OutputTokens: r.OutputTokens, CostUSD: r.CostUSD, LatencyMS: r.LatencyMS,
		Dispatches: r.Dispatches, AssessmentsTotal: r.AssessmentsTotal, AssessmentsSatisfd: r.AssessmentsSatisfd,
		Objective: r.Objective}
}

// RowsOf is RowOf of each row.
func RowsOf(rows []bench.Result) []Row {
	out := make([]Row, len(rows))
	for i, r := range rows {
		out[i] = RowOf(r)
	}
	return out
}

// LoadRows is LoadResults reading only ab's fields, in one pass over the
// file: the last row of each (task_id, epoch) replaces the earlier one in
// place, as bench.LatestResults keeps them.
func LoadRows(path string) ([]Row, error) {
	p, err := ResolveResults(path)
	if err != nil {
		return nil, err
	}
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	type k struct {
		id    string
		epoch int
	}
	// Sized from the file and its first lines: growing by doubling copied
	// 300,000 rows several times over.
	n := estimateRows(f)
	at := make(map[k]int, n)
	rows := make([]Row, 0, n)
	// Families and source documents repeat across rows: one copy each.
	strs := map[string]string{}
	intern := func(b []byte) string {
		if v, ok := strs[string(b)]; ok {
			return v
		}
		s := string(b)
		strs[s] = s
		return s
	}
	br := bufio.NewReaderSize(f, 1<<20)
	for line := 1; ; line++ {
		b, err := br.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			long := append([]byte(nil), b...)
			for errors.Is(err, bufio.ErrBufferFull) {
				b, err = br.ReadSlice('\n')
				long = append(long, b...)
			}
			b = long
		}
		if len(bytes.TrimSpace(b)) > 0 {
			// Decoded in place: a Row per line on the heap was as
			// much garbage again.
			rows = append(rows, Row{})
			row := &rows[len(rows)-1]
			if derr := decodeRow(b, row, intern); derr != nil {
				return nil, fmt.Errorf("%s:%d: malformed result row: %v", p, line, derr)
			}
			if row.TaskID == "" {
				return nil, fmt.Errorf("%s:%d: result row has no task_id", p, line)
			}
			if i, ok := at[k{row.TaskID, row.Epoch}]; ok {
				rows[i] = *row
				rows = rows[:len(rows)-1]
			} else {
				at[k{row.TaskID, row.Epoch}] = len(rows) - 1
			}
		}
		if errors.Is(err, io.EOF) {
			return rows, nil
		}
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", p, line, err)
		}
	}
}

// estimateRows guesses f's line count from its size and the length of
// its first lines, and rewinds it.
func estimateRows(f *os.File) int {
	st, err := f.Stat()
	if err != nil || st.Size() == 0 {
		return 0
	}
	head := make([]byte, min(st.Size(), 64<<10))
	n, _ := f.ReadAt(head, 0)
	lines := bytes.Count(head[:n], []byte("\n"))
	if lines == 0 {
		return 1
	}
	return int(st.Size()/int64(n)*int64(lines)) + lines
}

// profileFile is the part of a build/run profile that ab reads.
type profileFile struct {
	ABThresholds *struct {
		MinAssessmentVolume *int     `json:"min_assessment_volume"`
		MaxCoverageDrop     *float64 `json:"max_coverage_drop"`
		MinObjectiveDelta   *float64 `json:"min_objective_delta"`
		MinScoreDelta       *float64 `json:"min_score_delta"`
		Alpha               *float64 `json:"alpha"`
	} `json:"ab_thresholds"`
}

// LoadProfile overlays the ab_thresholds object of a profile JSON file on
// base; fields the profile leaves out keep base's value.
func LoadProfile(path string, base Thresholds) (Thresholds, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return base, fmt.Errorf("profile: %w", err)
	}
	var pf profileFile
	if err := json.Unmarshal(raw, &pf); err != nil {
		return base, fmt.Errorf("profile %s: %v", path, err)
	}
	if pf.ABThresholds == nil {
		return base, fmt.Errorf("profile %s has no ab_thresholds object", path)
	}
	t, out := pf.ABThresholds, base
	if t.MinAssessmentVolume != nil {
		out.MinAssessmentVolume = *t.MinAssessmentVolume
	}
	if t.MaxCoverageDrop != nil {
		out.MaxCoverageDrop = *t.MaxCoverageDrop
	}
	if t.MinObjectiveDelta != nil {
		out.MinObjectiveDelta = *t.MinObjectiveDelta
	}
	if t.MinScoreDelta != nil {
		out.MinScoreDelta = *t.MinScoreDelta
	}
	if t.Alpha != nil {
		out.Alpha = *t.Alpha
	}
	if err := out.Validate(); err != nil {
		return base, fmt.Errorf("profile %s: %w", path, err)
	}
	return out, nil
}
