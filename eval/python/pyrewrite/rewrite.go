package pyrewrite

import (
	"fmt"
	"strconv"
	"strings"
)

// Rewrite translates the Python 3.6+ syntax that gpython's 3.4 parser lacks
// into equivalent 3.4 source, leaving everything else byte for byte:
//
//   - f-strings become concatenations of literals and format()/str()/repr()
//     calls, format specs (nested fields included), !r/!s/!a and {x=};
//   - [*a, *b], (*a, x) and {*a} displays become list()/tuple()/set() sums,
//     {**d, **e} becomes a call to the _pylib_merge builtin;
//   - 1_000 digit separators are dropped;
//   - NAME := expr becomes a call to the _pylib_walrus builtin, which binds
//     NAME in globals(): right at module level (where REPL cells run), not
//     inside a function body.
//
// Line numbers are kept: a rewritten construct spans the lines it spanned.
//
// lines maps output lines to input lines (see LineMap); it is nil when
// every line kept its number. The match statement is the construct that
// needs more lines than it had.
func Rewrite(src string) (out string, lines LineMap, err error) {
	out, l, err := rewriteLines(src, "")
	return out, LineMap(l), err
}

// rewrite is Rewrite for the pieces the rewriter rewrites recursively
// (f-string fields), whose line map is not needed.
func rewrite(src string) (string, error) {
	out, _, err := rewriteLines(src, "")
	return out, err
}

// rewriteLines rewrites src; superArgs, when not empty, are the arguments
// a zero-argument super() in src gets when src itself shows no enclosing
// method (an f-string's replacement field, rewritten on its own).
func rewriteLines(src, superArgs string) (string, []int, error) {
	lowered := false
	if mayHaveExceptStar(src) {
		var err error
		if src, lowered, err = lowerExceptStar(src); err != nil {
			return "", nil, err
		}
	}
	toks, err := tokenize(src)
	if err != nil {
		return "", nil, err
	}
	if mayHaveMatMul(src) && firstMatMul(toks) >= 0 {
		// Decorators are @ too: the source is tokenized again only when
		// an @ operator was lowered.
		var mm bool
		if src, mm, err = lowerMatMul(src); err != nil {
			return "", nil, err
		}
		lowered = lowered || mm
		if toks, err = tokenize(src); err != nil {
			return "", nil, err
		}
	}
	if !needsRewrite(toks) && !lowered && (superArgs == "" || !strings.Contains(src, "super")) {
		return src, nil, nil
	}
	r := newRewriter(toks)
	r.superArgs = superArgs
	out, err := r.seq(0, len(toks))
	if err != nil {
		return "", nil, err
	}
	out, lines := lineMapOf(out)
	return out, lines, nil
}

type tokKind int

const (
	tWS     tokKind = iota // spaces, comments, newlines, line continuations
	tName                  // identifiers and keywords
	tNumber                //
	tString                // any string literal, prefix included
	tOp                    // operators and brackets
)

type token struct {
	kind tokKind
	text string
	line int
}

func (t token) isOp(s string) bool { return t.kind == tOp && t.text == s }

func needsRewrite(toks []token) bool {
	for i, t := range toks {
		switch {
		case t.kind == tString && isFString(t.text):
			return true
		case t.kind == tString && hasNamedEscape(t.text):
			return true
		case t.isOp(":="):
			return true
		case t.kind == tName && t.text == "super":
			return true
		case t.isOp(":"):
			return true
		case t.isOp("@"):
			return true
		case t.kind == tNumber && strings.Contains(t.text, "_"):
			return true
		case t.isOp("*") || t.isOp("**"):
			if j := prevSig(toks, i); j >= 0 && (toks[j].isOp("[") || toks[j].isOp("{") || toks[j].isOp("(") || toks[j].isOp(",")) {
				return true
			}
		case t.isOp("/"):
			if j := prevSig(toks, i); j >= 0 && toks[j].isOp(",") {
				return true
			}
		}
	}
	return false
}

func isFString(lit string) bool {
	for _, c := range lit {
		switch c {
		case 'f', 'F':
			return true
		case '\'', '"':
			return false
		}
	}
	return false
}

func tokenize(src string) ([]token, error) {
	var toks []token
	line := 1
	i := 0
	for i < len(src) {
		c := src[i]
		start := i
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\\':
			for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r' || src[i] == '\f' || src[i] == '\\') {
				i++
			}
			toks = append(toks, token{tWS, src[start:i], line})
		case c == '#':
			for i < len(src) && src[i] != '\n' {
				i++
			}
			toks = append(toks, token{tWS, src[start:i], line})
		case c == '"' || c == '\'':
			n, err := stringEnd(src, i, line)
			if err != nil {
				return nil, err
			}
			i = n
			toks = append(toks, token{tString, src[start:i], line})
		case isIdentStart(c):
			for i < len(src) && isIdentChar(src[i]) {
				i++
			}
			if i < len(src) && (src[i] == '"' || src[i] == '\'') && isStrPrefix(src[start:i]) {
				n, err := stringEnd(src, i, line)
				if err != nil {
					return nil, err
				}
				i = n
				toks = append(toks, token{tString, src[start:i], line})
			} else {
				toks = append(toks, token{tName, src[start:i], line})
			}
		case c >= '0' && c <= '9' || c == '.' && i+1 < len(src) && src[i+1] >= '0' && src[i+1] <= '9':
			i = numberEnd(src, i)
			toks = append(toks, token{tNumber, src[start:i], line})
		default:
			n := 1
			for _, op := range []string{"**=", "//=", ">>=", "<<=", "...", ":=", "**", "//", "<<", ">>", "<=", ">=", "==", "!=", "->", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "@="} {
				if strings.HasPrefix(src[i:], op) {
					n = len(op)
					break
				}
			}
			if c >= 0x80 {
				// Non-ASCII identifiers: let the parser judge them.
				for i+n < len(src) && src[i+n] >= 0x80 {
					n++
				}
				toks = append(toks, token{tName, src[i : i+n], line})
				i += n
				continue
			}
			i += n
			toks = append(toks, token{tOp, src[start:i], line})
		}
		line += strings.Count(src[start:i], "\n")
	}
	return toks, nil
}

// numberEnd returns where the numeric literal starting at i ends: one
// fraction point and one exponent at most, so in 3.0.is_integer() the
// second point starts an attribute access.
func numberEnd(src string, i int) int {
	digits := func(i int) int {
		for i < len(src) && (isIdentChar(src[i])) && src[i] != 'e' && src[i] != 'E' && src[i] != 'j' && src[i] != 'J' {
			i++
		}
		return i
	}
	if src[i] == '0' && i+1 < len(src) && strings.IndexByte("xXoObB", src[i+1]) >= 0 {
		for i += 2; i < len(src) && isIdentChar(src[i]); i++ {
		}
		return i
	}
	i = digits(i)
	if i < len(src) && src[i] == '.' {
		i = digits(i + 1)
	}
	if i < len(src) && (src[i] == 'e' || src[i] == 'E') {
		i++
		if i < len(src) && (src[i] == '+' || src[i] == '-') {
			i++
		}
		i = digits(i)
	}
	if i < len(src) && (src[i] == 'j' || src[i] == 'J') {
		i++
	}
	return i
}

func isIdentStart(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func isIdentChar(c byte) bool { return isIdentStart(c) || c >= '0' && c <= '9' }

func isStrPrefix(p string) bool {
	switch strings.ToLower(p) {
	case "r", "u", "b", "f", "rb", "br", "fr", "rf":
		return true
	}
	return false
}

// stringEnd returns the index just past the string literal whose opening
// quote is at src[i].
func stringEnd(src string, i, line int) (int, error) {
	q := src[i]
	triple := strings.HasPrefix(src[i:], strings.Repeat(string(q), 3))
	j := i + 1
	if triple {
		j = i + 3
	}
	for j < len(src) {
		switch {
		case src[j] == '\\':
			j += 2
			continue
		case triple && strings.HasPrefix(src[j:], strings.Repeat(string(q), 3)):
			return j + 3, nil
		case !triple && src[j] == q:
			return j + 1, nil
		case !triple && src[j] == '\n':
			return 0, fmt.Errorf("line %d: unterminated string literal", line)
		}
		j++
	}
	return 0, fmt.Errorf("line %d: unterminated string literal", line)
}

func prevSig(toks []token, i int) int {
	for j := i - 1; j >= 0; j-- {
		if toks[j].kind != tWS {
			return j
		}
	}
	return -1
}

func nextSig(toks []token, i int) int {
	for j := i + 1; j < len(toks); j++ {
		if toks[j].kind != tWS {
			return j
		}
	}
	return len(toks)
}

type rewriter struct {
	toks       []token
	depth      []int // bracket nesting before each token
	lastWasF   bool  // the last string literal emitted was an f-string
	matchCount int
	matches    []matchState   // match statements whose cases are open
	after      map[int]string // text to put before the newline of a whitespace token
	// lazyAnnotations is from __future__ import annotations: annotations
	// become their source text, unevaluated (PEP 563).
	lazyAnnotations bool
	// superArgs are what super() gets where no enclosing method is in
	// sight (see rewriteLines).
	superArgs string
}

func newRewriter(toks []token) *rewriter {
	r := &rewriter{toks: toks, depth: make([]int, len(toks)), after: map[int]string{}, lazyAnnotations: futureAnnotations(toks)}
	d := 0
	for i, t := range toks {
		r.depth[i] = d
		if t.kind == tOp {
			switch t.text {
			case "(", "[", "{":
				d++
			case ")", "]", "}":
				d--
			}
		}
	}
	return r
}

// match returns the index of the bracket closing the one at i.
func (r *rewriter) match(i int) (int, error) {
	depth := 0
	for j := i; j < len(r.toks); j++ {
		t := r.toks[j]
		if t.kind != tOp {
			continue
		}
		switch t.text {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
			if depth == 0 {
				return j, nil
			}
		}
	}
	return 0, fmt.Errorf("line %d: '%s' was never closed", r.toks[i].line, r.toks[i].text)
}

// seq rewrites toks[from:to].
func (r *rewriter) seq(from, to int) (string, error) {
	var b strings.Builder
	prevString := false // the last significant token emitted was a string literal
	for i := from; i < to; i++ {
		t := r.toks[i]
		switch {
		case t.kind == tWS:
			if ins, ok := r.after[i]; ok {
				delete(r.after, i)
				nl := strings.Index(t.text, "\n")
				b.WriteString(t.text[:nl] + ins + t.text[nl:])
				continue
			}
			b.WriteString(t.text)
			continue
		case t.kind == tString:
			text := t.text
			if hasNamedEscape(text) {
				var err error
				if text, err = namedEscapes(text, t.line); err != nil {
					return "", err
				}
			}
			f := isFString(text)
			if prevString && (f || r.lastWasF) {
				b.WriteString("+ ")
			}
			if f {
				superArgs := r.superArgs
				if strings.Contains(text, "super") {
					// enclosing scans back through the source: only when needed.
					if cls, self := r.enclosing(i); cls != "" && self != "" {
						superArgs = cls + ", " + self
					}
				}
				s, err := fstring(text, t.line, superArgs)
				if err != nil {
					return "", err
				}
				b.WriteString(s)
			} else {
				b.WriteString(text)
			}
			r.lastWasF = f
			prevString = true
			continue
		case t.isOp("@") && r.atLineStart(i):
			// gpython calls the wrong object when the decorated function
			// has default arguments or annotations: apply such decorators
			// by assignment.
			if s, end, ok, err := r.decoratedWithDefaults(i, to); err != nil {
				return "", err
			} else if ok {
				b.WriteString(s)
				i = end - 1
				prevString = false
				continue
			}
			// gpython compiles a dotted decorator (@f.setter) as one
			// name: spell the attribute access out.
			if s, end, ok := r.dottedDecorator(i); ok {
				b.WriteString(s)
				i = end
				prevString = false
				continue
			}
		case t.kind == tName && t.text == "match" && r.depth[i] == 0 && r.atLineStart(i) && r.isMatchStatement(i):
			colon, err := r.rewriteMatchHeader(&b, i)
			if err != nil {
				return "", err
			}
			i = colon
			prevString = false
			continue
		case t.kind == tName && t.text == "case" && r.depth[i] == 0 && r.atLineStart(i) && r.caseOf(i) != nil:
			last, err := r.rewriteCase(&b, i, r.caseOf(i))
			if err != nil {
				return "", err
			}
			i = last
			prevString = false
			continue
		case t.kind == tName && !isKeyword(t.text) && r.depth[i] == 0 && r.atLineStart(i) && r.annotatedTarget(i) > 0:
			// An annotated attribute or item (self.items: list[int] = x):
			// the assignment stays, the annotation goes.
			colon := r.annotatedTarget(i)
			end := r.lineEnd(colon)
			rest, err := r.seq(i+1, colon)
			if err != nil {
				return "", err
			}
			target := t.text + rest
			eq := r.topLevelAssign(colon+1, end)
			nl := strings.Count(r.source(colon, end), "\n")
			if eq < 0 {
				b.WriteString("pass" + strings.Repeat("\n", nl))
			} else {
				val, err := r.seq(eq+1, end)
				if err != nil {
					return "", err
				}
				fmt.Fprintf(&b, "%s = %s", strings.TrimSpace(target), strings.TrimSpace(val))
				if extra := nl - strings.Count(val, "\n"); extra > 0 {
					b.WriteString(strings.Repeat("\n", extra))
				}
			}
			i = end - 1
			prevString = false
			continue
		case t.kind == tName && !isKeyword(t.text) && r.depth[i] == 0 && r.atLineStart(i) && r.annotation(i):
			// PEP 526 annotations: gpython cannot parse them. Keep the
			// value; record the name in order and the annotation
			// (dataclasses, typing and __annotations__ read them), behind a
			// lambda so one gpython cannot evaluate costs nothing else.
			colon := nextSig(r.toks, i)
			end := r.lineEnd(colon)
			eq := -1
			depth := 0
			for j := colon + 1; j < end; j++ {
				tk := r.toks[j]
				if tk.kind == tOp && strings.Contains("([{", tk.text) {
					depth++
				} else if tk.kind == tOp && strings.Contains(")]}", tk.text) {
					depth--
				} else if depth == 0 && tk.isOp("=") {
					eq = j
					break
				}
			}
			nl := strings.Count(r.source(colon, end), "\n")
			annEnd := end
			if eq >= 0 {
				annEnd = eq
			}
			// A trailing comment must not end up inside the call.
			valEnd := prevSig(r.toks, end) + 1
			if eq < 0 {
				annEnd = valEnd
			}
			ann, err := r.seq(colon+1, annEnd)
			if err != nil {
				return "", err
			}
			ann = strings.TrimSpace(ann)
			if r.lazyAnnotations {
				ann = r.lazyAnnotation(colon+1, annEnd)
			}
			if eq < 0 {
				fmt.Fprintf(&b, "_pylib_ann(locals(), %q, lambda: (%s))", t.text, ann)
				nl -= strings.Count(ann, "\n")
			} else {
				val, err := r.seq(eq+1, valEnd)
				if err != nil {
					return "", err
				}
				val = strings.TrimSpace(val)
				fmt.Fprintf(&b, "%s = _pylib_ann(locals(), %q, lambda: (%s), %s)", t.text, t.text, ann, val)
				nl -= strings.Count(ann, "\n") + strings.Count(val, "\n")
			}
			if nl > 0 {
				b.WriteString(strings.Repeat("\n", nl))
			}
			i = end - 1
			prevString = false
			continue
		case t.kind == tName && t.text == "def" && r.lazyAnnotations:
			r.planPositionalOnly(i)
			if s, end, ok, err := r.lazyDef(i, to); err != nil {
				return "", err
			} else if ok {
				b.WriteString(s)
				i = end - 1
				prevString = false
				continue
			}
		case t.kind == tName && t.text == "def" && r.depth[i] == 0 && r.atLineStart(i):
			r.planPositionalOnly(i)
		case t.kind == tName && t.text == "super" && r.emptyCall(i):
			// Zero-argument super() needs the compiler's __class__ cell,
			// which gpython lacks: name the class and the first parameter.
			args := r.superArgs
			if cls, self := r.enclosing(i); cls != "" && self != "" {
				args = cls + ", " + self
			}
			if args != "" {
				j := nextSig(r.toks, nextSig(r.toks, i))
				b.WriteString("super(" + args + ")")
				i = j
				prevString = false
				continue
			}
		case t.kind == tName && i+1 < to:
			if j := nextSig(r.toks, i); j < to && r.toks[j].isOp(":=") {
				end := r.exprEnd(j+1, to)
				inner, err := r.seq(j+1, end)
				if err != nil {
					return "", err
				}
				fmt.Fprintf(&b, "_pylib_walrus(globals(), %q, (%s))", t.text, strings.TrimSpace(inner))
				i = end - 1
				prevString = false
				continue
			}
		case t.kind == tOp && (t.text == "[" || t.text == "(" || t.text == "{"):
			end, err := r.match(i)
			if err != nil {
				return "", err
			}
			if end >= to {
				return "", fmt.Errorf("line %d: '%s' was never closed", t.line, t.text)
			}
			s, handled, err := r.display(i, end)
			if err != nil {
				return "", err
			}
			if handled {
				b.WriteString(s)
				i = end
				prevString = false
				continue
			}
			inner, err := r.seq(i+1, end)
			if err != nil {
				return "", err
			}
			b.WriteString(t.text + inner + r.toks[end].text)
			i = end
			prevString = false
			continue
		}
		if t.isOp("/") && r.positionalOnlyMarker(i) {
			// PEP 570: gpython has no positional-only parameters; the
			// marker goes and the parameters become ordinary ones.
			if n := nextSig(r.toks, i); n < to && r.toks[n].isOp(",") {
				i = n
			}
			prevString = false
			continue
		}
		if t.kind == tNumber && strings.Contains(t.text, "_") {
			b.WriteString(strings.ReplaceAll(t.text, "_", "")) // PEP 515 digit separators
		} else {
			b.WriteString(t.text)
		}
		prevString = false
	}
	if ins, ok := r.after[len(r.toks)]; ok && to == len(r.toks) {
		delete(r.after, len(r.toks))
		b.WriteString(ins)
	}
	return b.String(), nil
}

// positionalOnlyMarker reports whether the "/" at i stands alone between
// commas (or a comma and a closing bracket or colon), which only a
// parameter list allows.
func (r *rewriter) positionalOnlyMarker(i int) bool {
	p, n := prevSig(r.toks, i), nextSig(r.toks, i)
	if p < 0 || n >= len(r.toks) || !r.toks[p].isOp(",") {
		return false
	}
	nt := r.toks[n]
	return nt.isOp(",") || nt.isOp(")") || nt.isOp(":")
}

// annotation reports whether the statement starting with the name at i is
// "name: annotation [= value]". A name opening a line inside brackets is
// no statement: it is a dict display's key or comprehension's key.
func (r *rewriter) annotation(i int) bool {
	c := nextSig(r.toks, i)
	return c < len(r.toks) && r.toks[c].isOp(":") && !isCompoundKeyword(r.toks[i].text)
}

// annotatedTarget returns the index of the colon when the statement
// starting at i is "a.b[c]...: annotation [= value]" with at least one
// attribute or item step, else 0.
func (r *rewriter) annotatedTarget(i int) int {
	j := nextSig(r.toks, i)
	steps := 0
	for j < len(r.toks) {
		t := r.toks[j]
		switch {
		case t.isOp("."):
			n := nextSig(r.toks, j)
			if n >= len(r.toks) || r.toks[n].kind != tName {
				return 0
			}
			j = nextSig(r.toks, n)
			steps++
		case t.isOp("["):
			end, err := r.match(j)
			if err != nil {
				return 0
			}
			j = nextSig(r.toks, end)
			steps++
		case t.isOp(":") && steps > 0:
			return j
		default:
			return 0
		}
	}
	return 0
}

// topLevelAssign is the index of the first "=" outside brackets in
// toks[from:to], or -1.
func (r *rewriter) topLevelAssign(from, to int) int {
	for j := from; j < to; j++ {
		if r.toks[j].isOp("=") && r.depth[j] == r.depth[from] {
			return j
		}
	}
	return -1
}

func isCompoundKeyword(s string) bool {
	switch s {
	case "else", "try", "finally", "except", "lambda", "class", "def", "with", "match", "case":
		return true
	}
	return false
}

// lineEnd returns the index of the newline token ending the logical line
// that contains token i (or len(toks)).
func (r *rewriter) lineEnd(i int) int {
	depth := 0
	for j := i; j < len(r.toks); j++ {
		t := r.toks[j]
		switch {
		case t.kind == tOp && strings.Contains("([{", t.text):
			depth++
		case t.kind == tOp && strings.Contains(")]}", t.text):
			depth--
		case t.isOp(";") && depth == 0:
			return j
		case t.kind == tWS && depth == 0 && strings.Contains(t.text, "\n") && !strings.HasSuffix(strings.SplitN(t.text, "\n", 2)[0], "\\"):
			return j
		}
	}
	return len(r.toks)
}

func (r *rewriter) atLineStart(i int) bool {
	p := i - 1
	if p >= 0 && r.toks[p].kind == tWS && !strings.Contains(r.toks[p].text, "\n") {
		p--
	}
	return p < 0 || r.toks[p].kind == tWS && strings.Contains(r.toks[p].text, "\n")
}

// dottedDecorator rewrites "@a.b.c" and "@a.b.c(args)" starting at the "@"
// token i into 3.4 grammar gpython compiles right.
func (r *rewriter) dottedDecorator(i int) (string, int, bool) {
	j := nextSig(r.toks, i)
	if j >= len(r.toks) || r.toks[j].kind != tName {
		return "", 0, false
	}
	names := []string{r.toks[j].text}
	end := j
	for {
		d := nextSig(r.toks, end)
		if d >= len(r.toks) || !r.toks[d].isOp(".") {
			break
		}
		n := nextSig(r.toks, d)
		if n >= len(r.toks) || r.toks[n].kind != tName {
			return "", 0, false
		}
		names = append(names, r.toks[n].text)
		end = n
	}
	if len(names) == 1 {
		return "", 0, false
	}
	attr := names[0]
	for _, n := range names[1:] {
		attr = "getattr(" + attr + ", " + strconv.Quote(n) + ")"
	}
	c := nextSig(r.toks, end)
	if c < len(r.toks) && r.toks[c].isOp("(") {
		close, err := r.match(c)
		if err != nil {
			return "", 0, false
		}
		inner, err := r.seq(c+1, close)
		if err != nil {
			return "", 0, false
		}
		sep := ", "
		if strings.TrimSpace(inner) == "" {
			sep = ""
		}
		return "@_pylib_call(" + attr + sep + inner + ")", close, true
	}
	return "@_pylib_call(_pylib_ident, " + attr + ")", end, true
}

// indentOf is the indentation of the line holding token i.
func (r *rewriter) indentOf(i int) string {
	if i > 0 && r.toks[i-1].kind == tWS {
		ws := r.toks[i-1].text
		if k := strings.LastIndex(ws, "\n"); k >= 0 {
			return ws[k+1:]
		}
		if i == 1 {
			return ws
		}
	}
	return ""
}

// decoratedWithDefaults rewrites
//
//	@d1
//	@d2
//	def f(x=1): body
//
// into "def f(x=1): body" followed by "f = d1(d2(f))" at the decorators'
// indentation. It returns the replacement for toks[i:end].
func (r *rewriter) decoratedWithDefaults(i, to int) (string, int, bool, error) {
	indent := r.indentOf(i)
	var decos [][2]int
	j := i
	for j < to && r.toks[j].isOp("@") {
		end := r.lineEnd(j)
		decos = append(decos, [2]int{j + 1, end})
		j = nextSig(r.toks, end)
	}
	if j >= to || r.toks[j].kind != tName || r.toks[j].text != "def" {
		return "", 0, false, nil
	}
	name := nextSig(r.toks, j)
	open := nextSig(r.toks, name)
	if open >= to || !r.toks[open].isOp("(") {
		return "", 0, false, nil
	}
	close, err := r.match(open)
	if err != nil {
		return "", 0, false, err
	}
	// Annotations trip the same gpython bug as defaults.
	hasDefault := false
	depth := 0
	for k := open + 1; k < close; k++ {
		tk := r.toks[k]
		switch {
		case tk.kind == tOp && strings.Contains("([{", tk.text):
			depth++
		case tk.kind == tOp && strings.Contains(")]}", tk.text):
			depth--
		case depth == 0 && (tk.isOp("=") || tk.isOp(":")):
			hasDefault = true
		}
	}
	colon := close
	for colon < to && !r.toks[colon].isOp(":") {
		if r.toks[colon].isOp("->") {
			hasDefault = true
		}
		colon++
	}
	if !hasDefault {
		return "", 0, false, nil
	}
	// The body ends before the first line, after the header, indented no
	// deeper than the decorators.
	end := to
	first := nextSig(r.toks, colon)
	if first < to && !strings.Contains(r.source(colon, first), "\n") {
		end = r.lineEnd(first) // one-line body
	} else {
		depth = 0
		for k := colon + 1; k < to; k++ {
			tk := r.toks[k]
			switch {
			case tk.kind == tOp && strings.Contains("([{", tk.text):
				depth++
			case tk.kind == tOp && strings.Contains(")]}", tk.text):
				depth--
			case tk.kind != tWS && depth == 0 && k > first && r.lineStartsAt(k):
				if ind := r.indentOf(k); len(ind) <= len(indent) {
					end = k - 1
					for end > colon && r.toks[end].kind == tWS && !strings.Contains(r.toks[end].text, "\n") {
						end--
					}
					k = to
				}
			}
		}
	}
	def, err := r.seq(j, end)
	if err != nil {
		return "", 0, false, err
	}
	fn := r.toks[name].text
	call := fn
	for d := len(decos) - 1; d >= 0; d-- {
		expr, err := r.seq(decos[d][0], decos[d][1])
		if err != nil {
			return "", 0, false, err
		}
		call = strings.TrimSpace(expr) + "(" + call + ")"
	}
	if end >= len(r.toks) || !strings.Contains(r.toks[end].text, "\n") {
		return def + "\n" + indent + fn + " = " + call, end, true, nil
	}
	return def + "\n" + indent + fn + " = " + call, end, true, nil
}

// lineStartsAt reports whether token k is the first significant token of
// its line.
func (r *rewriter) lineStartsAt(k int) bool {
	p := k - 1
	for p >= 0 && r.toks[p].kind == tWS && !strings.Contains(r.toks[p].text, "\n") {
		if strings.HasPrefix(r.toks[p].text, "#") {
			return false
		}
		p--
	}
	return p < 0 || r.toks[p].kind == tWS && strings.Contains(r.toks[p].text, "\n")
}

func (r *rewriter) emptyCall(i int) bool {
	if p := prevSig(r.toks, i); p >= 0 && r.toks[p].isOp(".") {
		return false
	}
	j := nextSig(r.toks, i)
	if j >= len(r.toks) || !r.toks[j].isOp("(") {
		return false
	}
	k := nextSig(r.toks, j)
	return k < len(r.toks) && r.toks[k].isOp(")")
}

// enclosing finds the nearest class name and the first parameter of the
// nearest def before token i.
func (r *rewriter) enclosing(i int) (cls, self string) {
	for j := i - 1; j >= 0; j-- {
		t := r.toks[j]
		if t.kind != tName {
			continue
		}
		switch {
		case t.text == "def" && self == "":
			n := nextSig(r.toks, j)
			p := nextSig(r.toks, n)
			a := nextSig(r.toks, p)
			if a < len(r.toks) && r.toks[a].kind == tName {
				self = r.toks[a].text
			}
		case t.text == "class":
			n := nextSig(r.toks, j)
			if n < len(r.toks) && r.toks[n].kind == tName {
				return r.toks[n].text, self
			}
		}
	}
	return "", ""
}

// exprEnd finds where a walrus value ends: at a closing bracket, a comma or
// a colon at its own depth, or the end of the range.
func (r *rewriter) exprEnd(from, to int) int {
	depth := 0
	for j := from; j < to; j++ {
		t := r.toks[j]
		if t.kind == tWS && strings.Contains(t.text, "\n") && depth == 0 && !strings.Contains(t.text, "\\") {
			return j
		}
		if t.kind != tOp {
			if t.kind == tName && depth == 0 && (t.text == "for" || t.text == "if" || t.text == "else") {
				return j
			}
			continue
		}
		switch t.text {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			if depth == 0 {
				return j
			}
			depth--
		case ",", ":", ";":
			if depth == 0 {
				return j
			}
		}
	}
	return to
}

// display rewrites a list, tuple, set or dict display that unpacks with * or
// **. handled is false for anything else.
func (r *rewriter) display(open, close int) (string, bool, error) {
	ot := r.toks[open].text
	p := prevSig(r.toks, open)
	if p >= 0 {
		pt := r.toks[p]
		// After a name, a literal or a closing bracket, "(" is a call and
		// "[" a subscript: f(*args) is already valid 3.4.
		if pt.kind == tName && !isKeyword(pt.text) || pt.kind == tNumber || pt.kind == tString ||
			pt.isOp(")") || pt.isOp("]") || pt.isOp("}") {
			if ot == "(" {
				return r.callArgs(open, close)
			}
			return "", false, nil
		}
	}
	if n := nextSig(r.toks, close); n < len(r.toks) && r.toks[n].isOp("=") {
		return "", false, nil // an assignment target: [a, *b] = ...
	}
	// Split the items at top-level commas.
	type item struct{ from, to int }
	var items []item
	depth := 0
	start := open + 1
	starred := false
	inLambda := false // between "lambda" and its ":": stars are parameters
	for j := open + 1; j < close; j++ {
		t := r.toks[j]
		if t.kind == tName && depth == 0 && t.text == "for" {
			return "", false, nil // a comprehension
		}
		if t.kind == tName && depth == 0 && t.text == "lambda" {
			inLambda = true
		}
		if t.kind != tOp {
			continue
		}
		if inLambda {
			if depth == 0 && t.text == ":" {
				inLambda = false
			}
			continue
		}
		switch t.text {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
		case ",":
			if depth == 0 {
				items = append(items, item{start, j})
				start = j + 1
			}
		case "*", "**":
			if depth == 0 && nextSig(r.toks, start-1) == j {
				starred = true
			}
		}
	}
	if !starred {
		return "", false, nil
	}
	if nextSig(r.toks, start-1) < close {
		items = append(items, item{start, close})
	}
	var parts []string
	var plain []string
	flush := func(isDict bool) {
		if len(plain) == 0 {
			return
		}
		if isDict {
			parts = append(parts, "{"+strings.Join(plain, ", ")+"}")
		} else {
			parts = append(parts, "["+strings.Join(plain, ", ")+"]")
		}
		plain = nil
	}
	isDict := false
	if ot == "{" {
		for _, it := range items {
			f := nextSig(r.toks, it.from-1)
			if r.toks[f].isOp("**") {
				isDict = true
				break
			}
			for j := it.from; j < it.to; j++ {
				if r.toks[j].isOp(":") {
					isDict = true
				}
				if r.toks[j].kind == tOp && strings.Contains("([{", r.toks[j].text) {
					j, _ = r.match(j)
				}
			}
		}
	}
	for _, it := range items {
		f := nextSig(r.toks, it.from-1)
		if f >= it.to {
			continue
		}
		st := r.toks[f]
		if st.isOp("*") || st.isOp("**") {
			flush(isDict)
			s, err := r.seq(f+1, it.to)
			if err != nil {
				return "", false, err
			}
			s = strings.TrimSpace(s)
			if isDict {
				parts = append(parts, "("+s+")")
			} else {
				parts = append(parts, "list("+s+")")
			}
			continue
		}
		s, err := r.seq(it.from, it.to)
		if err != nil {
			return "", false, err
		}
		plain = append(plain, strings.TrimSpace(s))
	}
	flush(isDict)
	var s string
	switch {
	case isDict:
		s = "_pylib_merge(" + strings.Join(parts, ", ") + ")"
	case ot == "[":
		s = "(" + strings.Join(parts, " + ") + ")"
	case ot == "(":
		s = "tuple(" + strings.Join(parts, " + ") + ")"
	default:
		s = "set(" + strings.Join(parts, " + ") + ")"
	}
	if n := strings.Count(r.source(open, close+1), "\n"); n > 0 {
		// Keep later line numbers: put the lost newlines inside the call.
		s = s[:len(s)-1] + strings.Repeat("\n", n) + ")"
	}
	return s, true, nil
}

// callArgs rewrites a call's arguments that 3.4 rejects: several *args, or
// positional arguments after one, as in f(*a, *b) or f(*a, x). The
// positional part becomes one starred tuple sum; keywords and **kw follow.
func (r *rewriter) callArgs(open, close int) (string, bool, error) {
	if p := prevSig(r.toks, open); p >= 1 {
		if q := prevSig(r.toks, p); q >= 0 && (r.toks[q].text == "def" || r.toks[q].text == "class") {
			return "", false, nil
		}
	}
	type item struct{ from, to int }
	var items []item
	depth, start := 0, open+1
	for j := open + 1; j < close; j++ {
		t := r.toks[j]
		if t.kind == tName && depth == 0 && t.text == "for" {
			return "", false, nil // a generator argument
		}
		if t.kind != tOp {
			continue
		}
		switch t.text {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
		case ",":
			if depth == 0 {
				items = append(items, item{start, j})
				start = j + 1
			}
		}
	}
	if nextSig(r.toks, start-1) < close {
		items = append(items, item{start, close})
	}
	kind := func(it item) string {
		f := nextSig(r.toks, it.from-1)
		switch {
		case f >= it.to:
			return ""
		case r.toks[f].isOp("*"):
			return "*"
		case r.toks[f].isOp("**"):
			return "**"
		case r.toks[f].kind == tName:
			if n := nextSig(r.toks, f); n < it.to && r.toks[n].isOp("=") {
				return "kw"
			}
		}
		return "pos"
	}
	stars, needed := 0, false
	for _, it := range items {
		switch kind(it) {
		case "*":
			stars++
		case "pos":
			if stars > 0 {
				needed = true
			}
		}
	}
	if stars < 2 && !needed {
		return "", false, nil
	}
	var lead, parts, rest []string
	for _, it := range items {
		k := kind(it)
		from := it.from
		if k == "*" {
			from = nextSig(r.toks, it.from-1) + 1
		}
		s, err := r.seq(from, it.to)
		if err != nil {
			return "", false, err
		}
		s = strings.TrimSpace(s)
		switch {
		case k == "":
		case k == "*":
			parts = append(parts, "tuple("+s+")")
		case k == "pos" && len(parts) == 0:
			lead = append(lead, s)
		case k == "pos":
			parts = append(parts, "("+s+",)")
		default:
			rest = append(rest, s)
		}
	}
	args := append(lead, "*("+strings.Join(parts, " + ")+")")
	out := "(" + strings.Join(append(args, rest...), ", ") + ")"
	if n := strings.Count(r.source(open, close+1), "\n"); n > 0 {
		out = out[:len(out)-1] + strings.Repeat("\n", n) + ")"
	}
	return out, true, nil
}

func (r *rewriter) source(from, to int) string { return joinTokens(r.toks[from:to]) }

// joinTokens is the source text of toks.
func joinTokens(toks []token) string {
	var b strings.Builder
	for _, t := range toks {
		b.WriteString(t.text)
	}
	return b.String()
}

func isKeyword(s string) bool {
	switch s {
	case "in", "not", "and", "or", "is", "return", "yield", "else", "if", "lambda", "assert", "del", "await", "from", "elif", "while", "for":
		return true
	}
	return false
}

// hasNamedEscape reports a \N{...} escape in a str literal (prefix
// included); raw and bytes literals have none.
func hasNamedEscape(lit string) bool {
	q := strings.IndexAny(lit, `'"`)
	if q < 0 || strings.ContainsAny(lit[:q], "rRbB") {
		return false
	}
	return strings.Contains(lit, `\N{`)
}

// namedEscapes spells each \N{NAME} escape of a str literal as the
// \UXXXXXXXX escape gpython's lexer knows; an unknown name is CPython's
// syntax error.
func namedEscapes(lit string, line int) (string, error) {
	var b strings.Builder
	for i := 0; i < len(lit); i++ {
		if lit[i] != '\\' || i+1 >= len(lit) {
			b.WriteByte(lit[i])
			continue
		}
		if lit[i+1] != 'N' || i+2 >= len(lit) || lit[i+2] != '{' {
			b.WriteString(lit[i : i+2]) // any other escape, \\ included
			i++
			continue
		}
		end := strings.IndexByte(lit[i:], '}')
		if end < 0 {
			return "", fmt.Errorf("line %d: (unicode error) 'unicodeescape' codec can't decode bytes: malformed \\N character escape", line)
		}
		r, ok := lookupName(lit[i+3 : i+end])
		if !ok {
			return "", fmt.Errorf("line %d: (unicode error) 'unicodeescape' codec can't decode bytes: unknown Unicode character name", line)
		}
		fmt.Fprintf(&b, `\U%08x`, r)
		i += end
	}
	return b.String(), nil
}

// fstring translates one f-string literal (prefix included).
func fstring(lit string, line int, superArgs string) (string, error) {
	q := strings.IndexAny(lit, `'"`)
	prefix := strings.ToLower(lit[:q])
	raw := strings.Contains(prefix, "r")
	quote := lit[q : q+1]
	if strings.HasPrefix(lit[q:], strings.Repeat(quote, 3)) {
		quote = strings.Repeat(quote, 3)
	}
	body := lit[q+len(quote) : len(lit)-len(quote)]
	parts, err := fparts(body, raw, quote, line, superArgs)
	if err != nil {
		return "", err
	}
	if len(parts) == 0 {
		return `""`, nil
	}
	if len(parts) == 1 {
		return parts[0], nil
	}
	return "(" + strings.Join(parts, " + ") + ")", nil
}

// literal re-quotes a piece of f-string body as a plain string literal. The
// piece keeps its escapes; a triple-quoted piece is folded onto one line so
// that a quote at its edge cannot merge with the delimiters.
func literal(piece string, raw bool, quote string, keepLines bool) string {
	if piece == "" {
		return ""
	}
	piece = strings.ReplaceAll(strings.ReplaceAll(piece, "{{", "{"), "}}", "}")
	p := ""
	if raw {
		p = "r"
		// A raw literal cannot end in an odd run of backslashes (rf"\{x}"
		// has the piece `\`): the last one goes in a plain literal beside it.
		if n := len(piece) - len(strings.TrimRight(piece, `\`)); n%2 == 1 {
			if piece = piece[:len(piece)-1]; piece == "" {
				return `"\\"`
			}
			return p + quote + piece + quote + ` "\\"`
		}
	}
	if len(quote) == 3 {
		if raw {
			return p + quote + piece + quote
		}
		var b strings.Builder
		esc := false
		for i := 0; i < len(piece); i++ {
			c := piece[i]
			switch {
			case esc:
				b.WriteByte(c)
				esc = false
			case c == '\\':
				b.WriteByte(c)
				esc = true
			case c == '\n':
				b.WriteString(`\n`)
			case c == '"':
				b.WriteString(`\"`)
			default:
				b.WriteByte(c)
			}
		}
		return `"` + b.String() + `"`
	}
	return p + quote + piece + quote
}

// fparts splits an f-string body into Python expressions whose sum is the
// string's value.
func fparts(body string, raw bool, quote string, line int, superArgs string) ([]string, error) {
	var parts []string
	var lit strings.Builder
	flush := func() {
		if s := literal(lit.String(), raw, quote, true); s != "" {
			parts = append(parts, s)
		}
		lit.Reset()
	}
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c == '\\' && !raw && i+1 < len(body) {
			lit.WriteByte(c)
			lit.WriteByte(body[i+1])
			i++
			continue
		}
		if c == '{' && i+1 < len(body) && body[i+1] == '{' || c == '}' && i+1 < len(body) && body[i+1] == '}' {
			lit.WriteString(body[i : i+2])
			i++
			continue
		}
		if c == '}' {
			return nil, fmt.Errorf("line %d: f-string: single '}' is not allowed", line)
		}
		if c != '{' {
			lit.WriteByte(c)
			continue
		}
		flush()
		expr, conv, spec, self, end, err := field(body, i+1, line)
		if err != nil {
			return nil, err
		}
		i = end
		ex, _, err := rewriteLines(expr, superArgs)
		if err != nil {
			return nil, fmt.Errorf("line %d: f-string expression: %v", line, err)
		}
		ex = strings.TrimSpace(ex)
		ex = strings.ReplaceAll(ex, "\n", " ")
		if self != "" {
			parts = append(parts, strconv.Quote(self))
			if conv == "" && spec == nil {
				conv = "r"
			}
		}
		val := "(" + ex + ")"
		switch conv {
		case "r":
			val = "repr" + val
		case "a":
			val = "ascii" + val
		case "s":
			val = "str" + val
		}
		if spec == nil {
			if conv == "" {
				val = "format(" + val + ", \"\")"
			}
			parts = append(parts, val)
			continue
		}
		sp, err := fparts(*spec, false, `"`, line, superArgs)
		if err != nil {
			return nil, err
		}
		specExpr := `""`
		if len(sp) > 0 {
			specExpr = strings.Join(sp, " + ")
		}
		parts = append(parts, "format("+val+", "+specExpr+")")
	}
	flush()
	return parts, nil
}

// field parses a replacement field starting just after its "{": the
// expression, conversion, spec (nil when absent), the self-documenting text
// for {x=}, and the index of the closing "}".
func field(body string, i, line int) (expr, conv string, spec *string, self string, end int, err error) {
	depth := 0
	start := i
	for ; i < len(body); i++ {
		c := body[i]
		switch {
		case c == '\'' || c == '"':
			j := strings.IndexByte(body[i+1:], c)
			if j < 0 {
				return "", "", nil, "", 0, fmt.Errorf("line %d: f-string: unterminated string in expression", line)
			}
			i += j + 1
		case c == '(' || c == '[' || c == '{':
			depth++
		case (c == ')' || c == ']') && depth > 0 || c == '}' && depth > 0:
			depth--
		case depth == 0 && c == '!' && i+1 < len(body) && body[i+1] != '=':
			expr = body[start:i]
			if i+1 >= len(body) {
				return "", "", nil, "", 0, fmt.Errorf("line %d: f-string: bad conversion", line)
			}
			conv = body[i+1 : i+2]
			i += 2
			goto afterConv
		case depth == 0 && c == ':':
			expr = body[start:i]
			goto afterConv
		case depth == 0 && c == '}':
			expr = body[start:i]
			goto afterConv
		}
	}
	return "", "", nil, "", 0, fmt.Errorf("line %d: f-string: expecting '}'", line)
afterConv:
	if t := strings.TrimRight(expr, " "); strings.HasSuffix(t, "=") && !strings.HasSuffix(t, "==") &&
		!strings.HasSuffix(t, "!=") && !strings.HasSuffix(t, "<=") && !strings.HasSuffix(t, ">=") {
		self = expr
		expr = strings.TrimSuffix(t, "=")
	}
	if strings.TrimSpace(expr) == "" {
		return "", "", nil, "", 0, fmt.Errorf("line %d: f-string: empty expression not allowed", line)
	}
	if i < len(body) && body[i] == ':' {
		depth := 0
		s := i + 1
		for i = s; i < len(body); i++ {
			switch body[i] {
			case '{':
				depth++
			case '}':
				if depth == 0 {
					sp := body[s:i]
					return expr, conv, &sp, self, i, nil
				}
				depth--
			}
		}
		return "", "", nil, "", 0, fmt.Errorf("line %d: f-string: expecting '}'", line)
	}
	if i < len(body) && body[i] == '}' {
		return expr, conv, nil, self, i, nil
	}
	return "", "", nil, "", 0, fmt.Errorf("line %d: f-string: expecting '}'", line)
}

// futureAnnotations reports a from __future__ import naming annotations.
func futureAnnotations(toks []token) bool {
	for i, t := range toks {
		if t.kind != tName || t.text != "from" {
			continue
		}
		j := nextSig(toks, i)
		if j >= len(toks) || toks[j].text != "__future__" {
			continue
		}
		for k := nextSig(toks, j); k < len(toks); k = nextSig(toks, k) {
			tk := toks[k]
			if tk.kind == tName && tk.text == "annotations" {
				return true
			}
			if tk.kind != tName && !tk.isOp(",") && !tk.isOp("(") && !tk.isOp(")") {
				break
			}
		}
	}
	return false
}

// lazyAnnotation is an annotation's source as PEP 563 keeps it, as a
// string literal: on one line, without the spacing inside brackets. An
// annotation that is a string literal already stays as it is, so that
// rewriting rewritten source (compile() of a cell's text) changes nothing.
func (r *rewriter) lazyAnnotation(from, to int) string {
	if first := nextSig(r.toks, from-1); first < to && r.toks[first].kind == tString && nextSig(r.toks, first) >= to {
		return r.toks[first].text
	}
	return strconv.Quote(r.annotationText(from, to))
}

// annotationText is an annotation's source on one line, without the
// spacing inside brackets.
func (r *rewriter) annotationText(from, to int) string {
	s := strings.Join(strings.Fields(r.source(from, to)), " ")
	for _, p := range [][2]string{{"( ", "("}, {"[ ", "["}, {"{ ", "{"}, {" )", ")"}, {" ]", "]"}, {" }", "}"}, {" ,", ","}} {
		s = strings.ReplaceAll(s, p[0], p[1])
	}
	return s
}

// lazyDef rewrites a def's signature under PEP 563: each parameter and
// return annotation becomes a string of its source. end is the index of
// the colon that opens the body.
func (r *rewriter) lazyDef(i, to int) (string, int, bool, error) {
	name := nextSig(r.toks, i)
	open := nextSig(r.toks, name)
	if open >= to || !r.toks[open].isOp("(") {
		return "", 0, false, nil
	}
	close, err := r.match(open)
	if err != nil {
		return "", 0, false, err
	}
	var b strings.Builder
	b.WriteString(r.source(i, open+1))
	from := open + 1
	for k := open + 1; k < close; k++ {
		if r.depth[k] != r.depth[open]+1 || !r.toks[k].isOp(":") {
			continue
		}
		// A parameter's colon follows its name, which follows ( , * or
		// **; a lambda's in a default does not.
		if p := prevSig(r.toks, k); p < 0 || r.toks[p].kind != tName {
			continue
		} else if pp := prevSig(r.toks, p); pp < 0 || !(r.toks[pp].isOp("(") || r.toks[pp].isOp(",") || r.toks[pp].isOp("*") || r.toks[pp].isOp("**")) {
			continue
		}
		// The annotation runs to the next , or = at this depth.
		end := k + 1
		for end < close && !(r.depth[end] == r.depth[open]+1 && (r.toks[end].isOp(",") || r.toks[end].isOp("="))) {
			end++
		}
		head, err := r.seq(from, k+1)
		if err != nil {
			return "", 0, false, err
		}
		b.WriteString(head + " " + r.lazyAnnotation(k+1, end))
		from, k = end, end-1
	}
	rest, err := r.seq(from, close+1)
	if err != nil {
		return "", 0, false, err
	}
	b.WriteString(rest)
	colon := close + 1
	for colon < to && !r.toks[colon].isOp(":") {
		colon++
	}
	if arrow := nextSig(r.toks, close); arrow < colon && r.toks[arrow].isOp("->") {
		b.WriteString(" -> " + r.lazyAnnotation(arrow+1, colon))
	}
	return b.String(), colon, true, nil
}

// MaxBracketDepth is how deeply brackets nest in src, strings and comments
// aside, or 0 when src does not tokenize. Rewrite recurses once per
// bracket, so a compile guard asks this before anything rewrites.
func MaxBracketDepth(src string) int {
	toks, err := tokenize(src)
	if err != nil {
		return 0
	}
	depth, deepest := 0, 0
	for _, t := range toks {
		if t.kind != tOp {
			continue
		}
		switch t.text {
		case "(", "[", "{":
			depth++
			deepest = max(deepest, depth)
		case ")", "]", "}":
			depth--
		}
	}
	return deepest
}
