package run

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/llm/mock"
)

// The direct method's trace marks tokens a server did not report as
// estimated, like the engine's own calls.
func TestDirectTraceMarksEstimatedUsage(t *testing.T) {
	script, err := mock.ParseScript("s", []byte(`{"rules":[{"reply":"1000","no_usage":true}]}`))
	if err != nil {
		t.Fatal(err)
	}
	_, client, base := startMock(t, script, 0)
	dir := t.TempDir()
	opts := Options{Pool: writeInlinePool(t, dir, 1), DataDir: dir, RunDir: filepath.Join(dir, "r"), Client: client,
		BaseURL: base, Model: "m", Method: MethodDirect, NoCache: true}
	if _, err := Run(context.Background(), opts); err != nil {
		t.Fatal(err)
	}
	idx, _ := os.ReadFile(filepath.Join(opts.RunDir, IndexFile))
	if n := bytes.Count(idx, []byte("\n")); n != 1 {
		t.Fatalf("%d traces, want 1", n)
	}
	b, err := ReadTaskFile(opts.RunDir, "t0000", 1, TraceFile)
	if err != nil {
		t.Fatal(err)
	}
	var stop string
	for _, line := range strings.Split(string(b), "\n") {
		if strings.Contains(line, `"llm.stop"`) {
			stop = line
		}
	}
	if !strings.Contains(stop, `"usage_estimated":true`) {
		t.Fatalf("llm.stop of a reply without usage is not marked estimated: %s", stop)
	}
}
