package loop

import (
	"fmt"
	"strings"
	"time"

	"github.com/rlm-go/rlm/broker"
	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/event"
)

// Finalization gates. A final answer is staged, not returned, while an
// agent still owes an assessment:
//
//  1. a sampled lm_query child must call assess_dispatch in the step that
//     sets its answer;
//  2. an agent must assess_lm_query every sampled child it polled after
//     the child ended.
//
// Each gate grants exactly one check-in turn; at its end the agent
// finalizes anyway and the missing assessment becomes a survey.missing
// event. Unsampled agents with no sampled children never stage.

// clearStepAssessment forgets an assess_dispatch from an earlier step: it
// counts only in the step that sets the answer.
func (a *agent) clearStepAssessment() {
	a.mu.Lock()
	a.stepAssess = nil
	a.mu.Unlock()
}

// settle decides what a step's final answer (nil if none) leads to: the
// answer to return, or nil and a note for the next user message.
func (a *agent) settle(fin *eval.Final) (*eval.Final, string) {
	a.mu.Lock()
	assessed := a.stepAssess
	a.stepAssess = nil
	a.mu.Unlock()

	var note strings.Builder
	if a.staged == nil {
		if fin == nil {
			if assessed != nil {
				a.run.emit(a, event.NudgeData{Reason: "assess_dispatch_without_final"})
				note.WriteString("\n[assess_dispatch ignored] It counts only in the same step that sets your final answer: " +
					"call it in the code block that finishes.\n")
			}
			return nil, note.String()
		}
		a.staged = fin
		if assessed != nil {
			a.recordDispatchAssessment(assessed)
		}
	} else {
		if fin != nil {
			note.WriteString("\n[final answer ignored] An answer is already staged; it stands.\n")
		}
		if assessed != nil && !a.dispatchSettled {
			a.recordDispatchAssessment(assessed)
		}
	}

	if a.sampled && !a.dispatchSettled {
		if !a.dispatchCheckin {
			a.dispatchCheckin = true
			a.run.emit(a, event.FinalStagedData{Gate: "assess_dispatch", Answer: preview(a.staged.Answer, 500)})
			note.WriteString(a.dispatchNudge())
			return nil, note.String()
		}
		a.dispatchSettled = true
		a.run.emit(a, event.SurveyMissingData{Gate: "assess_dispatch"})
	}
	if !a.childrenSettled {
		if pending := a.run.broker.PendingAssessments(a.id); len(pending) > 0 {
			if !a.childrenCheckin {
				a.childrenCheckin = true
				a.run.emit(a, event.FinalStagedData{Gate: "assess_lm_query", Children: pending,
					Answer: preview(a.staged.Answer, 500)})
				note.WriteString(a.childrenNudge(pending))
				return nil, note.String()
			}
			a.childrenSettled = true
			a.run.emit(a, event.SurveyMissingData{Gate: "assess_lm_query", Children: pending})
		}
	}
	final := a.staged
	a.staged = nil
	return final, ""
}

// giveUpGates records what an answer given at the iteration limit still
// owed: there is no turn left for a check-in.
func (a *agent) giveUpGates() {
	a.mu.Lock()
	assessed := a.stepAssess
	a.stepAssess = nil
	a.mu.Unlock()
	if assessed != nil && !a.dispatchSettled {
		a.recordDispatchAssessment(assessed)
	}
	if a.sampled && !a.dispatchSettled {
		a.dispatchSettled = true
		a.run.emit(a, event.SurveyMissingData{Gate: "assess_dispatch"})
	}
	if pending := a.run.broker.PendingAssessments(a.id); len(pending) > 0 && !a.childrenSettled {
		a.childrenSettled = true
		a.run.emit(a, event.SurveyMissingData{Gate: "assess_lm_query", Children: pending})
	}
}

// recordDispatchAssessment emits and counts a child's rating of the task
// its parent gave it.
func (a *agent) recordDispatchAssessment(as *broker.Assessment) {
	a.dispatchSettled = true
	a.run.countAssessment(as.Verdict)
	a.run.emit(a, event.AssessmentData{
		Target: "dispatch", ChildID: a.id, ParentID: a.parentID,
		Verdict: as.Verdict, Reason: as.Reason, Sampled: a.sampled,
	})
}

func (r *run) countAssessment(verdict string) {
	r.assessTotal.Add(1)
	if verdict == broker.VerdictSatisfied {
		r.assessSatisfied.Add(1)
	}
}

// assessDispatch serves assess_dispatch: it notes the verdict for the
// current step; settle records it if the step also sets the answer.
func (a *agent) assessDispatch(verdict, reason string) (any, error) {
	if !a.child {
		return nil, fmt.Errorf("assess_dispatch rates the task an lm_query parent gave you; this agent was not started by lm_query")
	}
	if verdict != broker.VerdictSatisfied && verdict != broker.VerdictDissatisfied {
		return nil, fmt.Errorf("assess_dispatch: verdict must be %q or %q, got %q", broker.VerdictSatisfied, broker.VerdictDissatisfied, verdict)
	}
	a.mu.Lock()
	a.stepAssess = &broker.Assessment{Verdict: verdict, Reason: reason, At: time.Now()}
	a.mu.Unlock()
	return map[string]any{"verdict": verdict, "recorded": true}, nil
}

func (a *agent) dispatchNudge() string {
	return fmt.Sprintf("\n[CHECK-IN] Your final answer is staged, not sent: you were asked to rate the task you were given "+
		"in the same step that sets the answer. Reply now with one code block that calls %s(\"satisfied\" or \"dissatisfied\", "+
		"\"why: was the task clear, self-contained and sufficient?\"). Do not set the answer again; after this turn the staged "+
		"answer is sent either way.\n", a.language().Spell(eval.CallAssessDispatch))
}

func (a *agent) childrenNudge(pending []string) string {
	quoted := make([]string, len(pending))
	for i, id := range pending {
		quoted[i] = fmt.Sprintf("%q", id)
	}
	return fmt.Sprintf("\n[CHECK-IN] Your final answer is staged, not sent: you read the results of sub-agents %s and owe "+
		"each an assessment. Reply now with one code block that calls %s(id, \"satisfied\" or \"dissatisfied\", \"reason\") "+
		"for each of them. Do not set the answer again; after this turn the staged answer is sent either way.\n",
		strings.Join(quoted, ", "), a.language().Spell(eval.CallAssessLMQuery))
}

// sampledNote tells a sampled child what its gate expects.
func sampledNote(lang *eval.Language) string {
	name := lang.Spell(eval.CallAssessDispatch)
	return "\n\nIn the same code block that sets your final answer, call " + name +
		"(\"satisfied\" or \"dissatisfied\", reason) to rate whether this task was clear and sufficient."
}
