package golang

import (
	"fmt"
	"reflect"
	"strconv"
	"unicode/utf8"

	"github.com/rlm-go/rlm/eval"
)

// ShellResult is what Bash returns: the command's stdout and stderr
// interleaved, its exit status (128+n for signal n, -1 when it was killed
// at its timeout), and whether it timed out or its output was cut.
type ShellResult struct {
	Output    string
	ExitCode  int
	TimedOut  bool
	Truncated bool
}

// String is the output, then the exit status when it is not 0.
func (r ShellResult) String() string {
	if r.ExitCode == 0 {
		return r.Output
	}
	return r.Output + "[exit status " + strconv.Itoa(r.ExitCode) + "]\n"
}

// FileLine is one match of Rg: a workspace file, a 1-based line number and
// the line's text.
type FileLine struct {
	Path string
	N    int
	Text string
}

func (l FileLine) String() string { return l.Path + ":" + strconv.Itoa(l.N) + ": " + l.Text }

// workspaceSymbols adds the shell and file-search helpers of workspace
// mode, and the plain helpers Preview and Chunks, to the host package.
func (s *session) workspaceSymbols(m map[string]reflect.Value) {
	m["ShellResult"] = reflect.ValueOf((*ShellResult)(nil))
	m["FileLine"] = reflect.ValueOf((*FileLine)(nil))
	m["Bash"] = reflectFunc(func(command string, timeoutSeconds ...float64) ShellResult {
		args := map[string]any{"command": command}
		if len(timeoutSeconds) > 0 && timeoutSeconds[0] > 0 {
			args["timeout"] = timeoutSeconds[0]
		}
		r, ok := s.call("Bash", eval.CallBash, args).(map[string]any)
		if !ok {
			panic(fmt.Errorf("Bash: the host returned no command result"))
		}
		out, _ := r["output"].(string)
		timedOut, _ := r["timed_out"].(bool)
		truncated, _ := r["truncated"].(bool)
		return ShellResult{Output: out, ExitCode: intOf(r["exit_code"]), TimedOut: timedOut, Truncated: truncated}
	})
	m["Rg"] = reflectFunc(func(pattern string, pathAndGlob ...string) []FileLine {
		args := map[string]any{"pattern": pattern, "path": "."}
		if len(pathAndGlob) > 0 && pathAndGlob[0] != "" {
			args["path"] = pathAndGlob[0]
		}
		if len(pathAndGlob) > 1 && pathAndGlob[1] != "" {
			args["glob"] = pathAndGlob[1]
		}
		r, ok := s.call("Rg", eval.CallRg, args).(map[string]any)
		raw, ok2 := r["matches"].([]any)
		if !ok || !ok2 && r["matches"] != nil {
			panic(fmt.Errorf("Rg: the host returned no list of matches"))
		}
		out := make([]FileLine, 0, len(raw))
		for _, x := range raw {
			m, _ := x.([]any)
			if len(m) != 3 {
				panic(fmt.Errorf("Rg: the host returned a malformed match %v", x))
			}
			p, _ := m[0].(string)
			t, _ := m[2].(string)
			out = append(out, FileLine{Path: p, N: intOf(m[1]), Text: t})
		}
		if more, _ := r["truncated"].(bool); more {
			fmt.Fprintf(s.err, "warning: Rg: only the first %d matches are returned; narrow the pattern, path or glob\n", len(out))
		}
		return out
	})
	m["FindFiles"] = reflectFunc(func(glob string) []string {
		r, ok := s.call("FindFiles", eval.CallFindFiles, map[string]any{"glob": glob}).(map[string]any)
		files, ok2 := stringList(r["files"])
		if !ok || !ok2 {
			panic(fmt.Errorf("FindFiles: the host returned no list of files"))
		}
		if more, _ := r["truncated"].(bool); more {
			fmt.Fprintf(s.err, "warning: FindFiles: only the first %d files are returned; narrow the glob\n", len(files))
		}
		return files
	})
	m["Preview"] = reflectFunc(func(v any, n ...int) string {
		limit := 500
		if len(n) > 0 {
			limit = max(n[0], 0)
		}
		str, ok := v.(string)
		if !ok {
			mustPrintable([]any{v})
			str = fmt.Sprintf("%v", v)
		}
		cut := runeOffset(str, limit)
		if cut == len(str) {
			return str
		}
		return str[:cut] + "... [" + strconv.Itoa(utf8.RuneCountInString(str[cut:])) + " more chars]"
	})
	m["Chunks"] = reflectFunc(func(text string, size int) []string {
		if size <= 0 {
			panic(fmt.Errorf("Chunks: size must be positive, got %d", size))
		}
		var out []string
		for text != "" {
			cut := runeOffset(text, size)
			out = append(out, text[:cut])
			text = text[cut:]
		}
		return out
	})
}

// runeOffset is the byte offset of the n-th character of s, len(s) when s
// is shorter: Preview and Chunks count characters, as Python does.
func runeOffset(s string, n int) int {
	for i := range s {
		if n == 0 {
			return i
		}
		n--
	}
	return len(s)
}

// intOf reads a number the host sent: int64 from a worker's protocol,
// float64 or int in process.
func intOf(v any) int {
	switch x := v.(type) {
	case int64:
		return int(x)
	case int:
		return x
	case float64:
		return int(x)
	}
	return 0
}
