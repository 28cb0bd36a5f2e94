//go:build !nopylib

package python

import (
	"context"
	"testing"

	"github.com/rlm-go/rlm/eval"
)

// These need eval/python/pylib (re, ordered dicts, the source rewrite).
func TestWithPylib(t *testing.T) {
	var got map[string]any
	host := eval.HostFunc(func(ctx context.Context, name string, args map[string]any) (any, error) {
		got = args
		return map[string]any{"b": int64(2), "a": []any{"x"}}, nil
	})
	s := newSession(t, eval.SessionConfig{Contexts: []string{"alpha\nfoo bar\nbeta foo"}, Host: host})
	tests := []struct{ code, stdout string }{
		{"print(grep('foo'))", "[(2, 'foo bar'), (3, 'beta foo')]\n"},
		{"d = {'z': 1, 3: 'three', (1, 2): 'pair'}\nd['a'] = 0\nprint(list(d.keys()))", "['z', 3, (1, 2), 'a']\n"},
		{"name = 'world'\nprint(f'hello {name}!')", "hello world!\n"},
		{"r = llm_query('q', schema={'type': 'object'})\nprint(sorted(r.keys()), r['a'])", "['a', 'b'] ['x']\n"},
		{"print(SHOW_VARS())", "d: dict\nname: str\nr: dict\n"},
		// Attribute fast path: exact dicts, and subclasses with attributes.
		{"class D(dict):\n    pass\nx = D()\nx.tag = 't'\nprint(x.tag, x.get('k', 0), d.get('z'), d.get('y', 5))\ndel D, x", "t 0 1 5\n"},
	}
	for _, tt := range tests {
		r := exec(t, s, tt.code)
		if r.Stdout != tt.stdout || r.Error != "" {
			t.Errorf("%q: stdout %q error %q, want %q", tt.code, r.Stdout, r.Error, tt.stdout)
		}
	}
	if schema, ok := got["schema"].(map[string]any); !ok || schema["type"] != "object" {
		t.Errorf("host args = %#v", got)
	}
	r := exec(t, s, "answer = {'content': 'ordered', 'ready': True}")
	if r.Final == nil || r.Final.Answer != "ordered" || r.Final.Source != "answer" {
		t.Errorf("answer contract with pylib dicts: %+v", r)
	}
}

// Stock gpython cannot raise an instance of a Python subclass of a Go-made
// exception type; pylib's exception fixes make it work.
func TestRecursionErrorIsARealExceptionClass(t *testing.T) {
	s := newSession(t, eval.SessionConfig{})
	r := exec(t, s, "class Deep(RecursionError): pass\n"+
		"try:\n    raise Deep('too deep')\nexcept RecursionError as e:\n    print(type(e).__name__, e, issubclass(RecursionError, Exception))\n"+
		"print(len(b'abc'), len('héllo'), len([1, 2]))\n")
	if r.Error != "" || r.Stdout != "Deep too deep True\n3 5 2\n" {
		t.Fatalf("stdout %q error %q", r.Stdout, r.Error)
	}
}
