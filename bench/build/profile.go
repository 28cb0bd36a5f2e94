// Package build turns pulled sources and generated data into a task pool:
// <out>/tasks.jsonl plus one context file per task under <out>/contexts/.
// A profile names the task families, their counts and their generator
// settings; builds are deterministic for a given profile, seed and inputs.
package build

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"slices"
	"sort"
	"strings"
)

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
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) && strings.HasPrefix(te.Field, "generators.") {
			te.Offset += generatorsOffset(b)
		}
		return nil, fmt.Errorf("profile %s: %w", nameOrPath, err)
	}
	if err := p.Validate(); err != nil {
		return nil, fmt.Errorf("profile %s: %w", nameOrPath, err)
	}
	return p, nil
}

// generatorsOffset is where the "generators" value starts in a profile
// file: Generators reports type errors relative to it.
func generatorsOffset(profile []byte) int64 {
	dec := json.NewDecoder(bytes.NewReader(profile))
	if _, err := dec.Token(); err != nil {
		return 0
	}
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return 0
		}
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return 0
		}
		if key == "generators" {
			return dec.InputOffset() - int64(len(raw))
		}
	}
	return 0
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
	for _, f := range registered() {
		if f.Check == nil {
			continue
		}
		if err := f.Check(p.Generators[f.Name]); err != nil {
			return fmt.Errorf("generators.%s.%w", f.Name, err)
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
		Generators:            defaultGenerators(),
	}
}

// builtinProfile is a built-in profile's own settings. Which families it
// holds, their counts and their settings come from each Family's Profiles.
type builtinProfile struct {
	ProfileSummary
	apply func(p *Profile)
}

// ProfileSummary describes a built-in profile for people choosing one.
type ProfileSummary struct {
	Name string
	// Summary is a few lines, without indentation.
	Summary string
}

var builtinProfiles = []builtinProfile{
	{ProfileSummary{"starter", `40 tasks, no network: S-NIAH at 2^13..2^15 tokens (12), OOLONG-style
aggregation (10), OOLONG-Pairs-style pair listing (6) and Go code
questions (12), all with computed gold answers. Documents come from
the Go distribution ($(go env GOROOT)/src and /doc).`}, func(p *Profile) {
		p.Description = "offline starter suite: S-NIAH, OOLONG-style, pairs and Go code questions with computed gold answers"
		p.TargetTaskCount = 40
		p.RunDefaults = map[string]any{"epochs": 1, "concurrency": 8, "max_depth": 1}
	}},
	{ProfileSummary{"seed", `the seed's five delegation families over its five pulled texts,
scored by self-assessment (run 'rlm-bench pull' first)`}, func(p *Profile) {
		p.Description = "the seed's delegation benchmark: five families over five pulled texts, scored by self-assessment"
		p.TargetTaskCount = 50
		p.Sources = []string{"pg_1342", "pg_1661", "pg_2701", "rfc9000", "rfc9110"}
		p.RunDefaults = map[string]any{"epochs": 1, "concurrency": 4}
	}},
	{ProfileSummary{"sniah_sweep", `S-NIAH from 2^13 to 2^20 tokens, no network`}, func(p *Profile) {
		p.Description = "S-NIAH from 2^13 to 2^20 tokens at five depths"
		p.TargetTaskCount = 40
	}},
	{ProfileSummary{"full", `every generated family at larger sizes plus delegation tasks over
the Go spec and memory model, no network`}, func(p *Profile) {
		p.Description = "offline: every generated family at paper-like sizes plus delegation over the Go spec and memory model"
		p.TargetTaskCount = 175
		p.Sources = []string{"goroot:doc/go_spec.html", "goroot:doc/go_mem.html"}
	}},
	{ProfileSummary{"oolong_synth", `rows of a pulled OOLONG synth parquet (pull --only oolong_synth_validation_0)`}, func(p *Profile) {
		p.Description = "OOLONG synth rows (pull --only oolong_synth_validation_0 first)"
		p.TargetTaskCount = 50
	}},
	{ProfileSummary{"longbench_v2", `rows of pulled LongBench-v2 (pull --only longbench_v2)`}, func(p *Profile) {
		p.Description = "LongBench-v2 multiple choice (pull --only longbench_v2 first)"
		p.TargetTaskCount = 50
	}},
}

// BuiltinProfileNames lists the built-in profiles.
func BuiltinProfileNames() []string {
	names := make([]string, len(builtinProfiles))
	for i, bp := range builtinProfiles {
		names[i] = bp.Name
	}
	return names
}

// BuiltinProfileSummaries describes the built-in profiles, in order.
func BuiltinProfileSummaries() []ProfileSummary {
	out := make([]ProfileSummary, len(builtinProfiles))
	for i, bp := range builtinProfiles {
		out[i] = bp.ProfileSummary
	}
	return out
}

// BuiltinProfile returns a fresh copy of a built-in profile: its own
// settings, then each family that names the profile, in rank order, with
// its count and settings.
func BuiltinProfile(name string) (*Profile, bool) {
	i := slices.IndexFunc(builtinProfiles, func(bp builtinProfile) bool { return bp.Name == name })
	if i < 0 {
		return nil, false
	}
	p := defaultProfile()
	p.Name = name
	builtinProfiles[i].apply(p)
	for _, f := range registered() {
		inc, ok := f.Profiles[name]
		if !ok {
			continue
		}
		p.Families = append(p.Families, f.Name)
		if inc.Count > 0 {
			if p.Counts == nil {
				p.Counts = map[string]int{}
			}
			p.Counts[f.Name] = inc.Count
		}
		if inc.Tune != nil {
			inc.Tune(p.Generators[f.Name])
		}
	}
	return p, true
}

// tune adapts a typed settings function to Inclusion.Tune.
func tune[S any](f func(*S)) func(any) {
	return func(v any) { f(v.(*S)) }
}

// check adapts a typed settings check to Family.Check.
func check[S any](f func(*S) error) func(any) error {
	return func(v any) error { return f(v.(*S)) }
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
