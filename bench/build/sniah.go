package build

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/rlm-go/rlm/bench"
)

// FamilySNIAH is single-needle-in-a-haystack retrieval.
const FamilySNIAH = "sniah"

// sweepLengths are the paper's S-NIAH lengths, 2^13..2^20 tokens.
func sweepLengths(c *SNIAHConfig) {
	c.LengthsTokens = []int{1 << 13, 1 << 14, 1 << 15, 1 << 16, 1 << 17, 1 << 18, 1 << 19, 1 << 20}
}

func init() {
	Register(Family{
		Name:        FamilySNIAH,
		Description: "S-NIAH: find one needle (a number or a key's value) in a haystack of Go sources",
		Rank:        10,
		Defaults: func() any {
			return &SNIAHConfig{LengthsTokens: []int{1 << 13, 1 << 14, 1 << 15}, Depths: []float64{0, 0.25, 0.5, 0.75, 1}, Needle: "mixed", KVDistractors: 4}
		},
		Check:    check(validateSNIAH),
		Generate: genSNIAH,
		Profiles: map[string]Inclusion{
			"starter":     {Count: 12, Tune: tune(func(c *SNIAHConfig) { c.Depths = []float64{0.1, 0.4, 0.6, 0.9} })},
			"sniah_sweep": {Tune: tune(sweepLengths)},
			"full":        {Count: 40, Tune: tune(sweepLengths)},
		},
	})
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

func validateSNIAH(c *SNIAHConfig) error {
	for _, d := range c.Depths {
		if d < 0 || d > 1 {
			return fmt.Errorf("depths: %v is outside 0..1", d)
		}
	}
	for _, n := range c.LengthsTokens {
		if n < 256 {
			return fmt.Errorf("lengths_tokens: %d is too short (minimum 256)", n)
		}
	}
	return nil
}

var kvWords = []string{
	"amber", "basalt", "cedar", "delta", "ember", "fjord", "granite", "harbor", "indigo", "juniper",
	"kestrel", "lagoon", "meadow", "nimbus", "onyx", "pepper", "quartz", "raven", "saffron", "tundra",
	"umber", "violet", "willow", "xenon", "yarrow", "zephyr",
}

// genSNIAH builds single-needle tasks: one haystack per length (cut from
// local documents), needles at each depth. Tasks cycle through lengths
// first so a small count still covers every length.
func genSNIAH(ctx context.Context, b *builder, family string, n int) ([]item, error) {
	cfg := settings[SNIAHConfig](b.profile, FamilySNIAH)
	if len(cfg.LengthsTokens) == 0 || len(cfg.Depths) == 0 {
		return nil, fmt.Errorf("generators.sniah needs lengths_tokens and depths")
	}
	maxChars := slices.Max(cfg.LengthsTokens) * charsPerToken
	corpus, err := haystackCorpus(ctx, b, cfg.HaystackSources, maxChars*3/2+4096)
	if err != nil {
		return nil, err
	}
	hay := map[int]string{}
	var out []item
	for k := 0; k < n; k++ {
		tokens := cfg.LengthsTokens[k%len(cfg.LengthsTokens)]
		depth := cfg.Depths[(k/len(cfg.LengthsTokens))%len(cfg.Depths)]
		h, ok := hay[tokens]
		if !ok {
			h = cutHaystack(b.rng(fmt.Sprintf("sniah/haystack/%d", tokens)), corpus, tokens*charsPerToken)
			hay[tokens] = h
		}
		r := b.rng(fmt.Sprintf("sniah/task/%d", k))
		kind := cfg.Needle
		if kind == "" || kind == "mixed" {
			kind = []string{"number", "kv"}[k%2]
		}
		value := fmt.Sprintf("%07d", 1_000_000+r.IntN(9_000_000))
		var needle, query string
		var needles []placed
		meta := map[string]any{"depth": depth, "length_tokens": tokens, "needle_kind": kind}
		switch kind {
		case "number":
			needle = "The magic number is " + value + "."
			query = "Somewhere in the context there is a sentence stating the magic number. What is the magic number? Reply with the number only."
		case "kv":
			words := shuffled(r, kvWords)
			key := fmt.Sprintf("%s-%s-%d", words[0], words[1], 10+r.IntN(90))
			needle = fmt.Sprintf("The special value for key %q is %s.", key, value)
			query = fmt.Sprintf("The context contains several sentences of the form `The special value for key \"...\" is N.` What is the special value for key %q? Reply with the number only.", key)
			for d := 0; d < cfg.KVDistractors; d++ {
				dk := fmt.Sprintf("%s-%s-%d", words[2+2*d%20], words[3+2*d%20], 10+r.IntN(90))
				if dk == key {
					continue
				}
				needles = append(needles, placed{
					text:  fmt.Sprintf("The special value for key %q is %07d.", dk, 1_000_000+r.IntN(9_000_000)),
					depth: r.Float64(),
				})
			}
			meta["key"] = key
			meta["distractors"] = len(needles)
		default:
			return nil, fmt.Errorf("generators.sniah.needle %q: want number, kv or mixed", cfg.Needle)
		}
		needles = append(needles, placed{text: needle, depth: depth})
		ctxText := insertNeedles(h, needles)
		meta["context_chars"] = len(ctxText)
		id := fmt.Sprintf("sniah-%s-%dk-d%02d-%03d", kind, tokens/1024, int(depth*100+0.5), k)
		out = append(out, item{
			task: bench.Task{
				TaskID:    id,
				Family:    family,
				SourceIDs: []string{fmt.Sprintf("haystack-%d", tokens)},
				Query:     query,
				Gold:      mustJSON(value),
				Scorer:    "contains",
				Tags:      []string{"sniah", kind, fmt.Sprintf("len-2^%d", log2(tokens))},
				Metadata:  meta,
			},
			context: ctxText,
		})
	}
	return out, nil
}

func log2(n int) int {
	k := 0
	for n > 1 {
		n >>= 1
		k++
	}
	return k
}

type placed struct {
	text  string
	depth float64
}

// insertNeedles puts each sentence on its own line at its depth (a
// fraction of the haystack), snapped to the next line break.
func insertNeedles(h string, ns []placed) string {
	type at struct {
		pos  int
		text string
	}
	var ats []at
	for _, n := range ns {
		pos := int(n.depth * float64(len(h)))
		if i := strings.IndexByte(h[pos:], '\n'); i >= 0 {
			pos += i + 1
		} else {
			pos = len(h)
		}
		ats = append(ats, at{pos, n.text})
	}
	slices.SortStableFunc(ats, func(a, b at) int { return a.pos - b.pos })
	var sb strings.Builder
	prev := 0
	for _, a := range ats {
		sb.WriteString(h[prev:a.pos])
		if a.pos > 0 && h[a.pos-1] != '\n' {
			sb.WriteByte('\n')
		}
		sb.WriteString(a.text)
		sb.WriteByte('\n')
		prev = a.pos
	}
	sb.WriteString(h[prev:])
	return sb.String()
}

// haystackCorpus concatenates shuffled local documents until it holds at
// least want characters. Lines that could be mistaken for a needle are
// dropped.
func haystackCorpus(ctx context.Context, b *builder, refs []string, want int) (string, error) {
	if len(refs) == 0 {
		refs = []string{"goroot:src"}
	}
	var files []doc
	for _, ref := range refs {
		fs, err := b.res.files(ref)
		if err != nil {
			return "", err
		}
		files = append(files, fs...)
	}
	if len(files) == 0 {
		return "", fmt.Errorf("haystack sources %v hold no text files", refs)
	}
	files = shuffled(b.rng("sniah/corpus"), files)
	var sb strings.Builder
	for pass := 0; sb.Len() < want; pass++ {
		if pass > 0 && sb.Len() == 0 {
			return "", fmt.Errorf("haystack sources %v hold no text", refs)
		}
		for i := range files {
			if sb.Len() >= want {
				break
			}
			if err := ctx.Err(); err != nil {
				return "", err
			}
			if err := files[i].load(); err != nil {
				return "", err
			}
			for _, line := range strings.SplitAfter(files[i].Text, "\n") {
				l := strings.ToLower(line)
				if strings.Contains(l, "magic number") || strings.Contains(l, "special value") {
					continue
				}
				sb.WriteString(line)
			}
			sb.WriteString("\n\n")
			files[i].Text = "" // keep memory flat on large sweeps
		}
	}
	return sb.String(), nil
}

// cutHaystack takes n characters of corpus starting at a random line.
func cutHaystack(r *rand.Rand, corpus string, n int) string {
	if len(corpus) <= n {
		return corpus
	}
	start := r.IntN(len(corpus) - n + 1)
	if i := strings.IndexByte(corpus[start:], '\n'); i >= 0 && start+i+1+n <= len(corpus) {
		start += i + 1
	}
	h := corpus[start : start+n]
	if i := strings.LastIndexByte(h, '\n'); i > n/2 {
		h = h[:i+1]
	}
	return h
}
