package optimize

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/rlm-go/rlm/bench"
)

// File and directory names inside the optimize directory.
const (
	StateFile    = "state.json"
	LineageFile  = "lineage.jsonl"
	SummaryFile  = "summary.json"
	StopFile     = "STOP"
	ClockFile    = "clock.json"
	VariantsDir  = "variants"
	CacheDir     = "cache"
	TestDir      = "test"
	stateVersion = 1
)

// Splits are the task IDs of each split, in shuffled order.
type Splits struct {
	Train      []string `json:"train"`
	Validation []string `json:"validation"`
	Test       []string `json:"test"`
}

// Candidate is a prompt scored on the whole validation split: a member of
// the pool the Pareto front is drawn from.
type Candidate struct {
	Hash   string             `json:"hash"`
	Parent string             `json:"parent,omitempty"`
	Method string             `json:"method"` // start, rule or reflect
	Cycle  int                `json:"cycle"`
	Scores map[string]float64 `json:"scores"` // validation task ID → score
	Mean   float64            `json:"mean"`
}

// LineageEntry records one cycle: what was proposed from which parent and
// how it fared.
type LineageEntry struct {
	Cycle           int      `json:"cycle"`
	Parent          string   `json:"parent"`
	Child           string   `json:"child,omitempty"` // "" when nothing was proposed
	Method          string   `json:"method"`
	Buckets         []string `json:"buckets,omitempty"` // rule method: failure reasons seen
	Patch           string   `json:"patch,omitempty"`   // rule method: the section appended
	MinibatchTasks  []string `json:"minibatch_tasks"`
	ParentMinibatch float64  `json:"parent_minibatch"` // mean score
	ChildMinibatch  *float64 `json:"child_minibatch,omitempty"`
	Validation      *float64 `json:"validation,omitempty"`
	Accepted        bool     `json:"accepted"` // strictly better on the minibatch
	Champion        bool     `json:"champion"` // became the champion
	Note            string   `json:"note,omitempty"`
	// Repeats is the hash of the prompt, evaluated in an earlier cycle,
	// that the proposal repeated (compared with whitespace normalised);
	// the proposal was not evaluated again.
	Repeats string    `json:"repeats,omitempty"`
	At      time.Time `json:"at"`
}

// Spent is the budget used so far. MetricCalls and CostUSD are recomputed
// from the on-disk caches when a search resumes, so work done after the
// last state write is neither lost nor paid twice.
type Spent struct {
	MetricCalls     int           `json:"metric_calls"`
	CostUSD         float64       `json:"cost_usd"`
	ReflectionCalls int           `json:"reflection_calls"`
	Elapsed         time.Duration `json:"elapsed_ns"`
}

// State is state.json. The RNG is not stored: each cycle derives its own
// from (seed, cycle number), so a resumed search makes the same choices.
type State struct {
	Version    int            `json:"version"`
	Method     string         `json:"method"`
	Setup      string         `json:"setup,omitempty"`
	Seed       int64          `json:"seed"`
	PoolHash   string         `json:"pool_hash"`
	Splits     Splits         `json:"splits"`
	Minibatch  int            `json:"minibatch"`
	Start      string         `json:"start"`
	StartName  string         `json:"start_name"`
	Champion   string         `json:"champion"`
	Cycle      int            `json:"cycle"` // cycles completed
	Candidates []Candidate    `json:"candidates"`
	Lineage    []LineageEntry `json:"lineage"`
	Spent      Spent          `json:"spent"`
	StopReason string         `json:"stop_reason,omitempty"`
	Done       bool           `json:"done"`
	Updated    time.Time      `json:"updated"`
}

func (s *State) candidate(hash string) *Candidate {
	for i := range s.Candidates {
		if s.Candidates[i].Hash == hash {
			return &s.Candidates[i]
		}
	}
	return nil
}

// LoadState reads dir/state.json; a missing file returns (nil, nil).
func LoadState(dir string) (*State, error) {
	path := filepath.Join(dir, StateFile)
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var s State
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, fmt.Errorf("%s: %v (delete it to start over)", path, err)
	}
	if s.Version != stateVersion {
		return nil, fmt.Errorf("%s: version %d, this build reads %d", path, s.Version, stateVersion)
	}
	return &s, nil
}

// save writes state.json and lineage.jsonl atomically. lineage.jsonl is
// rebuilt from the state rather than appended to, so a crash between the
// two writes cannot leave a duplicate line.
func (s *State) save(dir string) error {
	b, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	if err := bench.WriteFileAtomic(filepath.Join(dir, StateFile), append(b, '\n')); err != nil {
		return fmt.Errorf("write state: %w", err)
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	for i := range s.Lineage {
		if err := enc.Encode(&s.Lineage[i]); err != nil {
			return err
		}
	}
	if err := bench.WriteFileAtomic(filepath.Join(dir, LineageFile), buf.Bytes()); err != nil {
		return fmt.Errorf("write lineage: %w", err)
	}
	return nil
}

// hashText names a prompt by its content.
func hashText(text string) string {
	sum := sha256.Sum256([]byte(text))
	return hex.EncodeToString(sum[:])[:16]
}

// normText is a prompt as compared for repeats: runs of white space are
// one space, and leading and trailing space is dropped, so a proposal that
// differs from an evaluated prompt only in layout counts as that prompt.
func normText(text string) string { return strings.Join(strings.Fields(text), " ") }

// poolHash fingerprints the task pool: IDs, queries and golds in order.
func poolHash(tasks []bench.Task) string {
	h := sha256.New()
	for _, t := range tasks {
		fmt.Fprintf(h, "%s\x00%s\x00%s\x00%s\x00%s\x01", t.TaskID, t.Query, t.Gold, t.Context, t.ContextPath)
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}
