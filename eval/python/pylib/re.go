package pylib

import (
	"strconv"
	"strings"
	"time"

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
	anchor *regexp2.Regexp // \A(?:src)
	full   *regexp2.Regexp // \A(?:src)\z
	groups int
	names  []string
}

func (p *pattern) Type() *py.Type { return patternType }

type match struct {
	p   *pattern
	m   *regexp2.Match
	s   string
	pos int
}

func (m *match) Type() *py.Type { return matchType }

// translate rewrites the Python-only spellings regexp2 does not read, and
// turns named groups into plain ones: regexp2 numbers named groups after
// the unnamed ones (.NET rules) where Python numbers all groups in order,
// so names are tracked here instead.
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

func translate(src string) (string, map[string]int) {
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
	t, names := translate(src)
	re, err := regexp2.Compile(t, opt)
	if err != nil {
		return nil, py.ExceptionNewf(reError, "%s", err.Error())
	}
	re.MatchTimeout = reTimeout
	p := &pattern{src: src, flags: flags, re: re}
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
	p.anchor, _ = regexp2.Compile(`\A(?:`+t+`)`, opt)
	p.full, _ = regexp2.Compile(`\A(?:`+t+`)\z`, opt)
	if p.anchor != nil {
		p.anchor.MatchTimeout = reTimeout
	}
	if p.full != nil {
		p.full.MatchTimeout = reTimeout
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

func (p *pattern) find(kind, s string, pos int) (*match, error) {
	re := p.re
	switch kind {
	case "match":
		re = p.anchor
	case "fullmatch":
		re = p.full
	}
	var m *regexp2.Match
	var err error
	if pos > 0 {
		if kind != "search" {
			// Anchor at pos by matching the slice and shifting indices.
			rs := []rune(s)
			if pos > len(rs) {
				return nil, nil
			}
			m, err = re.FindRunesMatch(rs[pos:])
			if m == nil || err != nil {
				return nil, reErr(err)
			}
			return &match{p: p, m: m, s: s, pos: pos}, nil
		}
		m, err = re.FindStringMatchStartingAt(s, pos)
	} else {
		m, err = re.FindStringMatch(s)
	}
	if err != nil || m == nil {
		return nil, reErr(err)
	}
	return &match{p: p, m: m, s: s}, nil
}

// all returns every non-overlapping match in order.
func (p *pattern) all(s string) ([]*match, error) {
	var out []*match
	m, err := p.re.FindStringMatch(s)
	for m != nil && err == nil {
		out = append(out, &match{p: p, m: m, s: s})
		m, err = p.re.FindNextMatch(m)
	}
	return out, reErr(err)
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
	return g.Index + m.pos, g.Index + g.Length + m.pos
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

// expand applies a Python replacement template to m.
func (m *match) expand(tmpl string) (string, error) {
	var b strings.Builder
	for i := 0; i < len(tmpl); i++ {
		c := tmpl[i]
		if c != '\\' || i+1 >= len(tmpl) {
			b.WriteByte(c)
			continue
		}
		i++
		c = tmpl[i]
		switch {
		case c >= '0' && c <= '9':
			j := i + 1
			if j < len(tmpl) && tmpl[j] >= '0' && tmpl[j] <= '9' {
				j++
			}
			n, _ := strconv.Atoi(tmpl[i:j])
			if n > m.p.groups {
				return "", py.ExceptionNewf(reError, "invalid group reference %d", n)
			}
			if v, ok := m.group(n).(py.String); ok {
				b.WriteString(string(v))
			}
			i = j - 1
		case c == 'g' && i+1 < len(tmpl) && tmpl[i+1] == '<':
			end := strings.IndexByte(tmpl[i:], '>')
			if end < 0 {
				return "", py.ExceptionNewf(reError, "missing >, unterminated name")
			}
			name := tmpl[i+2 : i+end]
			var idx py.Object = py.String(name)
			if n, err := strconv.Atoi(name); err == nil {
				idx = py.Int(n)
			}
			gi, err := m.groupIndex(idx)
			if err != nil {
				return "", py.ExceptionNewf(reError, "unknown group name '%s'", name)
			}
			if v, ok := m.group(gi).(py.String); ok {
				b.WriteString(string(v))
			}
			i += end
		case c == 'n':
			b.WriteByte('\n')
		case c == 't':
			b.WriteByte('\t')
		case c == 'r':
			b.WriteByte('\r')
		case c == '\\':
			b.WriteByte('\\')
		default:
			b.WriteByte('\\')
			b.WriteByte(c)
		}
	}
	return b.String(), nil
}

func (p *pattern) sub(repl py.Object, s string, count int) (string, int, error) {
	ms, err := p.all(s)
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
		if rstr, ok := repl.(py.String); ok {
			r, err := m.expand(string(rstr))
			if err != nil {
				return "", 0, err
			}
			b.WriteString(r)
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
	ms, err := p.all(s)
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

func finder(kind string) reOp {
	return func(p *pattern, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		s, err := strArg(args, 0, kind)
		if err != nil {
			return nil, err
		}
		pos, err := intArg(args, kwargs, 1, "pos", 0)
		if err != nil {
			return nil, err
		}
		m, err := p.find(kind, s, pos)
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
		ms, err := p.all(s)
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
		ms, err := p.all(s)
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
			return patternOf(src, flags)
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
	patternType.Dict["flags"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.Int(self.(*pattern).flags | reU), nil }}
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
		r, err := mm(self).expand(ts)
		return py.String(r), err
	}, 0, "")
	mt["string"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return py.String(mm(self).s), nil }}
	mt["re"] = &py.Property{Fget: func(self py.Object) (py.Object, error) { return mm(self).p, nil }}
	mt["lastindex"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		m := mm(self)
		last, lastEnd := py.Object(py.None), -1
		for i := 1; i <= m.p.groups; i++ {
			if _, e := m.span(i); e >= 0 && e >= lastEnd {
				last, lastEnd = py.Int(i), e
			}
		}
		return last, nil
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
