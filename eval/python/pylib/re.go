package pylib

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/dlclark/regexp2"
	"github.com/go-python/gpython/py"
)

// Python's re on github.com/dlclark/regexp2, whose syntax (lookbehind,
// backreferences, inline flags) is close to Python's. Indices are in
// characters on both sides.

const (
	reI = 2
	reL = 4
	reM = 8
	reS = 16
	reU = 32
	reX = 64
	reA = 256
)

// reTimeout bounds one regexp2 match so catastrophic backtracking cannot
// hang a cell forever.
const reTimeout = 10 * time.Second

var (
	patternType = py.NewType("re.Pattern", "Compiled regular expression object.")
	matchType   = py.NewType("re.Match", "The result of re.match() and re.search().")
	reError     = py.ExceptionType.NewType("error", "Exception raised for invalid regular expressions.", nil, nil)
)

type pattern struct {
	src    string
	flags  int
	re     *regexp2.Regexp
	anchor *regexp2.Regexp // \G(?:src): match at the start position
	full   *regexp2.Regexp // \G(?:src)\z
	groups int
	names  []string
	parent []int // parent[g] is the group enclosing group g, or 0

	// What nonEmptyAt compiles its variant from: the regexp2 source, the
	// text closing a group around it, and the options.
	translated, closing string
	options             regexp2.RegexOptions
	nonEmptyOnce        sync.Once
	nonEmpty            *regexp2.Regexp

	slow slowRegexps
	ctx  py.Context // the session that made or used it, for findRunes
}

func (p *pattern) Type() *py.Type { return patternType }

// reFlagNames are the flags Pattern's repr spells out, in CPython's order.
var reFlagNames = []struct {
	flag int
	name string
}{{reI, "re.IGNORECASE"}, {reL, "re.LOCALE"}, {reM, "re.MULTILINE"}, {reS, "re.DOTALL"}, {reX, "re.VERBOSE"}, {reA, "re.ASCII"}}

func (p *pattern) M__repr__() (py.Object, error) {
	var names []string
	for _, f := range reFlagNames {
		if p.flags&f.flag != 0 {
			names = append(names, f.name)
		}
	}
	src := reprOf(py.String(p.src))
	if r := []rune(src); len(r) > 200 {
		src = string(r[:200])
	}
	if len(names) == 0 {
		return py.String("re.compile(" + src + ")"), nil
	}
	return py.String("re.compile(" + src + ", " + strings.Join(names, "|") + ")"), nil
}

type match struct {
	p           *pattern
	m           *regexp2.Match
	s           string
	pos, endpos int // the bounds the search was given
}

func (m *match) Type() *py.Type { return matchType }

// classEnd returns the index of the "]" closing a character class whose
// body starts at from, or -1.
func classEnd(src string, from int) int {
	for j := from; j < len(src); j++ {
		switch src[j] {
		case '\\':
			j++
		case '[':
			return -1 // nested sets are not Python syntax; leave them alone
		case ']':
			return j
		}
	}
	return -1
}

// codePointEscape reads a \N{NAME} or \UXXXXXXXX escape at the start of s:
// its character and length. reCheck has vetted the pattern already.
func codePointEscape(s string) (rune, int, bool) {
	switch {
	case strings.HasPrefix(s, `\N{`):
		end := strings.IndexByte(s, '}')
		if end < 0 {
			return 0, 0, false
		}
		r, ok := lookupName(s[3:end])
		return r, end + 1, ok
	case strings.HasPrefix(s, `\U`) && len(s) >= 10:
		v, err := strconv.ParseUint(s[2:10], 16, 32)
		return rune(v), 10, err == nil
	}
	return 0, 0, false
}

// wordChars is the body of a class matching Python's \w outside ASCII
// mode: what str.isalnum() accepts, and "_". regexp2's own \w follows
// .NET, which adds combining marks and connector punctuation and leaves
// out numerals like "²" and "½".
const wordChars = `\p{L}\p{N}_`

// inlineFlags matches an inline flag group "(?flags)" or "(?flags-flags:"
// at the start of s: its length and the flags without a, u and L, which
// regexp2 does not know (ASCII mode is applied by compilePattern).
func inlineFlags(s string) (kept string, n int, scoped bool) {
	if !strings.HasPrefix(s, "(?") {
		return "", 0, false
	}
	for j := 2; j < len(s); j++ {
		switch c := s[j]; {
		case c == ')' || c == ':':
			kept = strings.NewReplacer("a", "", "u", "", "L", "").Replace(s[2:j])
			return kept, j + 1, c == ':'
		case !strings.ContainsRune("aiLmsux-", rune(c)):
			return "", 0, false
		}
	}
	return "", 0, false
}

// translate rewrites the Python-only spellings regexp2 does not read, and
// turns named groups into plain ones: regexp2 numbers named groups after
// the unnamed ones (.NET rules) where Python numbers all groups in order,
// so names are tracked here instead. \b and \B, and outside ASCII mode \w
// and \W, are spelled with Python's notion of a word character.
func translate(src string, ascii bool) (string, map[string]int) {
	var b strings.Builder
	names := map[string]int{}
	group := 0
	inClass := false
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '\\' && i+1 < len(src):
			if !inClass && src[i+1] == 'Z' {
				b.WriteString(`\z`)
			} else if !inClass && (src[i+1] == 'b' || src[i+1] == 'B') {
				// A word boundary by the same \w (regexp2's own \b
				// follows .NET's \w even in ECMAScript mode).
				w := "[" + wordChars + "]"
				if ascii {
					w = "[0-9A-Za-z_]"
				}
				if src[i+1] == 'b' {
					b.WriteString("(?:(?<=" + w + ")(?!" + w + ")|(?<!" + w + ")(?=" + w + "))")
				} else {
					b.WriteString("(?:(?<=" + w + ")(?=" + w + ")|(?<!" + w + ")(?!" + w + "))")
				}
			} else if !ascii && (src[i+1] == 'w' || src[i+1] == 'W' && !inClass) {
				switch {
				case inClass:
					b.WriteString(wordChars)
				case src[i+1] == 'w':
					b.WriteString("[" + wordChars + "]")
				default:
					b.WriteString("[^" + wordChars + "]")
				}
			} else if src[i+1] >= utf8.RuneSelf {
				// An escaped non-ASCII character is itself; regexp2
				// rejects escaping a letter it does not know.
				r, n := utf8.DecodeRuneInString(src[i+1:])
				b.WriteRune(r)
				i += n
				continue
			} else if r, n, ok := codePointEscape(src[i:]); ok {
				// regexp2 knows neither \N{...} nor \U: spell the
				// character as \uXXXX, or itself beyond the BMP (where
				// no character is special).
				if r <= 0xffff {
					fmt.Fprintf(&b, `\u%04x`, r)
				} else {
					b.WriteRune(r)
				}
				i += n - 1
				continue
			} else {
				b.WriteString(src[i : i+2])
			}
			i++
			continue
		case inClass:
			if c == ']' {
				inClass = false
			}
		case c == '[' && strings.HasPrefix(src[i:], `[^\`) && i+4 < len(src) && strings.IndexByte("WSD", src[i+3]) >= 0 && classEnd(src, i+4) >= 0:
			// regexp2 mis-reads a negated class holding a negated shorthand
			// ([^\W\d_] matched digits); spell it as .NET class subtraction:
			// [\w-[\d_]].
			end := classEnd(src, i+4)
			rest := src[i+4 : end]
			short := `\` + strings.ToLower(src[i+3:i+4])
			if short == `\w` && !ascii {
				short = wordChars
			}
			if rest == "" {
				b.WriteString("[" + short + "]")
			} else {
				b.WriteString("[" + short + "-[" + rest + "]]")
			}
			i = end
			continue
		case c == '[':
			inClass = true
			b.WriteByte(c)
			if i+1 < len(src) && src[i+1] == '^' {
				b.WriteByte('^')
				i++
			}
			if i+1 < len(src) && src[i+1] == ']' {
				b.WriteString(`\]`)
				i++
			}
			continue
		case strings.HasPrefix(src[i:], "(?P<"):
			end := strings.IndexByte(src[i:], '>')
			if end > 0 {
				group++
				names[src[i+4:i+end]] = group
				b.WriteByte('(')
				i += end
				continue
			}
		case strings.HasPrefix(src[i:], "(?P="):
			end := strings.IndexByte(src[i:], ')')
			if end > 0 {
				if n, ok := names[src[i+4:i+end]]; ok {
					b.WriteString(`(?:\` + strconv.Itoa(n) + `)`)
					i += end
					continue
				}
			}
		case c == '(' && (i+1 >= len(src) || src[i+1] != '?'):
			group++
		case c == '(':
			if kept, n, scoped := inlineFlags(src[i:]); n > 0 {
				switch {
				case scoped && strings.Trim(kept, "-") == "":
					b.WriteString("(?:")
				case scoped:
					b.WriteString("(?" + strings.TrimSuffix(kept, "-") + ":")
				case kept != "":
					b.WriteString("(?" + kept + ")")
				}
				i += n - 1
				continue
			}
		case c == '{' && strings.HasPrefix(src[i:], "{,"):
			// Python's {,n} is {0,n}; regexp2 reads "{,n}" as text.
			j := i + 2
			for j < len(src) && src[j] >= '0' && src[j] <= '9' {
				j++
			}
			if j > i+2 && j < len(src) && src[j] == '}' {
				b.WriteString("{0,")
				i++
				continue
			}
		}
		b.WriteByte(c)
	}
	return b.String(), names
}

func compilePattern(src string, flags int) (*pattern, error) {
	opt := regexp2.None
	if flags&reI != 0 {
		opt |= regexp2.IgnoreCase
	}
	if flags&reM != 0 {
		opt |= regexp2.Multiline
	}
	if flags&reS != 0 {
		opt |= regexp2.Singleline
	}
	if flags&reX != 0 {
		opt |= regexp2.IgnorePatternWhitespace
	}
	if flags&reA != 0 {
		opt |= regexp2.ECMAScript
	}
	st, serr := reCheck(src, flags)
	if serr != nil {
		return nil, newReError(serr.msg, src, serr.pos)
	}
	if strings.Contains(st.globalFlags, "a") {
		flags |= reA
		opt |= regexp2.ECMAScript
	}
	t, names := translate(st.src, flags&reA != 0)
	re, err := regexp2.Compile(t, opt)
	if err != nil {
		return nil, newReError(err.Error(), src, -1)
	}
	re.MatchTimeout = reSlice
	p := &pattern{src: src, flags: flags, re: re, parent: st.parent}
	for _, n := range re.GetGroupNumbers() {
		if n > p.groups {
			p.groups = n
		}
	}
	p.names = make([]string, p.groups+1)
	for name, n := range names {
		if n <= p.groups {
			p.names[n] = name
		}
	}
	// A verbose pattern may end in a comment, which would swallow the
	// closing parenthesis.
	end := ")"
	if flags&reX != 0 || strings.Contains(st.globalFlags, "x") {
		end = "\n)"
	}
	p.translated, p.closing, p.options = t, end, opt
	p.anchor, _ = regexp2.Compile(`\G(?:`+t+end, opt)
	p.full, _ = regexp2.Compile(`\G(?:`+t+end+`\z`, opt)
	if p.anchor != nil {
		p.anchor.MatchTimeout = reSlice
	}
	if p.full != nil {
		p.full.MatchTimeout = reSlice
	}
	return p, nil
}

// patternOf accepts a compiled pattern or a string plus flags.
func patternOf(o py.Object, flags py.Object) (*pattern, error) {
	if p, ok := o.(*pattern); ok {
		return p, nil
	}
	s, ok := o.(py.String)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "first argument must be string or compiled pattern")
	}
	f := 0
	if flags != nil && flags != py.None {
		v, err := py.MakeGoInt(flags)
		if err != nil {
			return nil, err
		}
		f = v
	}
	return compilePattern(string(s), f)
}

func reErr(err error) error {
	if err == nil {
		return nil
	}
	if _, ok := err.(*py.Exception); ok {
		return err
	}
	return py.ExceptionNewf(py.RuntimeError, "re: %s", err.Error())
}

// bounds clamps the pos and endpos arguments of the Pattern methods to
// s, which has n characters.
func bounds(pos, endpos, n int) (int, int) {
	pos = max(0, min(pos, n))
	if endpos < 0 || endpos > n {
		endpos = n
	}
	return pos, max(pos, endpos)
}

// find runs search, match or fullmatch over s[pos:endpos]: the text ends
// at endpos, but "^" and \A still mean its real start, as in CPython.
func (p *pattern) find(kind, s string, pos, endpos int) (*match, error) {
	re := p.re
	switch kind {
	case "match":
		re = p.anchor
	case "fullmatch":
		re = p.full
	}
	rs := []rune(s)
	pos, endpos = bounds(pos, endpos, len(rs))
	m, err := p.findRunes(re, rs[:endpos], pos)
	if err != nil || m == nil {
		return nil, reErr(err)
	}
	return &match{p: p, m: m, s: s, pos: pos, endpos: endpos}, nil
}

// all returns every non-overlapping match in s[pos:endpos] in order.
//
// After an empty match Python refuses only another empty match at the same
// place, so a non-empty one may start there ("|x" finds "x" after the
// empty match before it); regexp2, like .NET, moves one character on.
func (p *pattern) all(s string, pos, endpos int) ([]*match, error) {
	rs := []rune(s)
	pos, endpos = bounds(pos, endpos, len(rs))
	text := rs[:endpos]
	var out []*match
	at, afterEmpty := pos, false
	for at <= endpos {
		var m *regexp2.Match
		var err error
		if afterEmpty {
			if m, err = p.findRunes(p.nonEmptyAt(), text, at); m == nil && err == nil {
				if at++; at > endpos {
					break
				}
				m, err = p.findRunes(p.re, text, at)
			}
		} else {
			m, err = p.findRunes(p.re, text, at)
		}
		if err != nil {
			return nil, reErr(err)
		}
		if m == nil {
			break
		}
		out = append(out, &match{p: p, m: m, s: s, pos: pos, endpos: endpos})
		at, afterEmpty = m.Index+m.Length, m.Length == 0
	}
	return out, nil
}

// nonEmptyAt is the pattern anchored at the start position and refusing
// to end there: (?<!\G) fails on an empty match and makes the engine
// backtrack into a longer one. It is compiled the first time an empty
// match needs it.
func (p *pattern) nonEmptyAt() *regexp2.Regexp {
	p.nonEmptyOnce.Do(func() {
		re, err := regexp2.Compile(`\G(?:`+p.translated+p.closing+`(?<!\G)`, p.options)
		if err != nil {
			re = p.anchor
		}
		re.MatchTimeout = reSlice
		p.nonEmpty = re
	})
	return p.nonEmpty
}

func (m *match) group(i int) py.Object {
	g := m.m.GroupByNumber(i)
	if g == nil || len(g.Captures) == 0 {
		return py.None
	}
	return py.String(g.String())
}

func (m *match) span(i int) (int, int) {
	g := m.m.GroupByNumber(i)
	if g == nil || len(g.Captures) == 0 {
		return -1, -1
	}
	return g.Index, g.Index + g.Length
}

// lastIndex is the number of the matched group that closed last, or 0:
// the one ending furthest right, and of two ending together the outer one
// if they nest, else the later one.
func (m *match) lastIndex() int {
	last, lastEnd := 0, -1
	for g := 1; g <= m.p.groups; g++ {
		_, e := m.span(g)
		if e < 0 || e < lastEnd || e == lastEnd && m.encloses(last, g) {
			continue
		}
		last, lastEnd = g, e
	}
	return last
}

// encloses reports whether group outer contains group inner.
func (m *match) encloses(outer, inner int) bool {
	for g := inner; g > 0 && g < len(m.p.parent); g = m.p.parent[g] {
		if m.p.parent[g] == outer {
			return true
		}
	}
	return false
}

func (m *match) groupIndex(o py.Object) (int, error) {
	switch x := o.(type) {
	case py.String:
		for i, n := range m.p.names {
			if n == string(x) && n != "" {
				return i, nil
			}
		}
		return 0, py.ExceptionNewf(py.IndexError, "no such group")
	}
	i, err := py.MakeGoInt(o)
	if err != nil {
		return 0, err
	}
	if i < 0 || i > m.p.groups {
		return 0, py.ExceptionNewf(py.IndexError, "no such group")
	}
	return i, nil
}

func (m *match) groupsTuple(dflt py.Object) py.Tuple {
	out := make(py.Tuple, m.p.groups)
	for i := 1; i <= m.p.groups; i++ {
		v := m.group(i)
		if v == py.None {
			v = dflt
		}
		out[i-1] = v
	}
	return out
}

func (m *match) M__getitem__(key py.Object) (py.Object, error) {
	i, err := m.groupIndex(key)
	if err != nil {
		return nil, err
	}
	return m.group(i), nil
}

func (m *match) M__bool__() (py.Object, error) { return py.True, nil }

func (m *match) M__repr__() (py.Object, error) {
	s, e := m.span(0)
	return py.String("<re.Match object; span=(" + strconv.Itoa(s) + ", " + strconv.Itoa(e) + "), match=" + reprOf(m.group(0)) + ">"), nil
}

// findallItem is what findall yields for one match: the whole match, the
// only group, or a tuple of groups (unmatched groups as "").
func (m *match) findallItem() py.Object {
	switch m.p.groups {
	case 0:
		return m.group(0)
	case 1:
		v := m.group(1)
		if v == py.None {
			return py.String("")
		}
		return v
	}
	return m.groupsTuple(py.String(""))
}

// rePiece is one part of a parsed replacement template: literal text, or
// the text of a group (0 for the whole match).
type rePiece struct {
	text  string
	group int // -1 for literal text
}

var templateEscapes = map[rune]string{'a': "\a", 'b': "\b", 'f': "\f", 'n': "\n", 'r': "\r", 't': "\t", 'v': "\v", '\\': `\`}

// parseTemplate reads a sub() replacement template as CPython does,
// failing with its re.error (or IndexError for an unknown group name)
// before any match is replaced.
func (p *pattern) parseTemplate(tmpl string) ([]rePiece, error) {
	src := []rune(tmpl)
	var out []rePiece
	var lit strings.Builder
	flush := func() {
		if lit.Len() > 0 {
			out = append(out, rePiece{text: lit.String(), group: -1})
			lit.Reset()
		}
	}
	addGroup := func(g int) {
		flush()
		out = append(out, rePiece{group: g})
	}
	fail := func(msg string, pos int) error { return newReError(msg, tmpl, pos) }
	for i := 0; i < len(src); i++ {
		if src[i] != '\\' {
			lit.WriteRune(src[i])
			continue
		}
		if i+1 >= len(src) {
			return nil, fail("bad escape (end of pattern)", i)
		}
		c := src[i+1]
		switch {
		case c == 'g':
			if i+2 >= len(src) || src[i+2] != '<' {
				return nil, fail("missing <", i+2)
			}
			end := i + 3
			for end < len(src) && src[end] != '>' {
				end++
			}
			if end >= len(src) {
				return nil, fail("missing >, unterminated name", i+3)
			}
			name := string(src[i+3 : end])
			if name == "" {
				return nil, fail("missing group name", i+3)
			}
			if n, err := strconv.Atoi(name); err == nil && strings.Trim(name, "0123456789") == "" {
				if n > p.groups {
					return nil, fail(fmt.Sprintf("invalid group reference %d", n), i+3)
				}
				addGroup(n)
			} else {
				var bad error
				checkGroupName(name, i+3, func(msg string, pos int) { bad = fail(msg, pos) })
				if bad != nil {
					return nil, bad
				}
				g := p.groupNamed(name)
				if g < 0 {
					return nil, py.ExceptionNewf(py.IndexError, "unknown group name '%s'", name)
				}
				addGroup(g)
			}
			i = end
		case c == '0' || c >= '1' && c <= '7' && i+3 < len(src) && isOctDigit(src[i+2]) && isOctDigit(src[i+3]):
			j, v := i+1, 0
			for j < len(src) && j < i+4 && isOctDigit(src[j]) {
				v = v*8 + int(src[j]-'0')
				j++
			}
			if v > 0o377 {
				return nil, fail(fmt.Sprintf("octal escape value %s outside of range 0-0o377", string(src[i:j])), i)
			}
			lit.WriteRune(rune(v))
			i = j - 1
		case c >= '1' && c <= '9':
			n, j := int(c-'0'), i+2
			if j < len(src) && src[j] >= '0' && src[j] <= '9' {
				n, j = n*10+int(src[j]-'0'), j+1
			}
			if n > p.groups {
				return nil, fail(fmt.Sprintf("invalid group reference %d", n), i+1)
			}
			addGroup(n)
			i = j - 1
		default:
			if e, ok := templateEscapes[c]; ok {
				lit.WriteString(e)
			} else if c < 0x80 && unicode.IsLetter(c) {
				return nil, fail("bad escape \\"+string(c), i)
			} else {
				lit.WriteRune('\\')
				lit.WriteRune(c)
			}
			i++
		}
	}
	flush()
	return out, nil
}

// groupNamed is the number of the group called name, or -1.
func (p *pattern) groupNamed(name string) int {
	for i, n := range p.names {
		if n == name && n != "" {
			return i
		}
	}
	return -1
}

// expand fills a parsed template from m; unmatched groups give "".
func (m *match) expand(pieces []rePiece) string {
	var b strings.Builder
	for _, pc := range pieces {
		if pc.group < 0 {
			b.WriteString(pc.text)
		} else if v, ok := m.group(pc.group).(py.String); ok {
			b.WriteString(string(v))
		}
	}
	return b.String()
}

func (p *pattern) sub(repl py.Object, s string, count int) (string, int, error) {
	var pieces []rePiece
	rstr, isStr := repl.(py.String)
	if isStr {
		var err error
		if pieces, err = p.parseTemplate(string(rstr)); err != nil {
			return "", 0, err
		}
	}
	ms, err := p.all(s, 0, -1)
	if err != nil {
		return "", 0, err
	}
	rs := []rune(s)
	var b strings.Builder
	last, n := 0, 0
	for _, m := range ms {
		if count > 0 && n >= count {
			break
		}
		st, en := m.span(0)
		b.WriteString(string(rs[last:st]))
		if isStr {
			b.WriteString(m.expand(pieces))
		} else {
			r, err := py.Call(repl, py.Tuple{m}, nil)
			if err != nil {
				return "", 0, err
			}
			rs, err := argStr(r, "sub")
			if err != nil {
				return "", 0, err
			}
			b.WriteString(rs)
		}
		last = en
		n++
	}
	b.WriteString(string(rs[last:]))
	return b.String(), n, nil
}

func (p *pattern) split(s string, maxsplit int) (py.Object, error) {
	ms, err := p.all(s, 0, -1)
	if err != nil {
		return nil, err
	}
	rs := []rune(s)
	var out []py.Object
	last, n := 0, 0
	for _, m := range ms {
		if maxsplit > 0 && n >= maxsplit {
			break
		}
		st, en := m.span(0)
		out = append(out, py.String(string(rs[last:st])))
		for i := 1; i <= p.groups; i++ {
			out = append(out, m.group(i))
		}
		last = en
		n++
	}
	out = append(out, py.String(string(rs[last:])))
	return py.NewListFromItems(out), nil
}

// reCall adapts one operation to both re.op(pattern, string, ..., flags=0)
// and Pattern.op(string, ...).
type reOp func(p *pattern, args py.Tuple, kwargs py.StringDict) (py.Object, error)

func moduleFn(name string, nargs int, op reOp) *py.Method {
	return py.MustNewMethod(name, func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		if len(args) < 1 {
			return nil, py.ExceptionNewf(py.TypeError, "%s() missing required argument 'pattern'", name)
		}
		var flags py.Object
		if v, ok := kwargs["flags"]; ok {
			flags = v
			kwargs = copyWithout(kwargs, "flags")
		} else if len(args) > nargs+1 {
			flags = args[nargs+1]
			args = args[:nargs+1]
		}
		p, err := cachedPattern(self, args[0], flags)
		if err != nil {
			return nil, err
		}
		p.bindContext(self)
		return op(p, args[1:], kwargs)
	}, 0, "")
}

// reCache keeps compiled patterns for re.search(pattern, ...) and friends,
// as CPython does: a loop calling re.findall(r"...", line) must not
// recompile. It lives in each context's re module, so sessions share nothing.
type reCache struct {
	m map[string]*pattern
}

var reCacheType = py.NewType("re._cache", "compiled pattern cache")

func (c *reCache) Type() *py.Type { return reCacheType }

const reCacheMax = 512

func cachedPattern(module, src, flags py.Object) (*pattern, error) {
	s, ok := src.(py.String)
	m, isMod := module.(*py.Module)
	if !ok || !isMod {
		return patternOf(src, flags)
	}
	f := 0
	if flags != nil && flags != py.None {
		v, err := py.MakeGoInt(flags)
		if err != nil {
			return nil, err
		}
		f = v
	}
	c, _ := m.Globals["_cache"].(*reCache)
	if c == nil {
		c = &reCache{m: map[string]*pattern{}}
		m.Globals["_cache"] = c
	}
	key := strconv.Itoa(f) + ":" + string(s)
	if p, ok := c.m[key]; ok {
		return p, nil
	}
	p, err := compilePattern(string(s), f)
	if err != nil {
		return nil, err
	}
	if len(c.m) >= reCacheMax {
		c.m = map[string]*pattern{}
	}
	c.m[key] = p
	return p, nil
}

func copyWithout(kw py.StringDict, drop string) py.StringDict {
	out := py.NewStringDict()
	for k, v := range kw {
		if k != drop {
			out[k] = v
		}
	}
	return out
}

func strArg(args py.Tuple, i int, name string) (string, error) {
	if i >= len(args) {
		return "", py.ExceptionNewf(py.TypeError, "%s() missing required argument 'string'", name)
	}
	return argStr(args[i], name)
}

func intArg(args py.Tuple, kwargs py.StringDict, i int, kw string, dflt int) (int, error) {
	var o py.Object
	if i < len(args) {
		o = args[i]
	} else if v, ok := kwargs[kw]; ok {
		o = v
	} else {
		return dflt, nil
	}
	return py.MakeGoInt(o)
}

// posArgs reads the optional pos and endpos of the Pattern methods.
func posArgs(args py.Tuple, kwargs py.StringDict) (int, int, error) {
	pos, err := intArg(args, kwargs, 1, "pos", 0)
	if err != nil {
		return 0, 0, err
	}
	endpos, err := intArg(args, kwargs, 2, "endpos", -1)
	return pos, endpos, err
}

func finder(kind string) reOp {
	return func(p *pattern, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		s, err := strArg(args, 0, kind)
		if err != nil {
			return nil, err
		}
		pos, endpos, err := posArgs(args, kwargs)
		if err != nil {
			return nil, err
		}
		m, err := p.find(kind, s, pos, endpos)
		if err != nil || m == nil {
			return py.None, err
		}
		return m, nil
	}
}

var reOps = map[string]struct {
	nargs int
	op    reOp
}{
	"search":    {1, finder("search")},
	"match":     {1, finder("match")},
	"fullmatch": {1, finder("fullmatch")},
	"findall": {1, func(p *pattern, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		s, err := strArg(args, 0, "findall")
		if err != nil {
			return nil, err
		}
		pos, endpos, err := posArgs(args, kwargs)
		if err != nil {
			return nil, err
		}
		ms, err := p.all(s, pos, endpos)
		if err != nil {
			return nil, err
		}
		out := make([]py.Object, len(ms))
		for i, m := range ms {
			out[i] = m.findallItem()
		}
		return py.NewListFromItems(out), nil
	}},
	"finditer": {1, func(p *pattern, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		s, err := strArg(args, 0, "finditer")
		if err != nil {
			return nil, err
		}
		pos, endpos, err := posArgs(args, kwargs)
		if err != nil {
			return nil, err
		}
		ms, err := p.all(s, pos, endpos)
		if err != nil {
			return nil, err
		}
		out := make(py.Tuple, len(ms))
		for i, m := range ms {
			out[i] = m
		}
		return py.NewIterator(out), nil
	}},
	"sub": {3, func(p *pattern, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		r, n, err := subArgs(p, args, kwargs)
		_ = n
		if err != nil {
			return nil, err
		}
		return py.String(r), nil
	}},
	"subn": {3, func(p *pattern, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		r, n, err := subArgs(p, args, kwargs)
		if err != nil {
			return nil, err
		}
		return py.Tuple{py.String(r), py.Int(n)}, nil
	}},
	"split": {2, func(p *pattern, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		s, err := strArg(args, 0, "split")
		if err != nil {
			return nil, err
		}
		n, err := intArg(args, kwargs, 1, "maxsplit", 0)
		if err != nil {
			return nil, err
		}
		return p.split(s, n)
	}},
}

func subArgs(p *pattern, args py.Tuple, kwargs py.StringDict) (string, int, error) {
	if len(args) < 2 {
		return "", 0, py.ExceptionNewf(py.TypeError, "sub() missing required arguments")
	}
	s, err := argStr(args[1], "sub")
	if err != nil {
		return "", 0, err
	}
	count, err := intArg(args, kwargs, 2, "count", 0)
	if err != nil {
		return "", 0, err
	}
	return p.sub(args[0], s, count)
}

func reEscape(s string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune("()[]{}?*+-|^$\\.&~# \t\n\r\v\f", r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

func installRe() {
	methods := []*py.Method{
		py.MustNewMethod("compile", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var src py.Object
			var flags py.Object = py.Int(0)
			if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:compile", []string{"pattern", "flags"}, &src, &flags); err != nil {
				return nil, err
			}
			p, err := patternOf(src, flags)
			if err == nil {
				p.bindContext(self)
			}
			return p, err
		}, 0, ""),
		py.MustNewMethod("escape", func(self, s py.Object) (py.Object, error) {
			v, err := argStr(s, "escape")
			return py.String(reEscape(v)), err
		}, 0, ""),
		py.MustNewMethod("purge", func(self py.Object) (py.Object, error) { return py.None, nil }, 0, ""),
	}
	for name, o := range reOps {
		methods = append(methods, moduleFn(name, o.nargs, o.op))
		op := o.op
		patternType.Dict[name] = py.MustNewMethod(name, func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return op(self.(*pattern), args, kwargs)
		}, 0, "")
	}
	patternType.Dict["pattern"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.String(self.(*pattern).src), nil }}
	patternType.Dict["flags"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		p := self.(*pattern)
		f := p.flags | leadingFlagBits(p.src)
		if f&256 == 0 { // re.ASCII replaces the implied re.UNICODE
			f |= reU
		}
		return py.Int(f), nil
	}}
	patternType.Dict["groups"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.Int(self.(*pattern).groups), nil }}
	patternType.Dict["groupindex"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		d := NewDict()
		for i, n := range self.(*pattern).names {
			if n != "" {
				d.Set(py.String(n), py.Int(i))
			}
		}
		return d, nil
	}}

	mt := matchType.Dict
	mm := func(self py.Object) *match { return self.(*match) }
	mt["group"] = py.MustNewMethod("group", func(self py.Object, args py.Tuple) (py.Object, error) {
		m := mm(self)
		if len(args) == 0 {
			return m.group(0), nil
		}
		out := make(py.Tuple, len(args))
		for i, a := range args {
			gi, err := m.groupIndex(a)
			if err != nil {
				return nil, err
			}
			out[i] = m.group(gi)
		}
		if len(out) == 1 {
			return out[0], nil
		}
		return out, nil
	}, 0, "")
	mt["groups"] = py.MustNewMethod("groups", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var dflt py.Object = py.None
		if err := py.ParseTupleAndKeywords(args, kwargs, "|O:groups", []string{"default"}, &dflt); err != nil {
			return nil, err
		}
		return mm(self).groupsTuple(dflt), nil
	}, 0, "")
	mt["groupdict"] = py.MustNewMethod("groupdict", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var dflt py.Object = py.None
		if err := py.ParseTupleAndKeywords(args, kwargs, "|O:groupdict", []string{"default"}, &dflt); err != nil {
			return nil, err
		}
		m := mm(self)
		d := NewDict()
		for i, n := range m.p.names {
			if n != "" {
				v := m.group(i)
				if v == py.None {
					v = dflt
				}
				d.Set(py.String(n), v)
			}
		}
		return d, nil
	}, 0, "")
	pos := func(name string, pick func(s, e int) py.Object) {
		mt[name] = py.MustNewMethod(name, func(self py.Object, args py.Tuple) (py.Object, error) {
			var g py.Object = py.Int(0)
			if err := py.UnpackTuple(args, nil, name, 0, 1, &g); err != nil {
				return nil, err
			}
			m := mm(self)
			gi, err := m.groupIndex(g)
			if err != nil {
				return nil, err
			}
			return pick(m.span(gi)), nil
		}, 0, "")
	}
	pos("start", func(s, e int) py.Object { return py.Int(s) })
	pos("end", func(s, e int) py.Object { return py.Int(e) })
	pos("span", func(s, e int) py.Object { return py.Tuple{py.Int(s), py.Int(e)} })
	mt["expand"] = py.MustNewMethod("expand", func(self, t py.Object) (py.Object, error) {
		ts, err := argStr(t, "expand")
		if err != nil {
			return nil, err
		}
		m := mm(self)
		pieces, err := m.p.parseTemplate(ts)
		if err != nil {
			return nil, err
		}
		return py.String(m.expand(pieces)), nil
	}, 0, "")
	mt["string"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.String(mm(self).s), nil }}
	mt["re"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return mm(self).p, nil }}
	mt["lastindex"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		if g := mm(self).lastIndex(); g > 0 {
			return py.Int(g), nil
		}
		return py.None, nil
	}}
	mt["lastgroup"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		m := mm(self)
		if g := m.lastIndex(); g > 0 && m.p.names[g] != "" {
			return py.String(m.p.names[g]), nil
		}
		return py.None, nil
	}}
	mt["pos"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.Int(mm(self).pos), nil }}
	mt["endpos"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.Int(mm(self).endpos), nil }}
	mt["regs"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		m := mm(self)
		out := make(py.Tuple, m.p.groups+1)
		for i := range out {
			s, e := m.span(i)
			out[i] = py.Tuple{py.Int(s), py.Int(e)}
		}
		return out, nil
	}}

	py.RegisterModule(&py.ModuleImpl{
		Info:    py.ModuleInfo{Name: "re", FileDesc: "<pylib re>"},
		Methods: methods,
		Globals: py.StringDict{
			"I": py.Int(reI), "IGNORECASE": py.Int(reI),
			"M": py.Int(reM), "MULTILINE": py.Int(reM),
			"S": py.Int(reS), "DOTALL": py.Int(reS),
			"X": py.Int(reX), "VERBOSE": py.Int(reX),
			"A": py.Int(reA), "ASCII": py.Int(reA),
			"U": py.Int(reU), "UNICODE": py.Int(reU),
			"L": py.Int(reL), "LOCALE": py.Int(reL),
			"error":   reError,
			"Pattern": patternType,
			"Match":   matchType,
		},
	})
}

// leadingFlagBits are the flags a pattern sets for itself at its start
// ("(?i)..."), which CPython adds to Pattern.flags.
func leadingFlagBits(src string) int {
	bits := map[byte]int{'i': 2, 'L': 4, 'm': 8, 's': 16, 'u': 32, 'x': 64, 'a': 256}
	f := 0
	for strings.HasPrefix(src, "(?") {
		end := strings.IndexByte(src, ')')
		if end < 0 {
			break
		}
		letters := src[2:end]
		for i := 0; i < len(letters); i++ {
			b, ok := bits[letters[i]]
			if !ok {
				return f
			}
			f |= b
		}
		src = src[end+1:]
	}
	return f
}
