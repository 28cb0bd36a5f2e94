package engineflags

import (
	"strings"

	"github.com/rlm-go/rlm/eval/worker"
)

// environment lists the variables the engine flags fall back to, in
// README's order (its configuration table is checked against this).
var environment = [][2]string{
	{"RLM_BASE_URL, RLM_API_BASE_URL, OPENAI_BASE_URL", "--base-url"},
	{"RLM_API_KEY, OPENAI_API_KEY", "--api-key"},
	{"RLM_MODEL, RLM_MODEL_LARGE", "--model"},
	{"RLM_SUB_MODEL, RLM_MODEL_SMALL", "--sub-model"},
}

// EnvironmentHelp is the "Environment" section of a command's help: the
// endpoint's variables, then RLM_SYSTEM_PROMPT_PATH and XDG_STATE_HOME
// with what they mean to this command (systemPrompt, stateHome), then
// RLM_WORKER.
func EnvironmentHelp(systemPrompt, stateHome string) string {
	var b strings.Builder
	b.WriteString("Environment (a flag wins over its variable):\n")
	rows := append(environment[:len(environment):len(environment)],
		[2]string{"RLM_SYSTEM_PROMPT_PATH", systemPrompt}, [2]string{"XDG_STATE_HOME", stateHome},
		[2]string{worker.ExecutableEnv, "the program gpython and go sessions start from (default: rlm-worker beside this program when of the same build, else this program)"})
	for _, r := range rows {
		b.WriteString("  " + r[0] + strings.Repeat(" ", max(1, 50-len(r[0]))) + r[1] + "\n")
	}
	return b.String()
}
