package pyrewrite

import (
	"fmt"
	"strings"
)

// except* (PEP 654) has no 3.4 spelling. A try statement whose handlers
// are except* clauses keeps its try, else and finally; its handlers become
// one `except BaseException` whose body hands the exception to the exstar
// helper of pysrc/_pylib_rt.py and runs each clause on the part that
// matched:
//
//	try:                                try:
//	    body                                body
//	except* T as e:                     except BaseException as _pylib_g1:
//	    handler                             _pylib_s1 = __import__("_pylib_rt").exstar(_pylib_g1)
//	except* U:                              if _pylib_s1.match((T)):
//	    other                                   e = _pylib_s1.matched
//	                                            try:
//	                                                handler
//	                                            except BaseException as _pylib_x:
//	                                                _pylib_s1.handled(_pylib_x)
//	                                            finally:
//	                                                e = None; del e
//	                                        if _pylib_s1.match((U)):
//	                                            ...
//	                                        _pylib_s1.finish()
//
// Handler bodies move two levels in; added lines carry extraLineMark, so
// every line of the model's code keeps its number.

// lowerExceptStar rewrites every try statement with except* clauses, one
// per pass (a nested one is found again, re-indented, by a later pass).
// changed is false when src has none.
func lowerExceptStar(src string) (out string, changed bool, err error) {
	n := 0
	for {
		toks, err := tokenize(src)
		if err != nil {
			return "", false, err
		}
		r := newRewriter(toks)
		first := -1
		for i, t := range toks {
			if t.kind == tName && t.text == "except" && r.atLineStart(i) {
				if j := nextSig(toks, i); j < len(toks) && toks[j].isOp("*") {
					first = i
					break
				}
			}
		}
		if first < 0 {
			return src, n > 0, nil
		}
		n++
		if src, err = r.lowerTryStar(first, n); err != nil {
			return "", false, err
		}
	}
}

// starClause is one except* clause: its header tokens and body extent.
type starClause struct {
	at, colon  int
	typ        string // the type expression, on one line
	name       string // the `as` name, or ""
	inline     bool   // the body shares the header's line
	bodyEndOff int    // byte offset of the newline ending the body's last line
}

func (r *rewriter) lowerTryStar(first, n int) (string, error) {
	offs := make([]int, len(r.toks)+1)
	for i, t := range r.toks {
		offs[i+1] = offs[i] + len(t.text)
	}
	src := r.source(0, len(r.toks))
	newlineAfter := func(i int) int { // offset of the first "\n" after token i
		if k := strings.IndexByte(src[offs[i+1]:], '\n'); k >= 0 {
			return offs[i+1] + k
		}
		return len(src)
	}
	indent := r.indentOf(first)
	var clauses []starClause
	for h := first; h < len(r.toks); {
		t := r.toks[h]
		star := nextSig(r.toks, h)
		if !(t.kind == tName && t.text == "except" && star < len(r.toks) && r.toks[star].isOp("*")) {
			break
		}
		c := starClause{at: h, colon: r.headerColon(h)}
		if c.colon < 0 {
			return "", fmt.Errorf("line %d: expected ':'", t.line)
		}
		typEnd := c.colon
		for j := star + 1; j < c.colon; j++ {
			if r.toks[j].kind == tName && r.toks[j].text == "as" && r.depth[j] == r.depth[h] {
				typEnd = j
				if k := nextSig(r.toks, j); k < c.colon {
					c.name = r.toks[k].text
				}
				break
			}
		}
		c.typ = oneLine(r.toks[star+1 : typEnd])
		if c.typ == "" {
			return "", fmt.Errorf("line %d: expected one or more exception types", t.line)
		}
		end := r.lineEnd(c.colon)
		c.inline = !r.onlyCommentAfter(c.colon) && nextSig(r.toks, c.colon) < end
		// The body runs to the next line indented no deeper than the try.
		stop := len(r.toks)
		for j := end; j < len(r.toks); j++ {
			if r.toks[j].kind != tWS && r.atLineStart(j) && len(r.indentOf(j)) <= len(indent) {
				stop = j
				break
			}
		}
		c.bodyEndOff = newlineAfter(prevSig(r.toks, stop))
		clauses = append(clauses, c)
		h = stop
		if h < len(r.toks) && r.indentOf(h) != indent {
			break
		}
	}
	// The handler body's own indentation gives the unit to indent by.
	unit := "    "
	if c := clauses[0]; !c.inline {
		if b := nextSig(r.toks, c.colon); b < len(r.toks) {
			if bi := r.indentOf(b); len(bi) > len(indent) {
				unit = bi[len(indent):]
			}
		}
	}
	body := indent + unit
	s := fmt.Sprintf("_pylib_s%d", n)
	mark := extraLineMark
	var b strings.Builder
	pos := 0
	for k, c := range clauses {
		b.WriteString(src[pos:offs[c.at]])
		if k == 0 {
			fmt.Fprintf(&b, "except BaseException as _pylib_g%d:", n)
		} else {
			fmt.Fprintf(&b, "%sif %s.match((%s)):", unit, s, c.typ)
		}
		// Keep the header's line count and its trailing comment.
		headerEnd := offs[c.colon+1]
		var inlineBody string
		if c.inline {
			inlineBody = strings.TrimSpace(src[headerEnd:c.bodyEndOff])
			b.WriteString(strings.Repeat("\n", strings.Count(src[offs[c.at]:headerEnd], "\n")))
		} else {
			lineEnd := newlineAfter(c.colon)
			b.WriteString(strings.Repeat("\n", strings.Count(src[offs[c.at]:headerEnd], "\n")))
			b.WriteString(src[headerEnd:lineEnd])
			headerEnd = lineEnd
		}
		if k == 0 {
			fmt.Fprintf(&b, "\n%s%s = __import__(\"_pylib_rt\").exstar(_pylib_g%d)%s", body, s, n, mark)
			fmt.Fprintf(&b, "\n%sif %s.match((%s)):%s", body, s, c.typ, mark)
		}
		if c.name != "" {
			fmt.Fprintf(&b, "\n%s%s%s = %s.matched%s", body, unit, c.name, s, mark)
		}
		fmt.Fprintf(&b, "\n%s%stry:%s", body, unit, mark)
		if c.inline {
			fmt.Fprintf(&b, "\n%s%s%s%s%s", body, unit, unit, inlineBody, mark)
		} else {
			// Two levels in: every line break of the body gets the extra
			// indentation (line breaks inside string literals are not
			// whitespace tokens and stay as they are).
			for j, t := range r.toks {
				from, to := max(offs[j], headerEnd), min(offs[j+1], c.bodyEndOff)
				if from >= to {
					continue
				}
				text := src[from:to]
				if t.kind == tWS {
					text = strings.ReplaceAll(text, "\n", "\n"+unit+unit)
				}
				b.WriteString(text)
			}
		}
		fmt.Fprintf(&b, "\n%s%sexcept BaseException as _pylib_x:%s", body, unit, mark)
		fmt.Fprintf(&b, "\n%s%s%s%s.handled(_pylib_x)%s", body, unit, unit, s, mark)
		if c.name != "" {
			fmt.Fprintf(&b, "\n%s%sfinally:%s", body, unit, mark)
			fmt.Fprintf(&b, "\n%s%s%s%s = None; del %s%s", body, unit, unit, c.name, c.name, mark)
		}
		if k == len(clauses)-1 {
			fmt.Fprintf(&b, "\n%s%s.finish()%s", body, s, mark)
		}
		pos = c.bodyEndOff
	}
	b.WriteString(src[pos:])
	return b.String(), nil
}

// oneLine is the source of toks on one line: comments dropped, line
// breaks (inside brackets or continued) made spaces.
func oneLine(toks []token) string {
	var b strings.Builder
	for _, t := range toks {
		if t.kind == tWS {
			b.WriteByte(' ')
			continue
		}
		b.WriteString(t.text)
	}
	return strings.TrimSpace(b.String())
}

// mayHaveExceptStar is a quick look for "except" followed by "*", so that
// only such sources are tokenized for lowerExceptStar.
func mayHaveExceptStar(src string) bool {
	for {
		k := strings.Index(src, "except")
		if k < 0 {
			return false
		}
		src = strings.TrimLeft(src[k+len("except"):], " \t")
		if strings.HasPrefix(src, "*") {
			return true
		}
	}
}
