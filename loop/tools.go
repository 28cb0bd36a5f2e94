package loop

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/llm"
)

// The tools strategy: the model never writes code. It explores its inputs
// through typed tool calls (OpenAI tools), which the agent runs
// concurrently and answers by tool_call_id; a reply without tool calls is
// the final answer. Before every model call after the first, a next-step
// message repeats the query with a compact summary of the workspace
// (chunk plan, hits, notes, sub-query results), so the model keeps its
// bearings without the inputs ever entering the conversation.

// maxToolResult bounds one tool result sent to the model, whatever the
// arguments asked for.
const maxToolResult = 200_000

// solveTools drives a tools agent to a final answer.
func (a *agent) solveTools(ctx context.Context) (answer string, failed bool, err error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	a.ctx = ctx
	cfg := a.cfg()
	started := time.Now()
	a.run.emit(a, event.AgentStartData{
		Query: preview(a.query, 500), Model: a.model, Backend: "tools",
		ContextChars: totalLen(a.contexts), MaxDepth: cfg.MaxDepth, MaxIterations: cfg.MaxIterations,
	})
	defer func() { a.emitEnd(started, answer, failed, err) }()
	a.tools = newToolWorkspace(a.contexts)
	a.messages = []llm.Message{
		{Role: llm.RoleSystem, Content: a.run.engine.toolsSystem},
		{Role: llm.RoleUser, Content: toolsFirstMessage(a.query, a.tools)},
	}
	return a.toolsLoop(ctx)
}

// toolsLoop iterates until a reply without tool calls, or a budget runs
// out.
func (a *agent) toolsLoop(ctx context.Context) (string, bool, error) {
	cfg := a.cfg()
	empty := 0
	for a.iteration = 1; ; a.iteration++ {
		if a.iteration > cfg.MaxIterations {
			a.iteration = cfg.MaxIterations
			a.outOfIterations = true
			return a.toolsLastChance(ctx)
		}
		if err := a.run.checkBudget(a.lastOutput); err != nil {
			a.run.emit(a, event.BudgetExceededData{Error: err.Error()})
			return "", false, err
		}
		if a.iteration > 1 {
			a.addUser(toolsNextStep(a.query, a.iteration, cfg.MaxIterations, a.tools.summary(2000)))
		}
		a.run.emit(a, event.IterationStartData{})
		resp, err := a.chatTools(ctx, a.run.engine.toolDefs)
		if err != nil {
			return "", false, err
		}
		a.messages = append(a.messages, llm.Message{Role: llm.RoleAssistant, Content: resp.Content, ToolCalls: resp.ToolCalls})
		if len(resp.ToolCalls) == 0 {
			answer := strings.TrimSpace(resp.Content)
			if answer == "" {
				empty++
				a.run.emit(a, event.NudgeData{Reason: "empty_reply"})
				a.run.emit(a, event.IterationStopData{Nudged: true})
				if empty >= 2 {
					return "", false, ErrNoAnswer
				}
				a.addUser("Your reply was empty. Call a tool, or reply with your final answer as text.")
				continue
			}
			a.run.emit(a, event.IterationStopData{Final: true})
			return answer, false, nil
		}
		empty = 0
		results, failures := a.runTools(ctx, resp.ToolCalls)
		// Every call is answered even when the turn was cancelled: a chat
		// session sends this conversation again, and an unanswered call
		// makes the server refuse it.
		for i, c := range resp.ToolCalls {
			a.messages = append(a.messages, llm.Message{Role: llm.RoleTool, ToolCallID: c.ID, Content: results[i]})
		}
		if ctx.Err() != nil {
			return "", false, ctx.Err()
		}
		a.lastOutput = results[len(results)-1]
		a.run.emit(a, event.IterationStopData{CodeBlocks: len(resp.ToolCalls)})
		if failures == len(resp.ToolCalls) {
			a.consecErrs++
		} else {
			a.consecErrs = 0
		}
		if max := cfg.Budget.MaxConsecutiveErr; max > 0 && a.consecErrs >= max {
			a.run.emit(a, event.BudgetExceededData{Budget: "consecutive_errors"})
			return "", false, &BudgetError{Budget: "consecutive_errors", Limit: strconv.Itoa(max),
				Used: strconv.Itoa(a.consecErrs), Partial: a.lastOutput}
		}
	}
}

// toolsLastChance asks once, offering no tools, for the answer after the
// iterations ran out.
func (a *agent) toolsLastChance(ctx context.Context) (string, bool, error) {
	max := a.cfg().MaxIterations
	a.addUser(fmt.Sprintf("You have used all %d iterations. Reply now with your final answer as text; no more tool calls.\n\nQuery: %s",
		max, a.query))
	resp, err := a.chatTools(ctx, nil)
	if err != nil {
		return "", false, err
	}
	a.messages = append(a.messages, llm.Message{Role: llm.RoleAssistant, Content: resp.Content, ToolCalls: resp.ToolCalls})
	if answer := strings.TrimSpace(resp.Content); answer != "" && len(resp.ToolCalls) == 0 {
		return answer, false, nil
	}
	a.run.emit(a, event.BudgetExceededData{Budget: "iterations"})
	return "", false, &BudgetError{Budget: "iterations", Limit: strconv.Itoa(max),
		Used: strconv.Itoa(max), Partial: a.lastOutput}
}

// runTools runs one reply's tool calls at once (at most
// MaxConcurrentSubcalls together) and returns each call's result in the
// calls' order, with how many failed. A failing call is a result the
// model reads, never an error of the run.
func (a *agent) runTools(ctx context.Context, calls []llm.ToolCall) ([]string, int) {
	out := make([]string, len(calls))
	failed := make([]bool, len(calls))
	for _, c := range calls {
		a.run.emit(a, event.ToolStartData{CallID: c.ID, Name: c.Name, Arguments: c.Arguments})
	}
	sem := make(chan struct{}, a.cfg().MaxConcurrentSubcalls)
	var wg sync.WaitGroup
	for i, c := range calls {
		wg.Add(1)
		go func() {
			defer wg.Done()
			start := time.Now()
			stop := event.ToolStopData{CallID: c.ID, Name: c.Name, Status: "ok"}
			select {
			case sem <- struct{}{}:
				defer func() { <-sem }()
				v, err := a.runTool(ctx, c)
				if err == nil {
					out[i], err = toolResult(v)
				}
				if err != nil {
					failed[i] = true
					stop.Status, stop.Error = "error", err.Error()
					out[i], _ = toolResult(map[string]string{"error": err.Error()})
				}
			case <-ctx.Done():
				failed[i] = true
				stop.Status, stop.Error = "error", ctx.Err().Error()
				out[i], _ = toolResult(map[string]string{"error": ctx.Err().Error()})
			}
			stop.DurationMS = time.Since(start).Milliseconds()
			stop.Result = preview(out[i], 2000)
			a.run.emit(a, stop)
		}()
	}
	wg.Wait()
	n := 0
	for _, f := range failed {
		if f {
			n++
		}
	}
	return out, n
}

// runTool runs one call. A panic in a tool is the call's error, not the
// run's end.
func (a *agent) runTool(ctx context.Context, c llm.ToolCall) (result any, err error) {
	defer func() {
		if r := recover(); r != nil {
			result, err = nil, fmt.Errorf("%s: internal error in the tool: %v", c.Name, r)
		}
	}()
	t, ok := a.run.engine.toolByName[c.Name]
	if !ok {
		return nil, fmt.Errorf("unknown tool %q; the tools are %s", c.Name, strings.Join(a.run.engine.toolNames(), ", "))
	}
	raw := strings.TrimSpace(c.Arguments)
	if raw == "" {
		raw = "{}"
	}
	if !json.Valid([]byte(raw)) {
		return nil, fmt.Errorf("%s: the arguments are not valid JSON (%s); send one JSON object as the tool's schema describes", c.Name, preview(raw, 200))
	}
	return t.run(ctx, a, json.RawMessage(raw))
}

// toolResult is what the model reads of a tool's value: compact JSON, cut
// at maxToolResult.
func toolResult(v any) (string, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return "", fmt.Errorf("encoding the result: %v", err)
	}
	if len(b) > maxToolResult {
		return preview(string(b), maxToolResult) + " [result cut at " + strconv.Itoa(maxToolResult) + " bytes]", nil
	}
	return string(b), nil
}

// decodeArgs reads a call's arguments into dst, refusing keys the schema
// does not have so a misspelt argument is reported instead of ignored.
func decodeArgs(name string, raw json.RawMessage, dst any) error {
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		return fmt.Errorf("%s: arguments do not fit the schema: %v", name, err)
	}
	return nil
}

func (e *Engine) toolNames() []string {
	names := make([]string, 0, len(e.toolDefs))
	for _, t := range e.toolDefs {
		names = append(names, t.Name)
	}
	sort.Strings(names)
	return names
}

// toolsFirstMessage describes the inputs (sizes, the start of each) and
// the query; the inputs themselves stay with the tools.
func toolsFirstMessage(query string, ws *toolWorkspace) string {
	var b strings.Builder
	if len(ws.inputs) == 0 {
		b.WriteString("There is no context for this query.\n")
	}
	for i, c := range ws.inputs {
		fmt.Fprintf(&b, "Your context input %d is %d bytes in %d lines. It is not in this conversation: explore it with the tools.\n",
			i, len(c), ws.lines(i))
		fmt.Fprintf(&b, "It starts with: %q\n", preview(c, 160))
	}
	b.WriteString("You have not explored the context yet. Start by examining its structure.\n")
	b.WriteString("\nQuery: " + query)
	return b.String()
}

// toolsNextStep is the message before each model call after the first.
func toolsNextStep(query string, iteration, max int, summary string) string {
	return fmt.Sprintf("[iteration %d/%d] Continue exploring to answer the query, or, when you have the evidence, "+
		"reply with the final answer and no tool calls.\n\n## Exploration progress\n%s\n\nQuery: %s",
		iteration, max, summary, query)
}

// errNoChunks is the error of a tool that needs a chunk plan before one
// exists.
var errNoChunks = errors.New("there are no chunks yet: call context_chunk (or context_search, which makes the default plan) first")
