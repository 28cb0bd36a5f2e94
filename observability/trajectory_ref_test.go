package observability_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/rlm-go/rlm"
	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/llm/mock"
	"github.com/rlm-go/rlm/observability"
)

// The depth-2 scenario of the fixture: the root starts an lm_query child,
// which makes an llm_query and finishes; the root then finishes with the
// child's answer.
const refScript = `{"rules": [
  {"match": {"last_user": "^say the animal$"}, "reply": "cat"},
  {"match": {"model": "^small$"}, "reply": "` + "```repl\\nx = llm_query(\\\"say the animal\\\")\\nFINAL(x)\\n```" + `"},
  {"match": {"model": "^big$"}, "replies": [
    "` + "```repl\\njob = lm_query(\\\"Name the animal in: the cat sat\\\")\\nr = await_lm_query(job)\\nprint(r)\\n```" + `",
    "` + "```repl\\nFINAL(r)\\n```" + `"]}
]}`

// TestTrajectoryMatchesReferenceFixture runs the scenario against the mock
// over loopback with the gpython backend and compares the export with a
// fixture written by hand in the reference logger's format.
func TestTrajectoryMatchesReferenceFixture(t *testing.T) {
	script, err := mock.ParseScript("ref", []byte(refScript))
	if err != nil {
		t.Fatal(err)
	}
	srv := mock.NewServer(script)
	base, err := srv.Start("")
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	var rec event.Recorder
	// In-process: this test is about the export's shape, and this test
	// binary does not serve as an eval worker.
	eng, err := rlm.New(rlm.Options{Model: "big", SubModel: "small", BaseURL: base, Eval: "gpython", InProcess: true,
		MaxDepth: 2, MaxIterations: 5, Events: &rec, Getenv: func(string) string { return "" }})
	if err != nil {
		t.Fatal(err)
	}
	defer eng.Close()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	res, err := eng.Run(ctx, "Which animal is named?", "the cat sat on the mat")
	if err != nil || res.Answer != "cat" {
		t.Fatalf("run: %q, %v", res.Answer, err)
	}
	out, err := observability.ExportTrajectory(rec.All())
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("testdata/trajectory-depth2-lm_query.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	got, wantLines := jsonLines(t, out), jsonLines(t, want)
	if len(got) != len(wantLines) {
		t.Fatalf("%d lines, want %d:\n%s", len(got), len(wantLines), out)
	}
	for i := range got {
		if diffs := matchFixture(wantLines[i], got[i], fmt.Sprintf("line %d", i+1)); len(diffs) > 0 {
			t.Errorf("%s", strings.Join(diffs, "\n"))
		}
	}
	if t.Failed() {
		t.Logf("export:\n%s", out)
	}
}

func jsonLines(t *testing.T, b []byte) []any {
	t.Helper()
	var out []any
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var v any
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("line %d: %v", len(out)+1, err)
		}
		out = append(out, v)
	}
	return out
}

// matchFixture compares got with a fixture value: objects key for key
// (no key missing, none extra), arrays item for item, and the
// placeholders "<any>" (any string), "<number>" (any number),
// "<optional>" (a key that may be absent) and "<starts:X>".
func matchFixture(want, got any, at string) []string {
	if s, ok := want.(string); ok {
		g, isStr := got.(string)
		switch {
		case s == "<number>":
			if _, ok := got.(float64); !ok {
				return []string{fmt.Sprintf("%s: %#v, want a number", at, got)}
			}
			return nil
		case s == "<any>" || s == "<optional>":
			if !isStr {
				return []string{fmt.Sprintf("%s: %#v, want a string", at, got)}
			}
			return nil
		case strings.HasPrefix(s, "<starts:"):
			prefix := strings.TrimSuffix(strings.TrimPrefix(s, "<starts:"), ">")
			if !isStr || !strings.HasPrefix(g, prefix) {
				return []string{fmt.Sprintf("%s: %#v, want it to start with %q", at, got, prefix)}
			}
			return nil
		}
	}
	switch w := want.(type) {
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			return []string{fmt.Sprintf("%s: %#v, want an object", at, got)}
		}
		var diffs []string
		keys := make([]string, 0, len(w)+len(g))
		for k := range w {
			keys = append(keys, k)
		}
		for k := range g {
			if _, ok := w[k]; !ok {
				keys = append(keys, k)
			}
		}
		sort.Strings(keys)
		for _, k := range keys {
			wv, inWant := w[k]
			gv, inGot := g[k]
			switch {
			case !inWant:
				diffs = append(diffs, fmt.Sprintf("%s: unexpected key %q", at, k))
			case !inGot && wv != "<optional>":
				diffs = append(diffs, fmt.Sprintf("%s: missing key %q", at, k))
			case inGot:
				diffs = append(diffs, matchFixture(wv, gv, at+"."+k)...)
			}
		}
		return diffs
	case []any:
		g, ok := got.([]any)
		if !ok || len(g) != len(w) {
			return []string{fmt.Sprintf("%s: %#v, want %d items", at, got, len(w))}
		}
		var diffs []string
		for i := range w {
			diffs = append(diffs, matchFixture(w[i], g[i], fmt.Sprintf("%s[%d]", at, i))...)
		}
		return diffs
	}
	if fmt.Sprintf("%#v", want) != fmt.Sprintf("%#v", got) {
		return []string{fmt.Sprintf("%s: %#v, want %#v", at, got, want)}
	}
	return nil
}
