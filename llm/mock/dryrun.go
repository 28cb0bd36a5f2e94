package mock

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// DryRunReply is the built-in deterministic policy that answers when no
// script is given (or no rule and no default_reply applies). It exists so a
// user can run the whole engine, REPL included, without a model, and so it
// says "[mock]" in everything it produces.
//
// It follows the engine's conventions: an RLM agent's system prompt holds a
// line "REPL language: Python" or "REPL language: Go"; Python code goes in
// ```repl fences and Go code in ```go fences; the first user message ends
// with "Query: <the query>".
//
// For an RLM agent:
//
//   - First turn (no assistant message yet): code that splits context into
//     lines, keeps the lines containing any query word longer than three
//     letters (case-insensitive, common stop words skipped), and prints the
//     context's length and the first five matching lines.
//   - Later turns: code that repeats the search and sets the final answer
//     to "[mock] " + the line holding the most distinct query words (the
//     first of them on ties), or "[mock] no line of the
//     context matches the query" (Python: FINAL_VAR and the answer dict;
//     Go: Final).
//
// The Python uses only str.split, str.lower, in, for loops and list append
// so it also runs in gpython; the Go uses only fmt, strings, context and
// Final.
//
// Any other request (a plain llm_query sub-call) gets "[mock] " + the first
// line of the last user message that contains a digit, else its first 120
// characters.
func DryRunReply(msgs []Message) string {
	req := &chatRequest{Messages: msgs}
	lang := replLanguage(req.system())
	if lang == "" {
		return subCallReply(req.last(roleUser))
	}
	words := queryWords(firstUser(msgs))
	turn := 0
	for _, m := range msgs {
		if m.Role == roleAssistant {
			turn++
		}
	}
	switch {
	case lang == "go" && turn == 0:
		return "[mock] Dry-run policy, not a real model: looking for the query's words in `context`.\n\n```go\n" + goExplore(words) + "```\n"
	case lang == "go":
		return "[mock] Dry-run policy, not a real model: answering with the first matching line.\n\n```go\n" + goFinish(words) + "```\n"
	case turn == 0:
		return "[mock] Dry-run policy, not a real model: looking for the query's words in `context`.\n\n```repl\n" + pyExplore(words) + "```\n"
	default:
		return "[mock] Dry-run policy, not a real model: answering with the first matching line.\n\n```repl\n" + pyFinish(words) + "```\n"
	}
}

var replLangRE = regexp.MustCompile(`(?im)^\s*REPL language:\s*(python|go)\b`)

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
// most distinct query words (the first such line on ties) as mock_best.
func pySearch(words []string) string {
	return "mock_words = [" + quoteList(words) + "]\n" +
		"mock_lines = context.split(\"\\n\")\n" +
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

func pyExplore(words []string) string {
	return pySearch(words) +
		"print(\"[mock] context has \" + str(len(context)) + \" characters, \" + str(len(mock_lines)) + \" lines; \" + str(len(mock_hits)) + \" lines contain a query word\")\n" +
		"for mock_line in mock_hits[:5]:\n" +
		"    print(mock_line)\n"
}

func pyFinish(words []string) string {
	return pySearch(words) +
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
func goSearch(words []string) string {
	return "mockWords := []string{" + quoteList(words) + "}\n" +
		"mockLines := strings.Split(context, \"\\n\")\n" +
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

func goExplore(words []string) string {
	return goSearch(words) +
		"fmt.Printf(\"[mock] context has %d characters, %d lines; %d lines contain a query word\\n\", len(context), len(mockLines), len(mockHits))\n" +
		"for mockI, mockLine := range mockHits {\n" +
		"\tif mockI == 5 {\n" +
		"\t\tbreak\n" +
		"\t}\n" +
		"\tfmt.Println(mockLine)\n" +
		"}\n"
}

func goFinish(words []string) string {
	return goSearch(words) +
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
