package golang

import (
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/rlm-go/rlm/eval"
)

// A long string variable is cut for the trace on a character boundary, so
// the trace's JSON holds what the cell held, not U+FFFD.
func TestLocalsCutOnCharacterBoundary(t *testing.T) {
	s, err := New(Options{}).NewSession(context.Background(), eval.SessionConfig{Contexts: []string{""},
		Host: eval.HostFunc(func(context.Context, string, map[string]any) (any, error) { return nil, nil })})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	res, err := s.Exec(context.Background(), `word := "a" + strings.Repeat("é", 300)`)
	if err != nil || res.Error != "" {
		t.Fatalf("%v %s", err, res.Error)
	}
	got := res.Locals["word"]
	if !utf8.ValidString(got) || !strings.HasSuffix(got, "...") || !strings.HasPrefix(got, "aé") {
		t.Fatalf("locals[word] = %q", got)
	}
}
