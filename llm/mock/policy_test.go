package mock

import (
	"strings"
	"testing"
)

// The dry-run policy recognises an agent by the engine's first message,
// searches each input it names and answers the latest question of a chat.
func TestDryRunPolicyFollowsTheConversation(t *testing.T) {
	first := func(typ string, names ...string) string {
		var b strings.Builder
		for _, n := range names {
			b.WriteString("Your context `" + n + "` is a " + typ + " of 10 characters in 1 lines. It is in the REPL, not here: inspect it with code.\n")
		}
		return b.String() + "\nQuery: What is the password?"
	}
	for _, tc := range []struct {
		name string
		msgs []Message
		want []string
		not  []string
	}{
		{"short system prompt, python inputs", []Message{{Role: roleSystem, Content: "Be terse."}, {Role: roleUser, Content: first("str", "context")}},
			[]string{"```repl\n", `mock_words = ["password"]`, "context.split("}, nil},
		{"short system prompt, go inputs", []Message{{Role: roleSystem, Content: "Be terse."}, {Role: roleUser, Content: first("string", "context0", "context1")}},
			[]string{"```go\n", "append(strings.Split(context0, \"\\n\"), strings.Split(context1, \"\\n\")...)", "2 inputs have"}, nil},
		{"no context, go fences in the prompt", []Message{{Role: roleSystem, Content: "Write ```go blocks."}, {Role: roleUser, Content: "There is no context for this query.\n\nQuery: hello there"}},
			[]string{"```go\n"}, nil},
		{"every python input", []Message{{Role: roleSystem, Content: "REPL language: Python"}, {Role: roleUser, Content: first("str", "context_0", "context_1", "context_2")}},
			[]string{`context_0.split("\n") + context_1.split("\n") + context_2.split("\n")`, "len(context_0) + len(context_1) + len(context_2)", "3 inputs have"}, nil},
		{"latest chat question, explored first", []Message{{Role: roleSystem, Content: "REPL language: Python"}, {Role: roleUser, Content: first("str", "context")},
			{Role: roleAssistant, Content: "x"}, {Role: roleUser, Content: "out"}, {Role: roleAssistant, Content: "y"},
			{Role: roleUser, Content: "[NEW MESSAGE] The user writes again. Your last answer was: z\n\nQuery: Which capital city?"}},
			[]string{`mock_words = ["capital", "city"]`, "print("}, []string{"password", "FINAL_VAR"}},
		{"a sub-call stays prose", []Message{{Role: roleSystem, Content: "Be terse."}, {Role: roleUser, Content: "Summarise: the code is 42"}},
			[]string{"[mock] Summarise: the code is 42"}, []string{"```"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := DryRunReply(tc.msgs)
			for _, w := range tc.want {
				if !strings.Contains(got, w) {
					t.Errorf("reply lacks %q:\n%s", w, got)
				}
			}
			for _, w := range tc.not {
				if strings.Contains(got, w) {
					t.Errorf("reply has %q:\n%s", w, got)
				}
			}
		})
	}
}
