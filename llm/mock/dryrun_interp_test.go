package mock

import (
	"bytes"
	"strings"
	"testing"

	"github.com/go-python/gpython/py"
	_ "github.com/go-python/gpython/stdlib"
	"github.com/traefik/yaegi/interp"
	"github.com/traefik/yaegi/stdlib"
)

// The dry-run policy's code must run in the interpreters the engine embeds,
// whatever their backends add on top; these tests run it in bare gpython and
// yaegi with the smallest stand-ins for the host functions it calls.

// The first line with a query word is not the answer: the line with the
// most distinct query words is.
const interpContext = "alpha line\nanother magic line\nThe MAGIC number is 4217\nomega"

func TestDryRunPythonRunsInGpython(t *testing.T) {
	ctx := py.NewContext(py.DefaultContextOpts())
	defer ctx.Close()
	setup := "context = " + pyQuote(interpContext) + "\n" +
		"final = []\n" +
		"import sys\n" +
		"class Out:\n" +
		"    def __init__(self):\n" +
		"        self.parts = []\n" +
		"    def write(self, s):\n" +
		"        self.parts.append(s)\n" +
		"    def flush(self):\n" +
		"        pass\n" +
		"out = Out()\n" +
		"sys.stdout = out\n" +
		"def FINAL_VAR(name):\n" +
		"    final.append(globals()[name])\n"
	run := func(mod any, src string) *py.Module {
		t.Helper()
		code, err := py.Compile(src, "<cell>", py.ExecMode, 0, true)
		if err != nil {
			t.Fatalf("compile:\n%s\n%v", src, err)
		}
		m, err := py.RunCode(ctx, code, "<cell>", mod)
		if err != nil {
			py.TracebackDump(err)
			t.Fatalf("run:\n%s\n%v", src, err)
		}
		return m
	}
	mod := run("__main__", setup)
	mod = run(mod, extractCode(t, DryRunReply(rlmMessages("Python", "What is the magic number?", 0))))
	hits, ok := mod.Globals["mock_hits"].(*py.List)
	if !ok || len(hits.Items) != 2 {
		t.Fatalf("mock_hits = %v, want 2 lines", mod.Globals["mock_hits"])
	}
	printed := run(mod, "printed = ''.join(out.parts)\n").Globals["printed"]
	if p, _ := printed.(py.String); !strings.Contains(string(p), "2 lines contain a query word\nanother magic line\nThe MAGIC number is 4217\n") {
		t.Errorf("explore printed %q", printed)
	}
	mod = run(mod, extractCode(t, DryRunReply(rlmMessages("Python", "What is the magic number?", 1))))
	final := mod.Globals["final"].(*py.List)
	if len(final.Items) != 1 || string(final.Items[0].(py.String)) != "[mock] The MAGIC number is 4217" {
		t.Errorf("FINAL_VAR got %v", final.Items)
	}
	ans, _ := mod.Globals["answer"].(py.StringDict)
	if ans == nil || ans["ready"] != py.True {
		t.Errorf("answer dict = %v", mod.Globals["answer"])
	}
}

func TestDryRunGoRunsInYaegi(t *testing.T) {
	var out bytes.Buffer
	i := interp.New(interp.Options{Stdout: &out})
	if err := i.Use(stdlib.Symbols); err != nil {
		t.Fatal(err)
	}
	var finals []string
	for _, src := range []string{
		`import "fmt"`, `import "strings"`,
		"var context = " + pyQuote(interpContext),
		"var finals []string",
		"func Final(v any) { finals = append(finals, fmt.Sprint(v)) }",
	} {
		if _, err := i.Eval(src); err != nil {
			t.Fatalf("setup %q: %v", src, err)
		}
	}
	for turn := 0; turn < 3; turn++ { // turn 2 repeats turn 1's cell: redeclaration must be fine
		code := extractCode(t, DryRunReply(rlmMessages("Go", "What is the magic number?", turn)))
		if _, err := i.Eval(code); err != nil {
			t.Fatalf("turn %d:\n%s\n%v", turn, code, err)
		}
	}
	if !strings.Contains(out.String(), "2 lines contain a query word\nanother magic line\nThe MAGIC number is 4217\n") {
		t.Errorf("explore output:\n%s", out.String())
	}
	v, err := i.Eval("finals")
	if err != nil {
		t.Fatal(err)
	}
	finals = v.Interface().([]string)
	if len(finals) != 2 || finals[0] != "[mock] The MAGIC number is 4217" {
		t.Errorf("Final calls = %q", finals)
	}
}

// pyQuote writes s as a double-quoted literal valid in Python and Go (for
// the plain ASCII used here).
func pyQuote(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`)
	return `"` + r.Replace(s) + `"`
}

// rlmMessages builds an RLM agent conversation with turns assistant replies.
func rlmMessages(lang, query string, turns int) []Message {
	msgs := []Message{
		{Role: roleSystem, Content: "You are an RLM.\nREPL language: " + lang + "\nWrite code."},
		{Role: roleUser, Content: "Your context is a string of 80 characters.\n\nQuery: " + query},
	}
	for i := 0; i < turns; i++ {
		msgs = append(msgs, Message{Role: roleAssistant, Content: "```repl\nprint(1)\n```"}, Message{Role: roleUser, Content: "REPL output: 1"})
	}
	return msgs
}

// extractCode returns the body of the single fenced block in a reply.
func extractCode(t *testing.T, reply string) string {
	t.Helper()
	start := strings.Index(reply, "```")
	if start < 0 {
		t.Fatalf("no fence in reply:\n%s", reply)
	}
	rest := reply[start+3:]
	nl := strings.IndexByte(rest, '\n')
	body := rest[nl+1:]
	end := strings.Index(body, "```")
	if end < 0 {
		t.Fatalf("unclosed fence in reply:\n%s", reply)
	}
	if strings.Count(reply, "```") != 2 {
		t.Fatalf("want exactly one block:\n%s", reply)
	}
	return body[:end]
}
