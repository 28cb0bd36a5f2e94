package llm_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/llm"
	"github.com/rlm-go/rlm/llm/mock"
)

// Tools go out as OpenAI tools, tool calls come back (whole or streamed
// in pieces), and a conversation answering them by tool_call_id is
// accepted.
func TestClientToolCalls(t *testing.T) {
	script, err := mock.ParseScript("s.json", []byte(`{"rules": [
	  {"match": {"any_message": "found it"}, "reply": "done"},
	  {"tool_calls": [{"name": "lookup", "arguments": {"key": "a \"quoted\" key"}}, {"name": "lookup", "arguments": {"key": "b"}}]}
	]}`))
	if err != nil {
		t.Fatal(err)
	}
	srv := mock.NewServer(script)
	base, err := srv.Start("")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	tools := []llm.Tool{{Name: "lookup", Description: "find a key", Parameters: json.RawMessage(`{"type":"object","properties":{"key":{"type":"string"}}}`)}}
	for _, stream := range []bool{false, true} {
		c, err := llm.NewClient(llm.Config{BaseURL: base, Stream: stream})
		if err != nil {
			t.Fatal(err)
		}
		msgs := []llm.Message{{Role: llm.RoleUser, Content: "look up a and b"}}
		resp, err := c.Chat(context.Background(), llm.Request{Model: "m", Messages: msgs, Tools: tools})
		if err != nil {
			t.Fatalf("stream %v: %v", stream, err)
		}
		want := []llm.ToolCall{{ID: "call_mock_0", Name: "lookup", Arguments: `{"key":"a \"quoted\" key"}`}, {ID: "call_mock_1", Name: "lookup", Arguments: `{"key":"b"}`}}
		if len(resp.ToolCalls) != 2 || resp.ToolCalls[0] != want[0] || resp.ToolCalls[1] != want[1] {
			t.Fatalf("stream %v: tool calls %+v", stream, resp.ToolCalls)
		}
		msgs = append(msgs, llm.Message{Role: llm.RoleAssistant, ToolCalls: resp.ToolCalls},
			llm.Message{Role: llm.RoleTool, ToolCallID: "call_mock_0", Content: "found it"},
			llm.Message{Role: llm.RoleTool, ToolCallID: "call_mock_1", Content: "found it too"})
		resp, err = c.Chat(context.Background(), llm.Request{Model: "m", Messages: msgs, Tools: tools})
		if err != nil || resp.Content != "done" || len(resp.ToolCalls) != 0 {
			t.Fatalf("stream %v: answer %q %+v, err %v", stream, resp.Content, resp.ToolCalls, err)
		}
		// A call left unanswered is refused, as OpenAI refuses it.
		_, err = c.Chat(context.Background(), llm.Request{Model: "m", Messages: msgs[:3], Tools: tools})
		if err == nil || !strings.Contains(err.Error(), "call_mock_1") {
			t.Errorf("stream %v: unanswered call: err %v", stream, err)
		}
	}
	reqs := srv.Requests()
	if body := string(reqs[0].Body); !strings.Contains(body, `"tools":[{"function":{"name":"lookup"`) && !strings.Contains(body, `"name":"lookup"`) {
		t.Errorf("tools not sent: %s", body)
	}
}
