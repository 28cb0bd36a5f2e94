// Package filesearch searches a workspace's files the way ripgrep does by
// default (rg in the host API) and lists them by glob (find_files). Every
// file is opened through an os.Root, so neither follows a path out of the
// workspace, whatever a shell command does to the tree meanwhile.
//
// Grep keeps ripgrep's defaults: it skips hidden files and directories,
// files with a NUL byte (binary), symbolic links, and what .ignore, .rgignore
// and, inside a git repository (a .git at the workspace or above), .gitignore
// files and .git/info/exclude ignore. Ignore files are read from the
// workspace down, never from its parents. Patterns are Go regular
// expressions (RE2, ripgrep's own syntax but for a few Unicode classes).
package filesearch

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// Defaults of the options.
const (
	DefaultMaxMatches   = 1000
	DefaultMaxLineBytes = 2000
	DefaultMaxFiles     = 10000
	// maxLineRead bounds the part of one line that is searched.
	maxLineRead = 16 << 20
)

// Match is one line Grep found.
type Match struct {
	Path string // slash-separated, relative to the workspace
	Line int    // 1-based
	Text string // without its newline, cut at MaxLineBytes
}

// GrepOptions narrows a search. Zero values take the defaults.
type GrepOptions struct {
	// Path is the file or directory to search, relative to the root; ""
	// and "." mean all of it. A file named here is searched even when an
	// ignore file or its name would skip it, as ripgrep does.
	Path string
	// Glob is ripgrep's --glob: only files matching it are searched
	// (matching overrides the ignore files and hiding), or with a leading
	// "!", files matching it are not.
	Glob string
	// MaxMatches bounds the matches returned; the result says when more
	// were found.
	MaxMatches int
	// MaxLineBytes cuts each matching line's text.
	MaxLineBytes int
}

// Grep returns the lines of files under opts.Path matching pattern, by path
// then line number, and whether there were more than opts.MaxMatches.
func Grep(ctx context.Context, root *os.Root, pattern string, opts GrepOptions) ([]Match, bool, error) {
	rx, err := regexp.Compile(pattern)
	if err != nil {
		return nil, false, fmt.Errorf("pattern: %w", err)
	}
	if opts.MaxMatches <= 0 {
		opts.MaxMatches = DefaultMaxMatches
	}
	if opts.MaxLineBytes <= 0 {
		opts.MaxLineBytes = DefaultMaxLineBytes
	}
	start, err := relPath(opts.Path)
	if err != nil {
		return nil, false, err
	}
	w := &walker{root: root, rules: map[string][]glob{}}
	if opts.Glob != "" {
		neg := strings.HasPrefix(opts.Glob, "!")
		g, ok, err := parseGlob(strings.TrimPrefix(opts.Glob, "!"), "")
		if err != nil {
			return nil, false, fmt.Errorf("glob: %w", err)
		}
		if ok {
			g.negate = neg
			w.override = []glob{g}
			w.whitelist = !neg
		}
	}
	st, err := root.Stat(start)
	if err != nil {
		return nil, false, err
	}
	var out []Match
	more := false
	search := func(rel string) error {
		ms, err := grepFile(root, rel, rx, opts.MaxLineBytes)
		if err != nil {
			return err
		}
		for _, m := range ms {
			if len(out) == opts.MaxMatches {
				more = true
				return errStop
			}
			out = append(out, m)
		}
		return nil
	}
	if !st.IsDir() {
		if err := search(start); err != nil && err != errStop {
			return nil, false, err
		}
		return out, more, nil
	}
	w.git = inGitRepo(root.Name())
	if w.git {
		w.exclude = w.load(".git/info/exclude", "")
	}
	// Ignore files above the start directory apply too.
	if start != "." {
		dirs := strings.Split(start, "/")
		for i := range dirs {
			w.loadDir(strings.Join(dirs[:i], "/"))
		}
	}
	err = fs.WalkDir(root.FS(), start, func(rel string, d fs.DirEntry, err error) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err != nil {
			if rel == start {
				return err
			}
			return nil // unreadable: skipped, as ripgrep goes on
		}
		if rel == start {
			w.loadDir(dirKey(rel))
			return nil
		}
		if d.IsDir() {
			if w.skip(rel, true) {
				return fs.SkipDir
			}
			w.loadDir(rel)
			return nil
		}
		if !d.Type().IsRegular() || w.skip(rel, false) {
			return nil
		}
		return search(rel)
	})
	if err != nil && err != errStop {
		return nil, false, err
	}
	slices.SortStableFunc(out, func(a, b Match) int { return strings.Compare(a.Path, b.Path) })
	return out, more, nil
}

var errStop = errors.New("enough matches")

// relPath cleans a path given relative to the root.
func relPath(p string) (string, error) {
	if p == "" {
		return ".", nil
	}
	p = path.Clean(filepath.ToSlash(p))
	if path.IsAbs(p) || p == ".." || strings.HasPrefix(p, "../") {
		return "", fmt.Errorf("path %q is not inside the workspace", p)
	}
	return p, nil
}

func dirKey(rel string) string {
	if rel == "." {
		return ""
	}
	return rel
}

// walker decides, like ripgrep's ignore rules, which entries to skip.
type walker struct {
	root *os.Root
	git  bool
	// rules are the ignore files' patterns by directory ("" the root);
	// exclude is .git/info/exclude's, below them all.
	rules   map[string][]glob
	exclude []glob
	// override is the glob option; whitelist is set when it includes.
	override  []glob
	whitelist bool
}

// loadDir reads the ignore files of directory dir, lowest priority first.
func (w *walker) loadDir(dir string) {
	if _, done := w.rules[dir]; done {
		return
	}
	var rules []glob
	names := []string{".ignore", ".rgignore"}
	if w.git {
		names = append([]string{".gitignore"}, names...)
	}
	for _, n := range names {
		rules = append(rules, w.load(path.Join(dir, n), dir)...)
	}
	w.rules[dir] = rules
}

// load reads the patterns of the ignore file at rel, relative to
// directory dir. A missing or unreadable file has none; a malformed line is
// skipped, as git does.
func (w *walker) load(rel, dir string) []glob {
	f, err := w.root.Open(rel)
	if err != nil {
		return nil
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		return nil
	}
	var out []glob
	sc := bufio.NewScanner(io.LimitReader(f, 1<<20))
	for sc.Scan() {
		if g, ok, err := parseGlob(sc.Text(), dir); err == nil && ok {
			out = append(out, g)
		}
	}
	return out
}

// skip applies, in ripgrep's order: the glob option, the ignore files,
// then hiding (which an ignore file's "!" pattern lifts).
func (w *walker) skip(rel string, isDir bool) bool {
	switch lastMatch(w.override, rel, isDir) {
	case ignored: // the glob matched: included whatever else says
		return false
	case included: // a "!glob" matched
		return true
	}
	if w.whitelist && !isDir {
		return true
	}
	all := append(slices.Clip(w.exclude), w.rules[""]...)
	if d := dirOf(rel); d != "" {
		parts := strings.Split(d, "/")
		for i := range parts {
			all = append(all, w.rules[strings.Join(parts[:i+1], "/")]...)
		}
	}
	switch lastMatch(all, rel, isDir) {
	case ignored:
		return true
	case included:
		return false
	}
	return strings.HasPrefix(path.Base(rel), ".")
}

// inGitRepo reports whether dir or one of its parents holds .git, as
// ripgrep requires before it reads .gitignore files.
func inGitRepo(dir string) bool {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return false
	}
	for {
		if _, err := os.Lstat(filepath.Join(abs, ".git")); err == nil {
			return true
		}
		parent := filepath.Dir(abs)
		if parent == abs {
			return false
		}
		abs = parent
	}
}

// grepFile returns the matching lines of one file, none for a binary file
// (one holding a NUL byte).
func grepFile(root *os.Root, rel string, rx *regexp.Regexp, maxLine int) ([]Match, error) {
	f, err := root.Open(rel)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		return nil, nil // swapped for something else since the walk
	}
	br := bufio.NewReaderSize(f, 64<<10)
	var out []Match
	var line []byte
	n := 0
	for {
		chunk, err := br.ReadSlice('\n')
		if bytes.IndexByte(chunk, 0) >= 0 {
			return nil, nil
		}
		if room := maxLineRead - len(line); room > 0 {
			line = append(line, chunk[:min(len(chunk), room)]...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if len(line) > 0 || err == nil {
			n++
			text := bytes.TrimSuffix(line, []byte("\n"))
			if rx.Match(text) {
				out = append(out, Match{Path: rel, Line: n, Text: cutLine(text, maxLine)})
			}
			line = line[:0]
		}
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
	}
}

// cutLine is a line's text, valid UTF-8, cut at max bytes on a character
// boundary with a note of what was cut.
func cutLine(b []byte, max int) string {
	if len(b) <= max {
		return strings.ToValidUTF8(string(b), "\uFFFD")
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(b[cut]) {
		cut--
	}
	return strings.ToValidUTF8(string(b[:cut]), "\uFFFD") + fmt.Sprintf(" [... %d more bytes]", len(b)-cut)
}

// Find returns the regular files of the workspace whose path matches
// pattern, sorted: a pattern without a slash matches the file's name at
// any depth (find -name), one with a slash the whole path from the
// workspace, where ** stands for any number of directories. Hidden and
// ignored files are listed too (find lists them); .git directories are
// not. The bool says there were more than max (0: DefaultMaxFiles).
func Find(ctx context.Context, root *os.Root, pattern string, max int) ([]string, bool, error) {
	if max <= 0 {
		max = DefaultMaxFiles
	}
	g, ok, err := parseGlob(pattern, "")
	if err != nil {
		return nil, false, fmt.Errorf("glob: %w", err)
	}
	if !ok || g.negate {
		return nil, false, fmt.Errorf("glob %q: give a pattern such as \"*.go\" or \"src/**/*.md\"", pattern)
	}
	var out []string
	more := false
	err = fs.WalkDir(root.FS(), ".", func(rel string, d fs.DirEntry, err error) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err != nil {
			if rel == "." {
				return err
			}
			return nil
		}
		if d.IsDir() {
			if d.Name() == ".git" {
				return fs.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() || !g.match(rel, false) {
			return nil
		}
		if len(out) == max {
			more = true
			return errStop
		}
		out = append(out, rel)
		return nil
	})
	if err != nil && err != errStop {
		return nil, false, err
	}
	slices.Sort(out)
	return out, more, nil
}
