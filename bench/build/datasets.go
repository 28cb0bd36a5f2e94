package build

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/rlm-go/rlm/bench"
	"github.com/rlm-go/rlm/bench/pull"
	"github.com/rlm-go/rlm/bench/score"
)

// Families made from the rows of pulled datasets.
const (
	FamilyOolongSynth = "oolong_synth" // rows of a pulled oolong-synth parquet
	FamilyLongBenchV2 = "longbench_v2" // rows of a pulled LongBench-v2 file
)

func init() {
	Register(Family{
		Name:        FamilyOolongSynth,
		Description: "rows of a pulled OOLONG synth parquet, scored as OOLONG does",
		Rank:        60,
		Defaults:    func() any { return &DatasetConfig{Source: "oolong_synth_validation_0", MaxContextChars: 600_000} },
		Generate:    genOolongSynth,
		Profiles:    map[string]Inclusion{"oolong_synth": {}},
	})
	Register(Family{
		Name:        FamilyLongBenchV2,
		Description: "rows of pulled LongBench-v2, multiple choice",
		Rank:        70,
		Defaults:    func() any { return &DatasetConfig{Source: "longbench_v2", MaxContextChars: 2_000_000} },
		Generate:    genLongBenchV2,
		Profiles:    map[string]Inclusion{"longbench_v2": {}},
	})
}

// DatasetConfig converts rows of a pulled dataset file into tasks.
type DatasetConfig struct {
	Source          string `json:"source"` // id in index.json
	MaxContextChars int    `json:"max_context_chars,omitempty"`
}

// datasetRows reads the rows of a pulled dataset named by cfg.Source.
func datasetRows(b *builder, family string, cfg DatasetConfig) ([]map[string]any, string, error) {
	if cfg.Source == "" {
		return nil, "", fmt.Errorf("generators.%s.source is empty", family)
	}
	files, err := b.res.files(cfg.Source)
	if err != nil {
		return nil, "", err
	}
	rows, err := pull.ReadRows(files[0].Path)
	if err != nil {
		return nil, "", err
	}
	return rows, cfg.Source, nil
}

func str(m map[string]any, k string) string {
	switch v := m[k].(type) {
	case nil:
		return ""
	case string:
		return v
	default:
		return fmt.Sprint(v)
	}
}

// genOolongSynth converts oolong-synth rows (context_window_text, question,
// answer, answer_type) to tasks scored by the OOLONG scorer. Rows are
// drawn in a seeded order; rows over max_context_chars are skipped.
func genOolongSynth(ctx context.Context, b *builder, family string, n int) ([]item, error) {
	cfg := settings[DatasetConfig](b.profile, FamilyOolongSynth)
	rows, src, err := datasetRows(b, family, cfg)
	if err != nil {
		return nil, err
	}
	var out []item
	for i, row := range shuffled(b.rng("oolong_synth"), rows) {
		if len(out) >= n {
			break
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		text, q, ans := str(row, "context_window_text"), str(row, "question"), str(row, "answer")
		if text == "" || q == "" || ans == "" || (cfg.MaxContextChars > 0 && len(text) > cfg.MaxContextChars) {
			continue
		}
		id := str(row, "id")
		if id == "" {
			id = fmt.Sprint(i)
		}
		out = append(out, item{
			task: bench.Task{
				TaskID:    "oolong_synth-" + sanitizeID(id) + fmt.Sprintf("-%04d", len(out)),
				Family:    family,
				SourceIDs: []string{src + ":" + str(row, "context_window_id") + str(row, "dataset")},
				Query:     q,
				Gold:      mustJSON(map[string]string{"answer": ans, "answer_type": str(row, "answer_type")}),
				Scorer:    "oolong",
				Tags:      []string{"oolong_synth", str(row, "dataset"), str(row, "task_group")},
				Metadata:  map[string]any{"context_len": row["context_len"], "answer_type": str(row, "answer_type"), "context_chars": len(text)},
			},
			context: text,
		})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no usable rows in %s (need context_window_text, question, answer)", filepath.Base(src))
	}
	return out, nil
}

// genLongBenchV2 converts LongBench-v2 rows (context, question,
// choice_A..D, answer) to multiple-choice tasks.
func genLongBenchV2(ctx context.Context, b *builder, family string, n int) ([]item, error) {
	cfg := settings[DatasetConfig](b.profile, FamilyLongBenchV2)
	rows, src, err := datasetRows(b, family, cfg)
	if err != nil {
		return nil, err
	}
	var out []item
	for i, row := range shuffled(b.rng("longbench_v2"), rows) {
		if len(out) >= n {
			break
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		text, q, ans := str(row, "context"), str(row, "question"), strings.TrimSpace(str(row, "answer"))
		if text == "" || q == "" || len(ans) != 1 || (cfg.MaxContextChars > 0 && len(text) > cfg.MaxContextChars) {
			continue
		}
		id := str(row, "_id")
		if id == "" {
			id = fmt.Sprint(i)
		}
		// LongBench-v2's published prompt (prompts/0shot.txt) after its
		// document, with its answer instruction; choices are stripped as
		// its pred.py strips them.
		query := fmt.Sprintf("What is the correct answer to this question: %s\nChoices:\n(A) %s\n(B) %s\n(C) %s\n(D) %s\n\n%s",
			strings.TrimSpace(q), strings.TrimSpace(str(row, "choice_A")), strings.TrimSpace(str(row, "choice_B")),
			strings.TrimSpace(str(row, "choice_C")), strings.TrimSpace(str(row, "choice_D")), score.LongBenchV2AnswerInstruction)
		out = append(out, item{
			task: bench.Task{
				TaskID:    "longbench_v2-" + sanitizeID(id),
				Family:    family,
				SourceIDs: []string{src + ":" + sanitizeID(id)},
				Query:     query,
				Gold:      mustJSON(ans),
				Scorer:    "choice",
				Tags:      []string{"longbench_v2", str(row, "domain"), str(row, "sub_domain"), str(row, "difficulty"), str(row, "length")},
				Metadata:  map[string]any{"domain": str(row, "domain"), "length": str(row, "length"), "context_chars": len(text)},
			},
			context: text,
		})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no usable rows in %s (need context, question, choice_A..D, answer)", src)
	}
	return out, nil
}
