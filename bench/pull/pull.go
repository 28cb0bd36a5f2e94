package pull

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/rlm-go/rlm/bench"
)

// Options configure Run.
type Options struct {
	Manifest   string   // manifest file; "" for DefaultManifest
	OutDir     string   // data directory; raw/ and index.json go here
	Only       []string // source ids to pull; empty means every non-optional source
	All        bool     // include optional sources
	Force      bool     // download again even when a verified file exists
	HTTPClient *http.Client
	Progress   io.Writer // human progress lines; nil for silence
}

// Index is index.json: what is in raw/ and what failed on the last pull.
type Index struct {
	Sources []Entry   `json:"sources"`
	Failed  []Failure `json:"failed"`
}

// Entry describes one pulled file. Path is relative to the data directory.
type Entry struct {
	ID           string `json:"id"`
	Type         string `json:"type"`
	URL          string `json:"url,omitempty"`
	License      string `json:"license,omitempty"`
	Path         string `json:"path"`
	Bytes        int64  `json:"bytes"`
	SHA256       string `json:"sha256"`
	Reused       bool   `json:"reused"`
	DownloadedAt string `json:"downloaded_at"`
}

// Failure is a source that could not be pulled.
type Failure struct {
	ID    string `json:"id"`
	Error string `json:"error"`
}

// Lookup returns the entry for id.
func (ix *Index) Lookup(id string) (Entry, bool) {
	for _, e := range ix.Sources {
		if e.ID == id {
			return e, true
		}
	}
	return Entry{}, false
}

// ReadIndex reads <dataDir>/index.json.
func ReadIndex(dataDir string) (*Index, error) {
	b, err := os.ReadFile(filepath.Join(dataDir, "index.json"))
	if err != nil {
		return nil, err
	}
	var ix Index
	if err := json.Unmarshal(b, &ix); err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(dataDir, "index.json"), err)
	}
	return &ix, nil
}

// Run pulls the selected sources into opts.OutDir and writes index.json,
// keeping entries of sources not pulled this time. A failed source does not
// stop the others; Run returns the index and an error naming the failures.
func Run(ctx context.Context, opts Options) (*Index, error) {
	m, err := LoadManifest(opts.Manifest)
	if err != nil {
		return nil, err
	}
	if opts.OutDir == "" {
		return nil, errors.New("pull: no output directory")
	}
	selected, err := selectSources(m, opts.Only, opts.All)
	if err != nil {
		return nil, err
	}
	rawDir := filepath.Join(opts.OutDir, "raw")
	if err := os.MkdirAll(rawDir, 0o755); err != nil {
		return nil, err
	}
	ix, err := ReadIndex(opts.OutDir)
	if err != nil {
		if !errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("%w (delete it to start a fresh index)", err)
		}
		ix = &Index{}
	}
	p := &puller{client: opts.HTTPClient, progress: opts.Progress, force: opts.Force}
	if p.client == nil {
		p.client = http.DefaultClient
	}
	if p.progress == nil {
		p.progress = io.Discard
	}

	var failed []Failure
	done := map[string]bool{}
	for _, s := range selected {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		done[s.ID] = true
		e, err := p.pullOne(ctx, s, opts.OutDir)
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			fmt.Fprintf(p.progress, "%s: FAILED: %v\n", s.ID, err)
			failed = append(failed, Failure{ID: s.ID, Error: err.Error()})
			ix.Sources = slices.DeleteFunc(ix.Sources, func(x Entry) bool { return x.ID == s.ID })
			continue
		}
		ix.Sources = slices.DeleteFunc(ix.Sources, func(x Entry) bool { return x.ID == s.ID })
		ix.Sources = append(ix.Sources, e)
	}
	ix.Failed = slices.DeleteFunc(ix.Failed, func(f Failure) bool { return done[f.ID] })
	ix.Failed = append(ix.Failed, failed...)
	slices.SortFunc(ix.Sources, func(a, b Entry) int { return strings.Compare(a.ID, b.ID) })
	if ix.Failed == nil {
		ix.Failed = []Failure{}
	}
	b, err := json.MarshalIndent(ix, "", "  ")
	if err != nil {
		return nil, err
	}
	if err := bench.WriteFileAtomic(filepath.Join(opts.OutDir, "index.json"), append(b, '\n')); err != nil {
		return nil, err
	}
	if len(failed) > 0 {
		ids := make([]string, len(failed))
		for i, f := range failed {
			ids[i] = f.ID
		}
		return ix, fmt.Errorf("%d of %d sources failed (%s); see %s", len(failed), len(selected), strings.Join(ids, ", "), filepath.Join(opts.OutDir, "index.json"))
	}
	return ix, nil
}

func selectSources(m *Manifest, only []string, all bool) ([]Source, error) {
	if len(only) == 0 {
		var out []Source
		for _, s := range m.Sources {
			if all || !s.Optional {
				out = append(out, s)
			}
		}
		return out, nil
	}
	byID := map[string]Source{}
	var ids []string
	for _, s := range m.Sources {
		byID[s.ID] = s
		ids = append(ids, s.ID)
	}
	var out []Source
	for _, id := range only {
		s, ok := byID[id]
		if !ok {
			return nil, fmt.Errorf("--only %s: no such source in the manifest (have %s)", id, strings.Join(ids, ", "))
		}
		out = append(out, s)
	}
	return out, nil
}

type puller struct {
	client   *http.Client
	progress io.Writer
	force    bool
}

func (p *puller) pullOne(ctx context.Context, s Source, outDir string) (Entry, error) {
	rel := filepath.Join("raw", s.ID+"."+s.Ext())
	dest := filepath.Join(outDir, rel)
	e := Entry{ID: s.ID, Type: s.Type, URL: s.URL, License: s.License, Path: filepath.ToSlash(rel)}
	if s.Type == TypeLocal && s.URL == "" {
		abs, err := filepath.Abs(s.Path)
		if err != nil {
			abs = s.Path
		}
		e.URL = "file://" + filepath.ToSlash(abs)
	}

	if p.force {
		os.Remove(dest)
		os.Remove(dest + ".part")
	} else if sum, n, err := fileSHA256(dest); err == nil {
		if s.SHA256 == "" || strings.EqualFold(sum, s.SHA256) {
			fi, _ := os.Stat(dest)
			e.Bytes, e.SHA256, e.Reused = n, sum, true
			e.DownloadedAt = fi.ModTime().UTC().Format(time.RFC3339)
			fmt.Fprintf(p.progress, "%s: reused %s (%s)\n", s.ID, rel, humanBytes(n))
			return e, nil
		}
		fmt.Fprintf(p.progress, "%s: existing file does not match sha256; downloading again\n", s.ID)
		os.Remove(dest)
	}

	part := dest + ".part"
	var err error
	switch {
	case s.Path != "" && (s.Type == TypeLocal || s.URL == ""):
		err = copyFile(s.Path, part)
	case strings.HasPrefix(s.URL, "file://"):
		err = copyFile(strings.TrimPrefix(s.URL, "file://"), part)
	default:
		err = p.download(ctx, s, part)
	}
	if err != nil {
		return Entry{}, err
	}
	sum, n, err := fileSHA256(part)
	if err != nil {
		return Entry{}, err
	}
	if s.SHA256 != "" && !strings.EqualFold(sum, s.SHA256) {
		os.Remove(part)
		return Entry{}, fmt.Errorf("sha256 mismatch: got %s, manifest says %s (download removed; fix the manifest or the URL)", sum, strings.ToLower(s.SHA256))
	}
	if err := os.Rename(part, dest); err != nil {
		return Entry{}, err
	}
	e.Bytes, e.SHA256 = n, sum
	e.DownloadedAt = time.Now().UTC().Format(time.RFC3339)
	fmt.Fprintf(p.progress, "%s: wrote %s (%s)\n", s.ID, rel, humanBytes(n))
	return e, nil
}

// download fetches s.URL into part, continuing from part's current size
// when the server honours Range. A server that ignores Range (200 instead
// of 206) gets a fresh download.
func (p *puller) download(ctx context.Context, s Source, part string) error {
	var offset int64
	if fi, err := os.Stat(part); err == nil {
		offset = fi.Size()
	}
	for attempt := 0; attempt < 2; attempt++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.URL, nil)
		if err != nil {
			return err
		}
		req.Header.Set("User-Agent", "rlm-bench/1 (+https://github.com/rlm-go/rlm)")
		if offset > 0 {
			req.Header.Set("Range", "bytes="+strconv.FormatInt(offset, 10)+"-")
		}
		resp, err := p.client.Do(req)
		if err != nil {
			return fmt.Errorf("GET %s: %w", s.URL, err)
		}
		flag := os.O_CREATE | os.O_WRONLY | os.O_TRUNC
		switch {
		case resp.StatusCode == http.StatusPartialContent && offset > 0 && contentRangeStart(resp.Header.Get("Content-Range")) == offset:
			flag = os.O_WRONLY | os.O_APPEND
			fmt.Fprintf(p.progress, "%s: resuming at %s\n", s.ID, humanBytes(offset))
		case resp.StatusCode == http.StatusRequestedRangeNotSatisfiable && offset > 0:
			// The .part is as long as or longer than the file: start over.
			resp.Body.Close()
			os.Remove(part)
			offset = 0
			continue
		case resp.StatusCode == http.StatusOK:
			offset = 0
			fmt.Fprintf(p.progress, "%s: downloading %s\n", s.ID, s.URL)
		default:
			resp.Body.Close()
			return fmt.Errorf("GET %s: %s", s.URL, resp.Status)
		}
		err = writeBody(resp.Body, part, flag)
		resp.Body.Close()
		if err != nil {
			return fmt.Errorf("GET %s: %w (partial download kept in %s; run pull again to resume)", s.URL, err, part)
		}
		return nil
	}
	return fmt.Errorf("GET %s: server rejected every range request", s.URL)
}

func writeBody(body io.Reader, path string, flag int) error {
	f, err := os.OpenFile(path, flag, 0o644)
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, body); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// contentRangeStart parses "bytes 100-199/200" into 100, or -1.
func contentRangeStart(h string) int64 {
	h = strings.TrimPrefix(strings.TrimSpace(h), "bytes ")
	i := strings.IndexByte(h, '-')
	if i <= 0 {
		return -1
	}
	n, err := strconv.ParseInt(h[:i], 10, 64)
	if err != nil {
		return -1
	}
	return n
}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return fmt.Errorf("local source: %w", err)
	}
	defer in.Close()
	return writeBody(in, dst, os.O_CREATE|os.O_WRONLY|os.O_TRUNC)
}

func fileSHA256(path string) (string, int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", 0, err
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.Copy(h, f)
	if err != nil {
		return "", 0, err
	}
	return hex.EncodeToString(h.Sum(nil)), n, nil
}

func humanBytes(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}
