package loop

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/llm"
)

// Call serves the host API to code running in the agent's session.
func (a *agent) Call(ctx context.Context, name string, args map[string]any) (result any, err error) {
	// A panic here would run on the backend's goroutine (the CPython reader,
	// a gpython builtin) and take the whole process down with it; a host
	// call that panics is an error in the cell instead.
	defer func() {
		if r := recover(); r != nil {
			result, err = nil, fmt.Errorf("%s: internal error in the host: %v", name, r)
		}
	}()
	return a.call(ctx, name, args)
}

func (a *agent) call(ctx context.Context, name string, args map[string]any) (any, error) {
	switch name {
	case eval.CallLLMQuery:
		prompt, err := stringArg(args, "prompt")
		if err != nil {
			return nil, err
		}
		model, _ := args["model"].(string)
		return a.llmQuery(ctx, prompt, model, args["schema"])
	case eval.CallLLMQueryBatched:
		prompts, err := stringsArg(args, "prompts")
		if err != nil {
			return nil, err
		}
		model, _ := args["model"].(string)
		return a.batch(ctx, len(prompts), func(ctx context.Context, i int) (string, error) {
			s, err := a.llmQuery(ctx, prompts[i], model, nil)
			str, _ := s.(string)
			return str, err
		}), nil
	case eval.CallRLMQuery:
		defer a.lendSlot(ctx)()
		sub, _ := args["sub_context"].(string)
		query, err := stringArg(args, "query")
		if err != nil {
			return nil, err
		}
		return a.rlmQuery(ctx, sub, query)
	case eval.CallRLMQueryBatched:
		defer a.lendSlot(ctx)()
		raw, ok := args["pairs"].([]any)
		if !ok {
			return nil, fmt.Errorf("rlm_query_batched: pairs must be a list of (sub_context, query) pairs")
		}
		pairs := make([][2]string, len(raw))
		for i, p := range raw {
			pp, ok := p.([]any)
			if !ok || len(pp) != 2 {
				return nil, fmt.Errorf("rlm_query_batched: pair %d is not a (sub_context, query) pair", i)
			}
			pairs[i][0], _ = pp[0].(string)
			pairs[i][1], _ = pp[1].(string)
		}
		return a.batch(ctx, len(pairs), func(ctx context.Context, i int) (string, error) {
			return a.rlmQuery(ctx, pairs[i][0], pairs[i][1])
		}), nil
	case eval.CallLMQuery:
		text, err := stringArg(args, "text")
		if err != nil {
			return nil, err
		}
		size, _ := args["model_size"].(string)
		return a.lmQuery(text, size)
	case eval.CallPollLMQuery:
		id, err := stringArg(args, "id")
		if err != nil {
			return nil, err
		}
		st, err := a.run.broker.Poll(a.id, id)
		if err != nil {
			return nil, err
		}
		return st.Map(), nil
	case eval.CallAwaitLMQuery:
		id, err := stringArg(args, "id")
		if err != nil {
			return nil, err
		}
		ms, err := numberArg(args, "timeout_ms")
		if err != nil {
			return nil, err
		}
		reclaim := a.lendSlot(ctx)
		st, err := a.run.broker.Await(ctx, a.id, id, time.Duration(ms*float64(time.Millisecond)))
		reclaim()
		if err != nil {
			return nil, err
		}
		return st.Map(), nil
	case eval.CallCancelLMQuery:
		id, err := stringArg(args, "id")
		if err != nil {
			return nil, err
		}
		st, err := a.run.broker.Cancel(a.id, id)
		if err != nil {
			return nil, err
		}
		return st.Map(), nil
	case eval.CallAssessLMQuery:
		id, err := stringArg(args, "id")
		if err != nil {
			return nil, err
		}
		verdict, err := stringArg(args, "verdict")
		if err != nil {
			return nil, err
		}
		reason, _ := args["reason"].(string)
		if err := a.run.broker.Assess(a.id, id, verdict, reason); err != nil {
			return nil, err
		}
		a.run.countAssessment(verdict)
		return map[string]any{"id": id, "verdict": verdict, "recorded": true}, nil
	case eval.CallAssessDispatch:
		verdict, err := stringArg(args, "verdict")
		if err != nil {
			return nil, err
		}
		reason, _ := args["reason"].(string)
		return a.assessDispatch(verdict, reason)
	case eval.CallLs, eval.CallReadFile, eval.CallCreateFile, eval.CallEditFile:
		return a.workspaceCall(name, args)
	case eval.CallRg, eval.CallFindFiles:
		return a.searchCall(ctx, name, args)
	case eval.CallBash:
		return a.bashCall(ctx, args)
	}
	return nil, fmt.Errorf("%w: %s is not available in this run", eval.ErrUnknownCall, name)
}

// batch runs n calls with at most MaxConcurrentSubcalls at once and returns
// their results in order; a failed call yields "[ERROR] message".
func (a *agent) batch(ctx context.Context, n int, call func(context.Context, int) (string, error)) []any {
	out := make([]any, n)
	sem := make(chan struct{}, a.cfg().MaxConcurrentSubcalls)
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		select {
		case sem <- struct{}{}:
		case <-ctx.Done():
			for j := i; j < n; j++ {
				out[j] = "[ERROR] " + ctx.Err().Error()
			}
			wg.Wait()
			return out
		}
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			defer func() { <-sem }()
			s, err := call(ctx, i)
			if err != nil {
				out[i] = "[ERROR] " + err.Error()
				return
			}
			out[i] = s
		}(i)
	}
	wg.Wait()
	return out
}

// llmQuery is one plain model call made from code. With a schema the reply
// must be JSON that satisfies it, and the parsed value is returned.
func (a *agent) llmQuery(ctx context.Context, prompt, model string, schema any) (any, error) {
	if err := a.run.takeSubCall(); err != nil {
		return nil, err
	}
	return a.ask(ctx, "llm_query", prompt, model, schema)
}

// ask is one model call on the agent's behalf, already counted as a
// sub-call.
func (a *agent) ask(ctx context.Context, kind, prompt, model string, schema any) (any, error) {
	if model == "" {
		model = a.cfg().SubModel
	}
	req := llm.Request{Model: model, Messages: []llm.Message{{Role: llm.RoleUser, Content: prompt}}}
	if schema != nil {
		raw, err := json.Marshal(schema)
		if err != nil {
			return nil, fmt.Errorf("llm_query: schema is not JSON: %v", err)
		}
		req.Schema = raw
	}
	start := time.Now()
	a.run.emit(a, event.SubcallStartData{Kind: kind, Model: model, Prompt: preview(prompt, 500), PromptChars: len(prompt)})
	resp, err := a.run.chat(ctx, a, a.depth+1, req)
	stop := event.SubcallStopData{Kind: kind, Model: model, DurationMS: time.Since(start).Milliseconds()}
	if err != nil {
		stop.Error = err.Error()
		a.run.emit(a, stop)
		return nil, err
	}
	stop.Response = preview(resp.Content, 500)
	a.run.emit(a, stop)
	if schema == nil {
		return resp.Content, nil
	}
	// Numbers stay json.Number, so each backend gets the reply's own
	// literals: 42 an integer, 42.0 a float, as CPython's json reads them.
	var v any
	dec := json.NewDecoder(strings.NewReader(resp.Content))
	dec.UseNumber()
	err = dec.Decode(&v)
	if err == nil && dec.Decode(new(any)) != io.EOF {
		err = errors.New("invalid character after top-level value")
	}
	if err != nil {
		return nil, fmt.Errorf("llm_query: the reply is not JSON as the schema requires: %v", err)
	}
	if err := checkSchema(schema, v, "$"); err != nil {
		return nil, fmt.Errorf("llm_query: the reply breaks the schema: %v", err)
	}
	a.run.emit(a, event.StructuredCallData{Model: model})
	return v, nil
}

// rlmQuery runs a child agent one level deeper over sub, or a plain
// llm_query when the child would reach the depth limit. The child uses
// the agent's own strategy.
func (a *agent) rlmQuery(ctx context.Context, sub, query string) (string, error) {
	return a.rlmQueryAs(ctx, sub, query, a.strategy)
}

// rlmQueryAs is rlmQuery with the child's strategy named.
func (a *agent) rlmQueryAs(ctx context.Context, sub, query string, strategy Strategy) (string, error) {
	cfg := a.cfg()
	if a.depth+1 >= cfg.MaxDepth {
		prompt := query
		if sub != "" {
			prompt = sub + "\n\n" + query
		}
		if err := a.run.takeSubCall(); err != nil {
			return "", err
		}
		// At the depth limit a child would be one model call anyway.
		v, err := a.ask(ctx, "llm_query", prompt, "", nil)
		s, _ := v.(string)
		return s, err
	}
	if strategy != StrategyTools && cfg.Backend == nil {
		return "", errors.New("a REPL child needs an eval backend, and this run has none: use the tools strategy for the child")
	}
	if err := a.run.takeSubCall(); err != nil {
		return "", err
	}
	child := a.run.newAgent(a.id, a.depth+1, query, []string{sub}, cfg.SubModel)
	child.strategy = strategy
	// The parent lent its slot for the wait (see Call), so waiting here
	// cannot deadlock: only running agents hold slots.
	if err := child.slot.take(ctx, true); err != nil {
		a.run.subCalls.Add(-1)
		return "", err
	}
	defer child.slot.drop()
	a.run.emit(a, event.SubcallStartData{Kind: event.SubcallRLMQuery, ChildAgent: child.id,
		Query: preview(query, 500), ContextChars: len(sub)})
	answer, failed, err := child.solve(ctx)
	stop := event.SubcallStopData{Kind: event.SubcallRLMQuery, ChildAgent: child.id, Answer: preview(answer, 500)}
	if err != nil {
		stop.Error = err.Error()
	}
	a.run.emit(a, stop)
	if err != nil {
		return "", fmt.Errorf("rlm_query child %s: %w", child.id, err)
	}
	if failed {
		return "", fmt.Errorf("rlm_query child %s gave up: %s", child.id, answer)
	}
	return answer, nil
}

func stringArg(args map[string]any, name string) (string, error) {
	v, ok := args[name]
	if !ok {
		return "", fmt.Errorf("missing argument %q", name)
	}
	s, ok := v.(string)
	if !ok {
		return "", fmt.Errorf("argument %q must be a string, got %T", name, v)
	}
	return s, nil
}

// numberArg reads an optional number (0 when absent or None).
func numberArg(args map[string]any, name string) (float64, error) {
	switch v := args[name].(type) {
	case nil:
		return 0, nil
	case float64:
		return v, nil
	case int64:
		return float64(v), nil
	case int:
		return float64(v), nil
	default:
		return 0, fmt.Errorf("argument %q must be a number, got %T", name, v)
	}
}

func stringsArg(args map[string]any, name string) ([]string, error) {
	raw, ok := args[name].([]any)
	if !ok {
		if ss, ok := args[name].([]string); ok {
			return ss, nil
		}
		return nil, fmt.Errorf("argument %q must be a list of strings", name)
	}
	out := make([]string, len(raw))
	for i, v := range raw {
		s, ok := v.(string)
		if !ok {
			return nil, fmt.Errorf("argument %q: item %d must be a string, got %T", name, i, v)
		}
		out[i] = s
	}
	return out, nil
}

// lendSlot frees the agent's limiter slot while it waits on children and
// returns the function that takes one back within the host call's ctx.
func (a *agent) lendSlot(ctx context.Context) (reclaim func()) {
	return a.slot.lend(ctx)
}
