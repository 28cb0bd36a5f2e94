package loop

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/rlm-go/rlm/broker"
	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/llm"
)

// agent is one RLM: a REPL session and a conversation. Its fields are
// touched only by its own goroutine, except those under mu, which host
// calls from goroutines a cell started may reach.
type agent struct {
	run      *run
	id       string
	parentID string
	depth    int
	model    string
	query    string
	contexts []string
	strategy Strategy
	// tools is a tools agent's workspace: its chunk plan, hits and notes.
	tools *toolWorkspace
	// sampled children must rate their dispatch (assess_dispatch) in the
	// step that sets their answer.
	sampled bool
	// child is set for agents started by lm_query: only they may call
	// assess_dispatch.
	child bool
	// ctx lives as long as the agent; lm_query jobs derive from it, not
	// from the cell that started them.
	ctx context.Context

	session eval.Session
	// start is the session's background start (startSession); nil for a
	// chat session, made before its first message.
	start      *sessionStart
	messages   []llm.Message
	snapshotAt int // messages already reported in a context-window event
	iteration  int
	// outOfIterations: the loop used its last-chance turn.
	outOfIterations bool
	lastOutput      string
	consecErrs      int
	codes           []string // code of the last steps, for the repetition nudge
	compacted       int      // compactions so far

	// Finalization gates.
	staged          *eval.Final
	dispatchSettled bool // assess_dispatch recorded, or its gate gave up
	dispatchCheckin bool // the assess_dispatch gate used its check-in turn
	childrenCheckin bool // the assess_lm_query gate used its check-in turn
	childrenSettled bool // the assess_lm_query gate gave up

	slot       agentSlot
	mu         sync.Mutex
	stepAssess *broker.Assessment // assess_dispatch called in the current step
	closing    bool
	children   *sync.WaitGroup // lm_query jobs of this turn still running Run; new each turn
}

func (r *run) newAgent(parentID string, depth int, query string, contexts []string, model string) *agent {
	id := "root"
	if parentID != "" {
		id = parentID + "." + strconv.FormatInt(r.agentSeq.Add(1), 10)
	}
	a := &agent{run: r, id: id, parentID: parentID, depth: depth, model: model, query: query, contexts: contexts}
	a.slot.run = r
	return a
}

func (a *agent) cfg() *Config { return &a.run.engine.cfg }

// language is how the agent speaks its REPL's language.
func (a *agent) language() *eval.Language { return &a.run.engine.lang }

// partial is the best answer available if the agent must stop early: a
// staged answer, else the last output.
func (a *agent) partial() string {
	if a.staged != nil {
		return a.staged.Answer
	}
	return a.lastOutput
}

// solve drives the agent to a final answer.
func (a *agent) solve(ctx context.Context) (answer string, failed bool, err error) {
	if a.strategy == StrategyTools {
		return a.solveTools(ctx)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	a.ctx = ctx
	cfg := a.cfg()
	started := time.Now()
	a.run.emit(a, event.AgentStartData{
		Query: preview(a.query, 500), Model: a.model, Backend: cfg.Backend.Name(), BackendVersion: cfg.Backend.Version(),
		ContextChars: totalLen(a.contexts), Sampled: a.sampled,
		MaxDepth: cfg.MaxDepth, MaxIterations: cfg.MaxIterations,
	})
	defer func() { a.emitEnd(started, answer, failed, err) }()

	a.startSession(ctx, cfg.Backend, eval.SessionConfig{
		Contexts: a.contexts, Host: a, CellTimeout: cfg.CellTimeout,
	})
	defer a.closeSession()
	defer a.endChildren()

	a.messages = []llm.Message{
		{Role: llm.RoleSystem, Content: a.run.engine.system},
		{Role: llm.RoleUser, Content: firstMessage(a.query, a.contexts, a.language(), a.cfg().Workspace)},
	}
	return a.loop(ctx)
}

// childGrace bounds how long an ending agent waits for its cancelled
// lm_query children to return.
const childGrace = 5 * time.Second

// endChildren cancels the agent's lm_query jobs, waits (briefly) for their
// goroutines and drops their records.
func (a *agent) endChildren() {
	a.mu.Lock()
	a.closing = true
	a.mu.Unlock()
	a.run.broker.CancelAll(a.id)
	done := make(chan struct{})
	wg := a.childGroup()
	go func() {
		wg.Wait()
		close(done)
	}()
	t := time.NewTimer(childGrace)
	defer t.Stop()
	select {
	case <-done:
	case <-t.C:
	}
	a.run.broker.Forget(a.id)
}

// resetTurn clears per-query state so a session can send another message.
func (a *agent) resetTurn() {
	a.iteration, a.consecErrs, a.codes = 0, 0, nil
	a.outOfIterations = false
	a.staged, a.dispatchSettled, a.dispatchCheckin = nil, false, false
	a.childrenCheckin, a.childrenSettled = false, false
	a.mu.Lock()
	a.stepAssess, a.closing = nil, false
	// A job of the last turn that outlived the grace period still holds
	// the old group; reusing it while its Wait runs would panic.
	a.children = &sync.WaitGroup{}
	a.mu.Unlock()
}

// childGroup is the current turn's group of lm_query jobs.
func (a *agent) childGroup() *sync.WaitGroup {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.children == nil {
		a.children = &sync.WaitGroup{}
	}
	return a.children
}

// loop iterates until a final answer passes the gates, a budget runs out
// or the model stops producing code.
func (a *agent) loop(ctx context.Context) (answer string, failed bool, err error) {
	cfg := a.cfg()
	noCode := 0
	for a.iteration = 1; ; a.iteration++ {
		// A staged answer's check-in turn may run past the last iteration.
		if a.iteration > cfg.MaxIterations && a.staged == nil {
			a.iteration = cfg.MaxIterations
			a.outOfIterations = true
			return a.lastChance(ctx)
		}
		if err := a.run.checkBudget(a.partial()); err != nil {
			a.run.emit(a, event.BudgetExceededData{Error: err.Error()})
			return "", false, err
		}
		if err := a.maybeCompact(ctx); err != nil {
			return "", false, err
		}
		a.injectUpdates()
		a.run.emit(a, event.IterationStartData{})
		reply, err := a.chat(ctx)
		if err != nil {
			return "", false, err
		}
		a.messages = append(a.messages, llm.Message{Role: llm.RoleAssistant, Content: reply})
		parsed := parseReply(reply, *a.language(), a.run.engine.codeTags)
		a.clearStepAssessment()

		var fin *eval.Final
		var feedback string
		if len(parsed.Code) == 0 {
			f, ok, err := a.finalOutsideCode(ctx, parsed)
			switch {
			case err != nil:
				return "", false, err
			case ok:
				fin = &f
			case a.staged != nil:
				feedback = "Your reply had no code block."
			default:
				noCode++
				a.run.emit(a, event.NudgeData{Reason: "no_code"})
				a.run.emit(a, event.IterationStopData{Nudged: true})
				if noCode >= 2 {
					return "", false, ErrNoCode
				}
				a.addUser(a.noCodeNudge())
				continue
			}
		} else {
			noCode = 0
			feedback, fin, err = a.execBlocks(ctx, parsed.Code)
			if err != nil {
				return "", false, err
			}
			if fin == nil {
				f, ok, err := a.finalOutsideCode(ctx, parsed)
				if err != nil {
					return "", false, err
				}
				if ok {
					fin = &f
				}
			}
			feedback += a.repetitionNudge(strings.Join(parsed.Code, "\n"))
		}
		a.run.emit(a, event.IterationStopData{CodeBlocks: len(parsed.Code), Final: fin != nil})
		final, note := a.settle(fin)
		if final != nil {
			return final.Answer, final.Failed, nil
		}
		// A staged answer finalizes after its check-in turn whatever that
		// turn's code does.
		if max := cfg.Budget.MaxConsecutiveErr; max > 0 && a.consecErrs >= max && a.staged == nil {
			a.run.emit(a, event.BudgetExceededData{Budget: "consecutive_errors"})
			return "", false, &BudgetError{Budget: "consecutive_errors", Limit: strconv.Itoa(max),
				Used: strconv.Itoa(a.consecErrs), Partial: a.partial()}
		}
		a.addUser(feedback + note)
	}
}

// lastChance asks once more for an answer after the iterations ran out.
func (a *agent) lastChance(ctx context.Context) (string, bool, error) {
	a.addUser(fmt.Sprintf("You have used all %d iterations. Give your final answer now, "+
		"either as FINAL(your answer) on its own line or in one code block that sets it.", a.cfg().MaxIterations))
	reply, err := a.chat(ctx)
	if err != nil {
		return "", false, err
	}
	parsed := parseReply(reply, *a.language(), a.run.engine.codeTags)
	a.clearStepAssessment()
	if len(parsed.Code) > 0 {
		if _, final, err := a.execBlocks(ctx, parsed.Code); err != nil {
			return "", false, err
		} else if final != nil {
			a.giveUpGates()
			return final.Answer, final.Failed, nil
		}
	}
	if f, ok, err := a.finalOutsideCode(ctx, parsed); err != nil || ok {
		if ok {
			a.giveUpGates()
		}
		return f.Answer, f.Failed, err
	}
	if len(parsed.Code) == 0 && strings.TrimSpace(reply) != "" {
		return strings.TrimSpace(reply), false, nil
	}
	max := a.cfg().MaxIterations
	a.run.emit(a, event.BudgetExceededData{Budget: "iterations"})
	return "", false, &BudgetError{Budget: "iterations", Limit: strconv.Itoa(max),
		Used: strconv.Itoa(max), Partial: a.partial()}
}

// finalOutsideCode handles FINAL(...) and FINAL_VAR(name) written as text.
func (a *agent) finalOutsideCode(ctx context.Context, p Reply) (eval.Final, bool, error) {
	if p.FinalVar != "" {
		if err := a.awaitSession(ctx); err != nil {
			return eval.Final{}, false, err
		}
		res, err := a.session.Exec(ctx, a.language().FinalVarCell(p.FinalVar))
		if err != nil {
			return eval.Final{}, false, err
		}
		if res.Final != nil {
			return *res.Final, true, nil
		}
		a.addUser("FINAL_VAR(" + p.FinalVar + ") failed: " + firstNonEmpty(res.Error, "no such variable") +
			"\nDefine the variable in code first, then finish.")
		return eval.Final{}, false, nil
	}
	if p.HasFinal {
		return eval.Final{Answer: p.FinalText, Source: "FINAL"}, true, nil
	}
	return eval.Final{}, false, nil
}

// execBlocks runs code blocks in order and builds the feedback message. It
// stops at the first block that sets a final answer.
func (a *agent) execBlocks(ctx context.Context, blocks []string) (string, *eval.Final, error) {
	cfg := a.cfg()
	var b strings.Builder
	fmt.Fprintf(&b, "[REPL output, iteration %d/%d]\n", a.iteration, cfg.MaxIterations)
	anyErr := false
	if err := a.awaitSession(ctx); err != nil {
		return "", nil, err
	}
	for i, code := range blocks {
		a.run.emit(a, event.EvalStartData{Block: i, Code: code})
		res, err := a.session.Exec(ctx, code)
		if err != nil {
			a.run.emit(a, event.EvalStopData{Block: i, Status: event.EvalStatusSessionError, Error: err.Error()})
			if ctx.Err() != nil {
				return "", nil, ctx.Err()
			}
			return "", nil, fmt.Errorf("%s REPL failed: %w", cfg.Backend.Name(), err)
		}
		status := "ok"
		switch {
		case res.TimedOut:
			status = "timeout"
		case res.Restarted:
			status = "restarted"
		case res.Error != "":
			status = "error"
		}
		a.run.emit(a, event.EvalStopData{
			Block: i, Status: status, Stdout: preview(res.Stdout, 2000), Stderr: preview(res.Stderr, 1000),
			Error: res.Error, DurationMS: res.Duration.Milliseconds(), Final: res.Final != nil, Locals: res.Locals,
		})
		if len(blocks) > 1 {
			fmt.Fprintf(&b, "--- block %d of %d ---\n", i+1, len(blocks))
		}
		out := res.Stdout
		if res.Stderr != "" {
			out += "\n[stderr]\n" + res.Stderr
		}
		if strings.TrimSpace(out) != "" {
			a.lastOutput = out
		}
		out = Truncate(out, cfg.TruncateHead, cfg.TruncateTail)
		if strings.TrimSpace(out) == "" && res.Error == "" {
			out = "(no output)"
		}
		b.WriteString(out)
		if !strings.HasSuffix(out, "\n") {
			b.WriteByte('\n')
		}
		if res.Error != "" {
			anyErr = true
			b.WriteString("[error] " + Truncate(res.Error, 2000, 2000) + "\n")
			switch {
			case res.Restarted:
				b.WriteString("The interpreter was restarted: every variable you defined is gone. `context` is still set.\n")
			default:
				b.WriteString("Variables assigned before the error are kept; " + a.language().ShowVars + " lists them.\n")
			}
		}
		if res.FinalInvalid != "" {
			b.WriteString("[final answer rejected] " + res.FinalInvalid + "\n")
		}
		if res.Final != nil {
			return b.String(), res.Final, nil
		}
		if res.Error != "" {
			// Later blocks usually depend on the failed one.
			if i < len(blocks)-1 {
				fmt.Fprintf(&b, "(blocks %d..%d skipped after the error)\n", i+2, len(blocks))
			}
			break
		}
	}
	if anyErr {
		a.consecErrs++
	} else {
		a.consecErrs = 0
	}
	return b.String(), nil, nil
}

func (a *agent) noCodeNudge() string {
	lang := a.language()
	return "Your reply had no code block. Every reply must contain code in a ```" + lang.Fence +
		" block; finish by setting the final answer in code (" + lang.FinishForms + ")."
}

func (a *agent) addUser(text string) {
	a.messages = append(a.messages, llm.Message{Role: llm.RoleUser, Content: text})
}

// chat sends the conversation to the model and returns the reply text.
func (a *agent) chat(ctx context.Context) (string, error) {
	resp, err := a.chatTools(ctx, nil)
	if err != nil {
		return "", err
	}
	return resp.Content, nil
}

// chatTools sends the conversation offering tools (none for the REPL) and
// returns the whole reply.
func (a *agent) chatTools(ctx context.Context, tools []llm.Tool) (llm.Response, error) {
	if len(a.messages) > a.snapshotAt {
		added := a.messages[a.snapshotAt:]
		data := event.ContextWindowData{From: a.snapshotAt, Messages: eventMessages(added), SizeChars: messagesLen(a.messages),
			Reset: a.snapshotAt == 0 && a.compacted > 0}
		a.run.emit(a, data)
		a.snapshotAt = len(a.messages)
	}
	return a.run.chat(ctx, a, a.depth, llm.Request{Model: a.model, Messages: a.messages, Tools: tools})
}

// chat is every model call of a run: it emits events and tallies usage at
// the depth the call is made for.
func (r *run) chat(ctx context.Context, a *agent, depth int, req llm.Request) (llm.Response, error) {
	r.emit(a, event.LLMStartData{Model: req.Model, Messages: len(req.Messages),
		PromptChars: messagesLen(req.Messages), CallDepth: depth})
	resp, err := r.engine.client.Chat(ctx, req)
	data := event.LLMStopData{Model: req.Model, CallDepth: depth, DurationMS: resp.Duration.Milliseconds()}
	if err != nil {
		data.Error = err.Error()
		r.emit(a, data)
		return resp, err
	}
	r.tally.Add(req.Model, depth, resp.Usage)
	data.InputTokens, data.OutputTokens = resp.Usage.InputTokens, resp.Usage.OutputTokens
	data.CostUSD, data.Cached, data.Attempts = resp.Usage.CostUSD, resp.Cached, resp.Attempts
	data.UsageEstimated, data.CostEstimated = resp.Usage.Estimated, resp.Usage.CostEstimated
	data.ReasoningTokens, data.Reasoning = resp.Usage.ReasoningTokens, preview(resp.Reasoning, 4000)
	data.Reply = preview(resp.Content, 4000)
	r.emit(a, data)
	return resp, nil
}

func firstMessage(query string, contexts []string, lang *eval.Language, ws Workspace) string {
	var b strings.Builder
	for i, c := range contexts {
		name := lang.ContextName(i, len(contexts))
		lines := strings.Count(c, "\n")
		if len(c) > 0 && !strings.HasSuffix(c, "\n") {
			lines++
		}
		fmt.Fprintf(&b, "Your context `%s` is a %s of %d characters in %d lines. It is in the REPL, not here: inspect it with code.\n",
			name, lang.StringType, len(c), lines)
		fmt.Fprintf(&b, "It starts with: %q\n", preview(c, 160))
	}
	if len(contexts) == 0 {
		b.WriteString("There is no context for this query.\n")
	}
	b.WriteString(workspaceNote(ws, lang))
	b.WriteString("\nQuery: " + query)
	return b.String()
}

func preview(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && !utf8Start(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

func totalLen(ss []string) int {
	n := 0
	for _, s := range ss {
		n += len(s)
	}
	return n
}

func messagesLen(ms []llm.Message) int {
	n := 0
	for _, m := range ms {
		n += len(m.Content)
		for _, c := range m.ToolCalls {
			n += len(c.Name) + len(c.Arguments)
		}
	}
	return n
}

func firstNonEmpty(s ...string) string {
	for _, x := range s {
		if x != "" {
			return x
		}
	}
	return ""
}

// emitEnd reports how the agent's run (or session turn) ended.
func (a *agent) emitEnd(started time.Time, answer string, failed bool, err error) {
	data := event.AgentEndData{DurationMS: time.Since(started).Milliseconds(), Iterations: a.iteration}
	switch {
	case err != nil:
		data.Status, data.Error = "error", err.Error()
	case failed:
		data.Status, data.Answer = "failed", preview(answer, 500)
	default:
		data.Status, data.Answer = "ok", preview(answer, 500)
	}
	a.run.emit(a, data)
}

// eventMessages copies chat messages into the event's message type.
func eventMessages(ms []llm.Message) []event.Message {
	out := make([]event.Message, len(ms))
	for i, m := range ms {
		out[i] = event.Message{Role: m.Role, Content: m.Content, ToolCallID: m.ToolCallID}
		for _, c := range m.ToolCalls {
			out[i].ToolCalls = append(out[i].ToolCalls, event.ToolCall{ID: c.ID, Name: c.Name, Arguments: c.Arguments})
		}
	}
	return out
}
