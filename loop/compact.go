package loop

import (
	"context"
	"fmt"
	"strings"

	"github.com/rlm-go/rlm/broker"
	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/llm"
)

// estimateTokens is the engine's rough token count: characters / 4.
func estimateTokens(ms []llm.Message) int { return messagesLen(ms) / 4 }

// maybeCompact moves the conversation into the REPL variable
// compacted_history (compactedHistory in Go) when it passes CompactAt of
// the context window, and restarts it from the system prompt and a short
// addendum. Variables are untouched: only the conversation shrinks.
func (a *agent) maybeCompact(ctx context.Context) error {
	cfg := a.cfg()
	if cfg.CompactAt < 0 || len(a.messages) < 3 {
		return nil
	}
	limit := int(cfg.CompactAt * float64(cfg.ContextWindowTokens))
	before := estimateTokens(a.messages)
	if before <= limit {
		return nil
	}
	// The last user message is the feedback (and any check-in request) the
	// model has not answered yet: it survives compaction verbatim.
	last := ""
	if m := a.messages[len(a.messages)-1]; m.Role == llm.RoleUser {
		last = Truncate(m.Content, 2000, 2000)
	}
	addendumFor := func(name string, historyChars int) string {
		s := fmt.Sprintf("[COMPACTED] The conversation so far (about %d tokens) passed %.0f%% of the context window, "+
			"so it was moved into the REPL variable `%s` (%d characters added; earlier compactions come before it, separated by "+
			"\"\\n---\\n\"). Every variable you defined is still there; read `%s` with code only if you need it.\n\n"+
			"Original query: %s",
			before, cfg.CompactAt*100, name, historyChars, name, preview(a.query, 4000))
		if last != "" {
			s += "\n\nThe last message before compaction, which you have not answered yet:\n" + last
		}
		return s
	}
	name := a.language().HistoryVar
	// Compacting again would not shrink the window (a huge system prompt or
	// query): keep going and let the server's limit speak.
	if after := (len(a.messages[0].Content) + len(addendumFor(name, 0))) / 4; after*10 >= before*9 {
		return nil
	}
	var b strings.Builder
	for i, m := range a.messages[1:] {
		if i > 0 {
			b.WriteString("\n---\n")
		}
		b.WriteString("Role: " + string(m.Role) + "\n" + m.Content)
	}
	history := b.String()
	if err := a.appendHistory(ctx, history); err != nil {
		return err
	}
	a.compacted++
	a.messages = []llm.Message{a.messages[0], {Role: llm.RoleUser, Content: addendumFor(name, len(history))}}
	a.snapshotAt = 0
	a.run.emit(a, event.CompactionData{
		BeforeTokens: before, AfterTokens: estimateTokens(a.messages),
		HistoryChars: len(history), Compactions: a.compacted, Variable: name,
	})
	return nil
}

// appendHistory adds text to the history variable with the cells the
// language writes for it: the text travels as a string literal, never as code.
func (a *agent) appendHistory(ctx context.Context, text string) error {
	lang := a.language()
	var last string
	if err := a.awaitSession(ctx); err != nil {
		return err
	}
	for _, code := range lang.AppendCells(lang.HistoryVar, text, a.compacted == 0) {
		res, err := a.session.Exec(ctx, code)
		if err != nil {
			return fmt.Errorf("compaction: %s REPL failed: %w", a.cfg().Backend.Name(), err)
		}
		if res.Error == "" {
			return nil
		}
		last = res.Error
	}
	return fmt.Errorf("compaction: could not store the history in the REPL: %s", last)
}

// injectUpdates offers finished children's results (previews only) and
// assessment reminders to the coming turn, each once.
func (a *agent) injectUpdates() {
	ups := a.run.broker.DrainUpdates(a.id)
	if len(ups) == 0 {
		return
	}
	var b strings.Builder
	b.WriteString("[SUBAGENT_RETURN]\n")
	assess := a.language().Spell(eval.CallAssessLMQuery)
	for _, u := range ups {
		switch u.Kind {
		case broker.UpdateAssessmentReminder:
			fmt.Fprintf(&b, "- %s: reminder: assessment owed; call %s(%q, \"satisfied\" or \"dissatisfied\", reason)\n", u.ChildID, assess, u.ChildID)
		default:
			fmt.Fprintf(&b, "- %s %s: %s\n", u.ChildID, u.State, strings.ReplaceAll(preview(u.Preview, 220), "\n", " "))
		}
	}
	b.WriteString("(Previews only: read full results with " + a.language().Spell(eval.CallAwaitLMQuery) + "(id) or " + a.language().Spell(eval.CallPollLMQuery) + "(id)" + ".)")
	a.run.emit(a, event.AgentStatusData{SubagentUpdates: len(ups)})
	if n := len(a.messages); n > 0 && a.messages[n-1].Role == llm.RoleUser {
		a.messages[n-1].Content += "\n\n" + b.String()
		return
	}
	a.addUser(b.String())
}

// repetitionNudge returns a note when the last three steps ran nearly the
// same code (word-set Jaccard similarity above 0.85 for both pairs).
func (a *agent) repetitionNudge(code string) string {
	a.codes = append(a.codes, code)
	if len(a.codes) > 3 {
		a.codes = a.codes[len(a.codes)-3:]
	}
	if len(a.codes) < 3 {
		return ""
	}
	if jaccard(a.codes[0], a.codes[1]) <= 0.85 || jaccard(a.codes[1], a.codes[2]) <= 0.85 {
		return ""
	}
	a.codes = nil // one nudge per streak
	a.run.emit(a, event.NudgeData{Reason: "repeated_code"})
	return "\n[NOTE] Your last three code blocks are nearly identical. Repeating them will not change the result: " +
		"try a different approach, inspect a different part of the input, or set your final answer.\n"
}

// jaccard is the similarity of the word sets of x and y.
func jaccard(x, y string) float64 {
	wx, wy := words(x), words(y)
	if len(wx) == 0 && len(wy) == 0 {
		return 1
	}
	inter := 0
	for w := range wx {
		if wy[w] {
			inter++
		}
	}
	return float64(inter) / float64(len(wx)+len(wy)-inter)
}

func words(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}
