package observability

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"
)

// runsFeed keeps the merged run list (files and memory) and the recent
// changes to it, so the run list is answered a page at a time and pushed
// to pages as changes rather than re-read by each of them. A look at the
// store costs one stat of its directory plus one of each unfinished run's
// file; the whole directory is listed again only when its entries change.
type runsFeed struct {
	s *Server

	mu      sync.Mutex
	loaded  bool
	looked  time.Time
	dirMod  int64
	list    []RunInfo // newest first
	version uint64
	changes []runChange // oldest first, at most maxRunChanges
}

type runChange struct {
	version uint64
	run     *RunInfo // nil: removed
	id      string
}

// maxRunChanges bounds the changes kept for pages catching up; a page
// further behind reloads its list.
const maxRunChanges = 4096

// lookEvery rate-limits looks at the store, whatever the number of pages.
const lookEvery = 250 * time.Millisecond

func newRunsFeed(s *Server) *runsFeed { return &runsFeed{s: s} }

// refresh looks at the stores when the last look is older than lookEvery.
func (f *runsFeed) refresh() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.loaded && time.Since(f.looked) < lookEvery {
		return nil
	}
	f.looked = time.Now()
	var next []RunInfo
	var dirMod int64
	files := f.s.opts.Files
	if files != nil {
		st, err := os.Stat(files.Dir())
		if err != nil {
			return fmt.Errorf("list runs in %s: %w", files.Dir(), err)
		}
		dirMod = st.ModTime().UnixNano()
	}
	if !f.loaded || dirMod != f.dirMod {
		all, err := f.s.runs()
		if err != nil {
			return err
		}
		next = all
	} else {
		next = make([]RunInfo, 0, len(f.list))
		for _, r := range f.list {
			if r.Status == "running" || r.Status == "incomplete" {
				if files != nil && files.HasRun(r.ID) {
					if info, err := files.runInfoOf(r.ID); err == nil {
						r = info
					}
				}
			}
			next = append(next, r)
		}
		next = f.s.mergeMemory(next)
	}
	f.dirMod = dirMod
	f.diff(next)
	f.list = next
	f.loaded = true
	return nil
}

// diff records what changed from f.list to next.
func (f *runsFeed) diff(next []RunInfo) {
	if !f.loaded {
		return
	}
	old := make(map[string]RunInfo, len(f.list))
	for _, r := range f.list {
		old[r.ID] = r
	}
	var ch []runChange
	for i := range next {
		if o, ok := old[next[i].ID]; !ok || o != next[i] {
			r := next[i]
			ch = append(ch, runChange{run: &r, id: r.ID})
		}
		delete(old, next[i].ID)
	}
	for id := range old {
		ch = append(ch, runChange{id: id})
	}
	if len(ch) == 0 {
		return
	}
	f.version++
	for i := range ch {
		ch[i].version = f.version
	}
	f.changes = append(f.changes, ch...)
	if n := len(f.changes) - maxRunChanges; n > 0 {
		f.changes = append([]runChange(nil), f.changes[n:]...)
	}
}

// since returns the changes after version v, or reset when they are no
// longer all kept.
func (f *runsFeed) since(v uint64) (ch []runChange, now uint64, reset bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if v >= f.version {
		return nil, f.version, false
	}
	if len(f.changes) == 0 || f.changes[0].version > v+1 {
		return nil, f.version, true
	}
	for _, c := range f.changes {
		if c.version > v {
			ch = append(ch, c)
		}
	}
	return ch, f.version, false
}

func (f *runsFeed) newest() string {
	if f.refresh() != nil {
		return ""
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.list) == 0 {
		return ""
	}
	return f.list[0].ID
}

// runsPage selects part of the run list: status is a comma-separated set,
// text a case-insensitive substring of id, query, model, answer or error;
// limit 0 means all.
type runsPage struct {
	offset, limit int
	status, text  string
}

func (p runsPage) matches(r *RunInfo) bool {
	if p.status != "" && !strings.Contains(","+p.status+",", ","+r.Status+",") {
		return false
	}
	if p.text == "" {
		return true
	}
	t := strings.ToLower(p.text)
	for _, s := range []string{r.ID, r.Query, r.Model, r.Answer, r.Error} {
		if strings.Contains(strings.ToLower(s), t) {
			return true
		}
	}
	return false
}

func (f *runsFeed) page(p runsPage) ([]RunInfo, int, uint64, error) {
	if err := f.refresh(); err != nil {
		return nil, 0, 0, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	out := []RunInfo{}
	total := 0
	for i := range f.list {
		if !p.matches(&f.list[i]) {
			continue
		}
		if total >= p.offset && (p.limit == 0 || len(out) < p.limit) {
			out = append(out, f.list[i])
		}
		total++
	}
	return out, total, f.version, nil
}

// handleRunsStream pushes run list changes as server-sent events after
// the version a page's list came with: "run" (a run added or changed),
// "remove" ({"id": ...}) and "reset" (too far behind: reload the list).
func (s *Server) handleRunsStream(w http.ResponseWriter, r *http.Request) {
	if _, ok := w.(http.Flusher); !ok {
		httpError(w, http.StatusInternalServerError, "streaming unsupported")
		return
	}
	var v uint64
	if x := firstNonEmpty(r.Header.Get("Last-Event-ID"), r.URL.Query().Get("version")); x != "" {
		v, _ = strconv.ParseUint(x, 10, 64)
	}
	arm, flush := s.openEventStream(w, "runs stream open")
	poll := time.NewTicker(max(s.opts.PollInterval, lookEvery))
	defer poll.Stop()
	ping := time.NewTicker(15 * time.Second)
	defer ping.Stop()
	for {
		var wake <-chan struct{}
		if s.opts.Memory != nil {
			wake = s.opts.Memory.Changed()
		}
		if err := s.feed.refresh(); err != nil {
			arm()
			fmt.Fprintf(w, "event: error\ndata: %q\n\n", err.Error())
			flush()
			return
		}
		ch, now, reset := s.feed.since(v)
		if reset || len(ch) > 0 {
			arm()
			if reset {
				fmt.Fprintf(w, "id: %d\nevent: reset\ndata: {}\n\n", now)
			}
			for _, c := range ch {
				var b []byte
				ev := "run"
				if c.run != nil {
					b, _ = json.Marshal(c.run)
				} else {
					ev = "remove"
					b, _ = json.Marshal(map[string]string{"id": c.id})
				}
				if _, err := fmt.Fprintf(w, "id: %d\nevent: %s\ndata: %s\n\n", c.version, ev, b); err != nil {
					return
				}
			}
			flush()
		}
		v = now
		select {
		case <-r.Context().Done():
			return
		case <-s.ctx.Done():
			return
		case <-wake:
			// Let a burst of events settle into one look.
			select {
			case <-time.After(lookEvery):
			case <-r.Context().Done():
				return
			}
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
