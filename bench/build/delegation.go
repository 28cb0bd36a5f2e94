package build

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/rlm-go/rlm/bench"
)

// The seed's five delegation families, scored by self-assessment.
const (
	FamilyCrossSectionCompare        = "cross_section_compare"
	FamilyConstraintExtractionMatrix = "constraint_extraction_matrix"
	FamilyContradictionHunt          = "contradiction_hunt"
	FamilyProcedureReconstruction    = "procedure_reconstruction"
	FamilyEvidenceLinking            = "evidence_linking"
)

func init() {
	for i, f := range []struct{ name, description string }{
		{FamilyCrossSectionCompare, "compare two neighbouring segments of a text"},
		{FamilyConstraintExtractionMatrix, "tabulate the rules and constraints two segments state or imply"},
		{FamilyContradictionHunt, "find statements in two segments that contradict or qualify each other"},
		{FamilyProcedureReconstruction, "reconstruct the steps or events two segments describe, in order"},
		{FamilyEvidenceLinking, "link the main claims of one segment to evidence in the other"},
	} {
		Register(Family{
			Name:        f.name,
			Description: "delegation: " + f.description,
			Rank:        50 + i,
			Delegation:  true,
			Profiles:    map[string]Inclusion{"seed": {}, "full": {}},
		})
	}
}

// familyTemplates are the task statements of the seed's five families.
var familyTemplates = map[string]string{
	FamilyCrossSectionCompare: "Compare [SEGMENT_A] with [SEGMENT_B]. Give three specific points on which they agree or continue each other and three on which they differ (subject, claims, tone or level of detail). Support every point with a short quotation and the segment it comes from.",
	FamilyConstraintExtractionMatrix: "Extract every rule, requirement, obligation, prohibition or expectation stated or clearly implied in the context (in a narrative, the social rules characters act under). " +
		"Return a table with the columns: constraint | who or what it binds | condition or trigger | segment (A or B) | supporting quotation.",
	FamilyContradictionHunt: "Find statements in the context that contradict, qualify or sit in tension with one another, within a segment or across the two. " +
		"For each, quote both statements, name their segments and explain the conflict in one sentence. If you find none, say so and name the two statements that came closest.",
	FamilyProcedureReconstruction: "Reconstruct the sequence of steps, events or state changes described in the context as a numbered list in the order they happen. " +
		"For each step give what triggers it, what it changes and which segment describes it, and mark any place where the order is uncertain.",
	FamilyEvidenceLinking: "Choose the three most important claims or developments in [SEGMENT_B]. For each, find the passage in [SEGMENT_A] that supports, explains, foreshadows or undermines it, " +
		"quote both sides and say which of those four relations holds.",
}

// defaultWrapper is the delegation wrapper: it states the task and the
// dispatch requirement the self-assessment objective measures.
const defaultWrapper = `You are working on a delegation benchmark task of family {{family}} over source {{source_id}}.
The context variable holds two neighbouring, overlapping segments of that source, marked [SEGMENT_A] and [SEGMENT_B].

Task:
{{task}}

Requirements:
- Delegate: dispatch at least {{required_min_dispatches}} focused sub-queries over parts of the context, each strictly smaller than the context you were given.
- Assess every sub-query result you use (was it satisfactory, and why) before relying on it.
- Build the answer in a variable from the sub-query results and your own checks, then submit it as your final answer.`

func checkWrapper(w string) error {
	if !strings.Contains(w, "{{task}}") {
		return errors.New("a task wrapper must contain {{task}}")
	}
	return nil
}

func wrap(wrapper, family, sourceID, task string, minDispatches int) string {
	return strings.NewReplacer(
		"{{task}}", task,
		"{{family}}", family,
		"{{source_id}}", sourceID,
		"{{required_min_dispatches}}", strconv.Itoa(minDispatches),
	).Replace(wrapper)
}

// genDelegation builds the seed's delegation tasks: each takes two
// neighbouring segments of one source document. Documents are visited
// round-robin and segment pairs drawn without replacement per family.
func genDelegation(ctx context.Context, b *builder, families []string, want map[string]int) ([]item, error) {
	p := b.profile
	if len(p.Sources) == 0 {
		return nil, errors.New(`delegation families need "sources" in the profile`)
	}
	type segDoc struct {
		id   string
		segs []string
	}
	var docs []segDoc
	for _, ref := range p.Sources {
		files, err := b.res.files(ref)
		if err != nil {
			return nil, err
		}
		for _, f := range files {
			if err := f.load(); err != nil {
				return nil, err
			}
			segs := segments(f.Text, p.SegmentSizeChars, p.SegmentOverlapChars)
			if len(segs) < 2 {
				b.logf("build: skipping %s: shorter than two segments", f.ID)
				continue
			}
			docs = append(docs, segDoc{id: f.ID, segs: segs})
		}
	}
	if len(docs) == 0 {
		return nil, fmt.Errorf("no source in %v is long enough for two %d-character segments", p.Sources, p.SegmentSizeChars)
	}
	var out []item
	for _, fam := range families {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		r := b.rng("delegation/" + fam)
		// Per document, a shuffled list of pair starts, consumed in order.
		order := make([][]int, len(docs))
		for i, d := range docs {
			idx := make([]int, len(d.segs)-1)
			for j := range idx {
				idx[j] = j
			}
			order[i] = shuffled(r, idx)
		}
		for k := 0; k < want[fam]; k++ {
			di := k % len(docs)
			d := docs[di]
			round := k / len(docs)
			if round >= len(order[di]) {
				round %= len(order[di]) // more tasks than pairs: reuse pairs
			}
			si := order[di][round]
			id := fmt.Sprintf("%s-%s-%03d", fam, shortID(d.id), k)
			ctxText := fmt.Sprintf("[SOURCE_ID] %s\n[SEGMENT_A]\n%s\n\n[SEGMENT_B]\n%s\n", d.id, d.segs[si], d.segs[si+1])
			out = append(out, item{
				task: bench.Task{
					TaskID:                id,
					Family:                fam,
					SourceIDs:             []string{d.id},
					Query:                 wrap(b.wrapper, fam, d.id, familyTemplates[fam], p.RequiredMinDispatches),
					Scorer:                "self_assessment",
					Tags:                  []string{"delegation", fam},
					Metadata:              map[string]any{"segment_index": si, "segments": len(d.segs), "context_chars": len(ctxText)},
					RequiredMinDispatches: p.RequiredMinDispatches,
				},
				context: ctxText,
			})
		}
	}
	return out, nil
}

// shortID makes a document id usable inside a task id.
func shortID(id string) string {
	id = strings.TrimPrefix(id, "goroot/")
	id = strings.NewReplacer("/", "_", ".", "_").Replace(id)
	if len(id) > 40 {
		id = id[len(id)-40:]
	}
	return id
}
