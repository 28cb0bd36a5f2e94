package python

import (
	"context"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"github.com/rlm-go/rlm/eval"
)

var bigContext = sync.OnceValue(func() string {
	// 50 MB of ASCII prose-like lines from a small vocabulary.
	words := strings.Fields("the quick brown fox jumps over lazy dog magic number is report section data value alpha beta gamma delta")
	r := rand.New(rand.NewPCG(1, 2))
	var b strings.Builder
	b.Grow(50<<20 + 100)
	col := 0
	for b.Len() < 50<<20 {
		w := words[r.IntN(len(words))]
		b.WriteString(w)
		col += len(w) + 1
		if col > 80 {
			b.WriteByte('\n')
			col = 0
		} else {
			b.WriteByte(' ')
		}
	}
	return b.String()
})

// BenchmarkContext50MB runs each operation as one cell over a 50 MB context;
// ns/op includes the cell's own overhead (see the "empty cell" case).
func BenchmarkContext50MB(b *testing.B) {
	text := bigContext()
	s, err := New(Options{}).newSession(context.Background(), eval.SessionConfig{Contexts: []string{text}})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	if r, _ := s.Exec(context.Background(), "n = len(context)\nsmall = context[:1000000]"); r.Error != "" {
		b.Fatal(r.Error)
	}
	cases := []struct{ name, code string }{
		{"empty cell", "pass"},
		{"len", "x = len(context)"},
		{"slice 10k", "x = context[25000000:25010000]"},
		{"index", "x = context[-1]"},
		{"split lines", "x = context.split('\\n')"},
		{"find", "x = context.find('zebra')"},
		{"count", "x = context.count('magic')"},
		{"replace", "x = context.replace('magic', 'MAGIC')"},
		{"loop 1e6", "t = 0\nfor i in range(1000000):\n    t += i"},
		{"word count 1MB", "wc = {}\nfor w in small.split():\n    wc[w] = wc.get(w, 0) + 1"},
		{"chunk 500 slices", "cs = [context[i:i + 100000] for i in range(0, n, n // 500)]"},
	}
	// The op alone, 1000 times in one cell (loop overhead included).
	inner := []struct{ name, code string }{
		{"len x1000", "for _ in range(1000):\n    x = len(context)"},
		{"slice 10k x1000", "for i in range(1000):\n    x = context[i * 10000:i * 10000 + 10000]"},
		{"empty loop x1000", "for i in range(1000):\n    x = i"},
	}
	for _, c := range inner {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				r, err := s.Exec(context.Background(), c.code)
				if err != nil || r.Error != "" {
					b.Fatal(err, r.Error)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*1000), "ns/inner-op")
		})
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				r, err := s.Exec(context.Background(), c.code)
				if err != nil || r.Error != "" {
					b.Fatal(err, r.Error)
				}
			}
		})
	}
}

// BenchmarkSessionStart is one in-process session from asking to its first
// cell: the interpreter, the host and pylib preludes, and closing it.
func BenchmarkSessionStart(b *testing.B) {
	be := New(Options{})
	ctx := context.Background()
	for b.Loop() {
		s, err := be.newSession(ctx, eval.SessionConfig{Contexts: []string{"hello"}})
		if err != nil {
			b.Fatal(err)
		}
		if r, _ := s.Exec(ctx, "x = len(context)"); r.Error != "" {
			b.Fatal(r.Error)
		}
		s.Close()
	}
}

// BenchmarkFrozenPreludeDecode is what a fresh worker pays for the prelude
// instead of compiling it.
func BenchmarkFrozenPreludeDecode(b *testing.B) {
	e := frozenIndex().entries[frozenKeyOf(eval.PythonPrelude, "<prelude>")]
	if e == nil {
		b.Fatal("the prelude is not frozen")
	}
	for b.Loop() {
		d := codeDecoder{b: e.enc}
		if _, err := d.code(); err != nil {
			b.Fatal(err)
		}
	}
}
