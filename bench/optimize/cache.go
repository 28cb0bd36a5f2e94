package optimize

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/llm"
)

// statusError is bench/run's status of a row that failed for a reason
// other than the model (an unreadable context, a rejected request).
const statusError = "error"

// evalEntry is one cached task evaluation.
type evalEntry struct {
	Variant string       `json:"variant"`
	TaskID  string       `json:"task_id"`
	Epoch   int          `json:"epoch"`
	Result  bench.Result `json:"result"`
	Trace   string       `json:"trace,omitempty"`
}

// reflectEntry is one cached reflection reply.
type reflectEntry struct {
	Model   string    `json:"model"`
	Content string    `json:"content"`
	Usage   llm.Usage `json:"usage"`
}

// store caches evaluations and reflection replies under dir and keeps the
// ledger of what they cost. Every entry was paid for exactly once by this
// optimize directory, so the ledger is the count and the sum of the
// entries: a resumed search recomputes it by scanning and can never count
// a replayed (cached) evaluation again.
type store struct {
	dir   string
	setup string // hash of Options.Setup; "" keeps the original layout

	mu              sync.Mutex
	metricCalls     int
	costUSD         float64
	reflectionCalls int
}

func openStore(dir, setup string) (*store, error) {
	s := &store{dir: dir}
	if setup != "" {
		s.setup = "setup-" + shortSum(setup)[:12]
	}
	for _, sub := range []string{"evals", "reflect"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
			return nil, fmt.Errorf("cache: %w", err)
		}
	}
	err := filepath.WalkDir(filepath.Join(dir, "evals"), func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".json") {
			return err
		}
		var e evalEntry
		if readJSON(path, &e) != nil {
			return nil // a torn or foreign file is a miss, not a charge
		}
		s.metricCalls++
		s.costUSD += e.Result.CostUSD
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("cache: %w", err)
	}
	err = filepath.WalkDir(filepath.Join(dir, "reflect"), func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".json") {
			return err
		}
		var e reflectEntry
		if readJSON(path, &e) != nil {
			return nil
		}
		s.reflectionCalls++
		s.costUSD += e.Usage.CostUSD
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("cache: %w", err)
	}
	return s, nil
}

func (s *store) spent() (calls int, cost float64, reflections int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.metricCalls, s.costUSD, s.reflectionCalls
}

func shortSum(parts ...string) string {
	h := sha256.New()
	for _, p := range parts {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))[:20]
}

func (s *store) evalPath(variant, taskID string, epoch int) string {
	return filepath.Join(s.dir, "evals", s.setup, variant, fmt.Sprintf("%s-e%d.json", shortSum(taskID), epoch))
}

// failedPath is where a row with status "error" goes: under evals, so the
// ledger counts it as spent, but never where getEval looks, so the task is
// evaluated again next time instead of replaying the failure forever.
func (s *store) failedPath(variant, taskID string, epoch int) (string, error) {
	dir := filepath.Join(s.dir, "evals", "failed", s.setup, variant)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	f, err := os.CreateTemp(dir, fmt.Sprintf("%s-e%d-*.json", shortSum(taskID), epoch))
	if err != nil {
		return "", err
	}
	f.Close()
	return f.Name(), nil
}

func (s *store) getEval(variant, taskID string, epoch int) (evalEntry, bool) {
	var e evalEntry
	if err := readJSON(s.evalPath(variant, taskID, epoch), &e); err != nil {
		return e, false
	}
	if e.TaskID != taskID || e.Variant != variant {
		return e, false
	}
	return e, true
}

func (s *store) putEval(e evalEntry) error {
	path := s.evalPath(e.Variant, e.TaskID, e.Epoch)
	if e.Result.Status == statusError {
		var err error
		if path, err = s.failedPath(e.Variant, e.TaskID, e.Epoch); err != nil {
			return fmt.Errorf("record failed evaluation of %s: %w", e.TaskID, err)
		}
	}
	if err := writeJSON(path, e); err != nil {
		return fmt.Errorf("cache evaluation of %s: %w", e.TaskID, err)
	}
	s.mu.Lock()
	s.metricCalls++
	s.costUSD += e.Result.CostUSD
	s.mu.Unlock()
	return nil
}

func (s *store) reflectPath(key string) string {
	return filepath.Join(s.dir, "reflect", key+".json")
}

func (s *store) getReflect(key string) (reflectEntry, bool) {
	var e reflectEntry
	err := readJSON(s.reflectPath(key), &e)
	return e, err == nil
}

func (s *store) putReflect(key string, e reflectEntry) error {
	if err := writeJSON(s.reflectPath(key), e); err != nil {
		return fmt.Errorf("cache reflection: %w", err)
	}
	s.mu.Lock()
	s.reflectionCalls++
	s.costUSD += e.Usage.CostUSD
	s.mu.Unlock()
	return nil
}

func readJSON(path string, v any) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if len(b) == 0 {
		return errors.New("empty")
	}
	return json.Unmarshal(b, v)
}

func writeJSON(path string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return bench.WriteFileAtomic(path, b)
}
