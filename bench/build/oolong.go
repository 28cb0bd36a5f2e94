package build

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"github.com/rlm-go/rlm/bench"
)

// OOLONG-style families over generated labelled records.
const (
	FamilyOolong      = "oolong"
	FamilyOolongPairs = "oolong_pairs"
)

func init() {
	Register(Family{
		Name:        FamilyOolong,
		Description: "OOLONG-style aggregation over labelled records (counts, most and least common labels)",
		Rank:        20,
		Defaults:    func() any { return &OolongConfig{Records: 300, QuestionsPerSet: 5} },
		Generate:    genOolong,
		Profiles: map[string]Inclusion{
			"starter": {Count: 10, Tune: tune(func(c *OolongConfig) { c.Records = 120 })},
			"full":    {Count: 50, Tune: tune(func(c *OolongConfig) { c.Records, c.QuestionsPerSet = 3000, 10 })},
		},
	})
	Register(Family{
		Name:        FamilyOolongPairs,
		Description: "OOLONG-Pairs-style listing of the user pairs that meet a condition, scored by F1",
		Rank:        30,
		Defaults:    func() any { return &PairsConfig{Records: 160, Users: 24, QuestionsPerSet: 3} },
		Generate:    genPairs,
		Profiles: map[string]Inclusion{
			"starter": {Count: 6, Tune: tune(func(c *PairsConfig) { c.Records, c.Users = 90, 16 })},
			"full":    {Count: 20, Tune: tune(func(c *PairsConfig) { c.Records, c.Users, c.QuestionsPerSet = 1200, 60, 5 })},
		},
	})
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

// trecLabels are OOLONG trec_coarse's six answer categories.
var trecLabels = []string{"abbreviation", "entity", "description and abstract concept", "human being", "location", "numeric value"}

// instanceTemplates give each label questions that plausibly belong to it,
// so a model could also label the records itself; {x} and {y} are filled
// from fillers.
var instanceTemplates = map[string][]string{
	"abbreviation":                     {"What does the abbreviation {X} stand for?", "What is the full form of {X}?", "Which acronym is used for the {x} {y} committee?"},
	"entity":                           {"What kind of {x} is used to build a {y}?", "Which instrument did the {x} {y} play?", "What was the name of the ship in the {x} {y} story?"},
	"description and abstract concept": {"Why do {x}s migrate toward the {y}?", "What is the meaning of the {x} {y} ritual?", "How does a {x} {y} work?"},
	"human being":                      {"Who invented the {x} {y}?", "Who was the first {x} to reach the {y}?", "Which author wrote about the {x} of the {y}?"},
	"location":                         {"Where is the largest {x} {y} located?", "In which city was the {x} {y} founded?", "What country borders the {x} {y}?"},
	"numeric value":                    {"How many {x}s live near the {y}?", "How far is the {x} from the {y}?", "In what year did the {x} {y} open?"},
}

var fillers = []string{"river", "tower", "falcon", "harbor", "glacier", "lantern", "orchard", "canyon", "comet", "violin", "bridge", "desert", "meadow", "engine", "island", "library", "market", "temple", "volcano", "forest"}

type record struct {
	date  time.Time
	user  int
	text  string
	label string
}

func (r record) String() string {
	return fmt.Sprintf("Date: %s || User: %d || Instance: %s || Label: %s", r.date.Format("Jan 02, 2006"), r.user, r.text, r.label)
}

func instance(r *rand.Rand, label string) string {
	t, ok := instanceTemplates[label]
	if !ok { // a custom label set: neutral text, the label line carries the class
		t = []string{"A note about the {x} near the {y}.", "Question on the {x} and the {y}."}
	}
	s := t[r.IntN(len(t))]
	x, y := fillers[r.IntN(len(fillers))], fillers[r.IntN(len(fillers))]
	return strings.NewReplacer("{x}", x, "{y}", y, "{X}", strings.ToUpper(x[:1]+y[:2])).Replace(s)
}

// genRecords makes n records over users users with a skewed label mix.
func genRecords(r *rand.Rand, n, users int, labels []string) ([]record, []int) {
	ids := make([]int, 0, users)
	seen := map[int]bool{}
	for len(ids) < users {
		id := 10000 + r.IntN(90000)
		if !seen[id] {
			seen[id] = true
			ids = append(ids, id)
		}
	}
	weights := make([]float64, len(labels))
	sum := 0.0
	for i := range weights {
		weights[i] = 0.3 + r.Float64()
		sum += weights[i]
	}
	start := time.Date(2022, 1, 1, 0, 0, 0, 0, time.UTC)
	recs := make([]record, n)
	for i := range recs {
		x, li := r.Float64()*sum, 0
		for li < len(labels)-1 && x > weights[li] {
			x -= weights[li]
			li++
		}
		recs[i] = record{
			date:  start.AddDate(0, 0, r.IntN(730)),
			user:  ids[r.IntN(len(ids))],
			label: labels[li],
		}
		recs[i].text = instance(r, labels[li])
	}
	return recs, ids
}

func recordsText(recs []record) string {
	var sb strings.Builder
	for _, r := range recs {
		sb.WriteString(r.String())
		sb.WriteByte('\n')
	}
	return sb.String()
}

func labelCounts(recs []record, labels []string) map[string]int {
	c := map[string]int{}
	for _, l := range labels {
		c[l] = 0
	}
	for _, r := range recs {
		c[r.label]++
	}
	return c
}

// extreme returns the unique most (sign 1) or least (sign -1) common label.
func extreme(c map[string]int, labels []string, sign int) (string, bool) {
	best, unique := "", false
	for _, l := range labels {
		switch {
		case best == "" || sign*c[l] > sign*c[best]:
			best, unique = l, true
		case c[l] == c[best]:
			unique = false
		}
	}
	return best, unique
}

const oolongPreamble = "The context lists %d records, one per line, in the form `Date: ... || User: ... || Instance: ... || Label: ...`. Use every line. "

// genOolong builds OOLONG-style aggregation questions over generated
// record sets: label counts, most and least common label, pairwise
// comparisons and date-filtered counts. Gold answers use oolong-synth's
// repr and answer types, scored by the oolong scorer.
func genOolong(ctx context.Context, b *builder, family string, n int) ([]item, error) {
	cfg := settings[OolongConfig](b.profile, FamilyOolong)
	labels := cfg.Labels
	if len(labels) == 0 {
		labels = trecLabels
	}
	per := max(1, cfg.QuestionsPerSet)
	var out []item
	for set := 0; len(out) < n; set++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		r := b.rng(fmt.Sprintf("oolong/set/%d", set))
		var recs []record
		var counts map[string]int
		for attempt := 0; ; attempt++ {
			recs, _ = genRecords(r, max(20, cfg.Records), max(4, cfg.Records/4), labels)
			counts = labelCounts(recs, labels)
			_, u1 := extreme(counts, labels, 1)
			_, u2 := extreme(counts, labels, -1)
			if (u1 && u2) || attempt > 50 {
				break
			}
		}
		ctxText := recordsText(recs)
		srcID := fmt.Sprintf("oolong-records-%d", set)
		for q := 0; q < per && len(out) < n; q++ {
			kind := []string{"count", "most_common", "comparison", "least_common", "date_count"}[q%5]
			question, gold, typ := oolongQuestion(r, kind, recs, counts, labels)
			out = append(out, item{
				task: bench.Task{
					TaskID:    fmt.Sprintf("oolong-%s-s%02d-q%02d", kind, set, q),
					Family:    family,
					SourceIDs: []string{srcID},
					Query:     fmt.Sprintf(oolongPreamble, len(recs)) + question,
					Gold:      mustJSON(map[string]string{"answer": gold, "answer_type": typ}),
					Scorer:    "oolong",
					Tags:      []string{"oolong", kind},
					Metadata:  map[string]any{"records": len(recs), "question_kind": kind, "context_chars": len(ctxText), "label_counts": counts},
				},
				context: ctxText,
			})
		}
	}
	return out, nil
}

func oolongQuestion(r *rand.Rand, kind string, recs []record, counts map[string]int, labels []string) (question, gold, answerType string) {
	// The answer instructions are OOLONG-synth's own (its questions end with
	// them), so the oolong scorer reads answers as OOLONG's scorer does.
	const numFmt = " Give your final answer in the form 'Answer: number'."
	switch kind {
	case "most_common", "least_common":
		sign, word := 1, "most"
		if kind == "least_common" {
			sign, word = -1, "least"
		}
		l, _ := extreme(counts, labels, sign)
		return fmt.Sprintf("Which label is the %s common among all records? Give your final answer in the form 'Label: answer' where answer is one of the labels: %s.", word, strings.Join(labels, ", ")),
			fmt.Sprintf("['%s']", l), "ANSWER_TYPE.LABEL"
	case "comparison":
		pick := shuffled(r, labels)
		a, c := pick[0], pick[1]
		rel := "same frequency as"
		switch {
		case counts[a] > counts[c]:
			rel = "more common than"
		case counts[a] < counts[c]:
			rel = "less common than"
		}
		return fmt.Sprintf("Is the label '%s' more common, less common, or the same frequency as the label '%s'?", a, c) +
				fmt.Sprintf(" Give your final answer in the form 'Answer: %s is [X] %s', where [X] is 'more common than', 'less common than', or 'same frequency as'.", a, c),
			fmt.Sprintf("['%s']", rel), "ANSWER_TYPE.COMPARISON"
	case "date_count":
		l := labels[r.IntN(len(labels))]
		cut := recs[r.IntN(len(recs))].date
		k := 0
		for _, x := range recs {
			if x.label == l && x.date.After(cut) {
				k++
			}
		}
		return fmt.Sprintf("How many records with the label '%s' are dated strictly after %s?", l, cut.Format("Jan 02, 2006")) + numFmt,
			fmt.Sprintf("[%d]", k), "ANSWER_TYPE.NUMERIC"
	default: // count
		l := labels[r.IntN(len(labels))]
		return fmt.Sprintf("How many records have the label '%s'?", l) + numFmt, fmt.Sprintf("[%d]", counts[l]), "ANSWER_TYPE.NUMERIC"
	}
}

// genPairs builds OOLONG-Pairs-style questions: list every unordered pair
// of users who jointly meet a condition. The condition is redrawn until
// the gold list has between 1 and 80 pairs.
func genPairs(ctx context.Context, b *builder, family string, n int) ([]item, error) {
	cfg := settings[PairsConfig](b.profile, FamilyOolongPairs)
	labels := trecLabels
	per := max(1, cfg.QuestionsPerSet)
	var out []item
	for set := 0; len(out) < n; set++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		r := b.rng(fmt.Sprintf("pairs/set/%d", set))
		recs, users := genRecords(r, max(20, cfg.Records), max(4, cfg.Users), labels)
		slices.Sort(users)
		has := map[int]map[string]int{}
		for _, u := range users {
			has[u] = map[string]int{}
		}
		for _, x := range recs {
			has[x.user][x.label]++
			has[x.user][""]++ // total
		}
		ctxText := recordsText(recs)
		for q := 0; q < per && len(out) < n; q++ {
			kind := []string{"both_have", "both_have_two", "cross", "active_without"}[q%4]
			var cond string
			var gold [][2]int
			for attempt := 0; attempt < 40; attempt++ {
				var pred func(a, b int) bool
				cond, pred = pairCondition(r, kind, labels, has)
				gold = gold[:0]
				for i, a := range users {
					for _, c := range users[i+1:] {
						if pred(a, c) {
							gold = append(gold, [2]int{a, c})
						}
					}
				}
				if len(gold) >= 1 && len(gold) <= 80 {
					break
				}
			}
			out = append(out, item{
				task: bench.Task{
					TaskID:    fmt.Sprintf("pairs-%s-s%02d-q%02d", kind, set, q),
					Family:    family,
					SourceIDs: []string{fmt.Sprintf("pairs-records-%d", set)},
					Query: fmt.Sprintf(oolongPreamble, len(recs)) +
						"List every pair of distinct user IDs such that " + cond +
						" List each pair once as (smaller ID, larger ID), separated by commas or one per line. If no pair qualifies, answer 'none'.",
					Gold:     mustJSON(gold),
					Scorer:   "f1_pairs",
					Tags:     []string{"oolong_pairs", kind},
					Metadata: map[string]any{"records": len(recs), "users": len(users), "gold_pairs": len(gold), "context_chars": len(ctxText)},
				},
				context: ctxText,
			})
		}
	}
	return out, nil
}

func pairCondition(r *rand.Rand, kind string, labels []string, has map[int]map[string]int) (string, func(a, b int) bool) {
	pick := shuffled(r, labels)
	l1, l2 := pick[0], pick[1]
	switch kind {
	case "both_have_two":
		return fmt.Sprintf("each of the two users has at least one record labelled '%s' and at least one record labelled '%s'.", l1, l2),
			func(a, b int) bool { return has[a][l1] > 0 && has[a][l2] > 0 && has[b][l1] > 0 && has[b][l2] > 0 }
	case "cross":
		return fmt.Sprintf("one user has at least one record labelled '%s' but none labelled '%s', and the other user has at least one record labelled '%s' but none labelled '%s'.", l1, l2, l2, l1),
			func(a, b int) bool {
				ok := func(x, y int) bool {
					return has[x][l1] > 0 && has[y][l1] == 0 && has[y][l2] > 0 && has[x][l2] == 0
				}
				return ok(a, b) || ok(b, a)
			}
	case "active_without":
		k := 2 + r.IntN(3)
		return fmt.Sprintf("both users have at least %d records in total and neither has any record labelled '%s'.", k, l1),
			func(a, b int) bool {
				return has[a][""] >= k && has[b][""] >= k && has[a][l1] == 0 && has[b][l1] == 0
			}
	default: // both_have
		k := 1 + r.IntN(3)
		return fmt.Sprintf("both users have at least %d record(s) labelled '%s'.", k, l1),
			func(a, b int) bool { return has[a][l1] >= k && has[b][l1] >= k }
	}
}
