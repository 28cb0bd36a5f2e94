// Package build turns pulled sources and generated data into a task pool:
// <out>/tasks.jsonl plus one context file per task under <out>/contexts/.
// A profile names the task families, their counts and their generator
// settings; builds are deterministic for a given profile, seed and inputs.
package build

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"slices"
	"sort"
	"strings"
)

// Task families.
const (
	FamilyCrossSectionCompare        = "cross_section_compare"
	FamilyConstraintExtractionMatrix = "constraint_extraction_matrix"
	FamilyContradictionHunt          = "contradiction_hunt"
	FamilyProcedureReconstruction    = "procedure_reconstruction"
	FamilyEvidenceLinking            = "evidence_linking"
	FamilySNIAH                      = "sniah"
	FamilyOolong                     = "oolong"
	FamilyOolongPairs                = "oolong_pairs"
	FamilyCodeQA                     = "code_qa"
	FamilyOolongSynth                = "oolong_synth" // rows of a pulled oolong-synth parquet
	FamilyLongBenchV2                = "longbench_v2" // rows of a pulled LongBench-v2 file
)

// DelegationFamilies are the seed's five families, scored by self-assessment.
var delegationFamilies = []string{
	FamilyCrossSectionCompare, FamilyConstraintExtractionMatrix, FamilyContradictionHunt,
	FamilyProcedureReconstruction, FamilyEvidenceLinking,
}

// IsDelegationFamily reports whether f is one of the seed's five families.
func IsDelegationFamily(f string) bool { return slices.Contains(delegationFamilies, f) }

// Families lists every family build knows.
func Families() []string {
	return append(slices.Clone(delegationFamilies), FamilySNIAH, FamilyOolong, FamilyOolongPairs, FamilyCodeQA, FamilyOolongSynth, FamilyLongBenchV2)
}

// Profile describes a pool. Sources name documents for the delegation
// families and haystacks: an id from <data>/index.json, "goroot:<rel>" for
// a file or directory under GOROOT, or "path:<file or dir>".
type Profile struct {
	Name                  string         `json:"name"`
	Description           string         `json:"description,omitempty"`
	TargetTaskCount       int            `json:"target_task_count"`
	Families              []string       `json:"families"`
	Counts                map[string]int `json:"counts,omitempty"` // per family; missing families share the rest evenly
	SegmentSizeChars      int            `json:"segment_size_chars"`
	SegmentOverlapChars   int            `json:"segment_overlap_chars"`
	TaskWrapperPath       string         `json:"task_wrapper_path,omitempty"`
	RequiredMinDispatches int            `json:"required_min_dispatches"`
	Seed                  int64          `json:"seed"`
	Sources               []string       `json:"sources,omitempty"`
	Generators            Generators     `json:"generators"`
	RunDefaults           map[string]any `json:"run_defaults,omitempty"`
	ABThresholds          ABThresholds   `json:"ab_thresholds"`
}

// ABThresholds are read by `rlm-bench ab`; build only carries them.
type ABThresholds struct {
	MinAssessmentVolume int     `json:"min_assessment_volume"`
	MaxCoverageDrop     float64 `json:"max_coverage_drop"`
	MinObjectiveDelta   float64 `json:"min_objective_delta"`
}

// Generators configure the families with computed gold answers.
type Generators struct {
	SNIAH       SNIAHConfig   `json:"sniah"`
	Oolong      OolongConfig  `json:"oolong"`
	Pairs       PairsConfig   `json:"oolong_pairs"`
	Code        CodeConfig    `json:"code_qa"`
	OolongSynth DatasetConfig `json:"oolong_synth"`
	LongBenchV2 DatasetConfig `json:"longbench_v2"`
}

// SNIAHConfig: needles at Depths (0 = start, 1 = end) in haystacks of
// LengthsTokens tokens (4 characters per token). Haystack text comes from
// HaystackSources (same syntax as Profile.Sources; default goroot:src).
type SNIAHConfig struct {
	LengthsTokens   []int     `json:"lengths_tokens"`
	Depths          []float64 `json:"depths"`
	Needle          string    `json:"needle"` // "number", "kv" or "mixed"
	KVDistractors   int       `json:"kv_distractors"`
	HaystackSources []string  `json:"haystack_sources,omitempty"`
}

// OolongConfig: record sets of Records labelled lines, QuestionsPerSet
// questions each.
type OolongConfig struct {
	Records         int      `json:"records"`
	QuestionsPerSet int      `json:"questions_per_set"`
	Labels          []string `json:"labels,omitempty"`
}

// PairsConfig: record sets over Users users.
type PairsConfig struct {
	Records         int `json:"records"`
	Users           int `json:"users"`
	QuestionsPerSet int `json:"questions_per_set"`
}

// CodeConfig: questions over Go packages under Root (default
// $GOROOT/src); Packages restricts the candidates (import paths).
type CodeConfig struct {
	Root            string   `json:"root,omitempty"`
	Packages        []string `json:"packages,omitempty"`
	MaxContextChars int      `json:"max_context_chars"`
}

// DatasetConfig converts rows of a pulled dataset file into tasks.
type DatasetConfig struct {
	Source          string `json:"source"` // id in index.json
	MaxContextChars int    `json:"max_context_chars,omitempty"`
}

const charsPerToken = 4

// LoadProfile returns a built-in profile by name, or reads a JSON file.
func LoadProfile(nameOrPath string) (*Profile, error) {
	if p, ok := BuiltinProfile(nameOrPath); ok {
		return p, nil
	}
	b, err := os.ReadFile(nameOrPath)
	if err != nil {
		if os.IsNotExist(err) && !strings.ContainsAny(nameOrPath, "/\\.") {
			return nil, fmt.Errorf("no built-in profile %q (have %s) and no such file", nameOrPath, strings.Join(BuiltinProfileNames(), ", "))
		}
		return nil, err
	}
	p := defaultProfile()
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(p); err != nil {
		return nil, fmt.Errorf("profile %s: %w", nameOrPath, err)
	}
	if err := p.Validate(); err != nil {
		return nil, fmt.Errorf("profile %s: %w", nameOrPath, err)
	}
	return p, nil
}

// Validate checks the profile for mistakes a build would otherwise hide.
func (p *Profile) Validate() error {
	if p.Name == "" {
		return fmt.Errorf(`missing "name"`)
	}
	if len(p.Families) == 0 {
		return fmt.Errorf(`"families" is empty (known: %s)`, strings.Join(Families(), ", "))
	}
	for _, f := range p.Families {
		if !slices.Contains(Families(), f) {
			return fmt.Errorf("unknown family %q (known: %s)", f, strings.Join(Families(), ", "))
		}
	}
	for f := range p.Counts {
		if !slices.Contains(p.Families, f) {
			return fmt.Errorf("counts names family %q which is not in families", f)
		}
	}
	if p.SegmentSizeChars <= 0 || p.SegmentOverlapChars < 0 || p.SegmentOverlapChars >= p.SegmentSizeChars {
		return fmt.Errorf("segment_size_chars (%d) must be positive and larger than segment_overlap_chars (%d)", p.SegmentSizeChars, p.SegmentOverlapChars)
	}
	for _, d := range p.Generators.SNIAH.Depths {
		if d < 0 || d > 1 {
			return fmt.Errorf("generators.sniah.depths: %v is outside 0..1", d)
		}
	}
	for _, n := range p.Generators.SNIAH.LengthsTokens {
		if n < 256 {
			return fmt.Errorf("generators.sniah.lengths_tokens: %d is too short (minimum 256)", n)
		}
	}
	return nil
}

// allocate splits the target over the families: explicit counts first,
// the remainder evenly over the others. When count > 0 overrides the
// target, explicit counts are scaled by the same factor.
func (p *Profile) allocate(count int) map[string]int {
	target := p.TargetTaskCount
	counts := map[string]int{}
	for f, n := range p.Counts {
		counts[f] = n
	}
	if count > 0 && count != target {
		if target > 0 && len(counts) > 0 {
			scaleCounts(counts, p.Families, float64(count)/float64(target), len(counts) == len(p.Families), count)
		}
		target = count
	}
	fixed := 0
	var rest []string
	for _, f := range p.Families {
		if n, ok := counts[f]; ok {
			fixed += n
		} else {
			rest = append(rest, f)
		}
	}
	left := max(0, target-fixed)
	for i, f := range rest {
		counts[f] = left / len(rest)
		if i < left%len(rest) {
			counts[f]++
		}
	}
	// Rounding can overshoot a small --count; trim the largest families.
	for total(counts) > target && target > 0 {
		big := ""
		for _, f := range p.Families {
			if big == "" || counts[f] > counts[big] {
				big = f
			}
		}
		counts[big]--
	}
	return counts
}

// scaleCounts multiplies counts by f (at least 1 each); when the counts
// cover every family, leftover tasks go to the largest remainders so the
// total hits want exactly.
func scaleCounts(counts map[string]int, families []string, f float64, all bool, want int) {
	rem := map[string]float64{}
	for k, n := range counts {
		x := float64(n) * f
		counts[k] = max(1, int(math.Floor(x)))
		rem[k] = x - math.Floor(x)
	}
	for all && total(counts) < want {
		best := ""
		for _, k := range families {
			if _, ok := counts[k]; ok && (best == "" || rem[k] > rem[best]) {
				best = k
			}
		}
		counts[best]++
		rem[best] = -1
	}
}

func total(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

func defaultProfile() *Profile {
	return &Profile{
		SegmentSizeChars:      12000,
		SegmentOverlapChars:   800,
		RequiredMinDispatches: 2,
		Seed:                  1,
		ABThresholds:          ABThresholds{MinAssessmentVolume: 40, MaxCoverageDrop: 0.02, MinObjectiveDelta: 0.03},
		Generators: Generators{
			SNIAH:       SNIAHConfig{LengthsTokens: []int{1 << 13, 1 << 14, 1 << 15}, Depths: []float64{0, 0.25, 0.5, 0.75, 1}, Needle: "mixed", KVDistractors: 4},
			Oolong:      OolongConfig{Records: 300, QuestionsPerSet: 5},
			Pairs:       PairsConfig{Records: 160, Users: 24, QuestionsPerSet: 3},
			Code:        CodeConfig{MaxContextChars: 400_000},
			OolongSynth: DatasetConfig{Source: "oolong_synth_validation_0", MaxContextChars: 600_000},
			LongBenchV2: DatasetConfig{Source: "longbench_v2", MaxContextChars: 2_000_000},
		},
	}
}

// BuiltinProfileNames lists the built-in profiles.
func BuiltinProfileNames() []string {
	return []string{"starter", "seed", "sniah_sweep", "full", "oolong_synth", "longbench_v2"}
}

// BuiltinProfile returns a fresh copy of a built-in profile:
//
//	starter       40 gold-scored tasks, no network: S-NIAH at 2^13..2^15
//	              tokens, OOLONG-style, OOLONG-Pairs-style, Go code questions
//	seed          the seed's five delegation families over its five texts
//	              (needs `rlm-bench pull`)
//	sniah_sweep   S-NIAH from 2^13 to 2^20 tokens, no network
//	full          starter families at larger sizes plus delegation over the
//	              Go spec and memory model, no network
//	oolong_synth, longbench_v2  rows of the pulled datasets
func BuiltinProfile(name string) (*Profile, bool) {
	p := defaultProfile()
	p.Name = name
	switch name {
	case "starter":
		p.Description = "offline starter suite: S-NIAH, OOLONG-style, pairs and Go code questions with computed gold answers"
		p.Families = []string{FamilySNIAH, FamilyOolong, FamilyOolongPairs, FamilyCodeQA}
		p.Counts = map[string]int{FamilySNIAH: 12, FamilyOolong: 10, FamilyOolongPairs: 6, FamilyCodeQA: 12}
		p.TargetTaskCount = 40
		p.Generators.SNIAH.Depths = []float64{0.1, 0.4, 0.6, 0.9}
		p.Generators.Oolong.Records = 120
		p.Generators.Pairs.Records = 90
		p.Generators.Pairs.Users = 16
		p.Generators.Code.Packages = []string{"strings", "bufio", "sort", "errors", "container/list", "unicode/utf8", "path", "encoding/csv", "text/tabwriter", "html", "net/url", "io", "flag", "strconv", "bytes", "math/bits"}
		p.Generators.Code.MaxContextChars = 150_000
		p.RunDefaults = map[string]any{"epochs": 1, "concurrency": 8, "max_depth": 1}
	case "seed":
		p.Description = "the seed's delegation benchmark: five families over five pulled texts, scored by self-assessment"
		p.Families = slices.Clone(delegationFamilies)
		p.TargetTaskCount = 50
		p.Sources = []string{"pg_1342", "pg_1661", "pg_2701", "rfc9000", "rfc9110"}
		p.RunDefaults = map[string]any{"epochs": 1, "concurrency": 4}
	case "sniah_sweep":
		p.Description = "S-NIAH from 2^13 to 2^20 tokens at five depths"
		p.Families = []string{FamilySNIAH}
		p.TargetTaskCount = 40
		p.Generators.SNIAH.LengthsTokens = []int{1 << 13, 1 << 14, 1 << 15, 1 << 16, 1 << 17, 1 << 18, 1 << 19, 1 << 20}
	case "full":
		p.Description = "offline: every generated family at paper-like sizes plus delegation over the Go spec and memory model"
		p.Families = append([]string{FamilySNIAH, FamilyOolong, FamilyOolongPairs, FamilyCodeQA}, delegationFamilies...)
		p.Counts = map[string]int{FamilySNIAH: 40, FamilyOolong: 50, FamilyOolongPairs: 20, FamilyCodeQA: 40}
		p.TargetTaskCount = 175
		p.Sources = []string{"goroot:doc/go_spec.html", "goroot:doc/go_mem.html"}
		p.Generators.SNIAH.LengthsTokens = []int{1 << 13, 1 << 14, 1 << 15, 1 << 16, 1 << 17, 1 << 18, 1 << 19, 1 << 20}
		p.Generators.Oolong.Records = 3000
		p.Generators.Oolong.QuestionsPerSet = 10
		p.Generators.Pairs.Records = 1200
		p.Generators.Pairs.Users = 60
		p.Generators.Pairs.QuestionsPerSet = 5
	case "oolong_synth":
		p.Description = "OOLONG synth rows (pull --only oolong_synth_validation_0 first)"
		p.Families = []string{FamilyOolongSynth}
		p.TargetTaskCount = 50
	case "longbench_v2":
		p.Description = "LongBench-v2 multiple choice (pull --only longbench_v2 first)"
		p.Families = []string{FamilyLongBenchV2}
		p.TargetTaskCount = 50
	default:
		return nil, false
	}
	return p, true
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
