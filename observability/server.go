package observability

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/rlm-go/rlm/event"
)

//go:embed web
var webFiles embed.FS

// ChatFunc answers one chat message from the page; the caller decides what
// a message does (usually: run a query in an interactive session).
type ChatFunc func(ctx context.Context, message string) (string, error)

// ServerOptions configures the web view.
type ServerOptions struct {
	Memory *Memory    // live runs of this process; may be nil
	Files  *FileStore // runs on disk; may be nil
	// Addr to listen on; default 127.0.0.1:0 (a free port). Any address
	// that is not loopback requires a token: Token, or one generated.
	Addr  string
	Token string
	Chat  ChatFunc // nil disables /api/chat (404)
	// PollInterval is how often a stream re-reads a run file written by
	// another process; default 500ms.
	PollInterval time.Duration
	// ReadTimeout bounds reading a request, body included; WriteTimeout
	// writing a response (an event stream's every write instead, so the
	// stream itself lives on); IdleTimeout a keep-alive connection
	// waiting for its next request. Zero: the Default* values.
	ReadTimeout, WriteTimeout, IdleTimeout time.Duration
}

// The server's default timeouts: a client that sends a body slowly, reads
// slowly or holds an idle connection is cut off, so a few of them (on a
// public address, before any token check) cannot hold the server's
// connections.
const (
	DefaultReadHeaderTimeout = 10 * time.Second
	DefaultReadTimeout       = 30 * time.Second
	DefaultWriteTimeout      = 60 * time.Second
	DefaultIdleTimeout       = 30 * time.Second
)

// Server serves the run viewer page and its JSON API.
type Server struct {
	opts    ServerOptions
	mux     *http.ServeMux
	ln      net.Listener
	ctx     context.Context // ends when the server stops; chats run under it
	stop    context.CancelFunc
	wg      sync.WaitGroup
	chat    chatState
	exposed bool // bound beyond loopback
	indexes *indexCache
	feed    *runsFeed
}

type chatState struct {
	mu      sync.Mutex
	busy    bool
	cancel  context.CancelFunc
	history []ChatTurn
}

// ChatTurn is one message of the chat panel.
type ChatTurn struct {
	Role    string    `json:"role"` // user, assistant, error
	Content string    `json:"content"`
	Time    time.Time `json:"ts"`
}

// NewServer checks opts and builds the handler; Listen binds it.
func NewServer(opts ServerOptions) (*Server, error) {
	if opts.Memory == nil && opts.Files == nil {
		return nil, errors.New("web view: no store to show (need Memory, Files or both)")
	}
	if opts.Addr == "" {
		opts.Addr = "127.0.0.1:0"
	}
	if opts.PollInterval <= 0 {
		opts.PollInterval = 500 * time.Millisecond
	}
	if opts.ReadTimeout <= 0 {
		opts.ReadTimeout = DefaultReadTimeout
	}
	if opts.WriteTimeout <= 0 {
		opts.WriteTimeout = DefaultWriteTimeout
	}
	if opts.IdleTimeout <= 0 {
		opts.IdleTimeout = DefaultIdleTimeout
	}
	host, _, err := net.SplitHostPort(opts.Addr)
	if err != nil {
		return nil, fmt.Errorf("web view address %q: %v (want host:port, e.g. 127.0.0.1:8417)", opts.Addr, err)
	}
	s := &Server{opts: opts, exposed: !isLoopback(host), indexes: newIndexCache(8)}
	s.feed = newRunsFeed(s)
	if s.exposed && opts.Token == "" {
		var b [16]byte
		if _, err := rand.Read(b[:]); err != nil {
			return nil, err
		}
		s.opts.Token = hex.EncodeToString(b[:])
	}
	s.ctx, s.stop = context.WithCancel(context.Background())
	s.routes()
	return s, nil
}

func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// Token is the token every request must carry ("" when none is needed).
func (s *Server) Token() string { return s.opts.Token }

// Handler serves the page and the API, with the token check.
func (s *Server) Handler() http.Handler { return s.guard(s.mux) }

// Listen binds the address; URL is valid afterwards.
func (s *Server) Listen() error {
	ln, err := net.Listen("tcp", s.opts.Addr)
	if err != nil {
		return fmt.Errorf("web view: listen on %s: %w", s.opts.Addr, err)
	}
	s.ln = ln
	return nil
}

// URL is the page's address, with the token when one is set.
func (s *Server) URL() string {
	if s.ln == nil {
		return ""
	}
	addr := s.ln.Addr().(*net.TCPAddr)
	host := addr.IP.String()
	if addr.IP.IsUnspecified() {
		host = "127.0.0.1"
	}
	u := "http://" + net.JoinHostPort(host, strconv.Itoa(addr.Port)) + "/"
	if s.opts.Token != "" {
		u += "?token=" + url.QueryEscape(s.opts.Token)
	}
	return u
}

// Serve answers requests until ctx ends, then stops streams and chats and
// returns. Call Listen first.
func (s *Server) Serve(ctx context.Context) error {
	if s.ln == nil {
		if err := s.Listen(); err != nil {
			return err
		}
	}
	srv := &http.Server{Handler: s.Handler(),
		ReadHeaderTimeout: min(DefaultReadHeaderTimeout, s.opts.ReadTimeout), ReadTimeout: s.opts.ReadTimeout,
		WriteTimeout: s.opts.WriteTimeout, IdleTimeout: s.opts.IdleTimeout,
		BaseContext: func(net.Listener) context.Context { return s.ctx }}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(s.ln) }()
	select {
	case <-ctx.Done():
	case err := <-errc:
		s.Close()
		return err
	}
	s.Close() // ends streams, which would hold Shutdown
	sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_ = srv.Shutdown(sctx)
	return nil
}

// Close stops chats and streams and waits for running chats to return.
func (s *Server) Close() error {
	s.stop()
	s.wg.Wait()
	return nil
}

// guard checks the token and, without one, that the Host header names
// loopback: a page elsewhere cannot reach the API through DNS rebinding.
func (s *Server) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if tok := s.opts.Token; tok != "" {
			got := r.URL.Query().Get("token")
			if h := r.Header.Get("Authorization"); strings.HasPrefix(h, "Bearer ") {
				got = strings.TrimPrefix(h, "Bearer ")
			}
			if subtle.ConstantTimeCompare([]byte(got), []byte(tok)) != 1 {
				httpError(w, http.StatusUnauthorized, "missing or wrong token: open the URL rlm printed (it carries ?token=)")
				return
			}
		} else {
			host := r.Host
			if h, _, err := net.SplitHostPort(host); err == nil {
				host = h
			}
			if !isLoopback(strings.Trim(host, "[]")) {
				httpError(w, http.StatusForbidden, "this server only answers requests addressed to 127.0.0.1 or localhost")
				return
			}
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			if msg := crossSiteWrite(r); msg != "" {
				httpError(w, http.StatusForbidden, msg)
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

// crossSiteWrite explains why a state-changing request must be refused, or
// returns "". Another site's page can send a "simple" POST to a loopback
// port without a CORS preflight, and the chat runs model-written code: so
// writes must be JSON (which forces a preflight the server never grants)
// and must not come from another origin.
func crossSiteWrite(r *http.Request) string {
	if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(strings.ToLower(strings.TrimSpace(ct)), "application/json") {
		return "write requests must have Content-Type: application/json"
	}
	switch r.Header.Get("Sec-Fetch-Site") {
	case "", "same-origin", "none":
	default:
		return "cross-site requests are refused"
	}
	if origin := r.Header.Get("Origin"); origin != "" {
		u, err := url.Parse(origin)
		if err != nil || u.Host != r.Host {
			return "requests from another origin are refused"
		}
	}
	return ""
}

func (s *Server) routes() {
	m := http.NewServeMux()
	static, _ := fs.Sub(webFiles, "web")
	m.Handle("GET /static/", http.StripPrefix("/static/", http.FileServerFS(static)))
	m.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		b, _ := webFiles.ReadFile("web/index.html")
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Content-Security-Policy", "default-src 'self'; style-src 'self'; script-src 'self'")
		w.Write(b)
	})
	m.HandleFunc("GET /api/runs", s.handleRuns)
	m.HandleFunc("GET /api/runs/stream", s.handleRunsStream)
	m.HandleFunc("GET /api/runs/{id}", s.handleRun)
	m.HandleFunc("GET /api/agents", s.handleAgents)
	m.HandleFunc("GET /api/agents/{id}", s.handleAgent)
	m.HandleFunc("GET /api/agents/{id}/context", s.handleContext)
	m.HandleFunc("GET /api/events", s.handleEvents)
	m.HandleFunc("GET /api/stream", s.handleStream)
	m.HandleFunc("GET /api/export/{run}", s.handleExport)
	m.HandleFunc("GET /api/exporters", s.handleExporters)
	m.HandleFunc("GET /api/chat", s.handleChatStatus)
	m.HandleFunc("POST /api/chat", s.handleChat)
	m.HandleFunc("POST /api/chat/stop", s.handleChatStop)
	s.mux = m
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
}

func httpError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}

// runs merges the stores: a run this process is running is described by
// memory, a finished one by its file (memory may have dropped parts).
func (s *Server) runs() ([]RunInfo, error) {
	var out []RunInfo
	if s.opts.Files != nil {
		runs, err := s.opts.Files.ListRuns()
		if err != nil {
			return nil, err
		}
		out = runs
	}
	return s.mergeMemory(out), nil
}

// mergeMemory lays memory's runs over the file runs of out: a run this
// process is running is described by memory.
func (s *Server) mergeMemory(out []RunInfo) []RunInfo {
	if s.opts.Memory != nil {
		seen := make(map[string]int, len(out))
		for i, r := range out {
			seen[r.ID] = i
		}
		for _, r := range s.opts.Memory.Runs() {
			i, ok := seen[r.ID]
			switch {
			case !ok:
				out = append(out, r)
			case r.Status == "running":
				out[i] = r
			}
		}
	}
	sortRuns(out)
	return out
}

func sortRuns(rs []RunInfo) {
	sort.SliceStable(rs, func(i, j int) bool { return rs[i].Started.After(rs[j].Started) })
}

// runEvents returns a whole run: from its file when there is one (files
// keep everything), else from memory.
func (s *Server) runEvents(id string) ([]event.Event, error) {
	if id == "" {
		runs, err := s.runs()
		if err != nil {
			return nil, err
		}
		if len(runs) == 0 {
			return nil, fmt.Errorf("%w: no runs yet", ErrRunNotFound)
		}
		id = runs[0].ID
	}
	if s.opts.Files != nil && s.opts.Files.HasRun(id) {
		return s.opts.Files.ReadRun(id)
	}
	if s.opts.Memory != nil {
		if _, ok := s.opts.Memory.Run(id); ok {
			return s.opts.Memory.Events(Query{RunID: id}), nil
		}
	}
	return nil, fmt.Errorf("%w: %q", ErrRunNotFound, id)
}

func (s *Server) eventsOr404(w http.ResponseWriter, id string) ([]event.Event, bool) {
	evs, err := s.runEvents(id)
	if err != nil {
		status := http.StatusInternalServerError
		if errors.Is(err, ErrRunNotFound) {
			status = http.StatusNotFound
		}
		httpError(w, status, err.Error())
		return nil, false
	}
	return evs, true
}

func (s *Server) handleRuns(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	var page runsPage
	var err error
	if page.offset, err = atoiOr(q.Get("offset"), 0); err != nil || page.offset < 0 {
		httpError(w, http.StatusBadRequest, "offset must be a number >= 0")
		return
	}
	if page.limit, err = atoiOr(q.Get("limit"), 0); err != nil || page.limit < 0 {
		httpError(w, http.StatusBadRequest, "limit must be a number >= 0 (0: all)")
		return
	}
	page.status, page.text = q.Get("status"), q.Get("q")
	runs, total, version, err := s.feed.page(page)
	if err != nil {
		httpError(w, http.StatusInternalServerError, err.Error())
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"runs": runs, "total": total, "version": version})
}

func atoiOr(v string, def int) (int, error) {
	if v == "" {
		return def, nil
	}
	return strconv.Atoi(v)
}

func (s *Server) handleRun(w http.ResponseWriter, r *http.Request) {
	var (
		info   RunInfo
		agents []AgentInfo
	)
	if !s.withRun(w, r.PathValue("id"), func(ix *runIndex) error {
		info, agents = ix.state.info, ix.state.tree()
		return nil
	}, func(evs []event.Event) {
		info, agents = Summarize(evs)
	}) {
		return
	}
	s.liveStatus(&info)
	writeJSON(w, http.StatusOK, map[string]any{"run": info, "agents": agents})
}

// liveStatus tells a run still being written from one cut short.
func (s *Server) liveStatus(info *RunInfo) {
	if info.Status != "running" {
		return
	}
	if s.opts.Memory != nil {
		if m, ok := s.opts.Memory.Run(info.ID); ok && m.Status == "running" {
			return
		}
	}
	if s.opts.Files != nil {
		if r, err := s.opts.Files.runInfoOf(info.ID); err == nil {
			info.Status = r.Status
		}
	}
}

func (s *Server) handleAgents(w http.ResponseWriter, r *http.Request) {
	var agents []AgentInfo
	if !s.withRun(w, r.URL.Query().Get("run"), func(ix *runIndex) error {
		agents = ix.state.tree()
		return nil
	}, func(evs []event.Event) {
		_, agents = Summarize(evs)
	}) {
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"agents": agents})
}

func (s *Server) handleAgent(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	var (
		agent *AgentInfo
		cards []IterationCard
	)
	if !s.withAgentEvents(w, r.URL.Query().Get("run"), id, func(a *AgentInfo, evs []event.Event) {
		agent, cards = a, IterationCards(evs, id)
	}) {
		return
	}
	if agent == nil {
		httpError(w, http.StatusNotFound, fmt.Sprintf("no agent %q in this run", id))
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"agent": agent, "iterations": cards})
}

func (s *Server) handleContext(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	it := 0
	if v := q.Get("iteration"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			httpError(w, http.StatusBadRequest, "iteration must be a number")
			return
		}
		it = n
	}
	id := r.PathValue("id")
	var (
		msgs  []Message
		found bool
	)
	if !s.withAgentEvents(w, q.Get("run"), id, func(_ *AgentInfo, evs []event.Event) {
		msgs, found = ContextAt(evs, id, it)
	}) {
		return
	}
	if !found {
		httpError(w, http.StatusNotFound, fmt.Sprintf("no context window recorded for agent %q", id))
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"agent_id": id, "iteration": it, "messages": msgs,
		"size_chars": messagesChars(msgs)})
}

func (s *Server) handleEvents(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	query := Query{RunID: q.Get("run"), AgentID: q.Get("agent_id"), Kind: q.Get("kind")}
	var err error
	if v := q.Get("since"); v != "" {
		if query.Since, err = strconv.ParseUint(v, 10, 64); err != nil {
			httpError(w, http.StatusBadRequest, "since must be an event id")
			return
		}
	}
	query.Limit = 1000
	if v := q.Get("limit"); v != "" {
		if query.Limit, err = strconv.Atoi(v); err != nil || query.Limit <= 0 {
			httpError(w, http.StatusBadRequest, "limit must be a positive number")
			return
		}
	}
	cursor := -1
	if v := q.Get("cursor"); v != "" {
		if cursor, err = strconv.Atoi(v); err != nil || cursor < 0 {
			httpError(w, http.StatusBadRequest, "cursor must be a number from a previous page's next_cursor")
			return
		}
	}
	// view=feed sends feed rows (see feedRow) instead of whole events.
	var feed bool
	switch v := q.Get("view"); v {
	case "", "full":
	case "feed":
		feed = true
	default:
		httpError(w, http.StatusBadRequest, fmt.Sprintf("view %q: want full or feed", v))
		return
	}
	var evs []event.Event
	if s.opts.Memory != nil && query.RunID == "" {
		evs = s.opts.Memory.Events(query)
	} else if path, ok := s.filePath(query.RunID); ok {
		s.writeEventsPage(w, path, query, cursor, feed)
		return
	} else {
		all, ok := s.eventsOr404(w, query.RunID)
		if !ok {
			return
		}
		evs = filterEvents(all, query)
	}
	if evs == nil {
		evs = []event.Event{}
	}
	next := query.Since
	if n := len(evs); n > 0 {
		next = evs[n-1].ID
	}
	if feed {
		rows, err := feedRowsOf(evs)
		if err != nil {
			httpError(w, http.StatusInternalServerError, err.Error())
			return
		}
		writeJSON(w, http.StatusOK, map[string]any{"events": rows, "next": next})
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"events": evs, "next": next})
}

func filterEvents(all []event.Event, q Query) []event.Event {
	var out []event.Event
	for _, e := range all {
		if e.ID <= q.Since || (q.AgentID != "" && e.AgentID != q.AgentID) || !matchKind(q.Kind, e.Kind) {
			continue
		}
		out = append(out, e)
		if q.Limit > 0 && len(out) == q.Limit {
			break
		}
	}
	return out
}

// streamBatch bounds what one stream holds at once: a stream reads the
// store in batches and never queues, so a slow page cannot grow memory.
const streamBatch = 256

// handleStream sends a run's events as server-sent events, live: from
// memory (woken on each emit) for runs of this process, else by tailing
// the run's file.
func (s *Server) handleStream(w http.ResponseWriter, r *http.Request) {
	if _, ok := w.(http.Flusher); !ok {
		httpError(w, http.StatusInternalServerError, "streaming unsupported")
		return
	}
	q := r.URL.Query()
	run := q.Get("run")
	var last uint64
	if v := firstNonEmpty(r.Header.Get("Last-Event-ID"), q.Get("since")); v != "" {
		last, _ = strconv.ParseUint(v, 10, 64)
	}
	mem := s.opts.Memory
	useMem := mem != nil && run == ""
	if mem != nil && run != "" {
		_, useMem = mem.Run(run)
	}
	if !useMem && (s.opts.Files == nil || !s.opts.Files.HasRun(run)) {
		httpError(w, http.StatusNotFound, fmt.Sprintf("%v: %q", ErrRunNotFound, run))
		return
	}
	arm, flush := s.openEventStream(w, "stream open")

	ctx := r.Context()
	var offset int64
	if !useMem {
		offset = s.streamStart(run, last)
	}
	poll := time.NewTicker(s.opts.PollInterval)
	defer poll.Stop()
	ping := time.NewTicker(15 * time.Second)
	defer ping.Stop()
	for {
		var (
			evs  []event.Event
			wake <-chan struct{}
		)
		if useMem {
			wake = mem.Changed()
			evs = mem.Events(Query{RunID: run, Since: last, Limit: streamBatch})
		} else {
			var err error
			var batch []event.Event
			batch, offset, err = s.opts.Files.ReadRunFrom(run, offset)
			if err != nil {
				arm()
				fmt.Fprintf(w, "event: error\ndata: %q\n\n", err.Error())
				flush()
				return
			}
			for _, e := range batch {
				if e.ID > last {
					evs = append(evs, e)
				}
			}
		}
		if len(evs) > 0 {
			arm()
		}
		for _, e := range evs {
			b, err := json.Marshal(e)
			if err != nil {
				continue
			}
			if _, err := fmt.Fprintf(w, "id: %d\ndata: %s\n\n", e.ID, b); err != nil {
				return
			}
			last = e.ID
		}
		if len(evs) > 0 {
			flush()
		}
		if useMem && len(evs) == streamBatch {
			continue
		}
		select {
		case <-ctx.Done():
			return
		case <-s.ctx.Done():
			return
		case <-wake:
		case <-poll.C:
		case <-ping.C:
			arm()
			if _, err := fmt.Fprint(w, ": ping\n\n"); err != nil {
				return
			}
			flush()
		}
	}
}

func (s *Server) handleExport(w http.ResponseWriter, r *http.Request) {
	run := r.PathValue("run")
	evs, ok := s.eventsOr404(w, run)
	if !ok {
		return
	}
	format := firstNonEmpty(r.URL.Query().Get("format"), DefaultExportFormat)
	x, ok := LookupExporter(format)
	if !ok {
		httpError(w, http.StatusBadRequest, UnknownFormatError("format", format).Error())
		return
	}
	b, err := x.Write(evs, ExportOptions{LogView: r.URL.Query().Get("view"),
		IncludeSystemPrompt: r.URL.Query().Get("system_prompt") == "1"})
	name := x.FileName(run)
	w.Header().Set("Content-Type", x.ContentType)
	if err != nil {
		httpError(w, http.StatusUnprocessableEntity, err.Error())
		return
	}
	w.Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
	w.Write(b)
}

// handleExporters lists the export formats, for the page's export links.
func (s *Server) handleExporters(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, Exporters())
}

func (s *Server) handleChatStatus(w http.ResponseWriter, r *http.Request) {
	if s.opts.Chat == nil {
		httpError(w, http.StatusNotFound, "chat is not available: start a session with `rlm --web`")
		return
	}
	s.chat.mu.Lock()
	defer s.chat.mu.Unlock()
	hist := append([]ChatTurn{}, s.chat.history...)
	writeJSON(w, http.StatusOK, map[string]any{"busy": s.chat.busy, "history": hist})
}

func (s *Server) handleChat(w http.ResponseWriter, r *http.Request) {
	if s.opts.Chat == nil {
		httpError(w, http.StatusNotFound, "chat is not available: start a session with `rlm --web`")
		return
	}
	var body struct {
		Message string `json:"message"`
	}
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<20)).Decode(&body); err != nil || strings.TrimSpace(body.Message) == "" {
		httpError(w, http.StatusUnprocessableEntity, `body must be JSON {"message": "..."} with a non-empty message`)
		return
	}
	s.chat.mu.Lock()
	if s.chat.busy {
		s.chat.mu.Unlock()
		httpError(w, http.StatusConflict, "a message is still being answered; wait or POST /api/chat/stop")
		return
	}
	if s.ctx.Err() != nil {
		s.chat.mu.Unlock()
		httpError(w, http.StatusServiceUnavailable, "server is stopping")
		return
	}
	ctx, cancel := context.WithCancel(s.ctx)
	s.chat.busy, s.chat.cancel = true, cancel
	s.chat.history = append(s.chat.history, ChatTurn{Role: "user", Content: body.Message, Time: time.Now()})
	s.wg.Add(1)
	s.chat.mu.Unlock()
	go func() {
		defer s.wg.Done()
		defer cancel()
		reply, err := s.opts.Chat(ctx, body.Message)
		turn := ChatTurn{Role: "assistant", Content: reply, Time: time.Now()}
		if err != nil {
			turn = ChatTurn{Role: "error", Content: err.Error(), Time: time.Now()}
		}
		s.chat.mu.Lock()
		s.chat.history = append(s.chat.history, turn)
		if len(s.chat.history) > 200 {
			s.chat.history = s.chat.history[len(s.chat.history)-200:]
		}
		s.chat.busy, s.chat.cancel = false, nil
		s.chat.mu.Unlock()
	}()
	writeJSON(w, http.StatusAccepted, map[string]any{"status": "running"})
}

func (s *Server) handleChatStop(w http.ResponseWriter, r *http.Request) {
	if s.opts.Chat == nil {
		httpError(w, http.StatusNotFound, "chat is not available")
		return
	}
	s.chat.mu.Lock()
	cancel := s.chat.cancel
	s.chat.mu.Unlock()
	if cancel != nil {
		cancel()
	}
	writeJSON(w, http.StatusOK, map[string]any{"stopped": cancel != nil})
}

// openEventStream starts a server-sent event response with the comment
// open. The stream outlives the server's read and write timeouts, which are
// for ordinary requests: they are lifted (a read deadline passing would
// cancel the request's context) and each write is bounded instead: arm
// before writing, flush after.
func (s *Server) openEventStream(w http.ResponseWriter, open string) (arm, flush func()) {
	rc := http.NewResponseController(w)
	_ = rc.SetReadDeadline(time.Time{})
	_ = rc.SetWriteDeadline(time.Time{})
	arm = func() { _ = rc.SetWriteDeadline(time.Now().Add(s.opts.WriteTimeout)) }
	flush = func() {
		_ = rc.Flush()
		_ = rc.SetWriteDeadline(time.Time{})
	}
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-cache")
	h.Set("X-Accel-Buffering", "no")
	arm()
	w.WriteHeader(http.StatusOK)
	fmt.Fprint(w, ": "+open+"\n\n")
	flush()
	return arm, flush
}
