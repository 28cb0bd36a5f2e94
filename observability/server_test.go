package observability

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rlm-go/rlm/event"
)

func newTestServer(t *testing.T, opts ServerOptions) (*Server, *httptest.Server) {
	t.Helper()
	s, err := NewServer(opts)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(func() { s.Close(); ts.Close() })
	return s, ts
}

func getJSON(t *testing.T, url string, want int, out any) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != want {
		t.Fatalf("GET %s: %d %s, want %d", url, resp.StatusCode, b, want)
	}
	if out != nil {
		if err := json.Unmarshal(b, out); err != nil {
			t.Fatalf("GET %s: %v in %s", url, err, b)
		}
	}
}

func TestServerAPI(t *testing.T) {
	dir := t.TempDir()
	files, _ := OpenFileStore(dir)
	mem := NewMemory(MemoryOptions{})
	bus := event.NewBus(mem, files)
	newRunWriter(bus, "run-a").agent(depth2Run(), "", 0)
	_, ts := newTestServer(t, ServerOptions{Memory: mem, Files: files})
	u := ts.URL

	var runs struct{ Runs []RunInfo }
	getJSON(t, u+"/api/runs", 200, &runs)
	if len(runs.Runs) != 1 || runs.Runs[0].ID != "run-a" || runs.Runs[0].Status != "ok" {
		t.Fatalf("runs %+v", runs)
	}
	var run struct {
		Run    RunInfo
		Agents []AgentInfo
	}
	getJSON(t, u+"/api/runs/run-a", 200, &run)
	if len(run.Agents) != 4 || run.Run.Answer != "cats and dogs" {
		t.Errorf("run %+v", run)
	}
	getJSON(t, u+"/api/runs/nope", 404, nil)

	var agent struct {
		Agent      AgentInfo
		Iterations []IterationCard
	}
	getJSON(t, u+"/api/agents/root?run=run-a", 200, &agent)
	if len(agent.Iterations) != 3 || agent.Iterations[0].Blocks[0].Code == "" ||
		agent.Iterations[0].Subcalls[0].ChildAgent != "root.1" || agent.Iterations[0].InputTokens != 100 {
		t.Errorf("agent cards %+v", agent.Iterations)
	}
	getJSON(t, u+"/api/agents/root.9?run=run-a", 404, nil)

	var ctxw struct {
		Messages []Message
	}
	getJSON(t, u+"/api/agents/root/context?run=run-a&iteration=3", 200, &ctxw)
	if len(ctxw.Messages) != 6 || ctxw.Messages[0].Role != "system" || ctxw.Messages[5].Role != "user" {
		t.Errorf("context at 3: %+v", ctxw.Messages)
	}
	getJSON(t, u+"/api/agents/root/context?run=run-a&iteration=1", 200, &ctxw)
	if len(ctxw.Messages) != 2 {
		t.Errorf("context at 1: %d messages", len(ctxw.Messages))
	}

	var evs struct {
		Events []event.Event
		Next   uint64
	}
	getJSON(t, u+"/api/events?run=run-a&kind=eval.stop&agent_id=root", 200, &evs)
	if len(evs.Events) != 3 {
		t.Errorf("filtered events: %d", len(evs.Events))
	}
	getJSON(t, u+"/api/events?run=run-a&since=5&limit=3", 200, &evs)
	if len(evs.Events) != 3 || evs.Events[0].ID != 6 || evs.Next != 8 {
		t.Errorf("cursor: %+v next %d", evs.Events, evs.Next)
	}
	getJSON(t, u+"/api/events?since=x", 400, nil)

	// The trajectory names agents by what they were asked, as the
	// reference does, not by id.
	for f, grandchild := range map[string]string{"agent_log": "root.1.3", "trajectory": `"prompt":"count words in chunk"`} {
		resp, err := http.Get(u + "/api/export/run-a?format=" + f)
		if err != nil || resp.StatusCode != 200 {
			t.Fatalf("export %s: %v %v", f, err, resp.Status)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if !strings.Contains(string(b), grandchild) {
			t.Errorf("export %s lacks the grandchild", f)
		}
	}
	getJSON(t, u+"/api/export/run-a?format=xml", 400, nil)

	resp, _ := http.Get(u + "/")
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(page), "static/app.js") {
		t.Error("index page")
	}
	resp, _ = http.Get(u + "/static/app.js")
	if resp.StatusCode != 200 {
		t.Error("app.js not served")
	}
	resp.Body.Close()
	getJSON(t, u+"/api/chat", 404, nil) // no ChatFunc
}

func TestServerToken(t *testing.T) {
	mem := NewMemory(MemoryOptions{})
	// A non-loopback address gets a generated token.
	s, err := NewServer(ServerOptions{Memory: mem, Addr: "0.0.0.0:0"})
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Token()) < 16 {
		t.Fatalf("exposed server without a token: %q", s.Token())
	}
	if err := s.Listen(); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() { done <- s.Serve(ctx) }()
	defer func() { cancel(); <-done }()
	base := strings.TrimSuffix(strings.Split(s.URL(), "?")[0], "/")
	tests := []struct {
		name string
		req  func() *http.Request
		want int
	}{
		{"none", func() *http.Request { r, _ := http.NewRequest("GET", base+"/api/runs", nil); return r }, 401},
		{"wrong", func() *http.Request { r, _ := http.NewRequest("GET", base+"/api/runs?token=x", nil); return r }, 401},
		{"query", func() *http.Request { r, _ := http.NewRequest("GET", base+"/api/runs?token="+s.Token(), nil); return r }, 200},
		{"header", func() *http.Request {
			r, _ := http.NewRequest("GET", base+"/", nil)
			r.Header.Set("Authorization", "Bearer "+s.Token())
			return r
		}, 200},
	}
	for _, tt := range tests {
		resp, err := http.DefaultClient.Do(tt.req())
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != tt.want {
			t.Errorf("%s: %d, want %d", tt.name, resp.StatusCode, tt.want)
		}
	}
	if !strings.Contains(s.URL(), "?token=") {
		t.Errorf("URL without token: %s", s.URL())
	}

	// Loopback without a token: requests must name a loopback host.
	_, ts := newTestServer(t, ServerOptions{Memory: mem})
	r, _ := http.NewRequest("GET", ts.URL+"/api/runs", nil)
	r.Host = "evil.example:80"
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 403 {
		t.Errorf("rebinding host: %d", resp.StatusCode)
	}
}

func TestServerChat(t *testing.T) {
	before := runtime.NumGoroutine()
	release := make(chan struct{})
	chat := func(ctx context.Context, msg string) (string, error) {
		if msg == "block" {
			<-ctx.Done()
			return "", ctx.Err()
		}
		<-release
		return "echo " + msg, nil
	}
	s, ts := newTestServer(t, ServerOptions{Memory: NewMemory(MemoryOptions{}), Chat: chat})
	post := func(body string) int {
		resp, err := http.Post(ts.URL+"/api/chat", "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	if c := post(`{"message":`); c != 422 {
		t.Errorf("bad body: %d", c)
	}
	if c := post(`{"message":"  "}`); c != 422 {
		t.Errorf("empty message: %d", c)
	}
	if c := post(`{"message":"hi"}`); c != 202 {
		t.Fatalf("first: %d", c)
	}
	if c := post(`{"message":"again"}`); c != 409 {
		t.Errorf("busy: %d", c)
	}
	close(release)
	var st struct {
		Busy    bool
		History []ChatTurn
	}
	waitFor(t, func() bool { getJSON(t, ts.URL+"/api/chat", 200, &st); return !st.Busy })
	if len(st.History) != 2 || st.History[1].Content != "echo hi" {
		t.Errorf("history %+v", st.History)
	}
	// Stop cancels a running chat.
	if c := post(`{"message":"block"}`); c != 202 {
		t.Fatalf("block: %d", c)
	}
	resp, _ := http.Post(ts.URL+"/api/chat/stop", "application/json", nil)
	resp.Body.Close()
	waitFor(t, func() bool { getJSON(t, ts.URL+"/api/chat", 200, &st); return !st.Busy })
	if last := st.History[len(st.History)-1]; last.Role != "error" || !strings.Contains(last.Content, "canceled") {
		t.Errorf("after stop: %+v", last)
	}
	s.Close()
	ts.Close()
	http.DefaultClient.CloseIdleConnections()
	waitFor(t, func() bool { return runtime.NumGoroutine() <= before+2 })
}

func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("condition not met in 5s")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestServerStreamBounded streams 10,000 events of a live run to a client
// while checking that the store never holds more than its limits.
func TestServerStreamBounded(t *testing.T) {
	const perAgent, agents = 100, 10
	mem := NewMemory(MemoryOptions{MaxEventsPerAgent: perAgent, MaxWindowsPerAgent: 10, MaxAgents: agents})
	bus := event.NewBus(mem)
	bus.Emit(event.Event{RunID: "live", AgentID: "root", Kind: event.AgentStart})
	s, ts := newTestServer(t, ServerOptions{Memory: mem})

	resp, err := http.Get(ts.URL + "/api/stream?run=live")
	if err != nil {
		t.Fatal(err)
	}
	if ct := resp.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Fatalf("content type %q", ct)
	}
	var got atomic.Uint64
	go func() {
		sc := bufio.NewScanner(resp.Body)
		for sc.Scan() {
			if id, ok := strings.CutPrefix(sc.Text(), "id: "); ok {
				var n uint64
				fmt.Sscan(id, &n)
				got.Store(n)
			}
		}
	}()
	const total = 10000
	for i := 0; i < total; i++ {
		bus.Emit(event.Event{RunID: "live", AgentID: fmt.Sprintf("root.%d", i%15), Kind: event.EvalStop,
			Data: event.EvalStopData{Stdout: strings.Repeat("y", 100)}})
		if i%250 == 0 {
			if st := mem.Stats(); st.Agents > agents || st.Events > perAgent*agents {
				t.Fatalf("after %d events: %+v", i, st)
			}
		}
	}
	want := uint64(total + 1)
	deadline := time.Now().Add(10 * time.Second)
	for got.Load() < want {
		if time.Now().After(deadline) {
			t.Fatalf("stream stalled at %d of %d", got.Load(), want)
		}
		time.Sleep(5 * time.Millisecond)
	}
	resp.Body.Close()
	s.Close()
}

func TestServerStreamTailsFile(t *testing.T) {
	dir := t.TempDir()
	writer, _ := OpenFileStore(dir)
	reader, _ := OpenFileStore(dir) // as `rlm serve` in another process
	bus := event.NewBus(writer)
	bus.Emit(event.Event{RunID: "f", AgentID: "root", Kind: event.AgentStart})
	_, ts := newTestServer(t, ServerOptions{Files: reader, PollInterval: 20 * time.Millisecond})
	resp, err := http.Get(ts.URL + "/api/stream?run=f")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	ids := make(chan string, 100)
	go func() {
		sc := bufio.NewScanner(resp.Body)
		for sc.Scan() {
			if id, ok := strings.CutPrefix(sc.Text(), "id: "); ok {
				ids <- id
			}
		}
		close(ids)
	}()
	for i := 0; i < 5; i++ {
		bus.Emit(event.Event{RunID: "f", AgentID: "root", Kind: event.EvalStop})
	}
	var seen []string
	timeout := time.After(5 * time.Second)
	for len(seen) < 6 {
		select {
		case id := <-ids:
			seen = append(seen, id)
		case <-timeout:
			t.Fatalf("saw %v", seen)
		}
	}
	if strings.Join(seen, ",") != "1,2,3,4,5,6" {
		t.Errorf("ids %v", seen)
	}
}

// A page on another site can POST to a loopback port without a preflight
// when the request is "simple"; such requests must never reach the chat.
func TestServerRefusesCrossSiteWrites(t *testing.T) {
	called := make(chan string, 4)
	chat := func(ctx context.Context, msg string) (string, error) { called <- msg; return "ok", nil }
	_, ts := newTestServer(t, ServerOptions{Memory: NewMemory(MemoryOptions{}), Chat: chat})
	for _, tc := range []struct {
		name    string
		headers map[string]string
		want    int
	}{
		{"text/plain body", map[string]string{"Content-Type": "text/plain"}, 403},
		{"form body", map[string]string{"Content-Type": "application/x-www-form-urlencoded"}, 403},
		{"other origin", map[string]string{"Content-Type": "application/json", "Origin": "https://evil.example"}, 403},
		{"cross-site fetch", map[string]string{"Content-Type": "application/json", "Sec-Fetch-Site": "cross-site"}, 403},
		{"same origin", map[string]string{"Content-Type": "application/json", "Origin": ts.URL, "Sec-Fetch-Site": "same-origin"}, 202},
	} {
		req, _ := http.NewRequest(http.MethodPost, ts.URL+"/api/chat", strings.NewReader(`{"message":"run os.system"}`))
		for k, v := range tc.headers {
			req.Header.Set(k, v)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != tc.want {
			t.Errorf("%s: status %d, want %d", tc.name, resp.StatusCode, tc.want)
		}
	}
	select {
	case msg := <-called:
		if msg != "run os.system" {
			t.Fatalf("chat got %q", msg)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the same-origin request never reached the chat")
	}
	if len(called) != 0 {
		t.Fatal("a refused request reached the chat")
	}
}
