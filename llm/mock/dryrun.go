package mock

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rlm-go/rlm/internal/lazyre"
)

// DryRunReply is the built-in deterministic policy that answers when no
// script is given (or no rule and no default_reply applies). It exists so a
// user can run the whole engine, REPL included, without a model, and so it
// says "[mock]" in everything it produces.
//
// It follows the engine's conventions: an agent's first user message
// describes its inputs ("Your context `context` is a str of ...", one line
// per input, or "There is no context for this query.") and ends with
// "Query: <the query>"; each new message of a chat ends the same way after
// "[NEW MESSAGE]"; Python code goes in ```repl fences and Go code in ```go
// fences. The language is the system prompt's "REPL language: Python" or
// "REPL language: Go" line when it has one, else the inputs' type in the
// first message (str: Python, string: Go), else Python: a system prompt of
// any wording (a short prompt variant) still gets code.
//
// For an RLM agent, per question (the latest one in a chat):
//
//   - First turn after the question: code that splits every input into
//     lines, keeps the lines containing any query word longer than three
//     letters (case-insensitive, common stop words skipped), and prints the
//     inputs' size and the first five matching lines.
//   - Later turns: code that repeats the search and sets the final answer
//     to "[mock] " + the line holding the most distinct query words (the
//     first of them on ties, inputs in order), or "[mock] no line of the
//     context matches the query" (Python: FINAL_VAR and the answer dict;
//     Go: Final).
//
// The Python uses only str.split, str.lower, in, for loops and list append
// so it also runs in gpython; the Go uses only fmt, strings, the inputs and
// Final.
//
// Any other request (a plain llm_query sub-call) gets "[mock] " + the first
// line of the last user message that contains a digit, else its first 120
// characters.
func DryRunReply(msgs []Message) string {
	req := &chatRequest{Messages: msgs}
	first := firstUser(msgs)
	lang := replLanguage(req.system())
	if lang == "" {
		lang = agentLanguage(req.system(), first)
	}
	if lang == "" {
		return subCallReply(req.last(roleUser))
	}
	asked := latestQuestion(msgs)
	words := queryWords(msgs[asked].Content)
	inputs := inputNames(first)
	turn := 0
	for _, m := range msgs[asked:] {
		if m.Role == roleAssistant {
			turn++
		}
	}
	switch {
	case lang == "go" && turn == 0:
		return "[mock] Dry-run policy, not a real model: looking for the query's words in the inputs.\n\n```go\n" + goExplore(words, inputs) + "```\n"
	case lang == "go":
		return "[mock] Dry-run policy, not a real model: answering with the first matching line.\n\n```go\n" + goFinish(words, inputs) + "```\n"
	case turn == 0:
		return "[mock] Dry-run policy, not a real model: looking for the query's words in the inputs.\n\n```repl\n" + pyExplore(words, inputs) + "```\n"
	default:
		return "[mock] Dry-run policy, not a real model: answering with the first matching line.\n\n```repl\n" + pyFinish(words, inputs) + "```\n"
	}
}

// agentFirstRE matches the engine's first message to an agent, capturing
// the type its inputs are described with.
var agentFirstRE = lazyre.New("^(?:Your context `[^`]+` is an? (\\w+) of|There is no context for this query\\.)")

// agentLanguage recognises an agent whose system prompt does not name its
// REPL language from the first user message, or returns "".
func agentLanguage(system, first string) string {
	m := agentFirstRE.FindStringSubmatch(first)
	switch {
	case m == nil:
		return ""
	case m[1] == "string", m[1] == "" && strings.Contains(system, "```go"):
		return "go"
	}
	return "python"
}

// inputNameRE finds each input the first message describes.
var inputNameRE = lazyre.New("(?m)^Your context `([A-Za-z_][A-Za-z0-9_]*)` is ")

// inputNames lists the variables holding the agent's inputs, in order;
// ["context"] when the message names none.
func inputNames(first string) []string {
	var names []string
	for _, m := range inputNameRE.FindAllStringSubmatch(first, -1) {
		names = append(names, m[1])
	}
	if len(names) == 0 {
		return []string{"context"}
	}
	return names
}

// latestQuestion is the index of the user message holding the question
// being answered: the last "[NEW MESSAGE]" of a chat, else the first user
// message.
func latestQuestion(msgs []Message) int {
	at := -1
	for i, m := range msgs {
		if m.Role != roleUser {
			continue
		}
		if at < 0 || strings.HasPrefix(m.Content, "[NEW MESSAGE]") {
			at = i
		}
	}
	if at < 0 {
		return 0
	}
	return at
}

var replLangRE = lazyre.New(`(?im)^\s*REPL language:\s*(python|go)\b`)

// replLanguage returns "python", "go", or "" when the system prompt is not
// an RLM agent's.
func replLanguage(system string) string {
	m := replLangRE.FindStringSubmatch(system)
	if m == nil {
		return ""
	}
	return strings.ToLower(m[1])
}

func firstUser(msgs []Message) string {
	for _, m := range msgs {
		if m.Role == roleUser {
			return m.Content
		}
	}
	return ""
}

// stopWords are frequent words longer than three letters that say nothing
// about where the answer is.
var stopWords = map[string]bool{
	"what": true, "which": true, "where": true, "when": true, "whom": true, "whose": true,
	"that": true, "this": true, "these": true, "those": true, "there": true, "their": true,
	"they": true, "them": true, "then": true, "than": true, "with": true, "from": true,
	"have": true, "does": true, "about": true, "into": true, "your": true, "were": true,
	"been": true, "being": true, "would": true, "could": true, "should": true, "each": true,
	"some": true, "many": true, "much": true, "such": true, "only": true, "also": true,
	"over": true, "under": true, "after": true, "before": true, "tell": true, "give": true,
	"find": true, "please": true, "context": true, "text": true, "answer": true, "question": true,
	"following": true, "mentioned": true, "according": true, "other": true, "will": true,
}

// queryWords extracts the searchable words of the query at the end of the
// first user message: everything after the last "Query: ".
func queryWords(first string) []string {
	q := first
	if i := strings.LastIndex(first, "Query: "); i >= 0 {
		q = first[i+len("Query: "):]
	}
	fields := strings.FieldsFunc(strings.ToLower(q), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	seen := map[string]bool{}
	var words []string
	for _, f := range fields {
		if utf8.RuneCountInString(f) <= 3 || stopWords[f] || seen[f] {
			continue
		}
		seen[f] = true
		words = append(words, f)
	}
	return words
}

// quoteList writes words as a list literal; words hold only letters and
// digits, so no escaping is needed in either language.
func quoteList(words []string) string {
	q := make([]string, len(words))
	for i, w := range words {
		q[i] = `"` + w + `"`
	}
	return strings.Join(q, ", ")
}

// pySearch keeps the lines holding a query word, and the line holding the
// most distinct query words (the first such line on ties) as mock_best,
// over every input in order.
func pySearch(words, inputs []string) string {
	splits := make([]string, len(inputs))
	lens := make([]string, len(inputs))
	for i, name := range inputs {
		splits[i] = name + ".split(\"\\n\")"
		lens[i] = "len(" + name + ")"
	}
	return "mock_words = [" + quoteList(words) + "]\n" +
		"mock_chars = " + strings.Join(lens, " + ") + "\n" +
		"mock_lines = " + strings.Join(splits, " + ") + "\n" +
		"mock_hits = []\n" +
		"mock_best = None\n" +
		"mock_best_n = 0\n" +
		"for mock_line in mock_lines:\n" +
		"    mock_low = mock_line.lower()\n" +
		"    mock_n = 0\n" +
		"    for mock_w in mock_words:\n" +
		"        if mock_w in mock_low:\n" +
		"            mock_n = mock_n + 1\n" +
		"    if mock_n > 0:\n" +
		"        mock_hits.append(mock_line)\n" +
		"    if mock_n > mock_best_n:\n" +
		"        mock_best = mock_line\n" +
		"        mock_best_n = mock_n\n"
}

// inputsLabel names the inputs in what explore prints.
func inputsLabel(n int) string {
	if n == 1 {
		return "context has"
	}
	return strconv.Itoa(n) + " inputs have"
}

func pyExplore(words, inputs []string) string {
	return pySearch(words, inputs) +
		"print(\"[mock] " + inputsLabel(len(inputs)) + " \" + str(mock_chars) + \" characters, \" + str(len(mock_lines)) + \" lines; \" + str(len(mock_hits)) + \" lines contain a query word\")\n" +
		"for mock_line in mock_hits[:5]:\n" +
		"    print(mock_line)\n"
}

func pyFinish(words, inputs []string) string {
	return pySearch(words, inputs) +
		"if mock_best is not None:\n" +
		"    mock_answer = \"[mock] \" + mock_best\n" +
		"else:\n" +
		"    mock_answer = \"[mock] no line of the context matches the query\"\n" +
		"answer = {\"content\": mock_answer, \"ready\": True}\n" +
		"FINAL_VAR(\"mock_answer\")\n"
}

// goSearch is straight-line top-level code: the interpreter keeps variables
// between cells and accepts := again for a name it already has, whereas a
// multi-value function literal at top level trips yaegi v0.16.
func goSearch(words, inputs []string) string {
	lines := "strings.Split(" + inputs[0] + ", \"\\n\")"
	chars := "len(" + inputs[0] + ")"
	for _, name := range inputs[1:] {
		lines = "append(" + lines + ", strings.Split(" + name + ", \"\\n\")...)"
		chars += " + len(" + name + ")"
	}
	return "mockWords := []string{" + quoteList(words) + "}\n" +
		"mockChars := " + chars + "\n" +
		"mockLines := " + lines + "\n" +
		"mockHits := []string{}\n" +
		"mockBest, mockBestN := \"\", 0\n" +
		"for _, mockLine := range mockLines {\n" +
		"\tmockLow := strings.ToLower(mockLine)\n" +
		"\tmockN := 0\n" +
		"\tfor _, mockW := range mockWords {\n" +
		"\t\tif strings.Contains(mockLow, mockW) {\n" +
		"\t\t\tmockN++\n" +
		"\t\t}\n" +
		"\t}\n" +
		"\tif mockN > 0 {\n" +
		"\t\tmockHits = append(mockHits, mockLine)\n" +
		"\t}\n" +
		"\tif mockN > mockBestN {\n" +
		"\t\tmockBest, mockBestN = mockLine, mockN\n" +
		"\t}\n" +
		"}\n"
}

func goExplore(words, inputs []string) string {
	return goSearch(words, inputs) +
		"fmt.Printf(\"[mock] " + inputsLabel(len(inputs)) + " %d characters, %d lines; %d lines contain a query word\\n\", mockChars, len(mockLines), len(mockHits))\n" +
		"for mockI, mockLine := range mockHits {\n" +
		"\tif mockI == 5 {\n" +
		"\t\tbreak\n" +
		"\t}\n" +
		"\tfmt.Println(mockLine)\n" +
		"}\n"
}

func goFinish(words, inputs []string) string {
	return goSearch(words, inputs) +
		"mockAnswer := \"[mock] no line of the context matches the query\"\n" +
		"if mockBestN > 0 {\n" +
		"\tmockAnswer = \"[mock] \" + mockBest\n" +
		"}\n" +
		"Final(mockAnswer)\n"
}

// subCallReply answers a plain sub-call from the prompt itself, so a run's
// answer visibly depends on the data the sub-call was given.
func subCallReply(prompt string) string {
	for _, line := range strings.Split(prompt, "\n") {
		if strings.IndexFunc(line, unicode.IsDigit) >= 0 {
			return "[mock] " + strings.TrimSpace(line)
		}
	}
	p := strings.TrimSpace(prompt)
	if p == "" {
		return "[mock] empty prompt"
	}
	if utf8.RuneCountInString(p) > 120 {
		p = string([]rune(p)[:120])
	}
	return fmt.Sprintf("[mock] %s", p)
}
