package python

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/go-python/gpython/py"

	"github.com/rlm-go/rlm/eval"
)

// TestHooksSeeSessionFrames: the session's opcode wrappers (installed
// through gpyseam, whose own test holds the table and layout to the
// pinned gpython) must see our frames.
func TestHooksSeeSessionFrames(t *testing.T) {
	installHooks()
	// The hooks must see our frames: with the stop flag already set, a loop
	// must end at its first back jump.
	s := newSession(t, eval.SessionConfig{})
	s.ip.resetStop()
	s.ip.interrupt(py.ExceptionNewf(py.TimeoutError, "probe"))
	err := s.exec("while True:\n    pass", "<cell>")
	if err == nil || !strings.Contains(formatError(err), "TimeoutError: probe") {
		t.Fatalf("the jump hook did not stop the loop: %v", err)
	}
	// And the subscript hook must serve indexed strings.
	big := strings.Repeat("a", minIndexed) + "XYZ"
	s.ip.strs.pin(big)
	s.main.Globals["big"] = py.String(big)
	s.ip.resetStop()
	if err := s.exec("probe = big[-3:]", "<cell>"); err != nil {
		t.Fatal(err)
	}
	if got := s.main.Globals["probe"]; got != py.String("XYZ") {
		t.Fatalf("big[-3:] = %v", got)
	}
}

func TestContextIndexing(t *testing.T) {
	ascii := strings.Repeat("0123456789abcdef", 1<<13) // 128 KiB
	var nb strings.Builder
	for i := 0; nb.Len() < 300_000; i++ {
		nb.WriteString([]string{"a", "é", "日本", "𝄞", "z\n"}[i%5])
	}
	mixed := nb.String()

	for _, tc := range []struct {
		name string
		text string
	}{{"ascii", ascii}, {"utf8", mixed}} {
		t.Run(tc.name, func(t *testing.T) {
			s := newSession(t, eval.SessionConfig{Contexts: []string{tc.text}})
			if ix := s.ip.strs.lookup(tc.text); ix == nil || ix.ascii != (tc.name == "ascii") {
				t.Fatalf("index = %+v", ix)
			}
			runes := []rune(tc.text)
			n := len(runes)
			slice := func(a, b int) string { return string(runes[a:b]) }
			tests := []struct{ expr, want string }{
				{"len(context)", fmt.Sprint(n)},
				{"context[0]", string(runes[0])},
				{"context[5000]", string(runes[5000])},
				{"context[4096]", string(runes[4096])},
				{"context[-1]", string(runes[n-1])},
				{"context[12345:22345]", slice(12345, 22345)},
				{"context[:10]", slice(0, 10)},
				{"context[-10:]", slice(n-10, n)},
				{"context[n - 5:n + 100]", slice(n-5, n)},
				{"context[-10**9:3]", slice(0, 3)},
				{"context[500:400]", ""},
				{"context[8191:8193]", slice(8191, 8193)},
				{"context[0:20:2]", func() string {
					var b strings.Builder
					for i := 0; i < 20; i += 2 {
						b.WriteRune(runes[i])
					}
					return b.String()
				}()},
				{"len(context[100:5000])", "4900"},
				{"isinstance(context, str) and context.startswith(context[:3])", "True"},
			}
			exec(t, s, fmt.Sprintf("n = %d", n))
			for _, tt := range tests {
				r := exec(t, s, "v = "+tt.expr)
				if r.Error != "" {
					t.Errorf("%s: %s", tt.expr, r.Error)
					continue
				}
				got := s.main.Globals["v"]
				var gs string
				if str, ok := got.(py.String); ok {
					gs = string(str)
				} else {
					gs = pyStr(got)
				}
				if gs != tt.want {
					t.Errorf("%s = %q, want %q", tt.expr, trunc(gs), trunc(tt.want))
				}
			}
			r := exec(t, s, "context[10**9]")
			if !strings.HasSuffix(r.Error, "IndexError: string index out of range") {
				t.Errorf("out of range: %q", r.Error)
			}
		})
	}
}

func trunc(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

func TestStrIndexOffsets(t *testing.T) {
	s := strings.Repeat("ab€", 5000) + "\xff" + strings.Repeat("x", 5000)
	ix := buildStrIndex(s)
	if ix.ascii || ix.runes != utf8.RuneCountInString(s) {
		t.Fatalf("index = ascii %v runes %d, want %d", ix.ascii, ix.runes, utf8.RuneCountInString(s))
	}
	i := 0
	for off := range s {
		if got := ix.offset(s, i); got != off {
			t.Fatalf("offset(%d) = %d, want %d", i, got, off)
		}
		i++
	}
	if got := ix.offset(s, ix.runes); got != len(s) {
		t.Errorf("offset(end) = %d", got)
	}
}

func TestSessionsShareContextIndex(t *testing.T) {
	b := New(Options{})
	text := strings.Repeat("x", 1<<17)
	s1, err := b.NewSession(context.Background(), eval.SessionConfig{Contexts: []string{text}})
	if err != nil {
		t.Fatal(err)
	}
	defer s1.Close()
	s2, err := b.NewSession(context.Background(), eval.SessionConfig{Contexts: []string{text}})
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	ix1 := s1.(*Session).ip.strs.lookup(text)
	ix2 := s2.(*Session).ip.strs.lookup(text)
	if ix1 == nil || ix1 != ix2 {
		t.Errorf("indexes %p and %p: want one shared index", ix1, ix2)
	}
}

func TestFastStringSearch(t *testing.T) {
	for _, text := range []string{
		strings.Repeat("lorem ipsum ", 10000) + "NEEDLE" + strings.Repeat(" dolor", 10000) + " NEEDLE end",
		strings.Repeat("día señal 日本 ", 8000) + "NEEDLE" + strings.Repeat(" ü", 9000) + " NEEDLE end",
	} {
		s := newSession(t, eval.SessionConfig{Contexts: []string{text}})
		runes := []rune(text)
		rs := string(runes)
		runeIdx := func(byteOff int) int { return utf8.RuneCountInString(rs[:byteOff]) }
		first, last := runeIdx(strings.Index(text, "NEEDLE")), runeIdx(strings.LastIndex(text, "NEEDLE"))
		n := len(runes)
		tests := []struct{ expr, want string }{
			{"context.find('NEEDLE')", fmt.Sprint(first)},
			{"context.find('NEEDLE', first + 1)", fmt.Sprint(last)},
			{"context.find('NEEDLE', 0, first + 5)", "-1"},
			{"context.find('NEEDLE', -20)", fmt.Sprint(last)},
			{"context.rfind('NEEDLE')", fmt.Sprint(last)},
			{"context.rfind('NEEDLE', 0, last)", fmt.Sprint(first)},
			{"context.index('NEEDLE')", fmt.Sprint(first)},
			{"context.count('NEEDLE')", "2"},
			{"context.count('NEEDLE', first + 1, n)", "1"},
			{"context.find('absent')", "-1"},
			{"context.count('')", fmt.Sprint(n + 1)},
		}
		exec(t, s, fmt.Sprintf("first, last, n = %d, %d, %d", first, last, n))
		for _, tt := range tests {
			// rfind, index and rindex come from pylib; stock gpython lacks them.
			method := tt.expr[len("context."):strings.IndexByte(tt.expr, '(')]
			if _, ok := py.StringType.Dict[method]; !ok {
				continue
			}
			r := exec(t, s, "print("+tt.expr+")")
			if r.Stdout != tt.want+"\n" || r.Error != "" {
				t.Errorf("%s = %q (error %q), want %s", tt.expr, r.Stdout, r.Error, tt.want)
			}
		}
		if _, ok := py.StringType.Dict["index"]; !ok {
			continue
		}
		r := exec(t, s, "context.index('absent')")
		if !strings.HasSuffix(r.Error, "ValueError: substring not found") {
			t.Errorf("index absent: %q", r.Error)
		}
	}
}
