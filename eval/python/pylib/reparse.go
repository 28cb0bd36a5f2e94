package pylib

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/go-python/gpython/py"
)

// reCheck reads a pattern with Python's grammar before regexp2 compiles it,
// so a bad pattern fails the way CPython's sre_parse fails it — the same
// re.error message at the same position — rather than with regexp2's
// wording, and so patterns regexp2 would accept but Python rejects
// (variable-width look-behind, late global flags, unknown escapes) fail
// too. It also records which group encloses which, for Match.lastindex.

// reSyntaxError is a parse failure; pos is -1 when CPython gives none.
type reSyntaxError struct {
	msg string
	pos int
}

// reInfinite stands for an unbounded repeat in width arithmetic.
const reInfinite = 1 << 30

// reWidth is the least and most characters a piece of pattern can match.
type reWidth struct{ lo, hi int }

func (w reWidth) plus(o reWidth) reWidth {
	return reWidth{min(w.lo+o.lo, reInfinite), min(w.hi+o.hi, reInfinite)}
}

// reItem says what the last piece of a sequence was, which decides what
// a following quantifier may do.
type reItem int

const (
	itemNone     reItem = iota // start of a sequence: nothing to repeat
	itemAnchor                 // ^ $ \b \A ...: nothing to repeat
	itemAtom                   // repeatable
	itemRepeated               // a repeat: a second one is a multiple repeat
)

type reParser struct {
	src     []rune
	pos     int
	verbose bool
	groups  int            // capturing groups opened so far
	names   map[string]int // group numbers by name
	open    map[int]bool   // groups not yet closed
	widths  map[int]reWidth
	parent  []int // parent[g] is the capturing group enclosing group g, or 0
	current int   // the capturing group being parsed, or 0
	// lookbehindFrom is the number of the first group opened inside the
	// look-behind being parsed, or 0 outside one.
	lookbehindFrom int
	globalFlags    string
	// possessive holds, for each possessive repeat X*+, where X starts and
	// where its final "+" is.
	possessive [][2]int
}

// reStructure is what reCheck learns about a valid pattern.
type reStructure struct {
	parent      []int
	globalFlags string // the letters of its leading (?flags) groups
	// src is the pattern with possessive repeats (X*+, Python 3.11),
	// which regexp2 lacks, spelled as atomic groups: (?>X*).
	src string
}

func reCheck(src string, flags int) (st reStructure, err *reSyntaxError) {
	p := &reParser{
		src:     []rune(src),
		verbose: flags&reX != 0,
		names:   map[string]int{},
		open:    map[int]bool{},
		widths:  map[int]reWidth{},
		parent:  []int{0},
	}
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(*reSyntaxError)
			if !ok {
				panic(r)
			}
			err = e
		}
	}()
	p.alternation(true)
	if !p.eof() {
		p.fail("unbalanced parenthesis", p.pos)
	}
	return reStructure{parent: p.parent, globalFlags: p.globalFlags, src: p.atomicRepeats()}, nil
}

// atomicRepeats rewrites each possessive repeat X*+ as (?>X*).
func (p *reParser) atomicRepeats() string {
	if len(p.possessive) == 0 {
		return string(p.src)
	}
	opens := map[int]int{} // how many groups open before each position
	closes := map[int]bool{}
	for _, r := range p.possessive {
		opens[r[0]]++
		closes[r[1]] = true
	}
	var b strings.Builder
	for i, r := range p.src {
		b.WriteString(strings.Repeat("(?>", opens[i]))
		if closes[i] {
			b.WriteByte(')')
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

func (p *reParser) fail(msg string, pos int) {
	panic(&reSyntaxError{msg: msg, pos: pos})
}

func (p *reParser) eof() bool { return p.pos >= len(p.src) }

func (p *reParser) peek() rune {
	if p.eof() {
		return 0
	}
	return p.src[p.pos]
}

// skipVerbose skips the whitespace and comments of a verbose pattern.
func (p *reParser) skipVerbose() {
	for p.verbose && !p.eof() {
		switch c := p.peek(); {
		case c == '#':
			for !p.eof() && p.peek() != '\n' {
				p.pos++
			}
		case strings.ContainsRune(" \t\n\r\v\f", c):
			p.pos++
		default:
			return
		}
	}
}

// alternation parses branches separated by "|" up to a ")" or the end.
func (p *reParser) alternation(top bool) reWidth {
	w := p.sequence(top)
	for p.peek() == '|' && !p.eof() {
		p.pos++
		b := p.sequence(false)
		w = reWidth{min(w.lo, b.lo), max(w.hi, b.hi)}
	}
	return w
}

// sequence parses one branch. top is true for the pattern's first
// branch, where global flags may still appear before anything else.
func (p *reParser) sequence(top bool) reWidth {
	var total, last reWidth
	lastKind := itemNone
	lastStart := 0 // where the last item begins
	for {
		p.skipVerbose()
		if p.eof() || p.peek() == '|' || p.peek() == ')' {
			return total.plus(last)
		}
		start := p.pos
		c := p.src[p.pos]
		kind, w := itemAtom, reWidth{1, 1}
		switch c {
		case '[':
			p.class()
		case '\\':
			kind, w = p.escape()
		case '.':
			p.pos++
		case '^', '$':
			p.pos++
			kind, w = itemAnchor, reWidth{}
		case '*', '+', '?', '{':
			lo, hi, ok := p.quantifier()
			if !ok { // a "{" that does not start {m,n} is a literal
				p.pos = start + 1
				break
			}
			switch lastKind {
			case itemNone, itemAnchor:
				p.fail("nothing to repeat", start)
			case itemRepeated:
				p.fail("multiple repeat", start)
			}
			if lo > hi {
				p.fail("min repeat greater than max repeat", start+1)
			}
			switch {
			case p.eof():
			case p.peek() == '?':
				p.pos++ // lazy
			case p.peek() == '+':
				p.possessive = append(p.possessive, [2]int{lastStart, p.pos})
				p.pos++
			}
			last = reWidth{min(last.lo*lo, reInfinite), min(last.hi*hi, reInfinite)}
			lastKind = itemRepeated
			continue
		case '(':
			var added bool
			kind, w, added = p.group(top && lastKind == itemNone)
			if !added {
				continue // a comment or global flags: nothing to repeat
			}
		default:
			p.pos++
		}
		total = total.plus(last)
		last, lastKind, lastStart = w, kind, start
	}
}

// quantifier reads *, +, ? or {m,n} and its bounds; ok is false for a "{"
// that is a literal.
func (p *reParser) quantifier() (lo, hi int, ok bool) {
	c := p.src[p.pos]
	p.pos++
	switch c {
	case '*':
		return 0, reInfinite, true
	case '+':
		return 1, reInfinite, true
	case '?':
		return 0, 1, true
	}
	digits := func() (int, bool) {
		s := p.pos
		for !p.eof() && p.peek() >= '0' && p.peek() <= '9' {
			p.pos++
		}
		if s == p.pos {
			return 0, false
		}
		n, err := strconv.Atoi(string(p.src[s:p.pos]))
		if err != nil || n > reInfinite {
			n = reInfinite
		}
		return n, true
	}
	lo, hasLo := digits()
	hi = lo
	if p.peek() == ',' && !p.eof() {
		p.pos++
		var hasHi bool
		if hi, hasHi = digits(); !hasHi {
			hi = reInfinite
		}
	} else if !hasLo {
		return 0, 0, false
	}
	if p.eof() || p.peek() != '}' {
		return 0, 0, false
	}
	p.pos++
	return lo, hi, true
}

// group parses a parenthesized construct. atStart says global flags are
// allowed here; added is false when the construct adds nothing to the
// sequence (a comment or global flags).
func (p *reParser) group(atStart bool) (kind reItem, w reWidth, added bool) {
	open := p.pos
	p.pos++
	if p.peek() != '?' || p.eof() {
		return itemAtom, p.capture(open, ""), true
	}
	p.pos++
	if p.eof() {
		p.fail("unexpected end of pattern", p.pos)
	}
	c := p.src[p.pos]
	switch {
	case c == 'P':
		p.pos++
		if p.eof() {
			p.fail("unexpected end of pattern", p.pos)
		}
		switch p.src[p.pos] {
		case '<':
			p.pos++
			name, at := p.groupName('>', "missing >, unterminated name")
			if g, ok := p.names[name]; ok {
				p.fail(fmt.Sprintf("redefinition of group name %s as group %d; was group %d", reprOf(py.String(name)), p.groups+1, g), at)
			}
			return itemAtom, p.capture(open, name), true
		case '=':
			p.pos++
			name, at := p.groupName(')', "missing ), unterminated name")
			g, ok := p.names[name]
			if !ok {
				p.fail("unknown group name "+reprOf(py.String(name)), at)
			}
			p.pos++ // the ")"
			return itemAtom, p.groupRef(g, at, p.pos), true
		}
		p.fail("unknown extension ?P"+string(p.src[p.pos]), open+1)
	case c == ':' || c == '>':
		p.pos++
		return itemAtom, p.closeGroup(open, p.alternation(false)), true
	case c == '#':
		for !p.eof() && p.peek() != ')' {
			p.pos++
		}
		if p.eof() {
			p.fail("missing ), unterminated comment", open)
		}
		p.pos++
		return itemNone, reWidth{}, false
	case c == '=' || c == '!':
		p.pos++
		p.closeGroup(open, p.alternation(false))
		return itemAtom, reWidth{}, true
	case c == '<':
		p.pos++
		if p.eof() {
			p.fail("unexpected end of pattern", p.pos)
		}
		if d := p.src[p.pos]; d != '=' && d != '!' {
			p.fail("unknown extension ?<"+string(d), open+1)
		}
		p.pos++
		outer := p.lookbehindFrom
		p.lookbehindFrom = p.groups + 1
		inner := p.closeGroup(open, p.alternation(false))
		p.lookbehindFrom = outer
		if inner.lo != inner.hi {
			p.fail("look-behind requires fixed-width pattern", -1)
		}
		return itemAtom, reWidth{}, true
	case c == '(':
		p.pos++
		p.condition()
		w := p.alternation(false)
		return itemAtom, p.closeGroup(open, reWidth{0, w.hi}), true
	case strings.ContainsRune("aiLmsux-", c):
		return p.flags(open, atStart)
	}
	p.fail("unknown extension ?"+string(c), open+1)
	return
}

// capture parses the body of a capturing group opened at open.
func (p *reParser) capture(open int, name string) reWidth {
	p.groups++
	g := p.groups
	if name != "" {
		p.names[name] = g
	}
	p.parent = append(p.parent, p.current)
	p.open[g] = true
	outer := p.current
	p.current = g
	w := p.closeGroup(open, p.alternation(false))
	p.current = outer
	delete(p.open, g)
	p.widths[g] = w
	return w
}

// closeGroup consumes the ")" of the group opened at open.
func (p *reParser) closeGroup(open int, w reWidth) reWidth {
	if p.eof() || p.peek() != ')' {
		p.fail("missing ), unterminated subpattern", open)
	}
	p.pos++
	return w
}

// groupName reads a group name up to end, which it leaves unconsumed
// for "=" references and consumes for definitions.
func (p *reParser) groupName(end rune, unterminated string) (string, int) {
	at := p.pos
	for !p.eof() && p.peek() != end {
		p.pos++
	}
	if p.eof() {
		p.fail(unterminated, at)
	}
	name := string(p.src[at:p.pos])
	if end == '>' {
		p.pos++
	}
	checkGroupName(name, at, p.fail)
	return name, at
}

func checkGroupName(name string, at int, fail func(string, int)) {
	if name == "" {
		fail("missing group name", at)
	}
	for i, r := range name {
		if !(isIDStart(r) || i > 0 && isIDContinue(r)) {
			fail("bad character in group name "+reprOf(py.String(name)), at)
		}
	}
}

// groupRef is a backreference to group g written at pos; end is where
// the reference ends, the position CPython gives a look-behind's
// reference to its own group.
func (p *reParser) groupRef(g, pos, end int) reWidth {
	if p.open[g] {
		p.fail("cannot refer to an open group", pos)
	}
	if p.lookbehindFrom > 0 && g >= p.lookbehindFrom {
		p.fail("cannot refer to group defined in the same lookbehind subpattern", end)
	}
	return p.widths[g]
}

// condition reads the "name)" or "number)" of a (?(...)yes|no) group.
func (p *reParser) condition() {
	at := p.pos
	for !p.eof() && p.peek() != ')' {
		p.pos++
	}
	if p.eof() {
		p.fail("missing ), unterminated name", at)
	}
	name := string(p.src[at:p.pos])
	p.pos++
	if n, err := strconv.Atoi(name); err == nil && name[0] != '-' && name[0] != '+' {
		if n == 0 || n > p.groups {
			p.fail(fmt.Sprintf("invalid group reference %d", n), at)
		}
		return
	}
	checkGroupName(name, at, p.fail)
	if _, ok := p.names[name]; !ok {
		p.fail("unknown group name "+reprOf(py.String(name)), at)
	}
}

// flags parses inline flags after "(?": global "(?i)" or scoped "(?i-s:...)".
func (p *reParser) flags(open int, atStart bool) (reItem, reWidth, bool) {
	on := p.flagLetters()
	var off string
	if p.peek() == '-' && !p.eof() {
		p.pos++
		off = p.flagLetters()
		if off == "" {
			p.fail("missing flag", p.pos)
		}
		if p.eof() || p.peek() != ':' {
			p.fail("missing :", p.pos)
		}
	}
	if p.eof() {
		p.fail("missing -, : or )", p.pos)
	}
	switch p.peek() {
	case ')':
		if !atStart {
			p.fail("global flags not at the start of the expression", open)
		}
		p.pos++
		if strings.ContainsRune(on, 'x') {
			p.verbose = true
		}
		p.globalFlags += on
		return itemNone, reWidth{}, false
	case ':':
		for _, f := range off {
			if strings.ContainsRune(on, f) {
				p.fail("bad inline flags: flag turned on and off", p.pos)
			}
			if strings.ContainsRune("auL", f) {
				p.fail("bad inline flags: cannot turn off flags 'a', 'u' and 'L'", p.pos)
			}
		}
		p.pos++
		outer := p.verbose
		if strings.ContainsRune(on, 'x') {
			p.verbose = true
		} else if strings.ContainsRune(off, 'x') {
			p.verbose = false
		}
		w := p.closeGroup(open, p.alternation(false))
		p.verbose = outer
		return itemAtom, w, true
	}
	if unicode.IsLetter(p.peek()) {
		p.fail("unknown flag", p.pos)
	}
	p.fail("missing -, : or )", p.pos)
	return itemNone, reWidth{}, false
}

func (p *reParser) flagLetters() string {
	s := p.pos
	for !p.eof() && strings.ContainsRune("aiLmsux", p.peek()) {
		if p.peek() == 'L' {
			p.fail("bad inline flags: cannot use 'L' flag with a str pattern", p.pos+1)
		}
		p.pos++
	}
	if !p.eof() && unicode.IsLetter(p.peek()) {
		p.fail("unknown flag", p.pos)
	}
	return string(p.src[s:p.pos])
}

func isHexDigit(r rune) bool {
	return r >= '0' && r <= '9' || r >= 'a' && r <= 'f' || r >= 'A' && r <= 'F'
}

func isOctDigit(r rune) bool { return r >= '0' && r <= '7' }

// codeEscape reads the \x, \u, \U, \N and octal escapes, which stand for
// one character inside and outside sets. ok is false for other escapes.
func (p *reParser) codeEscape(e int) (r rune, ok bool) {
	c := p.src[e+1]
	hexDigits := func(n int) rune {
		p.pos = e + 2
		for p.pos < e+2+n && !p.eof() && isHexDigit(p.peek()) {
			p.pos++
		}
		text := string(p.src[e:p.pos])
		if p.pos-(e+2) < n {
			p.fail("incomplete escape "+text, e)
		}
		v, _ := strconv.ParseUint(text[2:], 16, 32)
		if v > unicode.MaxRune {
			p.fail("bad escape "+text, e)
		}
		return rune(v)
	}
	switch {
	case c == 'x':
		return hexDigits(2), true
	case c == 'u':
		return hexDigits(4), true
	case c == 'U':
		return hexDigits(8), true
	case c == 'N':
		p.pos = e + 2
		if p.eof() || p.peek() != '{' {
			p.fail("missing {", p.pos)
		}
		at := e + 3
		end := at
		for end < len(p.src) && p.src[end] != '}' {
			end++
		}
		if end == at {
			p.fail("missing character name", at)
		}
		if end >= len(p.src) {
			p.fail("missing }, unterminated name", at)
		}
		name := string(p.src[at:end])
		r, ok := lookupName(name)
		if !ok {
			p.fail("undefined character name "+reprOf(py.String(name)), e)
		}
		p.pos = end + 1
		return r, true
	}
	return 0, false
}

// octalEscape reads up to three octal digits from e+1.
func (p *reParser) octalEscape(e int) rune {
	p.pos = e + 1
	v := 0
	for p.pos < e+4 && !p.eof() && isOctDigit(p.peek()) {
		v = v*8 + int(p.peek()-'0')
		p.pos++
	}
	if v > 0o377 {
		p.fail(fmt.Sprintf("octal escape value %s outside of range 0-0o377", string(p.src[e:p.pos])), e)
	}
	return rune(v)
}

// escape parses a backslash escape outside a set.
func (p *reParser) escape() (reItem, reWidth) {
	e := p.pos
	if e+1 >= len(p.src) {
		p.fail("bad escape (end of pattern)", e)
	}
	c := p.src[e+1]
	p.pos = e + 2
	if _, ok := p.codeEscape(e); ok {
		return itemAtom, reWidth{1, 1}
	}
	switch {
	case strings.ContainsRune("AZbB", c):
		return itemAnchor, reWidth{}
	case c == '0':
		p.octalEscape(e)
		return itemAtom, reWidth{1, 1}
	case c >= '1' && c <= '9':
		d := p.src[e+1:]
		if len(d) >= 3 && isOctDigit(d[0]) && isOctDigit(d[1]) && isOctDigit(d[2]) {
			p.octalEscape(e)
			return itemAtom, reWidth{1, 1}
		}
		n := int(c - '0')
		if len(d) >= 2 && d[1] >= '0' && d[1] <= '9' {
			n = n*10 + int(d[1]-'0')
			p.pos++
		}
		if n > p.groups {
			p.fail(fmt.Sprintf("invalid group reference %d", n), e+1)
		}
		return itemAtom, p.groupRef(n, e, p.pos)
	case c < 0x80 && (unicode.IsLetter(c) || c >= '0' && c <= '9') && !strings.ContainsRune("dDsSwWafnrtv", c):
		p.fail("bad escape \\"+string(c), e)
	}
	return itemAtom, reWidth{1, 1}
}

// class parses a character set from its "[".
func (p *reParser) class() {
	open := p.pos
	p.pos++
	if p.peek() == '^' && !p.eof() {
		p.pos++
	}
	first := true
	for {
		if p.eof() {
			p.fail("unterminated character set", open)
		}
		if p.peek() == ']' && !first {
			p.pos++
			return
		}
		first = false
		start := p.pos
		lo, isCategory := p.classItem()
		if p.peek() != '-' || p.pos+1 >= len(p.src) || p.src[p.pos+1] == ']' {
			continue
		}
		p.pos++ // the "-"
		hi, hiCategory := p.classItem()
		text := string(p.src[start:p.pos])
		if isCategory || hiCategory {
			p.fail("bad character range "+text, start)
		}
		if hi < lo {
			p.fail("bad character range "+text, start)
		}
	}
}

// classItem reads one member of a set: its character, or isCategory for
// \d, \w and the like, which cannot bound a range.
func (p *reParser) classItem() (r rune, isCategory bool) {
	c := p.src[p.pos]
	if c != '\\' {
		p.pos++
		return c, false
	}
	e := p.pos
	if e+1 >= len(p.src) {
		p.fail("unterminated character set", e)
	}
	c = p.src[e+1]
	p.pos = e + 2
	if r, ok := p.codeEscape(e); ok {
		return r, false
	}
	switch {
	case strings.ContainsRune("dDsSwW", c):
		return 0, true
	case isOctDigit(c):
		return p.octalEscape(e), false
	case c < 0x80 && (unicode.IsLetter(c) || c >= '0' && c <= '9') && !strings.ContainsRune("abfnrtv", c):
		p.fail("bad escape \\"+string(c), e)
	}
	if r, ok := map[rune]rune{'a': 7, 'b': 8, 'f': 12, 'n': 10, 'r': 13, 't': 9, 'v': 11}[c]; ok {
		return r, false
	}
	return c, false
}

// newReError is re.error with CPython's message and attributes; pos < 0
// means the error has no position.
func newReError(msg, pattern string, pos int) error {
	text := msg
	attrs := py.StringDict{"msg": py.String(msg), "pattern": py.None, "pos": py.None, "lineno": py.None, "colno": py.None}
	if pos >= 0 {
		attrs["pattern"] = py.String(pattern)
		before := string([]rune(pattern)[:min(pos, len([]rune(pattern)))])
		lineno := strings.Count(before, "\n") + 1
		colno := len([]rune(before[strings.LastIndexByte(before, '\n')+1:])) + 1
		text = fmt.Sprintf("%s at position %d", msg, pos)
		if strings.Contains(pattern, "\n") {
			text += fmt.Sprintf(" (line %d, column %d)", lineno, colno)
		}
		attrs["pos"], attrs["lineno"], attrs["colno"] = py.Int(pos), py.Int(lineno), py.Int(colno)
	}
	e := py.ExceptionNewf(reError, "%s", text)
	e.Dict = attrs
	return e
}
