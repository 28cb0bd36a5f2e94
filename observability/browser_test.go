package observability

import (
	"context"
	"html"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/rlm-go/rlm/event"
	"github.com/rlm-go/rlm/observability/webtest"
)

// TestBrowserShowsRun loads the page in headless Chromium and checks the
// DOM it renders once it shows them: the runs list, the child agent in the tree, and the code
// of an iteration card.
func TestBrowserShowsRun(t *testing.T) {
	if _, err := os.Stat(webtest.Chromium); err != nil {
		t.Skip("skipping: " + webtest.Chromium + " not found (apt-get install -y chromium; .ci/run installs it)")
	}
	files, err := OpenFileStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	mem := NewMemory(MemoryOptions{})
	child := &fakeAgent{id: "root.1", model: "small", query: "summarize the first half", answer: "half one",
		steps: []fakeStep{{code: "FINAL(context[:40])"}}}
	root := &fakeAgent{id: "root", model: "big", query: "What does the text say?", answer: "it says hello",
		steps: []fakeStep{
			{code: "part = rlm_query(context[:100], 'summarize the first half')\nprint(part)", stdout: "half one", child: child},
			{code: "FINAL(part)"},
		}}
	newRunWriter(event.NewBus(mem, files), "20261103T100000-browser1").agent(root, "", 0)

	s, err := NewServer(ServerOptions{Memory: mem, Files: files})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Listen(); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() { done <- s.Serve(ctx) }()
	defer func() { cancel(); <-done }()

	dom := webtest.DumpDOM(t, s.URL(), 30*time.Second,
		`#runs [data-id="20261103T100000-browser1"]`, `#tree [data-agent="root.1"]`, "#iterations .card pre.code",
		`#run-header a[href*="format="]`)
	checks := []struct{ what, want string }{
		{"runs list shows the run", `data-id="20261103T100000-browser1"`},
		{"runs list shows the query", "What does the text say?"},
		{"tree shows the child agent", `data-agent="root.1"`},
		{"iteration card shows the code", html.EscapeString("part = rlm_query(context[:100], 'summarize the first half')")},
		{"iteration card shows the output", "half one"},
	}
	// The export links are the registered exporters, one each.
	if n, want := strings.Count(dom, ">export "), len(Exporters()); n != want {
		t.Errorf("page shows %d export links, the registry has %d", n, want)
	}
	for _, x := range Exporters() {
		checks = append(checks, struct{ what, want string }{"export link for " + x.Name, "format=" + x.Name})
	}
	for _, c := range checks {
		if !strings.Contains(dom, c.want) && !strings.Contains(dom, strings.ReplaceAll(c.want, "&#39;", "'")) {
			t.Errorf("%s: %q not in the DOM", c.what, c.want)
		}
	}
	if t.Failed() {
		t.Logf("DOM:\n%s", dom)
	}
}
