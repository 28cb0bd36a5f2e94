package loop

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/rlm-go/rlm/llm"
)

// A tool of the tools strategy: its definition as sent to the model and
// the function that runs a call on the agent's behalf.
type toolSpec struct {
	def llm.Tool
	run func(ctx context.Context, a *agent, args json.RawMessage) (any, error)
}

// toolSet is every tool, in the order the model is shown them; New
// builds it once per engine.
// builtinTools is the tool set as every engine uses it, read-only: made
// once per process (its schemas are parsed and re-encoded), not per task.
var builtinTools = sync.OnceValues(func() ([]llm.Tool, map[string]toolSpec) {
	set := toolSet()
	return defsOf(set), byName(set)
})

func toolSet() []toolSpec {
	return []toolSpec{
		{def: llm.Tool{Name: "context_stats", Description: "Size and structure of the context: bytes, lines and the start of each input, and the current chunk plan.",
			Parameters: schema(`{"type":"object","properties":{}}`)}, run: runContextStats},
		{def: llm.Tool{Name: "context_chunk", Description: "Split the context into chunks (by lines or bytes) and index them as c_0, c_1, ...; returns the chunk count and the first chunks with previews. A new plan replaces the old one.",
			Parameters: schema(`{"type":"object","properties":{
			"strategy":{"type":"string","enum":["lines","bytes"],"description":"split by lines (default) or bytes"},
			"size":{"type":"integer","description":"lines (default 1000) or bytes (default 50000) per chunk"},
			"overlap":{"type":"integer","description":"lines or bytes shared by neighbouring chunks (default 0)"},
			"max_chunks":{"type":"integer","description":"at most this many chunks (default 500): size grows to fit"},
			"preview_bytes":{"type":"integer","description":"bytes of each listed chunk's start to show (default 100)"}}}`)}, run: runContextChunk},
		{def: llm.Tool{Name: "context_read_chunk", Description: "Read the text of one chunk.",
			Parameters: schema(`{"type":"object","properties":{
			"chunk_id":{"type":"string","description":"a chunk id such as c_3"},
			"max_bytes":{"type":"integer","description":"at most this many bytes (default 50000)"}},"required":["chunk_id"]}`)}, run: runContextReadChunk},
		{def: llm.Tool{Name: "context_search", Description: "Search the whole context for a substring (case-insensitive unless asked) or a regular expression (RE2 syntax); returns the total count and the first hits with their line, offset and chunk id.",
			Parameters: schema(`{"type":"object","properties":{
			"query":{"type":"string","description":"the text or pattern to find"},
			"mode":{"type":"string","enum":["substring","regex"],"description":"default substring"},
			"case_sensitive":{"type":"boolean","description":"default false"},
			"limit":{"type":"integer","description":"hits returned at most (default 20)"},
			"window_bytes":{"type":"integer","description":"bytes of surrounding text per hit (default 200; 0: only the hit's line)"}},"required":["query"]}`)}, run: runContextSearch},
		{def: llm.Tool{Name: "workspace_note", Description: "Record a hypothesis, finding or plan in the workspace, which is summarized for you before every step.",
			Parameters: schema(`{"type":"object","properties":{
			"text":{"type":"string"},
			"kind":{"type":"string","enum":["hypothesis","finding","plan"],"description":"default finding"}},"required":["text"]}`)}, run: runWorkspaceNote},
		{def: llm.Tool{Name: "workspace_summary", Description: "A compact summary of the exploration so far: chunk plan, searches, hits, notes and sub-query results.",
			Parameters: schema(`{"type":"object","properties":{"max_chars":{"type":"integer","description":"default 2000"}}}`)}, run: runWorkspaceSummary},
		{def: llm.Tool{Name: "llm_subquery_batch", Description: "Ask a sub-model the same question about many chunks at once (map step of map-reduce); each call sees the prompt and one chunk. Returns each chunk's answer.",
			Parameters: schema(`{"type":"object","properties":{
			"chunk_ids":{"type":"array","items":{"type":"string"},"description":"chunk ids such as c_0"},
			"prompt":{"type":"string","description":"the question; the chunk's text follows it"},
			"model":{"type":"string","description":"sub-model (default: the run's sub-model)"},
			"max_concurrency":{"type":"integer","description":"calls at once (default and most: the run's limit)"},
			"timeout":{"type":"integer","description":"milliseconds per call (default 60000)"},
			"max_chunk_bytes":{"type":"integer","description":"bytes of each chunk sent (default 50000)"}},"required":["chunk_ids","prompt"]}`)}, run: runSubqueryBatch},
		{def: llm.Tool{Name: "rlm_subquery", Description: "Hand one chunk to a child agent that explores it with its own tools (or, with use_repl, its own REPL) and returns its answer. At the run's depth limit the child is a single sub-model call.",
			Parameters: schema(`{"type":"object","properties":{
			"chunk_id":{"type":"string"},
			"query":{"type":"string","description":"what the child must answer about the chunk"},
			"use_repl":{"type":"boolean","description":"true: the child writes code in a REPL; false: it uses tools like you (default: your own way)"}},"required":["chunk_id","query"]}`)}, run: runRLMSubquery},
	}
}

func defsOf(ts []toolSpec) []llm.Tool {
	out := make([]llm.Tool, len(ts))
	for i, t := range ts {
		out[i] = t.def
	}
	return out
}

func byName(ts []toolSpec) map[string]toolSpec {
	m := make(map[string]toolSpec, len(ts))
	for _, t := range ts {
		m[t.def.Name] = t
	}
	return m
}

// schema compacts a schema literal; a malformed one is a programming
// error caught by the first test.
func schema(s string) json.RawMessage {
	var v any
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		panic("loop: tool schema: " + err.Error())
	}
	b, _ := json.Marshal(v)
	return b
}

// toolWorkspace is a tools agent's exploration state: the inputs (the
// caller's strings, never copied), the chunk plan and what the tools
// found. Tool calls of one reply run at once, hence mu.
type toolWorkspace struct {
	inputs    []string
	lineCount []int // per input, counted once

	mu         sync.Mutex
	plan       *chunkPlan
	searches   []searchRecord
	hits       []searchHit // the latest, at most keptHits
	reads      []string    // chunk ids read
	notes      []toolNote
	subResults []subResult
}

const keptHits = 50

type chunkPlan struct {
	Strategy string
	Size     int
	Overlap  int
	Chunks   []chunkSpan
}

// chunkSpan is one chunk: bytes [Start, End) of input Input, lines
// FirstLine..LastLine (from 1).
type chunkSpan struct {
	ID                  string
	Input               int
	Start, End          int
	FirstLine, LastLine int
}

type searchRecord struct {
	Query   string
	Mode    string
	Matches int
}

type searchHit struct {
	ChunkID string `json:"chunk_id,omitempty"`
	Input   int    `json:"input"`
	Offset  int    `json:"offset"`
	Line    int    `json:"line_no"`
	Text    string `json:"line"`
	Snippet string `json:"snippet,omitempty"`
}

type toolNote struct {
	Kind string
	Text string
}

type subResult struct {
	ChunkID string `json:"chunk_id"`
	Answer  string `json:"answer,omitempty"`
	Error   string `json:"error,omitempty"`
}

func newToolWorkspace(inputs []string) *toolWorkspace {
	ws := &toolWorkspace{inputs: inputs, lineCount: make([]int, len(inputs))}
	for i, s := range inputs {
		n := strings.Count(s, "\n")
		if len(s) > 0 && !strings.HasSuffix(s, "\n") {
			n++
		}
		ws.lineCount[i] = n
	}
	return ws
}

func (ws *toolWorkspace) lines(i int) int { return ws.lineCount[i] }

func (ws *toolWorkspace) totalBytes() int { return totalLen(ws.inputs) }

// ensurePlan returns the chunk plan, making the default one (1000 lines)
// when there is none.
func (ws *toolWorkspace) ensurePlan() *chunkPlan {
	ws.mu.Lock()
	defer ws.mu.Unlock()
	if ws.plan == nil {
		ws.plan = makePlan(ws.inputs, "lines", 1000, 0, 500)
	}
	return ws.plan
}

func (ws *toolWorkspace) currentPlan() *chunkPlan {
	ws.mu.Lock()
	defer ws.mu.Unlock()
	return ws.plan
}

// chunk finds a chunk of the current plan.
func (ws *toolWorkspace) chunk(id string) (chunkSpan, error) {
	p := ws.currentPlan()
	if p == nil {
		return chunkSpan{}, errNoChunks
	}
	var n int
	if _, err := fmt.Sscanf(id, "c_%d", &n); err != nil || n < 0 || n >= len(p.Chunks) || p.Chunks[n].ID != id {
		return chunkSpan{}, fmt.Errorf("no chunk %q: the plan has c_0..c_%d", id, len(p.Chunks)-1)
	}
	return p.Chunks[n], nil
}

func (ws *toolWorkspace) text(c chunkSpan) string { return ws.inputs[c.Input][c.Start:c.End] }

// makePlan splits every input into chunks of size lines or bytes, growing
// size until at most maxChunks chunks cover everything. Chunks never
// cross inputs; byte chunks end on UTF-8 boundaries.
func makePlan(inputs []string, strategy string, size, overlap, maxChunks int) *chunkPlan {
	for {
		p := &chunkPlan{Strategy: strategy, Size: size, Overlap: overlap}
		for i, s := range inputs {
			if strategy == "bytes" {
				p.Chunks = appendByteChunks(p.Chunks, i, s, size, overlap)
			} else {
				p.Chunks = appendLineChunks(p.Chunks, i, s, size, overlap)
			}
			if len(p.Chunks) > maxChunks {
				break
			}
		}
		if len(p.Chunks) <= maxChunks {
			for k := range p.Chunks {
				p.Chunks[k].ID = fmt.Sprintf("c_%d", k)
			}
			return p
		}
		size *= 2
	}
}

func appendLineChunks(out []chunkSpan, input int, s string, size, overlap int) []chunkSpan {
	// starts[k] is the byte offset of line k+1.
	starts := []int{0}
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' && i+1 < len(s) {
			starts = append(starts, i+1)
		}
	}
	if len(s) == 0 {
		return out
	}
	step := size - overlap
	for first := 0; first < len(starts); first += step {
		last := min(first+size, len(starts)) // exclusive
		end := len(s)
		if last < len(starts) {
			end = starts[last]
		}
		out = append(out, chunkSpan{Input: input, Start: starts[first], End: end, FirstLine: first + 1, LastLine: last})
		if last == len(starts) {
			break
		}
	}
	return out
}

func appendByteChunks(out []chunkSpan, input int, s string, size, overlap int) []chunkSpan {
	step := size - overlap
	for start := 0; start < len(s); {
		end := runeStart(s, min(start+size, len(s)))
		if end <= start {
			end = min(start+size, len(s))
		}
		out = append(out, chunkSpan{Input: input, Start: start, End: end,
			FirstLine: 1 + strings.Count(s[:start], "\n"), LastLine: 1 + strings.Count(s[:end], "\n")})
		if end == len(s) {
			break
		}
		next := runeStart(s, start+step)
		if next <= start {
			next = end
		}
		start = next
	}
	return out
}

// runeStart moves i back to the start of the rune it falls in.
func runeStart(s string, i int) int {
	if i >= len(s) {
		return len(s)
	}
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return i
}

// cut returns s[start:end] moved onto rune boundaries.
func cut(s string, start, end int) string {
	start, end = max(0, start), min(len(s), end)
	if start >= end {
		return ""
	}
	return s[runeStart(s, start):runeStart(s, end)]
}

func (p *chunkPlan) describe() string {
	unit := "lines"
	if p.Strategy == "bytes" {
		unit = "bytes"
	}
	s := fmt.Sprintf("%d chunks of %d %s", len(p.Chunks), p.Size, unit)
	if p.Overlap > 0 {
		s += fmt.Sprintf(" (overlap %d)", p.Overlap)
	}
	if len(p.Chunks) > 0 {
		s += fmt.Sprintf(", c_0..c_%d", len(p.Chunks)-1)
	}
	return s
}

// chunkAt is the id of the first chunk holding offset of input, or "".
func (p *chunkPlan) chunkAt(input, offset int) string {
	for _, c := range p.Chunks {
		if c.Input == input && offset >= c.Start && offset < c.End {
			return c.ID
		}
	}
	return ""
}

// summary is the compact text the next-step message carries.
func (ws *toolWorkspace) summary(maxChars int) string {
	ws.mu.Lock()
	defer ws.mu.Unlock()
	var b strings.Builder
	fmt.Fprintf(&b, "Context: %d input(s), %d bytes.\n", len(ws.inputs), ws.totalBytes())
	if ws.plan != nil {
		b.WriteString("Chunks: " + ws.plan.describe() + ".\n")
	} else {
		b.WriteString("Chunks: none yet.\n")
	}
	if n := len(ws.searches); n > 0 {
		fmt.Fprintf(&b, "Searches: %d.", n)
		for _, s := range ws.searches[max(0, n-5):] {
			fmt.Fprintf(&b, " %q (%s): %d matches;", s.Query, s.Mode, s.Matches)
		}
		b.WriteString("\n")
	}
	if len(ws.hits) > 0 {
		fmt.Fprintf(&b, "Hits kept: %d. Latest:\n", len(ws.hits))
		for _, h := range ws.hits[max(0, len(ws.hits)-5):] {
			fmt.Fprintf(&b, "- %s @%d (line %d): %q\n", firstNonEmpty(h.ChunkID, "input "+fmt.Sprint(h.Input)), h.Offset, h.Line, preview(h.Text, 120))
		}
	}
	if len(ws.reads) > 0 {
		fmt.Fprintf(&b, "Chunks read: %s.\n", strings.Join(ws.reads[max(0, len(ws.reads)-10):], ", "))
	}
	if len(ws.subResults) > 0 {
		ok := 0
		for _, r := range ws.subResults {
			if r.Error == "" {
				ok++
			}
		}
		fmt.Fprintf(&b, "Sub-queries: %d answered, %d failed.\n", ok, len(ws.subResults)-ok)
	}
	if len(ws.notes) > 0 {
		b.WriteString("Notes:\n")
		for _, n := range ws.notes {
			fmt.Fprintf(&b, "- [%s] %s\n", n.Kind, preview(n.Text, 300))
		}
	}
	return preview(strings.TrimRight(b.String(), "\n"), max(maxChars, 200))
}

// The tools.

func runContextStats(_ context.Context, a *agent, raw json.RawMessage) (any, error) {
	var args struct{}
	if err := decodeArgs("context_stats", raw, &args); err != nil {
		return nil, err
	}
	ws := a.tools
	type input struct {
		Index     int    `json:"index"`
		Bytes     int    `json:"bytes"`
		Lines     int    `json:"lines"`
		ValidUTF8 bool   `json:"valid_utf8"`
		Start     string `json:"start"`
	}
	out := struct {
		Inputs     []input `json:"inputs"`
		TotalBytes int     `json:"total_bytes"`
		ChunkPlan  string  `json:"chunk_plan"`
	}{Inputs: []input{}, TotalBytes: ws.totalBytes(), ChunkPlan: "none yet"}
	for i, s := range ws.inputs {
		out.Inputs = append(out.Inputs, input{Index: i, Bytes: len(s), Lines: ws.lines(i),
			ValidUTF8: utf8.ValidString(s), Start: cut(s, 0, 300)})
	}
	if p := ws.currentPlan(); p != nil {
		out.ChunkPlan = p.describe()
	}
	return out, nil
}

// chunksListed bounds the chunk descriptors one context_chunk returns.
const chunksListed = 50

func runContextChunk(_ context.Context, a *agent, raw json.RawMessage) (any, error) {
	args := struct {
		Strategy     string `json:"strategy"`
		Size         *int   `json:"size"`
		Overlap      int    `json:"overlap"`
		MaxChunks    *int   `json:"max_chunks"`
		PreviewBytes *int   `json:"preview_bytes"`
	}{}
	if err := decodeArgs("context_chunk", raw, &args); err != nil {
		return nil, err
	}
	if args.Strategy == "" {
		args.Strategy = "lines"
	}
	if args.Strategy != "lines" && args.Strategy != "bytes" {
		return nil, fmt.Errorf("context_chunk: strategy %q: want lines or bytes", args.Strategy)
	}
	size := 1000
	if args.Strategy == "bytes" {
		size = 50000
	}
	if args.Size != nil {
		size = *args.Size
	}
	maxChunks, previewBytes := intOr(args.MaxChunks, 500), intOr(args.PreviewBytes, 100)
	switch {
	case size < 1:
		return nil, fmt.Errorf("context_chunk: size must be at least 1, got %d", size)
	case args.Overlap < 0 || args.Overlap >= size:
		return nil, fmt.Errorf("context_chunk: overlap must be at least 0 and less than size %d, got %d", size, args.Overlap)
	case maxChunks < 1:
		return nil, fmt.Errorf("context_chunk: max_chunks must be at least 1, got %d", maxChunks)
	case previewBytes < 0:
		return nil, fmt.Errorf("context_chunk: preview_bytes must not be negative, got %d", previewBytes)
	}
	ws := a.tools
	p := makePlan(ws.inputs, args.Strategy, size, args.Overlap, maxChunks)
	ws.mu.Lock()
	ws.plan = p
	ws.mu.Unlock()
	type desc struct {
		ID      string `json:"id"`
		Input   int    `json:"input"`
		Lines   string `json:"lines"`
		Bytes   string `json:"bytes"`
		Preview string `json:"preview,omitempty"`
	}
	out := struct {
		ChunkCount int    `json:"chunk_count"`
		Strategy   string `json:"strategy"`
		Size       int    `json:"size"`
		SizeRaised string `json:"size_raised,omitempty"`
		Overlap    int    `json:"overlap"`
		Chunks     []desc `json:"chunks"`
		Unlisted   string `json:"unlisted,omitempty"`
	}{ChunkCount: len(p.Chunks), Strategy: p.Strategy, Size: p.Size, Overlap: p.Overlap, Chunks: []desc{}}
	if p.Size != size {
		out.SizeRaised = fmt.Sprintf("from %d, to stay within max_chunks %d", size, maxChunks)
	}
	for _, c := range p.Chunks[:min(len(p.Chunks), chunksListed)] {
		out.Chunks = append(out.Chunks, desc{ID: c.ID, Input: c.Input, Lines: fmt.Sprintf("%d-%d", c.FirstLine, c.LastLine),
			Bytes: fmt.Sprintf("%d-%d", c.Start, c.End), Preview: cut(ws.text(c), 0, previewBytes)})
	}
	if n := len(p.Chunks); n > chunksListed {
		out.Unlisted = fmt.Sprintf("c_%d..c_%d are not listed; their ids follow the same pattern", chunksListed, n-1)
	}
	return out, nil
}

func runContextReadChunk(_ context.Context, a *agent, raw json.RawMessage) (any, error) {
	var args struct {
		ChunkID  string `json:"chunk_id"`
		MaxBytes *int   `json:"max_bytes"`
	}
	if err := decodeArgs("context_read_chunk", raw, &args); err != nil {
		return nil, err
	}
	maxBytes := intOr(args.MaxBytes, 50000)
	if maxBytes < 1 {
		return nil, fmt.Errorf("context_read_chunk: max_bytes must be at least 1, got %d", maxBytes)
	}
	ws := a.tools
	c, err := ws.chunk(args.ChunkID)
	if err != nil {
		return nil, fmt.Errorf("context_read_chunk: %w", err)
	}
	text := ws.text(c)
	shown := cut(text, 0, min(maxBytes, maxToolResult-1000))
	ws.mu.Lock()
	ws.reads = append(ws.reads, c.ID)
	ws.mu.Unlock()
	return struct {
		ChunkID   string `json:"chunk_id"`
		Lines     string `json:"lines"`
		Bytes     int    `json:"bytes"`
		Text      string `json:"text"`
		Truncated bool   `json:"truncated"`
	}{c.ID, fmt.Sprintf("%d-%d", c.FirstLine, c.LastLine), len(text), shown, len(shown) < len(text)}, nil
}

// maxCountedMatches bounds how far a search counts; the count says so.
const maxCountedMatches = 100000

func runContextSearch(ctx context.Context, a *agent, raw json.RawMessage) (any, error) {
	var args struct {
		Query         string `json:"query"`
		Mode          string `json:"mode"`
		CaseSensitive bool   `json:"case_sensitive"`
		Limit         *int   `json:"limit"`
		WindowBytes   *int   `json:"window_bytes"`
	}
	if err := decodeArgs("context_search", raw, &args); err != nil {
		return nil, err
	}
	limit, window := intOr(args.Limit, 20), intOr(args.WindowBytes, 200)
	switch {
	case args.Query == "":
		return nil, errors.New("context_search: query is empty")
	case args.Mode == "":
		args.Mode = "substring"
	}
	if limit < 1 || window < 0 {
		return nil, fmt.Errorf("context_search: limit must be at least 1 and window_bytes at least 0 (got %d, %d)", limit, window)
	}
	var re *regexp.Regexp
	var err error
	switch args.Mode {
	case "substring":
		if !args.CaseSensitive {
			re, err = regexp.Compile("(?i)" + regexp.QuoteMeta(args.Query))
		}
	case "regex":
		pat := args.Query
		if !args.CaseSensitive {
			pat = "(?i)" + pat
		}
		re, err = regexp.Compile(pat)
	default:
		return nil, fmt.Errorf("context_search: mode %q: want substring or regex", args.Mode)
	}
	if err != nil {
		return nil, fmt.Errorf("context_search: bad pattern: %v", err)
	}
	ws := a.tools
	plan := ws.ensurePlan()
	total, capped := 0, false
	hits := []searchHit{}
	for in, s := range ws.inputs {
		line, lineAt := 1, 0 // line number of offset lineAt
		for pos := 0; pos <= len(s); {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			var at, end int
			if re == nil {
				i := strings.Index(s[pos:], args.Query)
				if i < 0 {
					break
				}
				at, end = pos+i, pos+i+len(args.Query)
			} else {
				loc := re.FindStringIndex(s[pos:])
				if loc == nil {
					break
				}
				at, end = pos+loc[0], pos+loc[1]
			}
			total++
			if len(hits) < limit {
				line += strings.Count(s[lineAt:at], "\n")
				lineAt = at
				h := searchHit{ChunkID: plan.chunkAt(in, at), Input: in, Offset: at, Line: line, Text: lineOf(s, at, end)}
				if window > 0 {
					h.Snippet = cut(s, at-window/2, end+window/2)
				}
				hits = append(hits, h)
			}
			if total >= maxCountedMatches {
				capped = true
				break
			}
			pos = max(end, at+1)
		}
		if capped {
			break
		}
	}
	ws.mu.Lock()
	ws.searches = append(ws.searches, searchRecord{Query: args.Query, Mode: args.Mode, Matches: total})
	ws.hits = append(ws.hits, hits...)
	if n := len(ws.hits); n > keptHits {
		ws.hits = append([]searchHit(nil), ws.hits[n-keptHits:]...)
	}
	ws.mu.Unlock()
	return struct {
		Query        string      `json:"query"`
		Mode         string      `json:"mode"`
		TotalMatches int         `json:"total_matches"`
		CountCapped  bool        `json:"count_capped,omitempty"`
		Returned     int         `json:"returned"`
		ChunkPlan    string      `json:"chunk_plan"`
		Hits         []searchHit `json:"hits"`
	}{args.Query, args.Mode, total, capped, len(hits), plan.describe(), hits}, nil
}

// lineOf is the line holding s[at:end], cut to about 400 bytes around the
// match when longer.
func lineOf(s string, at, end int) string {
	start := strings.LastIndexByte(s[:at], '\n') + 1
	stop := len(s)
	if i := strings.IndexByte(s[end:], '\n'); i >= 0 {
		stop = end + i
	}
	if at < start || end > stop { // a match spanning lines
		stop = max(stop, end)
	}
	const most = 400
	if stop-start > most {
		start = max(start, at-most/2)
		stop = min(stop, max(end, at+most/2))
	}
	return strings.TrimRight(cut(s, start, stop), "\r")
}

func runWorkspaceNote(_ context.Context, a *agent, raw json.RawMessage) (any, error) {
	var args struct {
		Text string `json:"text"`
		Kind string `json:"kind"`
	}
	if err := decodeArgs("workspace_note", raw, &args); err != nil {
		return nil, err
	}
	if args.Kind == "" {
		args.Kind = "finding"
	}
	switch {
	case args.Kind != "hypothesis" && args.Kind != "finding" && args.Kind != "plan":
		return nil, fmt.Errorf("workspace_note: kind %q: want hypothesis, finding or plan", args.Kind)
	case strings.TrimSpace(args.Text) == "":
		return nil, errors.New("workspace_note: text is empty")
	}
	ws := a.tools
	ws.mu.Lock()
	ws.notes = append(ws.notes, toolNote{Kind: args.Kind, Text: args.Text})
	ws.mu.Unlock()
	return map[string]any{"recorded": true, "workspace_summary": ws.summary(2000)}, nil
}

func runWorkspaceSummary(_ context.Context, a *agent, raw json.RawMessage) (any, error) {
	var args struct {
		MaxChars *int `json:"max_chars"`
	}
	if err := decodeArgs("workspace_summary", raw, &args); err != nil {
		return nil, err
	}
	return map[string]string{"summary": a.tools.summary(intOr(args.MaxChars, 2000))}, nil
}

func runSubqueryBatch(ctx context.Context, a *agent, raw json.RawMessage) (any, error) {
	var args struct {
		ChunkIDs       []string `json:"chunk_ids"`
		Prompt         string   `json:"prompt"`
		Model          string   `json:"model"`
		MaxConcurrency *int     `json:"max_concurrency"`
		Timeout        *int     `json:"timeout"`
		MaxChunkBytes  *int     `json:"max_chunk_bytes"`
	}
	if err := decodeArgs("llm_subquery_batch", raw, &args); err != nil {
		return nil, err
	}
	limit := a.cfg().MaxConcurrentSubcalls
	conc := min(intOr(args.MaxConcurrency, limit), limit)
	timeout := time.Duration(intOr(args.Timeout, 60000)) * time.Millisecond
	maxBytes := intOr(args.MaxChunkBytes, 50000)
	switch {
	case len(args.ChunkIDs) == 0:
		return nil, errors.New("llm_subquery_batch: chunk_ids is empty")
	case strings.TrimSpace(args.Prompt) == "":
		return nil, errors.New("llm_subquery_batch: prompt is empty")
	case conc < 1 || timeout <= 0 || maxBytes < 1:
		return nil, errors.New("llm_subquery_batch: max_concurrency, timeout and max_chunk_bytes must be positive")
	}
	ws := a.tools
	results := make([]subResult, len(args.ChunkIDs))
	sem := make(chan struct{}, conc)
	var wg sync.WaitGroup
	for i, id := range args.ChunkIDs {
		results[i].ChunkID = id
		c, err := ws.chunk(id)
		if err != nil {
			results[i].Error = err.Error()
			continue
		}
		select {
		case sem <- struct{}{}:
		case <-ctx.Done():
			results[i].Error = ctx.Err().Error()
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			if err := a.run.takeSubCall(); err != nil {
				results[i].Error = err.Error()
				return
			}
			cctx, cancel := context.WithTimeout(ctx, timeout)
			defer cancel()
			v, err := a.ask(cctx, "llm_subquery", args.Prompt+"\n\nContext:\n"+cut(ws.text(c), 0, maxBytes), args.Model, nil)
			if err != nil {
				results[i].Error = err.Error()
				return
			}
			results[i].Answer, _ = v.(string)
		}()
	}
	wg.Wait()
	ws.mu.Lock()
	ws.subResults = append(ws.subResults, results...)
	ws.mu.Unlock()
	// Each answer's share of the result keeps a wide batch readable.
	each := max(500, 48000/len(results))
	out := struct {
		Completed int         `json:"completed"`
		Errors    int         `json:"errors"`
		Results   []subResult `json:"results"`
	}{Results: make([]subResult, len(results))}
	for i, r := range results {
		if r.Error != "" {
			out.Errors++
		} else {
			out.Completed++
		}
		r.Answer = preview(r.Answer, each)
		out.Results[i] = r
	}
	return out, nil
}

func runRLMSubquery(ctx context.Context, a *agent, raw json.RawMessage) (any, error) {
	var args struct {
		ChunkID string `json:"chunk_id"`
		Query   string `json:"query"`
		UseREPL *bool  `json:"use_repl"`
	}
	if err := decodeArgs("rlm_subquery", raw, &args); err != nil {
		return nil, err
	}
	strategy := a.strategy
	if args.UseREPL != nil {
		strategy = StrategyTools
		if *args.UseREPL {
			strategy = StrategyREPL
		}
	}
	if strings.TrimSpace(args.Query) == "" {
		return nil, errors.New("rlm_subquery: query is empty")
	}
	ws := a.tools
	c, err := ws.chunk(args.ChunkID)
	if err != nil {
		return nil, fmt.Errorf("rlm_subquery: %w", err)
	}
	// The agent waits on its child: it lends its limiter slot meanwhile,
	// as rlm_query from code does.
	defer a.lendSlot(ctx)()
	answer, err := a.rlmQueryAs(ctx, ws.text(c), args.Query, strategy)
	if err != nil {
		return nil, fmt.Errorf("rlm_subquery: %w", err)
	}
	ws.mu.Lock()
	ws.subResults = append(ws.subResults, subResult{ChunkID: c.ID, Answer: answer})
	ws.mu.Unlock()
	return map[string]string{"chunk_id": c.ID, "answer": answer}, nil
}

func intOr(p *int, def int) int {
	if p == nil {
		return def
	}
	return *p
}
