package filesearch

import (
	"fmt"
	"path"
	"regexp"
	"strings"
)

// glob is one gitignore-style pattern (gitignore(5)), compiled: the rules
// of .gitignore, .ignore and .rgignore files, of rg's glob and of
// find_files.
type glob struct {
	re *regexp.Regexp
	// base is the directory the pattern is relative to, "" for the root.
	base    string
	negate  bool // "!pattern": re-include
	dirOnly bool // "pattern/": directories only
}

// parseGlob reads one pattern line of an ignore file in directory base
// (relative to the root, "" for the root itself). ok is false for blank
// lines and comments.
func parseGlob(line, base string) (g glob, ok bool, err error) {
	line = strings.TrimSuffix(line, "\r")
	// Trailing spaces are dropped unless escaped with a backslash.
	for strings.HasSuffix(line, " ") && !strings.HasSuffix(line, "\\ ") {
		line = line[:len(line)-1]
	}
	if line == "" || strings.HasPrefix(line, "#") {
		return glob{}, false, nil
	}
	g.base = base
	if strings.HasPrefix(line, "!") {
		g.negate, line = true, line[1:]
	}
	if strings.HasSuffix(line, "/") && !strings.HasSuffix(line, "\\/") {
		g.dirOnly, line = true, strings.TrimRight(line, "/")
	}
	if line == "" {
		return glob{}, false, nil
	}
	// A slash at the start or in the middle anchors the pattern to its
	// directory; without one it matches a name at any depth.
	anchored := strings.Contains(line, "/")
	line = strings.TrimPrefix(line, "/")
	expr, err := globRegexp(line)
	if err != nil {
		return glob{}, false, fmt.Errorf("pattern %q: %w", line, err)
	}
	if !anchored {
		expr = "(?:.*/)?" + expr
	}
	g.re, err = regexp.Compile("^" + expr + "$")
	if err != nil {
		return glob{}, false, fmt.Errorf("pattern %q: %w", line, err)
	}
	return g, true, nil
}

// globRegexp translates a pattern's wildcards: * and ? within one path
// component, [...] classes, ** as any number of directories, \x as x.
func globRegexp(p string) (string, error) {
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch {
		case strings.HasPrefix(p[i:], "**/") && (i == 0 || p[i-1] == '/'):
			b.WriteString("(?:.*/)?")
			i += 2
		case strings.HasPrefix(p[i:], "**") && i+2 == len(p) && (i == 0 || p[i-1] == '/'):
			b.WriteString(".*")
			i++
		case c == '*':
			for i+1 < len(p) && p[i+1] == '*' {
				i++ // other runs of stars are one star
			}
			b.WriteString("[^/]*")
		case c == '?':
			b.WriteString("[^/]")
		case c == '\\' && i+1 < len(p):
			i++
			b.WriteString(regexp.QuoteMeta(p[i : i+1]))
		case c == '[':
			end := classEnd(p, i)
			if end < 0 {
				b.WriteString(`\[`)
				continue
			}
			class := p[i+1 : end]
			b.WriteByte('[')
			if strings.HasPrefix(class, "!") || strings.HasPrefix(class, "^") {
				b.WriteByte('^')
				class = class[1:]
			}
			b.WriteString(strings.ReplaceAll(class, `\`, `\\`))
			b.WriteByte(']')
			i = end
		default:
			b.WriteString(regexp.QuoteMeta(p[i : i+1]))
		}
	}
	return b.String(), nil
}

// classEnd is the index of the ] closing the class opened at p[i], or -1.
func classEnd(p string, i int) int {
	j := i + 1
	if j < len(p) && (p[j] == '!' || p[j] == '^') {
		j++
	}
	if j < len(p) && p[j] == ']' {
		j++ // a ] first is a member
	}
	for ; j < len(p); j++ {
		if p[j] == ']' {
			return j
		}
	}
	return -1
}

// match reports whether the pattern matches rel, a slash-separated path
// relative to the root.
func (g glob) match(rel string, isDir bool) bool {
	if g.dirOnly && !isDir {
		return false
	}
	if g.base != "" {
		if !strings.HasPrefix(rel, g.base+"/") {
			return false
		}
		rel = rel[len(g.base)+1:]
	}
	return g.re.MatchString(rel)
}

// verdict is what the last matching pattern of a list says of a path.
type verdict int

const (
	noMatch verdict = iota
	ignored
	included
)

func lastMatch(globs []glob, rel string, isDir bool) verdict {
	for i := len(globs) - 1; i >= 0; i-- {
		if globs[i].match(rel, isDir) {
			if globs[i].negate {
				return included
			}
			return ignored
		}
	}
	return noMatch
}

// dirOf is the directory part of a slash path, "" for the root.
func dirOf(rel string) string {
	d := path.Dir(rel)
	if d == "." {
		return ""
	}
	return d
}
