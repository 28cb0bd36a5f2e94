package eval

import (
	"fmt"
	"strconv"
	"strings"
)

// Language is everything the engine says or writes in a backend's language:
// how the model marks code, how the host API is spelled in messages, and
// the few cells the engine itself runs. The loop reads it instead of
// branching on a language name, so adding a language touches its backend
// and prompts, never the loop.
type Language struct {
	// Name is the language ("python", "go"), for records and messages.
	Name string
	// Prompt names the built-in system prompt (prompts.System).
	Prompt string

	// Fence is the fence tag the model is told to use ("repl").
	Fence string
	// FenceTags are the lower-case fence tags whose blocks run; an
	// untagged fence always runs.
	FenceTags []string
	// CodeTags are <tag>code</tag> wrappers that run when a reply has no
	// runnable fence; ForeignTags are wrappers recognised as another
	// language's code and skipped.
	CodeTags, ForeignTags []string

	// StringType is how the language names the contexts' type ("str").
	StringType string
	// ContextName is the variable holding input i of n.
	ContextName func(i, n int) string
	// Spell is how code writes the host call name (one of the Call*
	// constants), e.g. "assess_dispatch" or "AssessDispatch".
	Spell func(call string) string
	// ShowVars is the expression listing the user's variables, PrintVars
	// the cell printing it.
	ShowVars, PrintVars string
	// FinishForms lists, for a nudge, the ways code sets the final answer.
	FinishForms string
	// HistoryVar is the variable compaction keeps the older conversation in.
	HistoryVar string

	// FinalVarCell is the cell that makes the variable name the final answer.
	FinalVarCell func(name string) string
	// AppendCells are cells that append text, after a "---" separator line
	// when the variable is not empty, to the string variable, declaring it
	// when missing; first is set when the engine has not declared it yet.
	// The engine runs them in order until one succeeds. The text travels
	// as a string literal, never as code.
	AppendCells func(variable, text string, first bool) []string
}

// Python is the language of the Python backends (CPython and gpython),
// whose host API the prelude defines.
func Python() Language {
	return Language{
		Name:        "python",
		Prompt:      "python",
		Fence:       "repl",
		FenceTags:   []string{"repl", "python", "py", "python3"},
		CodeTags:    []string{"python", "repl"},
		ForeignTags: []string{"go"},
		StringType:  "str",
		ContextName: func(i, n int) string {
			if n == 1 {
				return "context"
			}
			return "context_" + strconv.Itoa(i)
		},
		Spell:        func(call string) string { return call },
		ShowVars:     "SHOW_VARS()",
		PrintVars:    "print(SHOW_VARS())",
		FinishForms:  `answer["content"] = ...; answer["ready"] = True, or FINAL(...), FINAL_VAR("name")`,
		HistoryVar:   "compacted_history",
		FinalVarCell: func(name string) string { return `FINAL_VAR("` + name + `")` },
		AppendCells: func(v, text string, first bool) []string {
			return []string{"try:\n    " + v + "\nexcept NameError:\n    " + v + " = ''\n" +
				v + " = (str(" + v + ") + '\\n---\\n' if " + v + " else '') + " + PythonQuote(text)}
		},
	}
}

// PythonQuote renders s as a Python string literal that both CPython and
// gpython read back exactly.
func PythonQuote(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 16)
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '\\':
			b.WriteString(`\\`)
		case '"':
			b.WriteString(`\"`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		default:
			if r < 0x20 || r == 0x7f {
				fmt.Fprintf(&b, `\x%02x`, r)
			} else {
				b.WriteRune(r)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}

// goCalls spells the host calls as the Go backend exports them.
func goCall(call string) string {
	switch call {
	case CallLLMQuery:
		return "LLMQuery"
	case CallLLMQueryBatched:
		return "LLMQueryBatched"
	case CallRLMQuery:
		return "RLMQuery"
	case CallRLMQueryBatched:
		return "RLMQueryBatched"
	case CallLMQuery:
		return "LMQuery"
	case CallPollLMQuery:
		return "PollLMQuery"
	case CallAwaitLMQuery:
		return "AwaitLMQuery"
	case CallCancelLMQuery:
		return "CancelLMQuery"
	case CallAssessLMQuery:
		return "AssessLMQuery"
	case CallAssessDispatch:
		return "AssessDispatch"
	case CallLs:
		return "Ls"
	case CallReadFile:
		return "ReadFile"
	case CallCreateFile:
		return "CreateFile"
	case CallEditFile:
		return "EditFile"
	case CallBash:
		return "Bash"
	case CallRg:
		return "Rg"
	case CallFindFiles:
		return "FindFiles"
	}
	return call
}

// Go is the language of the Go backend (eval/golang).
func Go() Language {
	return Language{
		Name:        "go",
		Prompt:      "go",
		Fence:       "go",
		FenceTags:   []string{"repl", "go", "golang"},
		CodeTags:    []string{"python", "repl", "go"},
		ForeignTags: nil,
		StringType:  "string",
		ContextName: func(i, n int) string {
			if n == 1 {
				return "context"
			}
			return "context" + strconv.Itoa(i)
		},
		Spell:        goCall,
		ShowVars:     "ShowVars()",
		PrintVars:    "fmt.Println(ShowVars())",
		FinishForms:  `Final(...), FinalVar("name"), or Answer.Content = ...; Answer.Ready = true`,
		HistoryVar:   "compactedHistory",
		FinalVarCell: func(name string) string { return `FinalVar("` + name + `")` },
		AppendCells: func(v, text string, first bool) []string {
			lit := strconv.Quote(text)
			// Declared on first use; a restarted interpreter loses it, so
			// the other form is the fallback.
			cells := []string{v + " += \"\\n---\\n\" + " + lit, "var " + v + " = " + lit}
			if first {
				cells[0], cells[1] = cells[1], cells[0]
			}
			return cells
		},
	}
}

// Check reports what a descriptor lacks that the engine needs.
func (l Language) Check() error {
	var missing []string
	for _, f := range []struct {
		name string
		ok   bool
	}{
		{"Name", l.Name != ""}, {"Fence", l.Fence != ""}, {"StringType", l.StringType != ""},
		{"ContextName", l.ContextName != nil}, {"Spell", l.Spell != nil}, {"PrintVars", l.PrintVars != ""},
		{"HistoryVar", l.HistoryVar != ""}, {"FinalVarCell", l.FinalVarCell != nil}, {"AppendCells", l.AppendCells != nil},
	} {
		if !f.ok {
			missing = append(missing, f.name)
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("language descriptor %q lacks %s", l.Name, strings.Join(missing, ", "))
	}
	return nil
}
