package score_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/bench/score"
)

// conformanceCase is one line of testdata/conformance/<scorer>.<split>.jsonl:
// a model-style answer, its gold, and the score the benchmark authors'
// published scoring function gives it (see testdata/conformance/README.md).
type conformanceCase struct {
	ID             string          `json:"id"`
	Scorer         string          `json:"scorer"`
	Class          string          `json:"class"`
	Answer         string          `json:"answer"`
	Gold           json.RawMessage `json:"gold"`
	Expected       *float64        `json:"expected"`
	ReferenceError string          `json:"reference_error"`
}

type conformanceResult struct {
	agree, total int
	misses       []string
}

// TestConformance runs every registered scorer over the reference-labelled
// corpus and reports agreement per scorer and split. Each must reach 99.5%
// (issue 15); RLM_SCORER_MIN_AGREEMENT sets another floor (a fraction; 0
// only logs the rates). RLM_CONFORMANCE_VERBOSE=1 logs every disagreement.
func TestConformance(t *testing.T) {
	floor := 0.995
	if v := os.Getenv("RLM_SCORER_MIN_AGREEMENT"); v != "" {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || f < 0 || f > 1 {
			t.Fatalf("RLM_SCORER_MIN_AGREEMENT=%q: want a fraction between 0 and 1", v)
		}
		floor = f
	}
	verbose := os.Getenv("RLM_CONFORMANCE_VERBOSE") == "1"

	files, err := filepath.Glob(filepath.Join("testdata", "conformance", "*.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no conformance cases under testdata/conformance")
	}
	sort.Strings(files)
	seen := map[string]string{}
	for _, path := range files {
		base := strings.TrimSuffix(filepath.Base(path), ".jsonl")
		scorer, split, ok := strings.Cut(base, ".")
		if !ok || (split != "train" && split != "heldout") {
			t.Errorf("%s: want <scorer>.train.jsonl or <scorer>.heldout.jsonl", path)
			continue
		}
		if _, err := score.Lookup(scorer); err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		cases := readConformance(t, path)
		if len(cases) == 0 {
			t.Errorf("%s: no cases", path)
			continue
		}
		var res conformanceResult
		for _, c := range cases {
			if prev, dup := seen[c.ID]; dup {
				t.Errorf("%s: case id %q already in %s", path, c.ID, prev)
			}
			seen[c.ID] = path
			if c.Scorer != scorer {
				t.Errorf("%s: case %s names scorer %q", path, c.ID, c.Scorer)
			}
			if c.Expected == nil {
				t.Errorf("%s: case %s has no expected score", path, c.ID)
				continue
			}
			got, err := runScorer(scorer, c.Answer, c.Gold)
			res.total++
			if agrees(c, got, err) {
				res.agree++
				continue
			}
			msg := fmt.Sprintf("%s [%s] answer=%q gold=%s expected=%v got=%v", c.ID, c.Class, clip(c.Answer, 120), clip(string(c.Gold), 80), *c.Expected, got)
			if err != nil {
				msg += " err=" + err.Error()
			}
			res.misses = append(res.misses, msg)
		}
		rate := float64(res.agree) / float64(res.total)
		t.Logf("conformance %-8s %-7s %4d/%-4d agree (%.1f%%)", scorer, split, res.agree, res.total, 100*rate)
		shown := res.misses
		if !verbose && len(shown) > 5 {
			shown = shown[:5]
		}
		for _, m := range shown {
			t.Logf("  differs: %s", m)
		}
		if floor >= 0 && rate < floor {
			t.Errorf("scorer %s on %s: agreement %.4f below RLM_SCORER_MIN_AGREEMENT %.4f (%d cases differ)", scorer, split, rate, floor, len(res.misses))
		}
	}
}

// agrees compares a scorer's result with the reference label. Where the
// reference itself raised (reference_error), an error or a zero both agree.
func agrees(c conformanceCase, got float64, err error) bool {
	if c.ReferenceError != "" {
		return err != nil || math.Abs(got) < 1e-9
	}
	return err == nil && math.Abs(got-*c.Expected) < 1e-9
}

// runScorer turns a scorer panic into an error so one bad case does not
// hide the rates of all the others.
func runScorer(name, answer string, gold json.RawMessage) (s float64, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	s, _, err = score.Score(name, answer, gold)
	return s, err
}

func readConformance(t *testing.T, path string) []conformanceCase {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []conformanceCase
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1<<20), 16<<20)
	for n := 1; sc.Scan(); n++ {
		var c conformanceCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("%s:%d: %v", path, n, err)
		}
		out = append(out, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return out
}

func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}
