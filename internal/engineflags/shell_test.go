package engineflags

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/spf13/pflag"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/internal/sandbox"
	"github.com/rlm-go/rlm/loop"
)

// shellBackends are the backends whose code reaches bash, rg and
// find_files, and how each spells a check.
var shellBackends = []struct {
	name string
	py   bool
}{{"python", true}, {"gpython", true}, {"go", false}}

// shellFixture is a workspace (a git repository with a .gitignore, a
// hidden file, a binary file) beside a secret file outside it.
func shellFixture(t *testing.T) (ws, secret string) {
	t.Helper()
	base := t.TempDir()
	ws = filepath.Join(base, "ws")
	files := map[string]string{
		".git/HEAD":      "ref: refs/heads/main\n",
		".gitignore":     "*.log\n",
		"a.txt":          "inside\nneedle a\n",
		"skipped.log":    "needle log\n",
		".hidden.txt":    "needle hidden\n",
		"bin.dat":        "needle\x00\n",
		"sub/b.md":       "needle b\n",
		"sub/deep/c.txt": "needle c\nnot this one\n",
	}
	for name, text := range files {
		p := filepath.Join(ws, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	secret = filepath.Join(base, "secret.txt")
	if err := os.WriteFile(secret, []byte("TOP-SECRET\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return ws, secret
}

// openSession opens backend with the flags given (and a mock model) over
// workspace ws, and a session whose host is a loop agent's.
func openSession(t *testing.T, backend, ws string, flags ...string) eval.Session {
	t.Helper()
	if backend == "python" {
		if _, err := exec.LookPath("python3"); err != nil {
			t.Skip("python3 is not installed")
		}
	}
	e := New()
	fs := pflag.NewFlagSet("test", pflag.ContinueOnError)
	e.Bind(fs, Endpoint|Limits|Agents)
	e.BindBackend(fs, "eval")
	if err := fs.Parse(append([]string{"--model", "mock", "--eval", backend, "--workspace", ws}, flags...)); err != nil {
		t.Fatal(err)
	}
	o, err := e.Open(context.Background(), func(string) string { return "" })
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(o.Close)
	eng, err := loop.New(o.Endpoint.Client, o.Config)
	if err != nil {
		t.Fatal(err)
	}
	s, err := o.Config.Backend.NewSession(context.Background(), eval.SessionConfig{
		Contexts: []string{"ctx"}, Host: eng.Host(), CellTimeout: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func exec1(t *testing.T, s eval.Session, code string) string {
	t.Helper()
	r, err := s.Exec(context.Background(), code)
	if err != nil {
		t.Fatal(err)
	}
	if r.Error != "" {
		t.Fatalf("%s\nerror: %s\nstdout: %s", code, r.Error, r.Stdout)
	}
	return r.Stdout
}

// check is one cell in both spellings and what it must print; booleans
// are compared lower-cased (Python's True, Go's true).
type check struct {
	name, py, golang, want string
}

func (c check) code(py bool) string {
	if py {
		return c.py
	}
	return c.golang
}

func TestShellFromEveryBackend(t *testing.T) {
	if rep := sandbox.Probe(); !rep.Enforced() {
		t.Skipf("this kernel cannot sandbox sessions: %s", rep.Reason)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	accepted := make(chan struct{}, 8)
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			c.Close()
			accepted <- struct{}{}
		}
	}()
	port := ln.Addr().(*net.TCPAddr).Port
	for _, b := range shellBackends {
		t.Run(b.name, func(t *testing.T) {
			ws, secret := shellFixture(t)
			s := openSession(t, b.name, ws)
			marker := fmt.Sprintf("%d.%d", 900+rand.IntN(99), rand.IntN(1e6))
			checks := []check{
				{"workspace is the working directory",
					`r = bash("pwd; cat a.txt; echo err >&2; exit 3")` + "\nprint(str(r[\"exit_code\"]) + \"|\" + r[\"output\"])",
					`r := Bash("pwd; cat a.txt; echo err >&2; exit 3")` + "\nfmt.Println(fmt.Sprint(r.ExitCode) + \"|\" + r.Output)",
					"3|" + ws + "\ninside\nneedle a\nerr\n\n"},
				{"a file outside the workspace",
					`r = bash("cat ../secret.txt; cat ` + secret + `")` + "\nprint(r[\"exit_code\"] != 0, \"TOP-SECRET\" in r[\"output\"])",
					`r := Bash("cat ../secret.txt; cat ` + secret + `")` + "\nfmt.Println(r.ExitCode != 0, strings.Contains(r.Output, \"TOP-SECRET\"))",
					"true false\n"},
				{"the network",
					fmt.Sprintf(`r = bash("exec 3<>/dev/tcp/127.0.0.1/%d && echo connected", timeout=10)`, port) + "\nprint(r[\"exit_code\"] != 0, \"connected\" in r[\"output\"])",
					fmt.Sprintf(`r := Bash("exec 3<>/dev/tcp/127.0.0.1/%d && echo connected", 10)`, port) + "\nfmt.Println(r.ExitCode != 0, strings.Contains(r.Output, \"connected\"))",
					"true false\n"},
				{"a timeout kills the children",
					`r = bash("setsid sleep ` + marker + ` & sleep ` + marker + `", timeout=1)` + "\nprint(r[\"timed_out\"], r[\"exit_code\"])",
					`r := Bash("setsid sleep ` + marker + ` & sleep ` + marker + `", 1)` + "\nfmt.Println(r.TimedOut, r.ExitCode)",
					"true -1\n"},
				{"output is capped",
					`r = bash("head -c 300000 /dev/zero | tr '\\0' a")` + "\nprint(r[\"truncated\"], len(r[\"output\"]) < 270000, \"[output cut:\" in r[\"output\"])",
					`r := Bash("head -c 300000 /dev/zero | tr '\\0' a")` + "\nfmt.Println(r.Truncated, len(r.Output) < 270000, strings.Contains(r.Output, \"[output cut:\"))",
					"true true true\n"},
				{"rg", "for m in rg(\"needle\"):\n    print(m[0] + \":\" + str(m[1]) + \":\" + m[2])",
					"for _, m := range Rg(\"needle\") {\n\tfmt.Printf(\"%s:%d:%s\\n\", m.Path, m.N, m.Text)\n}", rgWant(t, ws, "needle")},
				{"rg in a directory", "for m in rg(\"needle\", \"sub\", \"*.txt\"):\n    print(m[0] + \":\" + str(m[1]) + \":\" + m[2])",
					"for _, m := range Rg(\"needle\", \"sub\", \"*.txt\") {\n\tfmt.Printf(\"%s:%d:%s\\n\", m.Path, m.N, m.Text)\n}", rgWant(t, ws, "needle", "-g", "*.txt", "sub")},
				{"find_files", "for f in find_files(\"*.txt\"):\n    print(f)",
					"for _, f := range FindFiles(\"*.txt\") {\n\tfmt.Println(f)\n}", findWant(t, ws, "-name", "*.txt")},
				// Last: the listings above are of the fixture as made.
				{"writing", `print(bash("echo made > new.txt")["exit_code"])`, `fmt.Println(Bash("echo made > new.txt").ExitCode)`, "0\n"},
			}
			for _, c := range checks {
				got := exec1(t, s, c.code(b.py))
				if strings.ToLower(got) != strings.ToLower(c.want) {
					t.Errorf("%s: printed %q, want %q", c.name, got, c.want)
				}
			}
			if p := findSleep(marker); p > 0 {
				t.Errorf("the timed-out command's child (sleep %s, pid %d) still runs", marker, p)
			}
			if b, err := os.ReadFile(filepath.Join(ws, "new.txt")); err != nil || string(b) != "made\n" {
				t.Errorf("the shell's write: %q %v", b, err)
			}
			select {
			case <-accepted:
				t.Error("the listener accepted a connection from a session's shell")
			default:
			}
			// The plain helpers.
			want := "abc... [3 more chars] ['abc', 'def', 'g']\n"
			code := `print(preview("abcdef", 3), chunks("abcdefg", 3))`
			if !b.py {
				want, code = "abc... [3 more chars] [abc def g]\n", `fmt.Println(Preview("abcdef", 3), Chunks("abcdefg", 3))`
			}
			if got := exec1(t, s, code); got != want {
				t.Errorf("preview and chunks: %q, want %q", got, want)
			}
		})
	}
}

func TestShellReadOnly(t *testing.T) {
	if rep := sandbox.Probe(); !rep.Enforced() {
		t.Skipf("this kernel cannot sandbox sessions: %s", rep.Reason)
	}
	for _, b := range shellBackends {
		t.Run(b.name, func(t *testing.T) {
			ws, _ := shellFixture(t)
			s := openSession(t, b.name, ws, "--read-only")
			c := check{"write",
				"r = bash(\"echo x > new.txt; echo y >> a.txt; rm a.txt\")\nprint(r[\"exit_code\"] != 0, \"Read-only file system\" in r[\"output\"], bash(\"cat a.txt\")[\"output\"])",
				"r := Bash(\"echo x > new.txt; echo y >> a.txt; rm a.txt\")\nfmt.Println(r.ExitCode != 0, strings.Contains(r.Output, \"Read-only file system\"), Bash(\"cat a.txt\").Output)",
				"true true inside\nneedle a\n\n"}
			if got := exec1(t, s, c.code(b.py)); strings.ToLower(got) != c.want {
				t.Errorf("printed %q, want %q", got, c.want)
			}
			if _, err := os.Stat(filepath.Join(ws, "new.txt")); err == nil {
				t.Error("new.txt was written in a read-only workspace")
			}
			if got, _ := os.ReadFile(filepath.Join(ws, "a.txt")); string(got) != "inside\nneedle a\n" {
				t.Errorf("a.txt is now %q", got)
			}
		})
	}
}

// Where sessions are not sandboxed, bash is refused and says why; the file
// search still works.
func TestShellRefusedWithoutSandbox(t *testing.T) {
	for _, tc := range []struct {
		backend, flag, why string
	}{
		{"gpython", "--sandbox=off", "--sandbox off"},
		{"go", "--in-process", "--in-process"},
		{"python", "--sandbox=off", "turned off"},
	} {
		t.Run(tc.backend+tc.flag, func(t *testing.T) {
			ws, _ := shellFixture(t)
			s := openSession(t, tc.backend, ws, tc.flag)
			code := "print(len(rg(\"needle\")))\nbash(\"echo hi\")"
			if tc.backend == "go" {
				code = "fmt.Println(len(Rg(\"needle\")))\nBash(\"echo hi\")"
			}
			r, err := s.Exec(context.Background(), code)
			if err != nil {
				t.Fatal(err)
			}
			if r.Stdout != "3\n" || !strings.Contains(r.Error, "bash: refused") || !strings.Contains(r.Error, tc.why) {
				t.Fatalf("stdout %q error %q; want rg's 3 matches, then bash refused naming %q", r.Stdout, r.Error, tc.why)
			}
		})
	}
}

// rgWant is ripgrep's "path:line:text" lines over dir, sorted.
func rgWant(t *testing.T, dir string, args ...string) string {
	t.Helper()
	rg, err := exec.LookPath("rg")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("ripgrep is not installed; .ci/run installs it")
		}
		t.Skip("ripgrep (rg) is not installed: apt-get install ripgrep")
	}
	cmd := exec.Command(rg, append([]string{"--no-heading", "--with-filename", "--line-number", "--color", "never", "--no-config", "-e"}, args...)...)
	cmd.Dir = dir
	cmd.Env = []string{"HOME=" + dir, "PATH=/usr/bin:/bin"}
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("rg %v: %v", args, err)
	}
	return sortedLines(string(out))
}

// findWant is find's list of files in dir with the given test, sorted.
func findWant(t *testing.T, dir string, test ...string) string {
	t.Helper()
	cmd := exec.Command("find", append(append([]string{".", "-path", "./.git", "-prune", "-o", "-type", "f"}, test...), "-print")...)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	return sortedLines(string(out))
}

func sortedLines(s string) string {
	var lines []string
	for _, l := range strings.Split(strings.TrimSpace(s), "\n") {
		if l != "" {
			lines = append(lines, strings.TrimPrefix(l, "./"))
		}
	}
	if len(lines) == 0 {
		panic("the fixture must give at least one line")
	}
	slices.Sort(lines)
	return strings.Join(lines, "\n") + "\n"
}

// findSleep is the pid of a running "sleep arg", 0 for none.
func findSleep(arg string) int {
	ents, _ := os.ReadDir("/proc")
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, _ := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
		if args := strings.Split(strings.TrimRight(string(b), "\x00"), "\x00"); len(args) == 2 &&
			filepath.Base(args[0]) == "sleep" && args[1] == arg {
			return pid
		}
	}
	return 0
}
