package pylib

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/go-python/gpython/py"
)

// ast.literal_eval: models parse the repr of Python data (often from an
// LLM answer) with it. A recursive-descent parser over Python's literal
// grammar: strings and bytes (with implicit concatenation), numbers,
// tuples, lists, dicts, sets, True/False/None and set().

type literalParser struct {
	s   string
	i   int
	err error
}

func (p *literalParser) fail(msg string) {
	if p.err == nil {
		p.err = py.ExceptionNewf(py.ValueError, "malformed node or string: %s", msg)
	}
}

// syntax records input that is not Python at all, which CPython reports
// as SyntaxError rather than ValueError.
func (p *literalParser) syntax(msg string) {
	if p.err == nil {
		p.err = py.ExceptionNewf(py.SyntaxError, "invalid syntax: %s", msg)
	}
}

func (p *literalParser) ws() {
	for p.i < len(p.s) {
		switch p.s[p.i] {
		case ' ', '\t', '\n', '\r', '\f', '\\':
			p.i++
		case '#':
			for p.i < len(p.s) && p.s[p.i] != '\n' {
				p.i++
			}
		default:
			return
		}
	}
}

func (p *literalParser) peek() byte {
	p.ws()
	if p.i < len(p.s) {
		return p.s[p.i]
	}
	return 0
}

func (p *literalParser) eat(c byte) bool {
	if p.peek() == c {
		p.i++
		return true
	}
	return false
}

func (p *literalParser) value(depth int) py.Object {
	if p.err != nil {
		return nil
	}
	if depth > maxNesting {
		p.err = recursionError(" while parsing a literal")
		return nil
	}
	c := p.peek()
	switch {
	case c == '(':
		p.i++
		items, trailing := p.seq(')', depth)
		if len(items) == 1 && !trailing {
			return items[0]
		}
		return py.Tuple(items)
	case c == '[':
		p.i++
		items, _ := p.seq(']', depth)
		return py.NewListFromItems(items)
	case c == '{':
		return p.braces(depth)
	case c == '-' || c == '+':
		p.i++
		v := p.value(depth + 1)
		if p.err != nil {
			return nil
		}
		switch v.(type) {
		case py.Int, *py.BigInt, py.Float, py.Complex:
		default:
			p.fail("unary operator on a non-number")
			return nil
		}
		if c == '-' {
			r, err := py.Neg(v)
			if err != nil {
				p.err = err
			}
			return r
		}
		return v
	case c >= '0' && c <= '9' || c == '.':
		return p.number()
	case c == '"' || c == '\'':
		return p.strings()
	case isIdentStart(c):
		start := p.i
		for p.i < len(p.s) && (isIdentStart(p.s[p.i]) || p.s[p.i] >= '0' && p.s[p.i] <= '9') {
			p.i++
		}
		word := p.s[start:p.i]
		if p.i < len(p.s) && (p.s[p.i] == '"' || p.s[p.i] == '\'') && len(word) <= 2 {
			p.i = start
			return p.strings()
		}
		switch word {
		case "True":
			return py.True
		case "False":
			return py.False
		case "None":
			return py.None
		case "set":
			if p.eat('(') && p.eat(')') {
				return newSet(false)
			}
		}
		p.fail("name " + word)
		return nil
	}
	if c == 0 {
		p.syntax("unexpected end of input")
	} else {
		p.syntax("unexpected " + strconv.QuoteRune(rune(c)))
	}
	return nil
}

// seq parses comma-separated values up to end; trailing reports a final
// comma (which makes "(1,)" a tuple).
func (p *literalParser) seq(end byte, depth int) ([]py.Object, bool) {
	items := []py.Object{}
	trailing := false
	for p.err == nil {
		if p.eat(end) {
			return items, trailing
		}
		items = append(items, p.value(depth+1))
		trailing = p.eat(',')
		if !trailing && !p.eat(end) {
			p.syntax("expected ',' or " + string(end))
			return nil, false
		} else if !trailing {
			return items, false
		}
	}
	return nil, false
}

func (p *literalParser) braces(depth int) py.Object {
	p.i++
	if p.eat('}') {
		return NewDict()
	}
	first := p.value(depth + 1)
	if p.err != nil {
		return nil
	}
	if p.eat(':') {
		d := NewDict()
		k, v := first, p.value(depth+1)
		for p.err == nil {
			if err := d.Set(k, v); err != nil {
				p.err = err
				return nil
			}
			if !p.eat(',') || p.peek() == '}' {
				if !p.eat('}') {
					p.syntax("expected '}'")
				}
				return d
			}
			k = p.value(depth + 1)
			if !p.eat(':') {
				p.syntax("expected ':'")
				return nil
			}
			v = p.value(depth + 1)
		}
		return nil
	}
	s := newSet(false)
	for x := first; p.err == nil; x = p.value(depth + 1) {
		if err := s.add(x); err != nil {
			p.err = err
			return nil
		}
		if !p.eat(',') || p.peek() == '}' {
			if !p.eat('}') {
				p.syntax("expected '}'")
			}
			return s
		}
	}
	return nil
}

func (p *literalParser) number() py.Object {
	start := p.i
	for p.i < len(p.s) {
		c := p.s[p.i]
		if c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '.' {
			p.i++
			continue
		}
		if (c == '+' || c == '-') && (p.s[p.i-1] == 'e' || p.s[p.i-1] == 'E') && !strings.HasPrefix(strings.ToLower(p.s[start:]), "0x") {
			p.i++
			continue
		}
		break
	}
	text := strings.ReplaceAll(p.s[start:p.i], "_", "")
	low := strings.ToLower(text)
	if strings.HasSuffix(low, "j") {
		f, err := strconv.ParseFloat(low[:len(low)-1], 64)
		if err != nil {
			p.syntax("number " + text)
			return nil
		}
		return py.Complex(complex(0, f))
	}
	if strings.ContainsAny(low, ".e") && !strings.HasPrefix(low, "0x") {
		f, err := strconv.ParseFloat(low, 64)
		if err != nil {
			p.syntax("number " + text)
			return nil
		}
		return py.Float(f)
	}
	v, err := py.IntFromString(low, 0)
	if err != nil {
		p.syntax("number " + text)
		return nil
	}
	return v
}

// strings parses one or more adjacent string literals, concatenated.
func (p *literalParser) strings() py.Object {
	var out strings.Builder
	isBytes := false
	for n := 0; p.err == nil; n++ {
		p.ws()
		start := p.i
		for p.i < len(p.s) && p.i-start < 2 && strings.IndexByte("bBrRuU", p.s[p.i]) >= 0 {
			p.i++
		}
		if p.i >= len(p.s) || (p.s[p.i] != '"' && p.s[p.i] != '\'') {
			p.i = start
			if n == 0 {
				p.syntax("string")
				return nil
			}
			break
		}
		prefix := strings.ToLower(p.s[start:p.i])
		b := strings.Contains(prefix, "b")
		if n > 0 && b != isBytes {
			p.err = py.ExceptionNewf(py.SyntaxError, "cannot mix bytes and nonbytes literals")
			return nil
		}
		isBytes = b
		s, ok := p.quoted(strings.Contains(prefix, "r"), b)
		if !ok {
			return nil
		}
		out.WriteString(s)
	}
	if p.err != nil {
		return nil
	}
	if isBytes {
		return py.Bytes(out.String())
	}
	return py.String(out.String())
}

func (p *literalParser) quoted(raw, isBytes bool) (string, bool) {
	q := p.s[p.i : p.i+1]
	if strings.HasPrefix(p.s[p.i:], q+q+q) {
		q = q + q + q
	}
	p.i += len(q)
	var b strings.Builder
	for {
		if p.i >= len(p.s) {
			p.syntax("unterminated string")
			return "", false
		}
		if strings.HasPrefix(p.s[p.i:], q) {
			p.i += len(q)
			return b.String(), true
		}
		c := p.s[p.i]
		if c == '\n' && len(q) == 1 {
			p.syntax("unterminated string")
			return "", false
		}
		if c != '\\' {
			r, n := utf8.DecodeRuneInString(p.s[p.i:])
			b.WriteRune(r)
			p.i += n
			continue
		}
		if p.i+1 >= len(p.s) {
			p.syntax("unterminated string")
			return "", false
		}
		e := p.s[p.i+1]
		if raw {
			b.WriteByte('\\')
			b.WriteByte(e)
			p.i += 2
			continue
		}
		p.i += 2
		simple := map[byte]string{'n': "\n", 't': "\t", 'r': "\r", '\\': "\\", '\'': "'", '"': "\"", 'a': "\a", 'b': "\b", 'f': "\f", 'v': "\v", '\n': "", '0': "\x00"}
		switch {
		case e == 'x' || (!isBytes && (e == 'u' || e == 'U')):
			n := map[byte]int{'x': 2, 'u': 4, 'U': 8}[e]
			if p.i+n > len(p.s) {
				p.syntax("truncated escape")
				return "", false
			}
			v, err := strconv.ParseUint(p.s[p.i:p.i+n], 16, 32)
			if err != nil {
				p.syntax("bad escape")
				return "", false
			}
			p.i += n
			if isBytes {
				b.WriteByte(byte(v))
			} else {
				b.WriteRune(rune(v))
			}
		case e >= '0' && e <= '7':
			j := p.i - 1
			for p.i < len(p.s) && p.i-j < 3 && p.s[p.i] >= '0' && p.s[p.i] <= '7' {
				p.i++
			}
			v, _ := strconv.ParseUint(p.s[j:p.i], 8, 32)
			if isBytes {
				b.WriteByte(byte(v))
			} else {
				b.WriteRune(rune(v))
			}
		default:
			if s, ok := simple[e]; ok {
				b.WriteString(s)
			} else {
				b.WriteByte('\\')
				b.WriteByte(e)
			}
		}
	}
}

func literalEval(self, node py.Object) (py.Object, error) {
	s, ok := node.(py.String)
	if !ok {
		if b, isB := node.(py.Bytes); isB {
			s = py.String(b)
		} else {
			return nil, py.ExceptionNewf(py.ValueError, "malformed node or string: %s", reprOf(node))
		}
	}
	p := &literalParser{s: strings.TrimLeft(string(s), " \t")}
	v := p.value(0)
	if p.err == nil && p.peek() != 0 {
		p.err = py.ExceptionNewf(py.SyntaxError, "invalid syntax")
	}
	if p.err != nil {
		return nil, p.err
	}
	return v, nil
}

func installAst() {
	py.RegisterModule(&py.ModuleImpl{
		Info:    py.ModuleInfo{Name: "ast", FileDesc: "<pylib ast>"},
		Methods: []*py.Method{py.MustNewMethod("literal_eval", literalEval, 0, "")},
	})
}
