package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestRLMHelperProcess is rlm itself when a test re-executes this binary
// with RLM_CMD_HELPER=1: the arguments come JSON-encoded in RLM_CMD_ARGS,
// standard input is the string in RLM_CMD_STDIN, and the environment the
// command reads is empty, as in runCLI.
func TestRLMHelperProcess(t *testing.T) {
	if os.Getenv("RLM_CMD_HELPER") != "1" {
		t.Skip("helper process for subprocess tests")
	}
	var args []string
	if err := json.Unmarshal([]byte(os.Getenv("RLM_CMD_ARGS")), &args); err != nil {
		fmt.Fprintln(os.Stderr, "bad RLM_CMD_ARGS:", err)
		os.Exit(3)
	}
	io := IO{In: strings.NewReader(os.Getenv("RLM_CMD_STDIN")), Out: os.Stdout, Err: os.Stderr,
		Getenv: func(string) string { return "" }}
	os.Exit(execute(context.Background(), io, args))
}

// rlmCommand is rlm as a child process: this test binary re-executed, so
// model code that escaped into the engine's process changes nothing in the
// test binary.
func rlmCommand(t *testing.T, stdin string, args ...string) *exec.Cmd {
	t.Helper()
	js, _ := json.Marshal(args)
	cmd := exec.Command(os.Args[0], "-test.run=^TestRLMHelperProcess$")
	cmd.Env = append(os.Environ(), "RLM_CMD_HELPER=1", "RLM_CMD_ARGS="+string(js), "RLM_CMD_STDIN="+stdin,
		"XDG_STATE_HOME="+t.TempDir())
	return cmd
}

// rlmSubprocess runs rlmCommand and returns its exit status and output.
func rlmSubprocess(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	cmd := rlmCommand(t, stdin, args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	if _, exited := err.(*exec.ExitError); err != nil && !exited {
		t.Fatalf("starting rlm: %v", err)
	}
	return cmd.ProcessState.ExitCode(), out.String(), errb.String()
}

// isolationCase is one backend's probe of interpreter state a model can
// patch: probe is an expression (Python) or function body result (Go) whose
// value shows the built-in's behaviour; patch changes that behaviour
// process-wide, as far as the interpreter lets it.
type isolationCase struct {
	backend string
	fence   string
	// define holds definitions every cell starts with: probe() and patch().
	define string
	// parent patches, probes itself and starts the children; it ends with
	// the report as its final answer, one "LABEL value" line per probe.
	parent string
	// childProbe reports probe(); childPatch reports probe() before and
	// after its own patch().
	childProbe, childPatch string
}

var isolationCases = []isolationCase{
	{
		backend: "gpython", fence: "repl", define: pythonIsolationDefs,
		parent: pythonIsolationParent, childProbe: pythonChildProbe, childPatch: pythonChildPatch,
	},
	{
		backend: "python", fence: "repl", define: pythonIsolationDefs,
		parent: pythonIsolationParent, childProbe: pythonChildProbe, childPatch: pythonChildPatch,
	},
	{
		backend: "go", fence: "go",
		// A package-level variable of the standard library: yaegi binds
		// it to the real Go variable, so in one process the assignment
		// would change it for every interpreter.
		define: `probe := func() string { return "b64=" + base64.StdEncoding.EncodeToString([]byte{0xfb, 0xff}) }
patch := func() { base64.StdEncoding = base64.URLEncoding }
`,
		parent: `patch()
lines := []string{"OWN " + probe()}
lines = append(lines, "ONE "+RLMQuery("", "child-probe one"))
lines = append(lines, "PATCHER "+RLMQuery("", "child-patch alone"))
lines = append(lines, "SIBLING "+RLMQuery("", "child-probe after the patcher"))
for _, m := range RLMQueryBatched([][2]string{{"", "child-patch 0"}, {"", "child-patch 1"}, {"", "child-patch 2"}, {"", "child-patch 3"}}) {
	lines = append(lines, "MANY "+m)
}
lines = append(lines, "AFTER "+probe())
Final(strings.Join(lines, "\n"))
`,
		childProbe: `Final(probe())
`,
		childPatch: `before := probe()
patch()
Final("before=" + before + " after=" + probe())
`,
	},
}

// Python patches: a method of the built-in str (setattr where the
// interpreter allows it, else CPython's type dictionary through gc and
// ctypes) and builtins.len. Each is tried; the test needs only that some
// took effect in the agent that made them.
const pythonIsolationDefs = `def probe():
    return "upper=%s len=%d" % ('abc'.upper(), len([1, 2, 3]))

def patch():
    import builtins
    try:
        setattr(str, 'upper', lambda self: 'PATCHED')
    except Exception:
        try:
            import gc, ctypes
            gc.get_referents(str.__dict__)[0]['upper'] = lambda self: 'PATCHED'
            ctypes.pythonapi.PyType_Modified(ctypes.py_object(str))
        except Exception:
            pass
    real_len = builtins.len
    builtins.len = lambda x: -1 if x == [1, 2, 3] else real_len(x)

`

const pythonIsolationParent = `patch()
lines = ['OWN ' + probe()]
lines.append('ONE ' + rlm_query('', 'child-probe one'))
lines.append('PATCHER ' + rlm_query('', 'child-patch alone'))
lines.append('SIBLING ' + rlm_query('', 'child-probe after the patcher'))
for m in rlm_query_batched([('', 'child-patch %d' % i) for i in range(4)]):
    lines.append('MANY ' + m)
lines.append('AFTER ' + probe())
FINAL('\n'.join(lines))
`

const pythonChildProbe = `FINAL(probe())
`

const pythonChildPatch = `before = probe()
patch()
FINAL('before=' + before + ' after=' + probe())
`

// original is what probe() says in an interpreter nobody patched.
var isolationOriginal = map[string]string{
	"gpython": "upper=ABC len=3",
	"python":  "upper=ABC len=3",
	"go":      "b64=+/8=",
}

func (c isolationCase) script() string {
	reply := func(code string) string { return "```" + c.fence + "\n" + c.define + code + "```" }
	rules := []map[string]any{
		{"match": map[string]string{"last_user": "Query: child-probe"}, "reply": reply(c.childProbe)},
		{"match": map[string]string{"last_user": "Query: child-patch"}, "reply": reply(c.childPatch)},
		{"match": map[string]string{"last_user": "Query: parent-patch"}, "reply": reply(c.parent)},
	}
	b, _ := json.Marshal(map[string]any{"rules": rules, "default_reply": "FINAL(unexpected request)"})
	return string(b)
}

// TestIsolationOfInterpreterState is issue 13's "what must hold" 3: a
// parent that patches a built-in type changes nothing for its children
// (one rlm_query child, four rlm_query_batched children) or siblings (a
// child started after another child patched), and children patching
// concurrently neither see each other's patches nor crash the run. The
// model is the project's mock over loopback; rlm runs as a subprocess.
func TestIsolationOfInterpreterState(t *testing.T) {
	for _, c := range isolationCases {
		t.Run(c.backend, func(t *testing.T) {
			if c.backend == "python" {
				if _, err := lookPython(); err != nil {
					t.Skip("no python3 on PATH")
				}
			}
			_, base := startScript(t, c.script())
			args := []string{"--base-url", base, "--model", "m", "--eval", c.backend, "--max-depth", "2", "-q",
				"parent-patch: report what the children see"}
			code, out, errOut := rlmSubprocess(t, "ctx", args...)
			if code != 0 {
				t.Fatalf("rlm %s: exit %d\nstdout:\n%s\nstderr:\n%s", strings.Join(args, " "), code, out, errOut)
			}
			report := parseIsolationReport(out)
			orig := isolationOriginal[c.backend]
			own := report["OWN"]
			if len(own) != 1 || own[0] == orig {
				t.Fatalf("the parent's patch did not take effect in the parent (OWN %q, original %q), so the test proves nothing:\n%s", own, orig, out)
			}
			patched := own[0]
			want := map[string][]string{
				"ONE":     {orig},
				"PATCHER": {"before=" + orig + " after=" + patched},
				"SIBLING": {orig},
				"MANY":    slices.Repeat([]string{"before=" + orig + " after=" + patched}, 4),
				"AFTER":   {patched},
			}
			for label, w := range want {
				if got := report[label]; strings.Join(got, "\n") != strings.Join(w, "\n") {
					t.Errorf("%s: got %q, want %q", label, got, w)
				}
			}
			if t.Failed() {
				t.Logf("report:\n%s", out)
			}

			if c.backend == "python" {
				return // CPython has no in-process mode
			}
			// For the record: what the same run does with --in-process.
			inCode, inOut, inErr := rlmSubprocess(t, "ctx", append(args, "--in-process")...)
			inReport := parseIsolationReport(inOut)
			if len(inReport["ONE"]) == 0 {
				t.Logf("--in-process: exit %d; answer %q; stderr: %q", inCode, inOut, fatalLine(inErr))
				return
			}
			t.Logf("--in-process: exit %d; ONE %q SIBLING %q MANY %q; stderr: %q",
				inCode, inReport["ONE"], inReport["SIBLING"], inReport["MANY"], fatalLine(inErr))
		})
	}
}

// parseIsolationReport maps each label of the final answer's lines to its
// values, in order.
func parseIsolationReport(out string) map[string][]string {
	report := map[string][]string{}
	for line := range strings.Lines(out) {
		label, value, ok := strings.Cut(strings.TrimRight(line, "\n"), " ")
		if ok {
			report[label] = append(report[label], value)
		}
	}
	return report
}

// fatalLine is the Go runtime's fatal error line of stderr, else its last
// non-empty line.
func fatalLine(stderr string) string {
	last := ""
	for line := range strings.Lines(stderr) {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "fatal error") {
			return line
		}
		if line != "" {
			last = line
		}
	}
	return last
}
