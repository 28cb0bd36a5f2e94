package pylib

import "testing"

// exec and eval with a dict namespace: cells' dicts are pylib's, which
// gpython's exec refuses; what the code binds or deletes shows in the dict.
// The expected output is CPython 3.11's.
func TestEvalExecNamespace(t *testing.T) {
	const src = `ns = {'a': 2, 'b': 1, 5: 'five'}
print(eval('a * 3', ns))
loc = {}
exec('w = a', ns, loc)
print(loc, [k for k in ns if k != '__builtins__'])
exec('del b\nc = a + 1', ns)
print([k for k in ns if k != '__builtins__'], ns['c'], ns[5])
def f():
    return 5
exec('q = f()')
print(q, eval('f() + 1'))
d = {}
exec('def g():\n    return z2\nz2 = 3\nr = g()', d)
print(d['r'], list(d)[0])
`
	const want = "6\n{'w': 2} ['a', 'b', 5]\n['a', 5, 'c'] 3 five\n5 6\n3 __builtins__\n"
	if got := run(t, src); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
