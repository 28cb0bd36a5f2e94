package loop

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/rlm-go/rlm/eval"
	"github.com/rlm-go/rlm/internal/shell"
)

// fakeShell records what bash asked for and answers with res or err.
type fakeShell struct {
	command string
	timeout time.Duration
	res     shell.Result
	err     error
}

func (f *fakeShell) Run(_ context.Context, command string, timeout time.Duration) (shell.Result, error) {
	f.command, f.timeout = command, timeout
	return f.res, f.err
}

func TestBashCall(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	sh := &fakeShell{res: shell.Result{Output: "out\n", ExitCode: 2, Truncated: true}}
	h := newEngine(t, stubChat{}, Config{Workspace: Workspace{Dir: dir, Shell: sh}}).Host()
	got, err := h.Call(ctx, eval.CallBash, map[string]any{"command": "ls -l", "timeout": 1.5})
	want := map[string]any{"output": "out\n", "exit_code": int64(2), "timed_out": false, "truncated": true}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("got %#v %v, want %#v", got, err, want)
	}
	if sh.command != "ls -l" || sh.timeout != 1500*time.Millisecond {
		t.Fatalf("the shell ran %q with timeout %s", sh.command, sh.timeout)
	}
	if _, err := h.Call(ctx, eval.CallBash, map[string]any{"command": "x"}); err != nil || sh.timeout != 0 {
		t.Fatalf("no timeout given: %v, shell got %s (want 0: the shell's default)", err, sh.timeout)
	}
	sh.err = errors.New("the sandbox could not start")
	if _, err := h.Call(ctx, eval.CallBash, map[string]any{"command": "x"}); err == nil || !strings.Contains(err.Error(), "bash: the sandbox could not start") {
		t.Fatalf("a failing shell: %v", err)
	}
	for _, tc := range []struct {
		name string
		ws   Workspace
		args map[string]any
		want string
	}{
		{"workspace off", Workspace{}, map[string]any{"command": "ls"}, "--workspace"},
		{"no shell", Workspace{Dir: dir, ShellOff: "sessions are not sandboxed: none (turned off (--sandbox off))"},
			map[string]any{"command": "ls"}, "bash: refused: commands run only where sessions are sandboxed, and here they are not (sessions are not sandboxed: none (turned off (--sandbox off)))"},
		{"no command", Workspace{Dir: dir, Shell: sh}, map[string]any{}, `bash: missing argument "command"`},
		{"bad timeout", Workspace{Dir: dir, Shell: sh}, map[string]any{"command": "ls", "timeout": "soon"}, "must be a number"},
		{"negative timeout", Workspace{Dir: dir, Shell: sh}, map[string]any{"command": "ls", "timeout": -1.0}, "positive number of seconds"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newEngine(t, stubChat{}, Config{Workspace: tc.ws}).Host()
			if _, err := h.Call(ctx, eval.CallBash, tc.args); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err %v, want one saying %q", err, tc.want)
			}
		})
	}
}

func TestSearchCalls(t *testing.T) {
	dir := t.TempDir()
	outside := t.TempDir()
	for name, text := range map[string]string{"a.txt": "needle\nhay\n", "sub/b.go": "x := needle\n", ".h": "needle\n"} {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	os.WriteFile(filepath.Join(outside, "secret.txt"), []byte("needle\n"), 0o644)
	if err := os.Symlink(outside, filepath.Join(dir, "link")); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	h := newEngine(t, stubChat{}, Config{Workspace: Workspace{Dir: dir, ReadOnly: true}}).Host()
	got, err := h.Call(ctx, eval.CallRg, map[string]any{"pattern": "needle", "path": "."})
	want := map[string]any{"matches": []any{[]any{"a.txt", int64(1), "needle"}, []any{"sub/b.go", int64(1), "x := needle"}}, "truncated": false}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("rg: %#v %v", got, err)
	}
	got, err = h.Call(ctx, eval.CallRg, map[string]any{"pattern": "needle", "path": filepath.Join(dir, "sub"), "glob": "*.go"})
	if err != nil || len(got.(map[string]any)["matches"].([]any)) != 1 {
		t.Fatalf("rg with an absolute path inside: %#v %v", got, err)
	}
	got, err = h.Call(ctx, eval.CallFindFiles, map[string]any{"glob": "*"})
	want = map[string]any{"files": []any{".h", "a.txt", "sub/b.go"}, "truncated": false}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("find_files: %#v %v", got, err)
	}
	for _, tc := range []struct {
		name string
		call string
		args map[string]any
		want string
	}{
		{"rg above", eval.CallRg, map[string]any{"pattern": "needle", "path": ".."}, "outside the workspace"},
		{"rg outside", eval.CallRg, map[string]any{"pattern": "needle", "path": outside}, "outside the workspace"},
		{"rg through a symlink", eval.CallRg, map[string]any{"pattern": "needle", "path": "link"}, "outside the workspace"},
		{"rg bad pattern", eval.CallRg, map[string]any{"pattern": "("}, "rg: pattern"},
		{"rg no pattern", eval.CallRg, map[string]any{}, `missing argument "pattern"`},
		{"find_files no glob", eval.CallFindFiles, map[string]any{}, `missing argument "glob"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := h.Call(ctx, tc.call, tc.args); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err %v, want one saying %q", err, tc.want)
			}
		})
	}
	off := newEngine(t, stubChat{}, Config{}).Host()
	if _, err := off.Call(ctx, eval.CallRg, map[string]any{"pattern": "x"}); err == nil || !strings.Contains(err.Error(), "--workspace") {
		t.Fatalf("workspace off: %v", err)
	}
}

func TestWorkspaceNoteNamesTheShell(t *testing.T) {
	py, golang := eval.Python(), eval.Go()
	for _, tc := range []struct {
		ws   Workspace
		lang *eval.Language
		want string
	}{
		{Workspace{Dir: "d"}, &py, "rg and find_files search it. bash is unavailable in this run."},
		{Workspace{Dir: "d", Shell: &fakeShell{}}, &py, "bash runs shell commands in it, sandboxed (no network).\n"},
		{Workspace{Dir: "d", Shell: &fakeShell{}, ReadOnly: true}, &golang, "Rg and FindFiles search it. Bash runs shell commands in it, sandboxed (no network), and they cannot change it either.\n"},
	} {
		if got := workspaceNote(tc.ws, tc.lang); !strings.Contains(got, tc.want) {
			t.Errorf("note %q lacks %q", got, tc.want)
		}
	}
}
