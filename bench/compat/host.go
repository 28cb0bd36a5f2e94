package compat

import (
	"context"
	"fmt"

	"github.com/rlm-go/rlm/eval"
)

// The oracle harness defines the same functions in Python; keep the two in
// step or every snippet that calls the host fails.
func fakeLLM(prompt string) string {
	r := []rune(prompt)
	head := r
	if len(head) > 30 {
		head = head[:30]
	}
	return fmt.Sprintf("answer to: %s (%d chars)", string(head), len(r))
}

func fakeRLM(sub, query string) string {
	return fmt.Sprintf("rlm: %s over %d chars", query, len([]rune(sub)))
}

// FakeHost answers llm_query, llm_query_batched, rlm_query and
// rlm_query_batched deterministically from their arguments, so snippet
// output does not depend on a model.
func FakeHost() eval.Host {
	return eval.HostFunc(func(ctx context.Context, name string, args map[string]any) (any, error) {
		str := func(k string) string { s, _ := args[k].(string); return s }
		switch name {
		case eval.CallLLMQuery:
			return fakeLLM(str("prompt")), nil
		case eval.CallLLMQueryBatched:
			ps, _ := args["prompts"].([]any)
			out := make([]any, len(ps))
			for i, p := range ps {
				s, _ := p.(string)
				out[i] = fakeLLM(s)
			}
			return out, nil
		case eval.CallRLMQuery:
			return fakeRLM(str("sub_context"), str("query")), nil
		case eval.CallRLMQueryBatched:
			ps, _ := args["pairs"].([]any)
			out := make([]any, len(ps))
			for i, p := range ps {
				pair, _ := p.([]any)
				var sub, q string
				if len(pair) == 2 {
					sub, _ = pair[0].(string)
					q, _ = pair[1].(string)
				}
				out[i] = fakeRLM(sub, q)
			}
			return out, nil
		}
		return nil, fmt.Errorf("%w: %s", eval.ErrUnknownCall, name)
	})
}
