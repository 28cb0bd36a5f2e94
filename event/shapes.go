package event

import "encoding/json"

// Payloads whose kind has emitters writing different key sets choose the
// set from their values here, key for key as those emitters always wrote
// them (zero values included).

// MarshalJSON writes the keys of the emitter: the direct method (Method
// set), a session turn (SessionTurn set) or an agent's run.
func (d AgentStartData) MarshalJSON() ([]byte, error) {
	if d.Method != "" {
		return object(field{"context_chars", d.ContextChars}, field{"method", d.Method},
			field{"query", d.Query}, field{"sent_chars", d.SentChars})
	}
	fs := []field{{"backend", d.Backend}, {"backend_version", d.BackendVersion},
		{"context_chars", d.ContextChars}, {"model", d.Model}, {"query", d.Query}}
	if d.MaxDepth != 0 {
		fs = append(fs, field{"max_depth", d.MaxDepth})
	}
	if d.MaxIterations != 0 {
		fs = append(fs, field{"max_iterations", d.MaxIterations})
	}
	if d.SessionTurn > 0 {
		return object(append(fs, field{"session_turn", d.SessionTurn})...)
	}
	return object(append(fs, field{"sampled", d.Sampled})...)
}

// MarshalJSON writes only the answer for the direct method (no Status),
// the error for Status "error", else the answer.
func (d AgentEndData) MarshalJSON() ([]byte, error) {
	if d.Status == "" {
		return object(field{"answer", d.Answer})
	}
	fs := []field{{"duration_ms", d.DurationMS}, {"iterations", d.Iterations}, {"status", d.Status}}
	if d.Status == "error" {
		return object(append(fs, field{"error", d.Error})...)
	}
	return object(append(fs, field{"answer", d.Answer})...)
}

// MarshalJSON leaves "final" out of a nudged turn.
func (d IterationStopData) MarshalJSON() ([]byte, error) {
	if d.Nudged {
		return object(field{"code_blocks", d.CodeBlocks})
	}
	return object(field{"code_blocks", d.CodeBlocks}, field{"final", d.Final})
}

// UnmarshalJSON sets Nudged when "final" is absent.
func (d *IterationStopData) UnmarshalJSON(b []byte) error {
	type plain IterationStopData
	var p struct {
		plain
		Final *bool `json:"final"`
	}
	if err := json.Unmarshal(b, &p); err != nil {
		return err
	}
	*d = IterationStopData(p.plain)
	d.Final, d.Nudged = p.Final != nil && *p.Final, p.Final == nil
	return nil
}

// MarshalJSON writes the direct method's keys when MessagesChars is set.
func (d LLMStartData) MarshalJSON() ([]byte, error) {
	if d.MessagesChars != 0 {
		return object(field{"messages_chars", d.MessagesChars}, field{"model", d.Model})
	}
	return object(field{"call_depth", d.CallDepth}, field{"messages", d.Messages},
		field{"model", d.Model}, field{"prompt_chars", d.PromptChars})
}

// MarshalJSON writes a failed call's error or a reply with its usage; the
// loop adds call depth and duration, the direct method does not.
func (d LLMStopData) MarshalJSON() ([]byte, error) {
	var fs []field
	if !d.Direct {
		fs = []field{{"call_depth", d.CallDepth}, {"duration_ms", d.DurationMS}, {"model", d.Model}}
	}
	if d.Error != "" {
		return object(append(fs, field{"error", d.Error})...)
	}
	if d.Direct {
		fs = append(fs, field{"model", d.Model})
	}
	fs = append(fs, field{"attempts", d.Attempts}, field{"cached", d.Cached}, field{"cost_usd", d.CostUSD},
		field{"input_tokens", d.InputTokens}, field{"output_tokens", d.OutputTokens}, field{"reply", d.Reply})
	if d.UsageEstimated {
		fs = append(fs, field{"usage_estimated", true})
	}
	if d.CostEstimated {
		fs = append(fs, field{"cost_estimated", true})
	}
	if d.ReasoningTokens != 0 {
		fs = append(fs, field{"reasoning_tokens", d.ReasoningTokens})
	}
	if d.Reasoning != "" {
		fs = append(fs, field{"reasoning", d.Reasoning})
	}
	return object(fs...)
}

// UnmarshalJSON sets Direct when "call_depth" is absent.
func (d *LLMStopData) UnmarshalJSON(b []byte) error {
	type plain LLMStopData
	var p struct {
		plain
		CallDepth *int `json:"call_depth"`
	}
	if err := json.Unmarshal(b, &p); err != nil {
		return err
	}
	*d = LLMStopData(p.plain)
	d.Direct = p.CallDepth == nil
	if p.CallDepth != nil {
		d.CallDepth = *p.CallDepth
	}
	return nil
}

// MarshalJSON writes only block, status and error when the session failed.
func (d EvalStopData) MarshalJSON() ([]byte, error) {
	fs := []field{{"block", d.Block}, {"error", d.Error}, {"status", d.Status}}
	if d.Status == EvalStatusSessionError {
		return object(fs...)
	}
	fs = append(fs, field{"duration_ms", d.DurationMS}, field{"final", d.Final},
		field{"stderr", d.Stderr}, field{"stdout", d.Stdout})
	if len(d.Locals) > 0 {
		fs = append(fs, field{"locals", d.Locals})
	}
	return object(fs...)
}

// MarshalJSON writes a child agent's keys or a model call's.
func (d SubcallStartData) MarshalJSON() ([]byte, error) {
	if d.Kind == SubcallRLMQuery {
		return object(field{"child_agent", d.ChildAgent}, field{"context_chars", d.ContextChars},
			field{"kind", d.Kind}, field{"query", d.Query})
	}
	return object(field{"kind", d.Kind}, field{"model", d.Model}, field{"prompt", d.Prompt},
		field{"prompt_chars", d.PromptChars})
}

// MarshalJSON writes a child agent's answer (and error, if any) or a model
// call's error or response.
func (d SubcallStopData) MarshalJSON() ([]byte, error) {
	if d.Kind == SubcallRLMQuery {
		fs := []field{{"answer", d.Answer}, {"child_agent", d.ChildAgent}, {"kind", d.Kind}}
		if d.Error != "" {
			fs = append(fs, field{"error", d.Error})
		}
		return object(fs...)
	}
	fs := []field{{"duration_ms", d.DurationMS}, {"kind", d.Kind}, {"model", d.Model}}
	if d.Error != "" {
		return object(append(fs, field{"error", d.Error})...)
	}
	return object(append(fs, field{"response", d.Response})...)
}
