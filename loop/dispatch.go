package loop

import (
	"context"
	"fmt"
	"strconv"
	"sync"

	"github.com/rlm-go/rlm/broker"
)

// childTaskInline is the longest lm_query text a child gets verbatim as its
// query; longer texts stay in its REPL as context, with a preview.
const childTaskInline = 4000

// lmQuery starts an asynchronous child for text and returns its job id at
// once. The child is an agent one level deeper (a plain model call at the
// depth limit) running on SubModel ("small") or Model ("large"). It holds a
// limiter slot for its life: taken here, so a full limiter fails the call
// the model made, or, with BlockOnAgentLimit, awaited inside the job.
func (a *agent) lmQuery(text, size string) (string, error) {
	cfg := a.cfg()
	var model string
	switch size {
	case "", "small":
		model = cfg.SubModel
	case "large":
		model = cfg.Model
	default:
		return "", fmt.Errorf("lm_query: model_size must be \"small\" or \"large\", got %q", size)
	}
	if err := a.run.takeSubCall(); err != nil {
		return "", err
	}
	var release func()
	if !cfg.BlockOnAgentLimit {
		r, err := a.run.acquireSlot(a.ctx, false)
		if err != nil {
			a.run.subCalls.Add(-1)
			return "", err
		}
		release = r
	}
	a.mu.Lock()
	if a.closing {
		a.mu.Unlock()
		if release != nil {
			release()
		}
		return "", fmt.Errorf("lm_query: agent %s is ending; no new sub-agents", a.id)
	}
	if a.children == nil {
		a.children = &sync.WaitGroup{}
	}
	group := a.children
	group.Add(1)
	a.mu.Unlock()

	childID := a.id + ".c" + strconv.FormatInt(a.run.agentSeq.Add(1), 10)
	sampled := a.run.sample()
	plain := a.depth+1 >= cfg.MaxDepth
	id, err := a.run.broker.Dispatch(a.ctx, a.id, broker.JobSpec{
		ChildID: childID,
		Text:    text,
		Sampled: sampled,
		Run: func(ctx context.Context) (string, error) {
			defer group.Done()
			rel := release
			if rel == nil {
				r, err := a.run.acquireSlot(ctx, true)
				if err != nil {
					return "", err
				}
				rel = r
			}
			if plain {
				defer rel()
				v, err := a.ask(ctx, "lm_query", text, model, nil)
				s, _ := v.(string)
				return s, err
			}
			child := a.newLMChild(childID, text, model, sampled)
			child.slot.adopt(rel)
			defer child.slot.drop()
			answer, failed, err := child.solve(ctx)
			if err != nil {
				return "", err
			}
			if failed {
				return "", fmt.Errorf("sub-agent gave up: %s", answer)
			}
			return answer, nil
		},
	})
	if err != nil {
		group.Done()
		if release != nil {
			release()
		}
		a.run.subCalls.Add(-1)
		return "", err
	}
	a.run.dispatches.Add(1)
	return id, nil
}

// newLMChild builds the agent an lm_query job runs. The text is its whole
// task; a long one stays in its REPL instead of its conversation.
func (a *agent) newLMChild(id, text, model string, sampled bool) *agent {
	query := text
	if len(text) > childTaskInline {
		query = fmt.Sprintf("Your task is the text in `context` (%d characters); read it with code and do what it asks. "+
			"It begins:\n%s", len(text), preview(text, 1000))
	}
	if sampled {
		query += sampledNote(a.language())
	}
	child := &agent{run: a.run, id: id, parentID: a.id, depth: a.depth + 1, model: model,
		query: query, contexts: []string{text}, sampled: sampled, child: true}
	child.slot.run = a.run
	return child
}
