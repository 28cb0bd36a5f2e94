package pyrewrite

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"testing"
)

// astChecker is one long-lived python3 that answers, for each source sent
// as a JSON string on a line, "ok" or the SyntaxError of ast.parse.
type astChecker struct {
	mu  sync.Mutex
	cmd *exec.Cmd
	in  *bufio.Writer
	out *bufio.Scanner
}

const checkerScript = `
import ast, json, sys, warnings
warnings.simplefilter("ignore")
for line in sys.stdin:
    try:
        ast.parse(json.loads(line))
        print("ok", flush=True)
    except (SyntaxError, ValueError) as e:
        print(json.dumps(repr(e)), flush=True)
`

func startASTChecker(tb testing.TB) *astChecker {
	py, err := exec.LookPath("python3")
	if err != nil {
		return nil
	}
	cmd := exec.Command(py, "-c", checkerScript)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		tb.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		tb.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	c := &astChecker{cmd: cmd, in: bufio.NewWriter(stdin), out: bufio.NewScanner(stdout)}
	c.out.Buffer(make([]byte, 1<<20), 1<<20)
	tb.Cleanup(func() {
		stdin.Close()
		cmd.Wait()
	})
	return c
}

// parse is "" when CPython's ast parses src, else why not.
func (c *astChecker) parse(tb testing.TB, src string) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	b, _ := json.Marshal(src)
	fmt.Fprintf(c.in, "%s\n", b)
	if err := c.in.Flush(); err != nil {
		tb.Fatalf("python3 checker: %v", err)
	}
	if !c.out.Scan() {
		tb.Fatalf("python3 checker ended: %v", c.out.Err())
	}
	if r := c.out.Text(); r != "ok" {
		return r
	}
	return ""
}

// FuzzRewrite: for any source CPython 3 parses that Rewrite accepts, the
// rewritten source parses too, rewriting it again changes nothing, and the
// line map has an entry per output line. Without python3 on PATH only the
// last two are checked.
func FuzzRewrite(f *testing.F) {
	for _, c := range rewriteCases {
		f.Add(c.in)
	}
	for _, s := range rewriteSeeds {
		f.Add(s)
	}
	checker := startASTChecker(f)
	f.Fuzz(func(t *testing.T, src string) {
		if checker != nil && checker.parse(t, src) != "" {
			return // not Python: what the rewriter does with it is unspecified
		}
		out, lines, err := Rewrite(src)
		if err != nil {
			return
		}
		if checker != nil {
			if why := checker.parse(t, out); why != "" {
				if gap := knownGap(src); gap != "" {
					t.Skipf("known gap: %s", gap)
				}
				t.Fatalf("rewritten source does not parse: %s\nin:\n%s\nout:\n%s", why, src, out)
			}
		}
		again, _, err := Rewrite(out)
		if err != nil || again != out {
			t.Fatalf("Rewrite is not idempotent (err %v)\nonce:\n%s\ntwice:\n%s", err, out, again)
		}
		if lines != nil && len(lines) < strings.Count(out, "\n")+1 {
			t.Fatalf("line map has %d entries for %d output lines", len(lines), strings.Count(out, "\n")+1)
		}
	})
}

// knownGaps are inputs the rewriter is known to turn into source that does
// not parse, found by FuzzRewrite and left as they are (fixing them changes
// behaviour): the fuzzer skips them so it can look for others.
var knownGaps = []struct {
	example string
	re      *regexp.Regexp
	why     string
}{}

func knownGap(src string) string {
	for _, g := range knownGaps {
		if g.re.MatchString(src) {
			return g.why
		}
	}
	return ""
}

// TestKnownGapsStillFail keeps knownGaps honest: each example must match
// its pattern and still rewrite to source CPython rejects; once fixed, the
// entry goes.
func TestKnownGapsStillFail(t *testing.T) {
	if len(knownGaps) == 0 {
		t.Skip("no known gaps")
	}
	c := startASTChecker(t)
	if c == nil {
		t.Skip("python3 not on PATH")
	}
	for _, g := range knownGaps {
		if !g.re.MatchString(g.example) {
			t.Errorf("%q does not match its own gap's pattern", g.example)
		}
		out, _, err := Rewrite(g.example)
		if err == nil && c.parse(t, out) == "" {
			t.Errorf("%q now rewrites to valid Python: remove the gap (%s)", g.example, g.why)
		}
	}
}

// TestASTChecker holds FuzzRewrite's oracle to telling Python from not.
func TestASTChecker(t *testing.T) {
	c := startASTChecker(t)
	if c == nil {
		t.Skip("python3 not on PATH")
	}
	for src, ok := range map[string]bool{"x = 1\n": true, "f'{x!r:>{w}}'": true, "x = = 1": false, "match x:\n  case 1: pass\n": true, "f'{'": false} {
		if why := c.parse(t, src); (why == "") != ok {
			t.Errorf("parse(%q) = %q, want ok %v", src, why, ok)
		}
	}
}

// Raw f-strings whose literal part ends in backslashes (the first gap
// FuzzRewrite found) rewrite to source CPython parses.
func TestRawFStringTrailingBackslashes(t *testing.T) {
	c := startASTChecker(t)
	if c == nil {
		t.Skip("python3 not on PATH")
	}
	for _, src := range []string{`rf"\{0}"`, `rf"a\\{x}"`, `fr'\\\{x}b'`, `rf"""\{x}"""`, `rf"{x}\\"`, `Rf"\{x}\{y}"`} {
		out, _, err := Rewrite(src)
		if err != nil {
			t.Errorf("Rewrite(%s): %v", src, err)
			continue
		}
		if why := c.parse(t, out); why != "" {
			t.Errorf("Rewrite(%s) = %s, which CPython rejects: %s", src, out, why)
		}
	}
}
