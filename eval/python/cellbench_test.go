package python

import (
	"context"
	"testing"

	"github.com/rlm-go/rlm/eval"
)

// BenchmarkCellOpcodes is one cell whose loop goes through the wrapped
// opcodes (int arithmetic and comparisons, subscripts, method loads and
// calls, dict displays, a user class's __add__, a generator): the cost the
// opcode wrappers add per instruction shows here.
func BenchmarkCellOpcodes(b *testing.B) {
	be := New(Options{})
	ctx := context.Background()
	s, err := be.newSession(ctx, eval.SessionConfig{Contexts: []string{"hello"}})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	if r, _ := s.Exec(ctx, `
class V:
    def __init__(self, n): self.n = n
    def __add__(self, o): return V(self.n + o.n)
def gen(n):
    for i in range(n):
        yield i
`); r.Error != "" {
		b.Fatal(r.Error)
	}
	const cell = `
t = 0
words = "a bb ccc dddd".split()
lst = [1, 2, 3]
v = V(0)
for i in range(2000):
    t += i * 3 - i // 2 + i % 7
    if words[i % 4] < "c" and lst[i % 3] != 2:
        t += len(words[i % 4].upper())
    d = {"k": i, "j": t}
    t -= d["k"]
    v = v + V(1)
for g in gen(500):
    t ^= g
`
	for b.Loop() {
		if r, _ := s.Exec(ctx, cell); r.Error != "" {
			b.Fatal(r.Error)
		}
	}
}
