package mock

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/rlm-go/rlm/internal/lazyre"
)

// Request parameters by how the mock treats them. Those it honours are
// fields of chatRequest; the accepted ones change nothing a test could
// observe of a scripted reply; the known ones it does not implement are
// refused, so a client relying on them learns at once instead of getting a
// reply that silently lacks what it asked for.
var (
	honouredParams = []string{"model", "messages", "stream", "stream_options", "tools", "response_format",
		"n", "max_tokens", "max_completion_tokens", "temperature", "reasoning_effort"}
	acceptedParams = []string{"tool_choice", "parallel_tool_calls", "top_p", "seed", "stop", "user", "metadata",
		"store", "presence_penalty", "frequency_penalty", "service_tier", "verbosity", "safety_identifier",
		"prompt_cache_key"}
	unmockedParams = []string{"logprobs", "top_logprobs", "logit_bias", "audio", "modalities", "prediction",
		"web_search_options", "functions", "function_call"}
)

// reasoningModel matches OpenAI's reasoning models (o1, o3-mini, o4-mini,
// gpt-5, gpt-5-mini, ...), which refuse max_tokens and any temperature
// but the default.
var reasoningModel = lazyre.New(`^(o[0-9]|gpt-5)`)

// checkParams refuses what OpenAI would refuse, with OpenAI's wording, and
// what the mock does not implement.
func checkParams(body []byte, req *chatRequest) *apiError {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(body, &fields); err != nil {
		return &apiError{Message: "invalid JSON body: " + err.Error()}
	}
	names := make([]string, 0, len(fields))
	for k := range fields {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, name := range names {
		switch {
		case contains(honouredParams, name), contains(acceptedParams, name):
		case contains(unmockedParams, name):
			if v := string(fields[name]); v == "null" || v == "false" {
				continue
			}
			return &apiError{Message: fmt.Sprintf("mock server: parameter '%s' is not implemented; leave it out or use a real endpoint", name),
				Param: name, Code: "unsupported_parameter"}
		default:
			return &apiError{Message: "Unrecognized request argument supplied: " + name}
		}
	}
	model := req.Model
	if i := strings.LastIndexByte(model, '/'); i >= 0 {
		model = model[i+1:]
	}
	if reasoningModel.MatchString(model) {
		if req.MaxTokens != nil {
			return &apiError{Message: "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
				Param: "max_tokens", Code: "unsupported_parameter"}
		}
		if t := req.Temperature; t != nil && *t != 1 {
			return &apiError{Message: fmt.Sprintf("Unsupported value: 'temperature' does not support %s with this model. Only the default (1) value is supported.",
				strconv.FormatFloat(*t, 'g', -1, 64)), Param: "temperature", Code: "unsupported_value"}
		}
	}
	switch req.ReasoningEffort {
	case "", "none", "minimal", "low", "medium", "high", "xhigh":
	default:
		return &apiError{Message: fmt.Sprintf("Invalid value: '%s'. Supported values are: 'minimal', 'low', 'medium', and 'high'.", req.ReasoningEffort),
			Param: "reasoning_effort", Code: "invalid_value"}
	}
	if req.N != nil && (*req.N < 1 || *req.N > 128) {
		return &apiError{Message: fmt.Sprintf("%d is not a valid value for 'n': it must be between 1 and 128", *req.N), Param: "n", Code: "invalid_value"}
	}
	if rf := req.ResponseFormat; rf != nil && rf.Type == "json_schema" && (rf.JSONSchema == nil || len(rf.JSONSchema.Schema) == 0) {
		return &apiError{Message: "Missing required parameter: 'response_format.json_schema'.", Param: "response_format.json_schema", Code: "missing_required_parameter"}
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// schemaValue is the smallest JSON value of the schema's shape: the first
// enum value, 0, "", false, [] and objects with every required (or, when
// none are listed, every) property. A dry run's structured sub-call thus
// gets a reply its schema check accepts.
func schemaValue(raw json.RawMessage) string {
	var schema any
	if err := json.Unmarshal(raw, &schema); err != nil {
		return "{}"
	}
	b, err := json.Marshal(minimalValue(schema, 0))
	if err != nil {
		return "{}"
	}
	return string(b)
}

func minimalValue(schema any, depth int) any {
	s, ok := schema.(map[string]any)
	if !ok || depth > 32 {
		return nil
	}
	if enum, ok := s["enum"].([]any); ok && len(enum) > 0 {
		return enum[0]
	}
	if c, ok := s["const"]; ok {
		return c
	}
	typ := s["type"]
	if list, ok := typ.([]any); ok && len(list) > 0 {
		typ = list[0]
	}
	switch typ {
	case "string":
		return "[mock]"
	case "integer", "number":
		return 0
	case "boolean":
		return false
	case "null":
		return nil
	case "array":
		return []any{}
	}
	props, _ := s["properties"].(map[string]any)
	out := map[string]any{}
	if req, ok := s["required"].([]any); ok {
		for _, r := range req {
			if name, ok := r.(string); ok {
				out[name] = minimalValue(props[name], depth+1)
			}
		}
	} else {
		for name, p := range props {
			out[name] = minimalValue(p, depth+1)
		}
	}
	return out
}
