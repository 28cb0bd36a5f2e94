package build

import (
	"context"
	"fmt"
	"html"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"

	"github.com/rlm-go/rlm/bench/pull"
	"github.com/rlm-go/rlm/internal/lazyre"
)

// doc is one source document.
type doc struct {
	ID   string
	Path string
	Text string
}

// GoRoot finds the Go distribution: `go env GOROOT`, else the GOROOT this
// binary was built with.
func GoRoot(ctx context.Context) string {
	out, err := exec.CommandContext(ctx, "go", "env", "GOROOT").Output()
	if err == nil {
		if s := strings.TrimSpace(string(out)); s != "" {
			return s
		}
	}
	return runtime.GOROOT() //nolint:staticcheck // only the fallback
}

// resolver turns source references into documents.
type resolver struct {
	dataDir string
	goroot  string
	index   *pull.Index
}

// files lists the files a reference names (sorted), with a document id for
// each. A directory expands to its text-like files.
func (r *resolver) files(ref string) ([]doc, error) {
	var base, prefix string
	switch {
	case strings.HasPrefix(ref, "goroot:"):
		if r.goroot == "" {
			return nil, fmt.Errorf("source %q: GOROOT not found (is go on PATH?)", ref)
		}
		rel := strings.TrimPrefix(ref, "goroot:")
		base, prefix = filepath.Join(r.goroot, filepath.FromSlash(rel)), "goroot/"+rel
	case strings.HasPrefix(ref, "path:"):
		base = strings.TrimPrefix(ref, "path:")
		prefix = filepath.Base(base)
	default:
		if r.index == nil {
			ix, err := pull.ReadIndex(r.dataDir)
			if err != nil {
				return nil, fmt.Errorf("source %q: %w (run `rlm-bench pull` first, or pass --data)", ref, err)
			}
			r.index = ix
		}
		e, ok := r.index.Lookup(ref)
		if !ok {
			return nil, fmt.Errorf("source %q is not in %s (run `rlm-bench pull --only %s`)", ref, filepath.Join(r.dataDir, "index.json"), ref)
		}
		return []doc{{ID: ref, Path: filepath.Join(r.dataDir, filepath.FromSlash(e.Path))}}, nil
	}
	fi, err := os.Stat(base)
	if err != nil {
		return nil, fmt.Errorf("source %q: %w", ref, err)
	}
	if !fi.IsDir() {
		return []doc{{ID: sanitizeID(prefix), Path: base}}, nil
	}
	var out []doc
	err = filepath.WalkDir(base, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); p != base && (n == "testdata" || strings.HasPrefix(n, ".") || n == "vendor") {
				return filepath.SkipDir
			}
			return nil
		}
		if textLike(p) {
			rel, _ := filepath.Rel(base, p)
			out = append(out, doc{ID: sanitizeID(prefix + "/" + filepath.ToSlash(rel)), Path: p})
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("source %q: %w", ref, err)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out, nil
}

func textLike(p string) bool {
	if strings.HasSuffix(p, "_test.go") {
		return false
	}
	switch strings.ToLower(filepath.Ext(p)) {
	case ".go", ".txt", ".md", ".html", ".htm":
		return true
	}
	return false
}

var idJunk = lazyre.New(`[^A-Za-z0-9_.\-/]+`)

func sanitizeID(s string) string { return idJunk.ReplaceAllString(s, "_") }

// load reads and cleans a document's text.
func (d *doc) load() error {
	if d.Text != "" {
		return nil
	}
	b, err := os.ReadFile(d.Path)
	if err != nil {
		return err
	}
	d.Text = cleanText(d.Path, string(b))
	return nil
}

var (
	tagRE       = lazyre.New(`(?s)<script.*?</script>|<style.*?</style>|<[^>]+>`)
	blankRunsRE = lazyre.New(`\n[ \t]*\n(?:[ \t]*\n)+`)
)

// cleanText strips markup and Project Gutenberg's licence header and
// footer, so segments hold the work itself.
func cleanText(path, s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	if ext := strings.ToLower(filepath.Ext(path)); ext == ".html" || ext == ".htm" {
		s = html.UnescapeString(tagRE.ReplaceAllString(s, ""))
	}
	if i := strings.Index(s, "*** START OF"); i >= 0 {
		if j := strings.Index(s[i:], "\n"); j >= 0 {
			s = s[i+j+1:]
		}
	}
	if i := strings.Index(s, "*** END OF"); i >= 0 {
		s = s[:i]
	}
	return strings.TrimSpace(blankRunsRE.ReplaceAllString(s, "\n\n"))
}

// segments cuts text into pieces of size characters overlapping by
// overlap, preferring to end each piece at a paragraph or line break so
// segments do not start mid-word.
func segments(text string, size, overlap int) []string {
	var out []string
	start := 0
	for start < len(text) {
		end := min(len(text), start+size)
		if end < len(text) {
			window := text[start+size/2 : end]
			if i := strings.LastIndex(window, "\n\n"); i >= 0 {
				end = start + size/2 + i
			} else if i := strings.LastIndexAny(window, "\n. "); i >= 0 {
				end = start + size/2 + i + 1
			}
		}
		out = append(out, strings.TrimSpace(text[start:end]))
		if end == len(text) {
			break
		}
		next := end - overlap
		for next > start && next < len(text) && !isBreak(text[next-1]) {
			next--
		}
		if next <= start {
			next = end
		}
		start = next
	}
	return out
}

func isBreak(c byte) bool { return c == ' ' || c == '\n' || c == '\t' }
