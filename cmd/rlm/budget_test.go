package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// scriptJSON builds a mock script from (last_user pattern, reply) pairs; an
// empty pattern matches every request.
func scriptJSON(t *testing.T, rules ...[2]string) string {
	t.Helper()
	type rule struct {
		Match map[string]string `json:"match,omitempty"`
		Reply string            `json:"reply"`
	}
	var rs []rule
	for _, r := range rules {
		x := rule{Reply: r[1]}
		if r[0] != "" {
			x.Match = map[string]string{"last_user": r[0]}
		}
		rs = append(rs, x)
	}
	b, err := json.Marshal(map[string]any{"rules": rs})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The soft budgets (sub-calls, iterations) are named in --json and on
// stderr like the hard ones, whether or not the model still answered.
func TestSoftBudgetsAreNamed(t *testing.T) {
	fourCalls := "```repl\nfor i in range(4):\n    try:\n        llm_query('sub ' + str(i))\n    except Exception as e:\n        print('refused:', e)\n```"
	for _, tc := range []struct {
		name   string
		rules  [][2]string
		args   []string
		code   int
		answer string
		budget string
		stderr string
	}{
		{"sub-calls, the model still answers",
			[][2]string{{"^sub ", "ok"}, {"^Your context", fourCalls}, {"refused", "FINAL(three of four)"}},
			[]string{"--max-sub-calls", "3"}, 0, "three of four", "sub_calls", "sub_calls budget"},
		{"iterations, the last chance answers",
			[][2]string{{"used all", "FINAL(late answer)"}, {"", "```repl\nprint('working')\n```"}},
			[]string{"--max-iterations", "1"}, 0, "late answer", "iterations", "iterations budget"},
		{"iterations, no answer at all",
			[][2]string{{"", "```repl\nprint('working')\n```"}},
			[]string{"--max-iterations", "1"}, 1, "working\n", "iterations", "iterations budget exhausted"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rules := make([][2]string, len(tc.rules))
			copy(rules, tc.rules)
			_, base := startScript(t, scriptJSON(t, rules...))
			args := append([]string{"--base-url", base, "--model", "m", "--eval", "gpython", "--json"}, tc.args...)
			code, out, errOut := runCLI(t, "ctx", append(args, "q")...)
			if code != tc.code {
				t.Fatalf("exit %d, want %d\nstdout %s\nstderr %s", code, tc.code, out, errOut)
			}
			var got map[string]any
			if err := json.Unmarshal([]byte(out), &got); err != nil {
				t.Fatalf("not JSON: %v\n%s", err, out)
			}
			if got["budget_exhausted"] != tc.budget || got["answer"] != tc.answer {
				t.Fatalf("budget_exhausted %v answer %q, want %q %q\n%s", got["budget_exhausted"], got["answer"], tc.budget, tc.answer, out)
			}
			if !strings.Contains(errOut, tc.stderr) {
				t.Fatalf("stderr should name the budget (%q): %s", tc.stderr, errOut)
			}
		})
	}
}

// A structured sub-call's JSON integers cross into every backend, each
// session in its worker process, as the language reads JSON: int in both
// Pythons (so r["n"] indexes a list), float64 in Go as encoding/json gives
// any JSON number.
func TestSchemaValuesKeepJSONTypesInWorkers(t *testing.T) {
	const schema = `{"type": "object", "properties": {"n": {"type": "integer"}, "x": {"type": "number"}}, "required": ["n", "x"]}`
	pyCell := "```repl\nr = llm_query('give n', schema=" + schema + ")\nFINAL(type(r['n']).__name__ + ' ' + str(['a', 'b', 'c'][r['n']]) + ' ' + type(r['x']).__name__)\n```"
	goCell := "```go\nr := LLMQueryJSON(\"give n\", `" + schema + "`).(map[string]any)\nn := r[\"n\"].(float64)\nFinal(fmt.Sprintf(\"%T %s %T\", r[\"n\"], []string{\"a\", \"b\", \"c\"}[int(n)], r[\"x\"]))\n```"
	for _, tc := range []struct {
		eval, cell, want string
		inProcess        bool
	}{
		{"gpython", pyCell, "int c float", false},
		{"python", pyCell, "int c float", false},
		{"go", goCell, "float64 c float64", false},
		// The same values without a worker.
		{"gpython", pyCell, "int c float", true},
		{"go", goCell, "float64 c float64", true},
	} {
		name := tc.eval
		if tc.inProcess {
			name += "/in-process"
		}
		t.Run(name, func(t *testing.T) {
			if tc.eval == "python" {
				if _, err := lookPython(); err != nil {
					t.Skip("no python3")
				}
			}
			_, base := startScript(t, scriptJSON(t, [2]string{"^give n", `{"n": 2, "x": 1.5}`}, [2]string{"", tc.cell}))
			args := []string{"--base-url", base, "--model", "m", "--eval", tc.eval, "--max-iterations", "1"}
			if tc.inProcess {
				args = append(args, "--in-process")
			}
			code, out, errOut := runCLI(t, "ctx", append(args, "q")...)
			if code != 0 || strings.TrimSpace(out) != tc.want {
				t.Fatalf("exit %d stdout %q, want %q\nstderr %s", code, out, tc.want, errOut)
			}
		})
	}
}
