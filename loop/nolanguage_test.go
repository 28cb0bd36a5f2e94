package loop

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// languageWords are spellings that only a language-specific loop would
// hold in a string: names of languages and fences, host API spellings of
// one language, and source text. The reply-text protocol (FINAL(...) and
// FINAL_VAR(name) written outside code) and host call names (llm_query, as
// the eval.Call* constants spell them) are language-neutral and allowed.
var languageWords = []string{
	"python", "golang", "```repl", "```go", "```py",
	"print(", "fmt.", "str(", "NameError", "True}", "try:", ":=", `= """`, "var ",
	`FINAL_VAR("`, "FinalVar(", "SHOW_VARS()", "ShowVars", "compacted_history", "compactedHistory",
	"AssessDispatch", "AssessLMQuery", "AwaitLMQuery", "PollLMQuery", "LLMQuery", "RLMQuery",
}

// exactLanguageWords are strings that name a language only when they are
// the whole literal (a fence tag, a Language.Name).
var exactLanguageWords = []string{"go", "py", "python3", "repl"}

// languageProblems lists what in a Go file ties the loop to one language:
// string literals naming a language or holding its source, identifiers
// naming a language, and any use of the language's name (which a branch
// would need).
func languageProblems(fset *token.FileSet, f *ast.File) []string {
	var problems []string
	report := func(n ast.Node, format string, args ...any) {
		problems = append(problems, fset.Position(n.Pos()).String()+": "+fmt.Sprintf(format, args...))
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BasicLit:
			if n.Kind != token.STRING {
				break
			}
			s, err := strconv.Unquote(n.Value)
			if err != nil {
				report(n, "unreadable string literal %s", n.Value)
				break
			}
			low := strings.ToLower(s)
			for _, w := range languageWords {
				if strings.Contains(s, w) || (w == strings.ToLower(w) && strings.Contains(low, w)) {
					report(n, "string %s holds %q: it belongs in the language descriptor (eval.Language)", n.Value, w)
				}
			}
			for _, w := range exactLanguageWords {
				if strings.EqualFold(strings.TrimSpace(s), w) {
					report(n, "string %s names a language or its fence", n.Value)
				}
			}
		case *ast.Ident:
			low := strings.ToLower(n.Name)
			if strings.Contains(low, "python") || strings.Contains(low, "golang") || n.Name == "Go" ||
				strings.HasPrefix(n.Name, "py") {
				report(n, "identifier %s names a language", n.Name)
			}
		case *ast.SelectorExpr:
			// lang.Name, a.language().Name, Backend.Language().Name: the loop
			// has no use for the language's name but to branch on it.
			if n.Sel.Name == "Name" && refersToLanguage(n.X) {
				report(n, "the language's name is read: branch on descriptor fields instead")
			}
		}
		return true
	})
	return problems
}

// refersToLanguage reports whether x is a language descriptor as the loop
// spells one: a call of Language() or language(), or a variable named lang.
func refersToLanguage(x ast.Expr) bool {
	switch x := x.(type) {
	case *ast.CallExpr:
		switch fun := x.Fun.(type) {
		case *ast.SelectorExpr:
			return strings.EqualFold(fun.Sel.Name, "language")
		case *ast.Ident:
			return strings.EqualFold(fun.Name, "language")
		}
	case *ast.Ident:
		return x.Name == "lang" || x.Name == "language"
	case *ast.StarExpr:
		return refersToLanguage(x.X)
	case *ast.ParenExpr:
		return refersToLanguage(x.X)
	}
	return false
}

func TestLoopHasNoLanguage(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		for _, p := range languageProblems(fset, f) {
			t.Error(p)
		}
	}
	if checked < 5 {
		t.Fatalf("checked %d files; the loop package has more", checked)
	}
}

// TestLanguageProblemsFindsBranches keeps the check honest: each snippet is
// something a language branch in the loop would look like.
func TestLanguageProblemsFindsBranches(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		bad       bool
	}{
		{"name comparison", `if a.language().Name == x { }`, true},
		{"backend language", `if cfg.Backend.Language().Name != y { }`, true},
		{"go literal", `if l == "go" { }`, true},
		{"python literal", `s := "python"`, true},
		{"fence", "s := \"```repl\"", true},
		{"show vars source", `code := "print(SHOW_VARS())"`, true},
		{"go source", `code := "fmt.Println(ShowVars())"`, true},
		{"history source", `code := "compacted_history = ''"`, true},
		{"go spelling", `s := "AssessDispatch"`, true},
		{"python identifier", `x := pyQuote(s)`, true},
		{"descriptor", `x := eval.Python()`, true},
		{"descriptor fields", "s := \"```\" + lang.Fence + lang.Spell(eval.CallAssessDispatch)", false},
		{"reply protocol", `s := "FINAL_VAR(" + name + ") failed"`, false},
		{"host call name", `err := fmt.Errorf("llm_query: schema is not JSON")`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, "x.go", "package loop\nfunc f() {\n"+tc.src+"\n}\n", 0)
			if err != nil {
				t.Fatal(err)
			}
			if got := languageProblems(fset, f); (len(got) > 0) != tc.bad {
				t.Fatalf("problems %q, want bad=%v", got, tc.bad)
			}
		})
	}
}
