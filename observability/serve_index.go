package observability

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"strconv"

	"github.com/rlm-go/rlm/event"
)

// filePath is the file of run id when the run store has it; id "" names
// the newest run.
func (s *Server) filePath(id string) (string, bool) {
	if id == "" {
		id = s.feed.newest()
	}
	if s.opts.Files == nil || !s.opts.Files.HasRun(id) {
		return "", false
	}
	return s.opts.Files.path(id), true
}

// withRun answers from run id's index when the run store has it, else
// from memory's events; false means it already wrote an error.
func (s *Server) withRun(w http.ResponseWriter, id string, fromIndex func(*runIndex) error, fromEvents func([]event.Event)) bool {
	if id == "" {
		id = s.feed.newest()
		if id == "" {
			httpError(w, http.StatusNotFound, ErrRunNotFound.Error()+": no runs yet")
			return false
		}
	}
	if path, ok := s.filePath(id); ok {
		if err := s.indexes.use(path, fromIndex); err != nil {
			status := http.StatusInternalServerError
			if errors.Is(err, ErrRunNotFound) {
				status = http.StatusNotFound
			}
			httpError(w, status, err.Error())
			return false
		}
		return true
	}
	if s.opts.Memory != nil {
		if _, ok := s.opts.Memory.Run(id); ok {
			fromEvents(s.opts.Memory.Events(Query{RunID: id}))
			return true
		}
	}
	httpError(w, http.StatusNotFound, fmt.Sprintf("%v: %q", ErrRunNotFound, id))
	return false
}

// withAgentEvents calls fn with agent id's summary (nil when the run has
// no such agent) and its events: read by offset from the run file, or
// memory's.
func (s *Server) withAgentEvents(w http.ResponseWriter, run, id string, fn func(*AgentInfo, []event.Event)) bool {
	var path string
	if p, ok := s.filePath(run); ok {
		path = p
	}
	return s.withRun(w, run, func(ix *runIndex) error {
		a := ix.state.agents[id]
		if a == nil {
			fn(nil, nil)
			return nil
		}
		ord := ix.agentOrdinal(id)
		var mine []indexEntry
		for _, e := range ix.Entries {
			if e.Agent == ord {
				mine = append(mine, e)
			}
		}
		evs, err := readEntries(path, mine)
		if err != nil {
			return err
		}
		cp := *a
		cp.Children = append([]string(nil), a.Children...)
		fn(&cp, evs)
		return nil
	}, func(evs []event.Event) {
		_, agents := Summarize(evs)
		for i := range agents {
			if agents[i].ID == id {
				fn(&agents[i], evs)
				return
			}
		}
		fn(nil, nil)
	})
}

func readEntries(path string, entries []indexEntry) ([]event.Event, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	lines, err := readLines(f, entries)
	if err != nil {
		return nil, err
	}
	evs := make([]event.Event, 0, len(lines))
	for i, l := range lines {
		e, ok, err := decodeLine(l)
		if err != nil {
			return nil, fmt.Errorf("%s at byte %d: %v (the index is out of date: delete %s)", path, entries[i].Off, err, indexPath(path))
		}
		if ok {
			evs = append(evs, e)
		}
	}
	return evs, nil
}

// writeEventsPage answers /api/events for a run file from its index: the
// page's lines go out as they are stored, never decoded (or, when feed is
// set, cut down to feed rows). next is the last event's id (for since=),
// next_cursor the position to go on from (cursor=), and more tells
// whether the page stopped at its limit.
func (s *Server) writeEventsPage(w http.ResponseWriter, path string, q Query, cursor int, feed bool) {
	// The page is chosen under the index's lock and read and written
	// after it, so a slow page (or client) does not hold up other answers
	// about the run.
	var (
		page []indexEntry
		pos  int
		more bool
	)
	err := s.indexes.use(path, func(ix *runIndex) error {
		start := cursor
		if start < 0 {
			start = ix.firstAfter(q.Since)
		}
		start = min(start, len(ix.Entries))
		agent := int32(-2)
		if q.AgentID != "" {
			agent = ix.agentOrdinal(q.AgentID)
		}
		kinds := ix.kindMask(q.Kind)
		pos = start
		if agent != -1 {
			for ; pos < len(ix.Entries) && (q.Limit <= 0 || len(page) < q.Limit); pos++ {
				e := ix.Entries[pos]
				if e.ID <= q.Since || (agent >= 0 && e.Agent != agent) || !kinds[e.Kind] {
					continue
				}
				page = append(page, e)
			}
		}
		more = pos < len(ix.Entries) && q.Limit > 0 && len(page) == q.Limit
		return nil
	})
	if err == nil {
		err = writePage(w, path, page, q.Since, pos, more, feed)
	}
	if err != nil {
		status := http.StatusInternalServerError
		if errors.Is(err, ErrRunNotFound) {
			status = http.StatusNotFound
		}
		httpError(w, status, err.Error())
	}
}

// writePage writes the events page of entries page: see writeEventsPage.
func writePage(w http.ResponseWriter, path string, page []indexEntry, since uint64, pos int, more, feed bool) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	lines, err := readLines(f, page)
	if err != nil {
		return err
	}
	next := since
	if n := len(page); n > 0 {
		next = page[n-1].ID
	}
	if feed {
		for i, l := range lines {
			if lines[i], err = feedRowOf(l); err != nil {
				return fmt.Errorf("%s at byte %d: %v (the index is out of date: delete %s)", path, page[i].Off, err, indexPath(path))
			}
		}
	}
	w.Header().Set("Content-Type", "application/json")
	bw := bufio.NewWriterSize(w, 64<<10)
	bw.WriteString(`{"events":[`)
	for i, l := range lines {
		if i > 0 {
			bw.WriteByte(',')
		}
		bw.Write(l)
	}
	fmt.Fprintf(bw, `],"next":%d,"next_cursor":%d,"more":%s}`+"\n", next, pos, strconv.FormatBool(more))
	return bw.Flush()
}

// streamStart is the byte offset of the first event after since in the
// run file, found through its index (0 when it cannot be).
func (s *Server) streamStart(run string, since uint64) int64 {
	path, ok := s.filePath(run)
	if !ok || since == 0 {
		return 0
	}
	var off int64
	_ = s.indexes.use(path, func(ix *runIndex) error {
		if i := ix.firstAfter(since); i < len(ix.Entries) {
			off = ix.Entries[i].Off
		} else {
			off = ix.Size
		}
		return nil
	})
	return off
}

// A feed row is what the page's events feed shows of an event: who, when,
// what kind and a few short fields of its data. A whole run's events carry
// prompts, outputs and context snapshots that no feed row shows; the page
// asks for a whole event when a row is opened.
type feedRow struct {
	ID        uint64          `json:"id"`
	Time      json.RawMessage `json:"ts"`
	AgentID   string          `json:"agent_id"`
	Iteration int             `json:"iteration,omitempty"`
	Kind      string          `json:"kind"`
	Data      feedData        `json:"data"`
}

// feedData holds the data fields a feed row shows, as they were written.
type feedData struct {
	Status     json.RawMessage `json:"status,omitempty"`
	Kind       json.RawMessage `json:"kind,omitempty"`
	ChildAgent json.RawMessage `json:"child_agent,omitempty"`
	ChildID    json.RawMessage `json:"child_id,omitempty"`
	Reason     json.RawMessage `json:"reason,omitempty"`
	Error      json.RawMessage `json:"error,omitempty"`
	DurationMS json.RawMessage `json:"duration_ms,omitempty"`
}

// feedRowOf cuts one stored event line down to its feed row.
func feedRowOf(line []byte) ([]byte, error) {
	var r feedRow
	if err := json.Unmarshal(line, &r); err != nil {
		return nil, err
	}
	return json.Marshal(r)
}

// feedRowsOf cuts events of memory down to feed rows.
func feedRowsOf(evs []event.Event) ([]json.RawMessage, error) {
	out := make([]json.RawMessage, 0, len(evs))
	for _, e := range evs {
		b, err := json.Marshal(e)
		if err == nil {
			b, err = feedRowOf(b)
		}
		if err != nil {
			return nil, fmt.Errorf("event %d: %v", e.ID, err)
		}
		out = append(out, b)
	}
	return out, nil
}
