package python

import (
	"strings"
	"testing"

	"github.com/rlm-go/rlm/eval"
)

// Deeply nested syntax must end in a RecursionError before gpython's
// recursive compiler runs; a million levels would overflow the goroutine
// stack and kill the process, so these use 5000, past the limit but safe
// for the compiler if the guard were missing (the test then fails on the
// missing error instead of crashing).
func TestCompileDepthGuard(t *testing.T) {
	s := newSession(t, eval.SessionConfig{})
	const tooDeep = "RecursionError: maximum recursion depth exceeded during compilation"
	tests := []struct {
		code, stdout, err string
		pylib             bool // str.encode comes from pylib
	}{
		{code: "exec('v = ' + '-' * 5000 + '1')", err: tooDeep},
		{code: "exec('v = ' + '1+' * 5000 + '1')", err: tooDeep},
		{code: "eval('f' + '(1)' * 5000)", err: tooDeep},
		{code: "compile('x' + '.a' * 5000, '<s>', 'eval')", err: tooDeep},
		{code: "v = " + strings.Repeat("[", 5000) + strings.Repeat("]", 5000), err: tooDeep},
		// With syntax gpython's parser lacks, the guard still measures
		// (it used to parse the raw source, fail, and let it through).
		{code: "y = f\"{1}\"\nv = " + strings.Repeat("[", 5000) + strings.Repeat("]", 5000), err: tooDeep, pylib: true},
		{code: "y = f\"{1}\"\nv = " + strings.Repeat("-", 5000) + "1", err: tooDeep, pylib: true},
		// CPython compiles these.
		{code: "exec('v = ' + '-' * 999 + '1')\nprint(v)", stdout: "-1\n"},
		{code: "print(len(eval('[' * 500 + ']' * 500)))", stdout: "1\n"},
		{code: "print(eval(compile('-' * 999 + '1', '<s>', mode='eval')))", stdout: "-1\n"},
		{code: "compile(('x' + '.a' * 5000).encode(), '<s>', 'exec')", err: tooDeep, pylib: true},
		{code: "print(eval(' + '.join(['1'] * 1500)))", stdout: "1500\n"},
		{code: "x = " + strings.Repeat("1 + ", 600) + "1\nprint(x)", stdout: "601\n"},
	}
	for _, tt := range tests {
		if tt.pylib && !withPylib {
			continue
		}
		r := exec(t, s, tt.code)
		if r.Stdout != tt.stdout || !strings.HasSuffix(r.Error, tt.err) || (tt.err == "") != (r.Error == "") {
			t.Errorf("%.60q: stdout %q error %q; want stdout %q error ending %q", tt.code, r.Stdout, r.Error, tt.stdout, tt.err)
		}
	}
}
