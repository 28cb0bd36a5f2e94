package pyrewrite

import (
	"fmt"
	"strconv"
	"strings"
)

// The match statement (PEP 634) has no 3.4 spelling, so it becomes ifs
// over a matcher object (pysrc/_pylib_rt.py documents the shape). A
// case needs more lines than it had; the extra lines carry extraLineMark
// and RewriteLines maps them back to the case's line.

const extraLineMark = "  #\x00pylib"

// matchState is a match statement whose cases are being rewritten.
type matchState struct {
	v          string // the matcher's variable
	caseIndent string // indentation of its case lines ("" until the first)
	matchLen   int    // length of the match line's indentation
}

// headerColon returns the index of the ":" ending a compound statement's
// header that starts at token i (the first ":" outside brackets), or -1
// when the logical line has none.
func (r *rewriter) headerColon(i int) int {
	end := r.lineEnd(i)
	for j := i; j < end; j++ {
		if r.toks[j].isOp(":") && r.depth[j] == r.depth[i] {
			return j
		}
	}
	return -1
}

// isMatchStatement reports whether the name "match" at i opens a match
// statement: a header ending in ":" followed by a block whose first
// statement is a case.
func (r *rewriter) isMatchStatement(i int) bool {
	n := nextSig(r.toks, i)
	if n >= len(r.toks) || r.toks[n].isOp("=") || r.toks[n].isOp(".") || r.toks[n].isOp(":") || r.toks[n].isOp(",") {
		return false
	}
	colon := r.headerColon(i)
	if colon < 0 {
		return false
	}
	if nextSig(r.toks, colon) != r.lineEnd(colon) && !r.onlyCommentAfter(colon) {
		return false
	}
	next := nextSig(r.toks, colon)
	return next < len(r.toks) && r.toks[next].kind == tName && r.toks[next].text == "case"
}

func (r *rewriter) onlyCommentAfter(colon int) bool {
	j := colon + 1
	return j < len(r.toks) && r.toks[j].kind == tWS && strings.Contains(r.toks[j].text, "\n")
}

// rewriteMatchHeader emits the matcher assignment for the match at i and
// returns the index of its ":".
func (r *rewriter) rewriteMatchHeader(b *strings.Builder, i int) (int, error) {
	colon := r.headerColon(i)
	subject, err := r.seq(i+1, colon)
	if err != nil {
		return 0, err
	}
	r.matchCount++
	v := fmt.Sprintf("_pylib_m%d", r.matchCount)
	indent := r.indentOf(i)
	fmt.Fprintf(b, "%s = __import__(\"_pylib_rt\").matcher((%s))\n%sif True:%s", v, strings.TrimSpace(subject), indent, extraLineMark)
	r.matches = append(r.matches, matchState{v: v, matchLen: len(indent)})
	return colon, nil
}

// caseOf returns the match a "case" at i belongs to, or nil.
func (r *rewriter) caseOf(i int) *matchState {
	if len(r.matches) == 0 {
		return nil
	}
	indent := r.indentOf(i)
	// Leaving a match's block ends it (and any match nested in it).
	for len(r.matches) > 0 {
		m := &r.matches[len(r.matches)-1]
		if len(indent) > m.matchLen && (m.caseIndent == "" || len(indent) >= len(m.caseIndent)) {
			break
		}
		r.matches = r.matches[:len(r.matches)-1]
	}
	if len(r.matches) == 0 {
		return nil
	}
	m := &r.matches[len(r.matches)-1]
	if m.caseIndent == "" {
		m.caseIndent = indent
	}
	if indent != m.caseIndent || r.headerColon(i) < 0 {
		return nil
	}
	return m
}

// rewriteCase emits a case header at i and returns the index of the last
// token it consumed.
func (r *rewriter) rewriteCase(b *strings.Builder, i int, m *matchState) (int, error) {
	colon := r.headerColon(i)
	guardAt := -1
	for j := i + 1; j < colon; j++ {
		if r.toks[j].kind == tName && r.toks[j].text == "if" && r.depth[j] == r.depth[i] {
			guardAt = j
			break
		}
	}
	patEnd := colon
	if guardAt >= 0 {
		patEnd = guardAt
	}
	p := &patternParser{r: r}
	for j := i + 1; j < patEnd; j++ {
		if r.toks[j].kind != tWS {
			p.toks = append(p.toks, r.toks[j])
		}
	}
	spec, err := p.top()
	if err != nil {
		return 0, err
	}
	guard := "True"
	if guardAt >= 0 {
		g, err := r.seq(guardAt+1, colon)
		if err != nil {
			return 0, err
		}
		guard = "(" + strings.TrimSpace(g) + ")"
	}
	names := make([]string, len(p.names))
	for k, n := range p.names {
		names[k] = strconv.Quote(n)
	}
	// The body's indentation: the next line's, or one level in when the
	// body shares the case line.
	inline := !r.onlyCommentAfter(colon) && nextSig(r.toks, colon) < r.lineEnd(colon)
	bodyIndent := m.caseIndent + "    "
	if !inline {
		if n := nextSig(r.toks, colon); n < len(r.toks) {
			bodyIndent = r.indentOf(n)
		}
	}
	fmt.Fprintf(b, "if %s.attempt(%s, (%s)):", m.v, spec, strings.Join(append(names, ""), ", "))
	if len(names) > 0 {
		fmt.Fprintf(b, "\n%s%s = %s.bound%s", bodyIndent, strings.Join(p.names, ", ")+",", m.v, extraLineMark)
	}
	fmt.Fprintf(b, "\n%s%s.accept(%s)%s", bodyIndent, m.v, guard, extraLineMark)
	fmt.Fprintf(b, "\n%sif %s.fire():", m.caseIndent, m.v)
	if !inline {
		b.WriteString(extraLineMark)
	}
	if inline {
		body, err := r.seq(colon+1, r.lineEnd(colon))
		if err != nil {
			return 0, err
		}
		b.WriteString(body + extraLineMark)
		return r.lineEnd(colon) - 1, nil
	}
	return colon, nil
}

// patternParser turns a case pattern into the spec _pylib_rt reads,
// collecting the names it binds in order.
type patternParser struct {
	r     *rewriter
	toks  []token
	pos   int
	names []string
}

func (p *patternParser) peek() token {
	if p.pos < len(p.toks) {
		return p.toks[p.pos]
	}
	return token{}
}

func (p *patternParser) errorf(format string, args ...any) error {
	line := 0
	if len(p.toks) > 0 {
		line = p.toks[0].line
	}
	return fmt.Errorf("line %d: invalid pattern: %s", line, fmt.Sprintf(format, args...))
}

func (p *patternParser) bind(name string) {
	for _, n := range p.names {
		if n == name {
			return
		}
	}
	p.names = append(p.names, name)
}

// top parses an open sequence pattern (case a, b:) or a single pattern.
func (p *patternParser) top() (string, error) {
	first, star, err := p.item()
	if err != nil {
		return "", err
	}
	if p.pos == len(p.toks) {
		if star != "" {
			return "", p.errorf("star pattern outside a sequence")
		}
		return first, nil
	}
	if !p.peek().isOp(",") {
		return "", p.errorf("unexpected %q", p.peek().text)
	}
	return p.sequence(first, star, "")
}

// sequence parses items after the first, up to the closing bracket
// (or the end for an open sequence).
func (p *patternParser) sequence(first, firstStar, closer string) (string, error) {
	var items []string
	starAt, starName := -1, "None"
	add := func(s, star string) error {
		if star != "" {
			if starAt >= 0 {
				return p.errorf("multiple starred names in sequence pattern")
			}
			starAt = len(items)
			starName = star
			return nil
		}
		items = append(items, s)
		return nil
	}
	if first != "" || firstStar != "" {
		if err := add(first, firstStar); err != nil {
			return "", err
		}
	}
	for p.peek().isOp(",") {
		p.pos++
		if p.pos == len(p.toks) || closer != "" && p.peek().isOp(closer) {
			break
		}
		s, star, err := p.item()
		if err != nil {
			return "", err
		}
		if err := add(s, star); err != nil {
			return "", err
		}
	}
	if closer != "" {
		if !p.peek().isOp(closer) {
			return "", p.errorf("expected %q", closer)
		}
		p.pos++
	}
	return fmt.Sprintf("(\"seq\", [%s], %d, %s)", strings.Join(items, ", "), starAt, starName), nil
}

// item parses a pattern or a star pattern; star is the bound name's
// quoted form ("None" for *_) when it was one.
func (p *patternParser) item() (string, string, error) {
	if p.peek().isOp("*") {
		p.pos++
		t := p.peek()
		if t.kind != tName {
			return "", "", p.errorf("expected a name after *")
		}
		p.pos++
		if t.text == "_" {
			return "", "None", nil
		}
		p.bind(t.text)
		return "", strconv.Quote(t.text), nil
	}
	s, err := p.pattern()
	return s, "", err
}

// pattern parses an or-pattern with an optional "as NAME".
func (p *patternParser) pattern() (string, error) {
	alts := []string{}
	for {
		s, err := p.closed()
		if err != nil {
			return "", err
		}
		alts = append(alts, s)
		if !p.peek().isOp("|") {
			break
		}
		p.pos++
	}
	out := alts[0]
	if len(alts) > 1 {
		out = "(\"or\", [" + strings.Join(alts, ", ") + "])"
	}
	if t := p.peek(); t.kind == tName && t.text == "as" {
		p.pos++
		n := p.peek()
		if n.kind != tName {
			return "", p.errorf("expected a name after 'as'")
		}
		p.pos++
		p.bind(n.text)
		out = fmt.Sprintf("(\"as\", %s, %q)", out, n.text)
	}
	return out, nil
}

func (p *patternParser) closed() (string, error) {
	t := p.peek()
	switch {
	case t.kind == tNumber || t.isOp("-"):
		return p.number()
	case t.kind == tString:
		var parts []string
		for p.peek().kind == tString {
			parts = append(parts, p.peek().text)
			p.pos++
		}
		return "(\"lit\", " + strings.Join(parts, " ") + ")", nil
	case t.kind == tName && (t.text == "None" || t.text == "True" || t.text == "False"):
		p.pos++
		return "(\"is\", " + t.text + ")", nil
	case t.kind == tName:
		p.pos++
		dotted := t.text
		for p.peek().isOp(".") {
			p.pos++
			n := p.peek()
			if n.kind != tName {
				return "", p.errorf("expected a name after '.'")
			}
			p.pos++
			dotted += "." + n.text
		}
		if p.peek().isOp("(") {
			return p.class(dotted)
		}
		if strings.Contains(dotted, ".") {
			return "(\"val\", " + dotted + ")", nil
		}
		if dotted == "_" {
			return "(\"any\",)", nil
		}
		p.bind(dotted)
		return fmt.Sprintf("(\"cap\", %q)", dotted), nil
	case t.isOp("("):
		p.pos++
		if p.peek().isOp(")") {
			p.pos++
			return "(\"seq\", [], -1, None)", nil
		}
		first, star, err := p.item()
		if err != nil {
			return "", err
		}
		if p.peek().isOp(")") && star == "" {
			p.pos++
			return first, nil // a group
		}
		return p.sequence(first, star, ")")
	case t.isOp("["):
		p.pos++
		if p.peek().isOp("]") {
			p.pos++
			return "(\"seq\", [], -1, None)", nil
		}
		first, star, err := p.item()
		if err != nil {
			return "", err
		}
		if p.peek().isOp("]") {
			p.pos++
			return p.sequenceOf(first, star), nil
		}
		return p.sequence(first, star, "]")
	case t.isOp("{"):
		p.pos++
		return p.mapping()
	}
	return "", p.errorf("unexpected %q", t.text)
}

func (p *patternParser) sequenceOf(item, star string) string {
	if star != "" {
		return fmt.Sprintf("(\"seq\", [], 0, %s)", star)
	}
	return fmt.Sprintf("(\"seq\", [%s], -1, None)", item)
}

// number parses a signed number, with an imaginary part if given.
func (p *patternParser) number() (string, error) {
	var b strings.Builder
	if p.peek().isOp("-") {
		b.WriteString("-")
		p.pos++
	}
	t := p.peek()
	if t.kind != tNumber {
		return "", p.errorf("expected a number")
	}
	p.pos++
	b.WriteString(strings.ReplaceAll(t.text, "_", ""))
	if op := p.peek(); op.isOp("+") || op.isOp("-") {
		if p.pos+1 < len(p.toks) && p.toks[p.pos+1].kind == tNumber {
			b.WriteString(op.text + strings.ReplaceAll(p.toks[p.pos+1].text, "_", ""))
			p.pos += 2
		}
	}
	return "(\"lit\", " + b.String() + ")", nil
}

func (p *patternParser) mapping() (string, error) {
	var items []string
	rest := "None"
	for !p.peek().isOp("}") {
		if p.pos >= len(p.toks) {
			return "", p.errorf("'{' was never closed")
		}
		if p.peek().isOp("**") {
			p.pos++
			n := p.peek()
			if n.kind != tName {
				return "", p.errorf("expected a name after **")
			}
			p.pos++
			p.bind(n.text)
			rest = strconv.Quote(n.text)
		} else {
			key, err := p.closed()
			if err != nil {
				return "", err
			}
			if !strings.HasPrefix(key, "(\"lit\", ") && !strings.HasPrefix(key, "(\"val\", ") && !strings.HasPrefix(key, "(\"is\", ") {
				return "", p.errorf("mapping pattern keys may only match literals and attribute lookups")
			}
			keyExpr := strings.TrimSuffix(key[strings.Index(key, ", ")+2:], ")")
			if !p.peek().isOp(":") {
				return "", p.errorf("expected ':' in mapping pattern")
			}
			p.pos++
			v, err := p.pattern()
			if err != nil {
				return "", err
			}
			items = append(items, fmt.Sprintf("(%s, %s)", keyExpr, v))
		}
		if p.peek().isOp(",") {
			p.pos++
			continue
		}
		if !p.peek().isOp("}") {
			return "", p.errorf("expected ',' or '}' in mapping pattern")
		}
	}
	p.pos++
	return fmt.Sprintf("(\"map\", [%s], %s)", strings.Join(items, ", "), rest), nil
}

func (p *patternParser) class(name string) (string, error) {
	p.pos++ // (
	var pos, kws []string
	for !p.peek().isOp(")") {
		if p.pos >= len(p.toks) {
			return "", p.errorf("'(' was never closed")
		}
		t := p.peek()
		if t.kind == tName && p.pos+1 < len(p.toks) && p.toks[p.pos+1].isOp("=") {
			p.pos += 2
			v, err := p.pattern()
			if err != nil {
				return "", err
			}
			kws = append(kws, fmt.Sprintf("(%q, %s)", t.text, v))
		} else {
			if len(kws) > 0 {
				return "", p.errorf("positional patterns follow keyword patterns")
			}
			v, err := p.pattern()
			if err != nil {
				return "", err
			}
			pos = append(pos, v)
		}
		if p.peek().isOp(",") {
			p.pos++
		} else if !p.peek().isOp(")") {
			return "", p.errorf("expected ',' or ')' in class pattern")
		}
	}
	p.pos++
	return fmt.Sprintf("(\"cls\", %s, [%s], [%s])", name, strings.Join(pos, ", "), strings.Join(kws, ", ")), nil
}

// lineMapOf strips extraLineMark from rewritten source and returns, for
// each output line (1-based index), the source line it came from; nil
// when no lines were added.
func lineMapOf(out string) (string, []int) {
	if !strings.Contains(out, extraLineMark) {
		return out, nil
	}
	lines := strings.Split(out, "\n")
	m := make([]int, len(lines)+1)
	orig := 0
	for i, l := range lines {
		if strings.HasSuffix(l, extraLineMark) {
			lines[i] = strings.TrimSuffix(l, extraLineMark)
			if orig == 0 {
				orig = 1
			}
		} else {
			orig++
		}
		m[i+1] = orig
	}
	return strings.Join(lines, "\n"), m
}

// planPositionalOnly arranges for a function with positional-only
// parameters (def f(a, b, /, c)) to be rebound after its body as
// f = posonly(f, 2), which refuses a and b by keyword: the "/" itself
// is dropped where seq meets it. Decorated functions are left alone
// (the wrapper would wrap the decorator's result).
func (r *rewriter) planPositionalOnly(def int) {
	name := nextSig(r.toks, def)
	open := nextSig(r.toks, name)
	if name >= len(r.toks) || r.toks[name].kind != tName || open >= len(r.toks) || !r.toks[open].isOp("(") {
		return
	}
	closeAt, err := r.match(open)
	if err != nil {
		return
	}
	n := 0
	slash := false
	for j := open + 1; j < closeAt; j++ {
		t := r.toks[j]
		if r.depth[j] != r.depth[open]+1 {
			continue
		}
		if t.isOp(",") {
			n++
		}
		if t.isOp("/") && r.positionalOnlyMarker(j) {
			slash = true
			break
		}
	}
	if !slash || n == 0 || r.decorated(def) {
		return
	}
	colon := r.headerColon(def)
	if colon < 0 {
		return
	}
	indent := r.indentOf(def)
	end := r.blockEnd(colon, len(indent))
	fn := r.toks[name].text
	r.after[end] = fmt.Sprintf("\n%s%s = __import__(\"_pylib_rt\").posonly(%s, %d)%s", indent, fn, fn, n, extraLineMark)
}

// decorated reports whether the line before the def at i is a decorator.
func (r *rewriter) decorated(i int) bool {
	for j := i - 1; j >= 0; j-- {
		t := r.toks[j]
		if t.kind == tWS && r.depth[j] == 0 && strings.Contains(t.text, "\n") && j < i-1 {
			n := nextSig(r.toks, j)
			return n < len(r.toks) && r.toks[n].isOp("@")
		}
		if j == 0 {
			return r.toks[0].isOp("@")
		}
	}
	return false
}

// blockEnd returns the index of the whitespace token that ends the block
// opened by the ":" at colon (the first line indented no deeper than
// indentLen), or len(toks) at the end of the source.
func (r *rewriter) blockEnd(colon, indentLen int) int {
	for j := colon + 1; j < len(r.toks); j++ {
		t := r.toks[j]
		if t.kind != tWS || r.depth[j] != 0 || !strings.Contains(t.text, "\n") {
			continue
		}
		n := nextSig(r.toks, j)
		if n >= len(r.toks) {
			return len(r.toks)
		}
		if len(r.indentOf(n)) <= indentLen {
			return j
		}
	}
	return len(r.toks)
}
