package pull

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/parquet-go/parquet-go"
)

// fileServer serves fixed bodies by path, honouring "Range: bytes=N-" and
// recording the requests it saw.
type fileServer struct {
	mu       sync.Mutex
	files    map[string][]byte
	requests []string // "GET /path range=..."
	noRange  bool
}

func (f *fileServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	body, ok := f.files[r.URL.Path]
	rng := r.Header.Get("Range")
	f.requests = append(f.requests, r.URL.Path+" range="+rng)
	noRange := f.noRange
	f.mu.Unlock()
	if !ok {
		http.NotFound(w, r)
		return
	}
	if rng != "" && !noRange {
		start, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimPrefix(rng, "bytes="), "-"), 10, 64)
		if err != nil || start >= int64(len(body)) {
			w.WriteHeader(http.StatusRequestedRangeNotSatisfiable)
			return
		}
		w.Header().Set("Content-Range", fmt.Sprintf("bytes %d-%d/%d", start, len(body)-1, len(body)))
		w.WriteHeader(http.StatusPartialContent)
		w.Write(body[start:])
		return
	}
	w.Write(body)
}

func (f *fileServer) seen() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.requests...)
}

func (f *fileServer) set(path string, body []byte, noRange bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.files[path] = body
	f.noRange = noRange
}

func sum(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

func writeManifest(t *testing.T, dir string, m Manifest) string {
	t.Helper()
	b, _ := json.Marshal(m)
	p := filepath.Join(dir, "manifest.json")
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestRunDownloadsReusesAndIndexes(t *testing.T) {
	a := bytes.Repeat([]byte("alpha "), 1000)
	b := []byte("beta text")
	fs := &fileServer{files: map[string][]byte{"/a.txt": a, "/b.txt": b}}
	srv := httptest.NewServer(fs)
	defer srv.Close()
	dir := t.TempDir()
	local := filepath.Join(dir, "notes.md")
	os.WriteFile(local, []byte("local notes"), 0o644)
	man := writeManifest(t, dir, Manifest{Version: 1, Sources: []Source{
		{ID: "a", Type: TypeText, URL: srv.URL + "/a.txt", SHA256: sum(a), License: "PD"},
		{ID: "b", Type: TypeText, URL: srv.URL + "/b.txt"},
		{ID: "notes", Type: TypeLocal, Path: "notes.md"},
		{ID: "big", Type: TypeParquet, URL: srv.URL + "/missing.parquet", Optional: true},
	}})
	out := filepath.Join(dir, "data")
	var progress bytes.Buffer
	ix, err := Run(context.Background(), Options{Manifest: man, OutDir: out, Progress: &progress})
	if err != nil {
		t.Fatalf("Run: %v\n%s", err, progress.String())
	}
	if len(ix.Sources) != 3 || len(ix.Failed) != 0 {
		t.Fatalf("index = %+v, want 3 sources (the optional one skipped)", ix)
	}
	for id, want := range map[string][]byte{"a": a, "b": b, "notes": []byte("local notes")} {
		e, ok := ix.Lookup(id)
		if !ok || e.Reused || e.Bytes != int64(len(want)) || e.SHA256 != sum(want) || e.DownloadedAt == "" {
			t.Errorf("entry %s = %+v", id, e)
		}
		got, err := os.ReadFile(filepath.Join(out, e.Path))
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s content mismatch (err %v)", e.Path, err)
		}
	}
	if e, _ := ix.Lookup("notes"); e.Path != "raw/notes.md" {
		t.Errorf("local path = %s, want raw/notes.md", e.Path)
	}
	onDisk, err := ReadIndex(out)
	if err != nil || len(onDisk.Sources) != 3 {
		t.Fatalf("index.json = %+v, %v", onDisk, err)
	}

	// Second run: nothing is fetched again.
	before := len(fs.seen())
	ix, err = Run(context.Background(), Options{Manifest: man, OutDir: out})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(fs.seen()); n != before {
		t.Errorf("reuse run made %d requests", n-before)
	}
	for _, e := range ix.Sources {
		if !e.Reused {
			t.Errorf("%s not reused", e.ID)
		}
	}

	// --force fetches again; --only limits it to one source and keeps the
	// others in the index.
	ix, err = Run(context.Background(), Options{Manifest: man, OutDir: out, Only: []string{"b"}, Force: true})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(fs.seen()); n != before+1 {
		t.Errorf("--only b --force made %d requests, want 1", n-before)
	}
	if e, _ := ix.Lookup("b"); e.Reused {
		t.Error("--force reused b")
	}
	if len(ix.Sources) != 3 {
		t.Errorf("--only dropped other index entries: %+v", ix.Sources)
	}

	// An optional source is pulled when named; its failure is reported.
	ix, err = Run(context.Background(), Options{Manifest: man, OutDir: out, Only: []string{"big"}})
	if err == nil || !strings.Contains(err.Error(), "1 of 1 sources failed (big)") {
		t.Fatalf("err = %v", err)
	}
	if len(ix.Failed) != 1 || !strings.Contains(ix.Failed[0].Error, "404") {
		t.Errorf("failed = %+v", ix.Failed)
	}
	if _, err := Run(context.Background(), Options{Manifest: man, OutDir: out, Only: []string{"nope"}}); err == nil || !strings.Contains(err.Error(), "--only nope: no such source") {
		t.Errorf("unknown --only id: err = %v", err)
	}
}

func TestRunResumesPartialDownload(t *testing.T) {
	body := bytes.Repeat([]byte("0123456789"), 5000)
	fs := &fileServer{files: map[string][]byte{"/x.txt": body}}
	srv := httptest.NewServer(fs)
	defer srv.Close()
	dir := t.TempDir()
	man := writeManifest(t, dir, Manifest{Sources: []Source{{ID: "x", Type: TypeText, URL: srv.URL + "/x.txt", SHA256: sum(body)}}})
	out := filepath.Join(dir, "data")
	os.MkdirAll(filepath.Join(out, "raw"), 0o755)
	// A previous run died after 12345 bytes.
	if err := os.WriteFile(filepath.Join(out, "raw", "x.txt.part"), body[:12345], 0o644); err != nil {
		t.Fatal(err)
	}
	var progress bytes.Buffer
	ix, err := Run(context.Background(), Options{Manifest: man, OutDir: out, Progress: &progress})
	if err != nil {
		t.Fatal(err)
	}
	if reqs := fs.seen(); len(reqs) != 1 || reqs[0] != "/x.txt range=bytes=12345-" {
		t.Errorf("requests = %v, want one range request from 12345", reqs)
	}
	got, _ := os.ReadFile(filepath.Join(out, "raw", "x.txt"))
	if !bytes.Equal(got, body) {
		t.Fatalf("resumed file has %d bytes, want %d identical", len(got), len(body))
	}
	if _, err := os.Stat(filepath.Join(out, "raw", "x.txt.part")); !os.IsNotExist(err) {
		t.Error(".part left behind")
	}
	if e, _ := ix.Lookup("x"); e.SHA256 != sum(body) || !strings.Contains(progress.String(), "resuming") {
		t.Errorf("entry %+v, progress %q", e, progress.String())
	}

	// A server ignoring Range sends the whole file; it must not be appended.
	fs.set("/x.txt", body, true)
	os.Remove(filepath.Join(out, "raw", "x.txt"))
	os.WriteFile(filepath.Join(out, "raw", "x.txt.part"), body[:100], 0o644)
	if _, err := Run(context.Background(), Options{Manifest: man, OutDir: out}); err != nil {
		t.Fatal(err)
	}
	got, _ = os.ReadFile(filepath.Join(out, "raw", "x.txt"))
	if !bytes.Equal(got, body) {
		t.Fatalf("after a 200 response: %d bytes, want %d", len(got), len(body))
	}
}

func TestRunChecksumMismatch(t *testing.T) {
	fs := &fileServer{files: map[string][]byte{"/x.txt": []byte("tampered")}}
	srv := httptest.NewServer(fs)
	defer srv.Close()
	dir := t.TempDir()
	man := writeManifest(t, dir, Manifest{Sources: []Source{{ID: "x", Type: TypeText, URL: srv.URL + "/x.txt", SHA256: sum([]byte("original"))}}})
	out := filepath.Join(dir, "data")
	ix, err := Run(context.Background(), Options{Manifest: man, OutDir: out})
	if err == nil {
		t.Fatal("checksum mismatch not reported")
	}
	if len(ix.Failed) != 1 || !strings.Contains(ix.Failed[0].Error, "sha256 mismatch") {
		t.Errorf("failed = %+v", ix.Failed)
	}
	for _, name := range []string{"x.txt", "x.txt.part"} {
		if _, err := os.Stat(filepath.Join(out, "raw", name)); !os.IsNotExist(err) {
			t.Errorf("%s kept after a checksum mismatch", name)
		}
	}
	// A reused file that no longer matches is fetched again.
	os.WriteFile(filepath.Join(out, "raw", "x.txt"), []byte("stale"), 0o644)
	fs.set("/x.txt", []byte("original"), false)
	ix, err = Run(context.Background(), Options{Manifest: man, OutDir: out})
	if err != nil {
		t.Fatal(err)
	}
	if e, _ := ix.Lookup("x"); e.Reused || e.SHA256 != sum([]byte("original")) || len(ix.Failed) != 0 {
		t.Errorf("index after refetch = %+v", ix)
	}
}

func TestRunCancelled(t *testing.T) {
	block := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("partial"))
		w.(http.Flusher).Flush()
		select {
		case <-block:
		case <-r.Context().Done():
		}
	}))
	defer srv.Close()
	defer close(block)
	dir := t.TempDir()
	man := writeManifest(t, dir, Manifest{Sources: []Source{{ID: "x", Type: TypeText, URL: srv.URL + "/x"}}})
	baseline := runtime.NumGoroutine()
	ctx, cancel := context.WithCancel(context.Background())
	var progress syncBuffer
	done := make(chan error, 1)
	go func() {
		_, err := Run(ctx, Options{Manifest: man, OutDir: filepath.Join(dir, "data"), Progress: &progress})
		done <- err
	}()
	for !strings.Contains(progress.String(), "downloading") {
		select {
		case err := <-done:
			t.Fatalf("Run ended early: %v", err)
		case <-time.After(5 * time.Millisecond):
		}
	}
	cancel()
	if err := <-done; err == nil {
		t.Fatal("cancelled Run returned nil")
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "data", "raw", "x.txt.part")); string(b) != "partial" {
		t.Errorf(".part = %q, want the bytes received so far for a later resume", b)
	}
	srv.CloseClientConnections()
	http.DefaultClient.CloseIdleConnections()
	for i := 0; i < 100 && runtime.NumGoroutine() > baseline; i++ {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > baseline {
		t.Errorf("%d goroutines after cancel, %d before", n, baseline)
	}
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func TestManifestValidation(t *testing.T) {
	tests := []struct {
		src  Source
		want string
	}{
		{Source{ID: "a b", Type: TypeText, URL: "https://x"}, "id must be"},
		{Source{ID: "a", Type: "zip", URL: "https://x"}, `type "zip"`},
		{Source{ID: "a", Type: TypeText, URL: "ftp://x"}, "url must be"},
		{Source{ID: "a", Type: TypeLocal}, "needs path"},
		{Source{ID: "a", Type: TypeText, URL: "https://x", SHA256: "abc"}, "64 hex"},
	}
	for _, tt := range tests {
		m := Manifest{Sources: []Source{tt.src}}
		if err := m.Validate(); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Validate(%+v) = %v, want %q", tt.src, err, tt.want)
		}
	}
	dup := Manifest{Sources: []Source{{ID: "a", Type: TypeText, URL: "https://x"}, {ID: "a", Type: TypeText, URL: "https://y"}}}
	if err := dup.Validate(); err == nil || !strings.Contains(err.Error(), "duplicate") {
		t.Errorf("duplicate id: %v", err)
	}
	if err := DefaultManifest().Validate(); err != nil {
		t.Errorf("DefaultManifest: %v", err)
	}
	var required int
	for _, s := range DefaultManifest().Sources {
		if !s.Optional {
			required++
		}
	}
	if required != 5 {
		t.Errorf("DefaultManifest has %d required sources, want the seed's 5 texts", required)
	}
	p := filepath.Join(t.TempDir(), "m.json")
	os.WriteFile(p, []byte(`{"version":1,"sources":[],"extra":1}`), 0o644)
	if _, err := LoadManifest(p); err == nil || !strings.Contains(err.Error(), "m.json") {
		t.Errorf("unknown manifest field: %v", err)
	}
}

type oolongRow struct {
	ID         int64  `parquet:"id"`
	Question   string `parquet:"question"`
	Answer     string `parquet:"answer"`
	AnswerType string `parquet:"answer_type"`
	ContextLen int32  `parquet:"context_len"`
}

func TestReadParquetRowsViaPull(t *testing.T) {
	var buf bytes.Buffer
	rows := []oolongRow{
		{1, "How many entity labels?", "[3]", "ANSWER_TYPE.NUMERIC", 1024},
		{2, "Most common label?", "['entity']", "ANSWER_TYPE.LABEL", 2048},
	}
	if err := parquet.Write(&buf, rows); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(&fileServer{files: map[string][]byte{"/data/validation-00000.parquet": buf.Bytes()}})
	defer srv.Close()
	dir := t.TempDir()
	man := writeManifest(t, dir, Manifest{Sources: []Source{{ID: "oolong", Type: TypeParquet, URL: srv.URL + "/data/validation-00000.parquet", Optional: true}}})
	out := filepath.Join(dir, "data")
	if _, err := Run(context.Background(), Options{Manifest: man, OutDir: out, All: true}); err != nil {
		t.Fatal(err)
	}
	got, err := ReadRows(filepath.Join(out, "raw", "oolong.parquet"))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 {
		t.Fatalf("got %d rows", len(got))
	}
	if got[1]["answer"] != "['entity']" || got[0]["question"] != "How many entity labels?" || fmt.Sprint(got[0]["context_len"]) != "1024" || fmt.Sprint(got[1]["id"]) != "2" {
		t.Errorf("rows = %#v", got)
	}
	if _, err := ReadParquetRows(man); err == nil || !strings.Contains(err.Error(), "not a readable parquet file") {
		t.Errorf("reading JSON as parquet: %v", err)
	}
}

func TestReadRowsJSON(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a.jsonl"), []byte("{\"q\":1}\n\n{\"q\":2}\n{bad\n"), 0o644)
	if _, err := ReadRows(filepath.Join(dir, "a.jsonl")); err == nil || !strings.Contains(err.Error(), "a.jsonl line 4") {
		t.Errorf("jsonl error = %v", err)
	}
	os.WriteFile(filepath.Join(dir, "b.json"), []byte(`[{"_id":"x","choice_A":"1"}]`), 0o644)
	rows, err := ReadRows(filepath.Join(dir, "b.json"))
	if err != nil || len(rows) != 1 || rows[0]["choice_A"] != "1" {
		t.Errorf("json rows = %v, %v", rows, err)
	}
}
