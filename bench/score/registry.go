package score

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
)

// Scorer is one way of scoring an answer. Each lives in its own file and
// registers itself from an init function; nothing else names it.
type Scorer struct {
	// Name is the value of a task's "scorer" field.
	Name string
	// Needs says what the scorer reads beyond the answer and the gold.
	Needs Needs
	// Decode reads a task's gold into the form Grade takes; its error says
	// what shape it wants. Nil for a scorer that reads the gold itself or
	// not at all.
	Decode func(gold json.RawMessage) (any, error)
	// Grade scores one attempt in [0, 1]; gold is what Decode returned
	// (nil without Decode). A scorer that cannot score returns 0 and an
	// error saying why.
	Grade func(ctx context.Context, a Attempt, gold any) (float64, error)
}

// Needs are what a scorer reads beyond the answer text and the gold; the
// caller fills the matching fields of Attempt. A scorer with no needs
// scores from the answer alone (see Score).
type Needs struct {
	// Delegation: the run's dispatch and assessment counts
	// (Attempt.Delegation). Such a score is the seed's delegation
	// objective, and runs report it as that.
	Delegation bool
	// Judge: a model that grades the answer (Attempt.Judge).
	Judge bool
}

// Attempt is one answer to one task as a scorer sees it.
type Attempt struct {
	Query  string
	Answer string
	Gold   json.RawMessage
	// Delegation is read by scorers with Needs.Delegation.
	Delegation Delegation
	// Judge is read by scorers with Needs.Judge; nil means none configured.
	Judge Judge
}

// GoldError is a task's gold value its scorer cannot read: the task, not
// the run, needs fixing.
type GoldError struct {
	Scorer string
	Err    error
}

func (e *GoldError) Error() string { return e.Scorer + " scorer: " + e.Err.Error() }
func (e *GoldError) Unwrap() error { return e.Err }

// Score decodes the attempt's gold and grades it.
func (s Scorer) Score(ctx context.Context, a Attempt) (float64, error) {
	var gold any
	if s.Decode != nil {
		g, err := s.Decode(a.Gold)
		if err != nil {
			return 0, &GoldError{Scorer: s.Name, Err: err}
		}
		gold = g
	}
	return s.Grade(ctx, a, gold)
}

// registry is filled by init functions and only read afterwards.
var registry = map[string]Scorer{}

// Register adds a scorer. It panics on a missing name or Grade and on a
// name registered twice: both are programming errors found at start-up.
func Register(s Scorer) {
	switch {
	case s.Name == "":
		panic("score.Register: scorer without a name")
	case s.Grade == nil:
		panic("score.Register: scorer " + s.Name + " has no Grade")
	}
	if _, dup := registry[s.Name]; dup {
		panic("score.Register: scorer " + s.Name + " registered twice")
	}
	registry[s.Name] = s
}

// Lookup returns the named scorer; an empty name means exact.
func Lookup(name string) (Scorer, error) {
	if name == "" {
		name = ScorerExact
	}
	if s, ok := registry[name]; ok {
		return s, nil
	}
	names := Names()
	return Scorer{}, fmt.Errorf("unknown scorer %q (want %s or %s)", name,
		strings.Join(names[:len(names)-1], ", "), names[len(names)-1])
}

// Names lists the registered scorers in alphabetical order.
func Names() []string {
	names := make([]string, 0, len(registry))
	for n := range registry {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// ErrNotAnswerScored is returned by Score for scorers that need more than
// the answer text (a judge, the run's delegation counts).
var ErrNotAnswerScored = errors.New("scorer does not score answer text")

// Score scores answer against gold with the named scorer, for callers that
// have nothing but the answer. An empty scorer means exact. correct is true
// when the score is full marks.
func Score(scorer, answer string, gold json.RawMessage) (score float64, correct bool, err error) {
	s, err := Lookup(scorer)
	if err != nil {
		return 0, false, err
	}
	if s.Needs != (Needs{}) {
		return 0, false, fmt.Errorf("%s: %w", scorer, ErrNotAnswerScored)
	}
	score, err = s.Score(context.Background(), Attempt{Answer: answer, Gold: gold})
	if err != nil {
		return 0, false, err
	}
	return score, score >= 1-1e-9, nil
}

// answerScorer builds a scorer that reads only the answer and a gold
// decoded to G.
func answerScorer[G any](name string, decode func(json.RawMessage) (G, error), grade func(answer string, gold G) float64) Scorer {
	return Scorer{
		Name:   name,
		Decode: func(g json.RawMessage) (any, error) { return decode(g) },
		Grade: func(_ context.Context, a Attempt, gold any) (float64, error) {
			return grade(a.Answer, gold.(G)), nil
		},
	}
}

// bestAlias scores an answer against each alias and keeps the best.
func bestAlias(f func(answer, gold string) float64) func(answer string, golds []string) float64 {
	return func(answer string, golds []string) float64 {
		best := 0.0
		for _, g := range golds {
			best = max(best, f(answer, g))
		}
		return best
	}
}
