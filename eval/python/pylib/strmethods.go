package pylib

import (
	"strings"
	"unicode/utf8"

	"github.com/go-python/gpython/py"
)

func str(o py.Object) string { return string(o.(py.String)) }

func argStr(o py.Object, fn string) (string, error) {
	s, ok := unboxed(o).(py.String)
	if !ok {
		return "", py.ExceptionNewf(py.TypeError, "%s: must be str, not %s", fn, o.Type().Name)
	}
	return string(s), nil
}

// runeIndex converts a byte offset in s to a character index.
func runeIndex(s string, b int) int {
	if b < 0 {
		return b
	}
	return utf8.RuneCountInString(s[:b])
}

// window applies optional start/end character arguments, returning the
// slice and the byte offset where it starts.
func window(s string, args py.Tuple) (string, int, error) {
	n := utf8.RuneCountInString(s)
	start, end := 0, n
	if len(args) > 0 && args[0] != py.None {
		v, err := py.MakeGoInt(args[0])
		if err != nil {
			return "", 0, err
		}
		start = v
	}
	if len(args) > 1 && args[1] != py.None {
		v, err := py.MakeGoInt(args[1])
		if err != nil {
			return "", 0, err
		}
		end = v
	}
	clamp := func(i int) int {
		if i < 0 {
			i += n
		}
		if i < 0 {
			i = 0
		}
		if i > n {
			i = n
		}
		return i
	}
	start, end = clamp(start), clamp(end)
	if end < start {
		return "", -1, nil
	}
	bs := byteOffset(s, start)
	be := byteOffset(s, end)
	return s[bs:be], bs, nil
}

func byteOffset(s string, chars int) int {
	if len(s) == utf8.RuneCountInString(s) {
		return chars
	}
	i := 0
	for c := 0; c < chars && i < len(s); c++ {
		_, n := utf8.DecodeRuneInString(s[i:])
		i += n
	}
	return i
}

func strFind(rev, raise bool, name string) func(py.Object, py.Tuple) (py.Object, error) {
	return func(self py.Object, args py.Tuple) (py.Object, error) {
		if len(args) < 1 || len(args) > 3 {
			return nil, py.ExceptionNewf(py.TypeError, "%s() takes from 1 to 3 arguments", name)
		}
		sub, err := argStr(args[0], name)
		if err != nil {
			return nil, err
		}
		s := str(self)
		w, off, err := window(s, args[1:])
		if err != nil {
			return nil, err
		}
		i := -1
		if off >= 0 {
			if rev {
				i = strings.LastIndex(w, sub)
			} else {
				i = strings.Index(w, sub)
			}
		}
		if i < 0 {
			if raise {
				return nil, py.ExceptionNewf(py.ValueError, "substring not found")
			}
			return py.Int(-1), nil
		}
		return py.Int(runeIndex(s, off+i)), nil
	}
}

func padMethod(name string, f func(s string, width int, fill string) string) func(py.Object, py.Tuple) (py.Object, error) {
	return func(self py.Object, args py.Tuple) (py.Object, error) {
		var w py.Object
		var fill py.Object = py.String(" ")
		if err := py.UnpackTuple(args, nil, name, 1, 2, &w, &fill); err != nil {
			return nil, err
		}
		width, err := py.MakeGoInt(w)
		if err != nil {
			return nil, err
		}
		fs, err := argStr(fill, name)
		if err != nil || utf8.RuneCountInString(fs) != 1 {
			return nil, py.ExceptionNewf(py.TypeError, "The fill character must be exactly one character long")
		}
		s := str(self)
		n := utf8.RuneCountInString(s)
		if width <= n {
			return self, nil
		}
		return py.String(f(s, width-n, fs)), nil
	}
}

func pySplit(s string, sep *string, maxsplit int, right bool) []string {
	return splitSpace(s, sep, maxsplit, right, pyIsSpace)
}

// splitSpace is pySplit with the whitespace that separates fields when
// sep is nil: Python's for str, ASCII's for bytes.
func splitSpace(s string, sep *string, maxsplit int, right bool, isSpace func(rune) bool) []string {
	if sep != nil {
		if maxsplit < 0 {
			return strings.Split(s, *sep)
		}
		if !right {
			return strings.SplitN(s, *sep, maxsplit+1)
		}
		var out []string
		for maxsplit > 0 {
			i := strings.LastIndex(s, *sep)
			if i < 0 {
				break
			}
			out = append([]string{s[i+len(*sep):]}, out...)
			s = s[:i]
			maxsplit--
		}
		return append([]string{s}, out...)
	}
	// Whitespace splitting drops empty fields.
	if maxsplit < 0 {
		if onlyCommonSpace(s) {
			return strings.Fields(s) // the same fields, much faster
		}
		return strings.FieldsFunc(s, isSpace)
	}
	var out []string
	if !right {
		for maxsplit > 0 {
			s = strings.TrimLeftFunc(s, isSpace)
			i := strings.IndexFunc(s, isSpace)
			if s == "" || i < 0 {
				break
			}
			out = append(out, s[:i])
			s = s[i:]
			maxsplit--
		}
		if s = strings.TrimLeftFunc(s, isSpace); s != "" {
			out = append(out, s)
		}
		return out
	}
	for maxsplit > 0 {
		s = strings.TrimRightFunc(s, isSpace)
		i := strings.LastIndexFunc(s, isSpace)
		if s == "" || i < 0 {
			break
		}
		_, n := utf8.DecodeRuneInString(s[i:])
		out = append([]string{s[i+n:]}, out...)
		s = s[:i]
		maxsplit--
	}
	if s = strings.TrimRightFunc(s, isSpace); s != "" {
		out = append([]string{s}, out...)
	}
	return out
}

func splitMethod(right bool, name string) func(py.Object, py.Tuple, py.StringDict) (py.Object, error) {
	return func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var sepO py.Object = py.None
		var maxO py.Object = py.Int(-1)
		if err := py.ParseTupleAndKeywords(args, kwargs, "|OO:"+name, []string{"sep", "maxsplit"}, &sepO, &maxO); err != nil {
			return nil, err
		}
		var sep *string
		if sepO != py.None {
			s, err := argStr(sepO, name)
			if err != nil {
				return nil, err
			}
			if s == "" {
				return nil, py.ExceptionNewf(py.ValueError, "empty separator")
			}
			sep = &s
		}
		maxsplit, err := py.MakeGoInt(maxO)
		if err != nil {
			return nil, err
		}
		return stringList(pySplit(str(self), sep, maxsplit, right)), nil
	}
}

func stringList(ss []string) *py.List {
	items := make([]py.Object, len(ss))
	for i, s := range ss {
		items[i] = py.String(s)
	}
	return py.NewListFromItems(items)
}

func affix(name string, ends bool) func(py.Object, py.Tuple) (py.Object, error) {
	return func(self py.Object, args py.Tuple) (py.Object, error) {
		if len(args) < 1 || len(args) > 3 {
			return nil, py.ExceptionNewf(py.TypeError, "%s takes from 1 to 3 arguments", name)
		}
		w, off, err := window(str(self), args[1:])
		if err != nil {
			return nil, err
		}
		var cands []py.Object
		if t, ok := args[0].(py.Tuple); ok {
			cands = t
		} else {
			cands = []py.Object{args[0]}
		}
		for _, c := range cands {
			p, ok := c.(py.String)
			if !ok {
				return nil, py.ExceptionNewf(py.TypeError, "%s first arg must be str or a tuple of str, not %s", name, c.Type().Name)
			}
			if off < 0 {
				continue
			}
			if ends && strings.HasSuffix(w, string(p)) || !ends && strings.HasPrefix(w, string(p)) {
				return py.True, nil
			}
		}
		return py.False, nil
	}
}

func splitlines(s string, keep bool) []string {
	var out []string
	for len(s) > 0 {
		i := strings.IndexAny(s, "\n\r\v\f\x1c\x1d\x1e\u0085\u2028\u2029")
		if i < 0 {
			out = append(out, s)
			break
		}
		_, n := utf8.DecodeRuneInString(s[i:])
		if s[i] == '\r' && i+1 < len(s) && s[i+1] == '\n' {
			n = 2
		}
		if keep {
			out = append(out, s[:i+n])
		} else {
			out = append(out, s[:i])
		}
		s = s[i+n:]
	}
	return out
}

func installStrMethods() {
	d := py.StringType.Dict
	set := func(name string, fn any) { d[name] = py.MustNewMethod(name, fn, 0, "") }
	set("format", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		s, err := strFormat(str(self), args, kwargs)
		return py.String(s), err
	})
	set("format_map", func(self, m py.Object) (py.Object, error) {
		kw := py.NewStringDict()
		if dd, ok := asDict(m); ok {
			dd.Range(func(k, v py.Object) bool {
				if ks, ok := k.(py.String); ok {
					kw[string(ks)] = v
				}
				return true
			})
		}
		// Look up missing fields through the mapping so a dict subclass's
		// __missing__ (the "{name}" default idiom) answers them.
		for _, name := range formatFieldNames(str(self)) {
			if _, ok := kw[name]; ok {
				continue
			}
			v, err := py.GetItem(m, py.String(name))
			if err != nil {
				return nil, err
			}
			kw[name] = v
		}
		s, err := strFormat(str(self), nil, kw)
		return py.String(s), err
	})
	set("splitlines", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var keep py.Object = py.False
		if err := py.ParseTupleAndKeywords(args, kwargs, "|O:splitlines", []string{"keepends"}, &keep); err != nil {
			return nil, err
		}
		k, _ := py.MakeBool(keep)
		return stringList(splitlines(str(self), k == py.True)), nil
	})
	part := func(rev bool) func(py.Object, py.Object) (py.Object, error) {
		return func(self, sepO py.Object) (py.Object, error) {
			sep, err := argStr(sepO, "partition")
			if err != nil {
				return nil, err
			}
			if sep == "" {
				return nil, py.ExceptionNewf(py.ValueError, "empty separator")
			}
			s := str(self)
			var i int
			if rev {
				i = strings.LastIndex(s, sep)
			} else {
				i = strings.Index(s, sep)
			}
			if i < 0 {
				if rev {
					return py.Tuple{py.String(""), py.String(""), self}, nil
				}
				return py.Tuple{self, py.String(""), py.String("")}, nil
			}
			return py.Tuple{py.String(s[:i]), py.String(sep), py.String(s[i+len(sep):])}, nil
		}
	}
	set("partition", part(false))
	set("rpartition", part(true))
	set("find", strFind(false, false, "find"))
	set("rfind", strFind(true, false, "rfind"))
	set("index", strFind(false, true, "index"))
	set("rindex", strFind(true, true, "rindex"))
	set("count", func(self py.Object, args py.Tuple) (py.Object, error) {
		if len(args) < 1 || len(args) > 3 {
			return nil, py.ExceptionNewf(py.TypeError, "count() takes from 1 to 3 arguments")
		}
		sub, err := argStr(args[0], "count")
		if err != nil {
			return nil, err
		}
		w, off, err := window(str(self), args[1:])
		if err != nil || off < 0 {
			return py.Int(0), err
		}
		if sub == "" {
			return py.Int(utf8.RuneCountInString(w) + 1), nil
		}
		return py.Int(strings.Count(w, sub)), nil
	})
	set("zfill", func(self, w py.Object) (py.Object, error) {
		width, err := py.MakeGoInt(w)
		if err != nil {
			return nil, err
		}
		s := str(self)
		n := utf8.RuneCountInString(s)
		if width <= n {
			return self, nil
		}
		sign := ""
		if s != "" && (s[0] == '-' || s[0] == '+') {
			sign, s = s[:1], s[1:]
		}
		return py.String(sign + strings.Repeat("0", width-n) + s), nil
	})
	set("center", padMethod("center", func(s string, n int, f string) string {
		// CPython puts the odd extra fill on the left when the string's
		// length is odd... precisely: left = n/2 + (n & width & 1).
		left := n / 2
		if n%2 == 1 && (utf8.RuneCountInString(s)+n)%2 == 1 {
			left++
		}
		return strings.Repeat(f, left) + s + strings.Repeat(f, n-left)
	}))
	set("ljust", padMethod("ljust", func(s string, n int, f string) string { return s + strings.Repeat(f, n) }))
	set("rjust", padMethod("rjust", func(s string, n int, f string) string { return strings.Repeat(f, n) + s }))
	set("split", splitMethod(false, "split"))
	set("rsplit", splitMethod(true, "rsplit"))
	set("startswith", affix("startswith", false))
	set("endswith", affix("endswith", true))
	set("expandtabs", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var ts py.Object = py.Int(8)
		if err := py.ParseTupleAndKeywords(args, kwargs, "|O:expandtabs", []string{"tabsize"}, &ts); err != nil {
			return nil, err
		}
		size, err := py.MakeGoInt(ts)
		if err != nil {
			return nil, err
		}
		var b strings.Builder
		col := 0
		for _, r := range str(self) {
			switch r {
			case '\t':
				if size > 0 {
					n := size - col%size
					b.WriteString(strings.Repeat(" ", n))
					col += n
				}
			case '\n', '\r':
				b.WriteRune(r)
				col = 0
			default:
				b.WriteRune(r)
				col++
			}
		}
		return py.String(b.String()), nil
	})
	strip := func(name string, f func(string, string) string, fs func(string, func(rune) bool) string) {
		set(name, func(self py.Object, args py.Tuple) (py.Object, error) {
			var chars py.Object = py.None
			if err := py.UnpackTuple(args, nil, name, 0, 1, &chars); err != nil {
				return nil, err
			}
			if chars == py.None {
				return py.String(fs(str(self), pyIsSpace)), nil
			}
			c, err := argStr(chars, name)
			if err != nil {
				return nil, err
			}
			return py.String(f(str(self), c)), nil
		})
	}
	strip("strip", strings.Trim, strings.TrimFunc)
	strip("lstrip", strings.TrimLeft, strings.TrimLeftFunc)
	strip("rstrip", strings.TrimRight, strings.TrimRightFunc)
	set("removeprefix", func(self, p py.Object) (py.Object, error) {
		ps, err := argStr(p, "removeprefix")
		return py.String(strings.TrimPrefix(str(self), ps)), err
	})
	set("removesuffix", func(self, p py.Object) (py.Object, error) {
		ps, err := argStr(p, "removesuffix")
		return py.String(strings.TrimSuffix(str(self), ps)), err
	})
	set("replace", func(self py.Object, args py.Tuple) (py.Object, error) {
		var oldO, newO py.Object
		var countO py.Object = py.Int(-1)
		if err := py.UnpackTuple(args, nil, "replace", 2, 3, &oldO, &newO, &countO); err != nil {
			return nil, err
		}
		o, err := argStr(oldO, "replace")
		if err != nil {
			return nil, err
		}
		n, err := argStr(newO, "replace")
		if err != nil {
			return nil, err
		}
		c, err := py.MakeGoInt(countO)
		if err != nil {
			return nil, err
		}
		return py.String(strings.Replace(str(self), o, n, c)), nil
	})
	set("join", func(self, it py.Object) (py.Object, error) {
		var parts []string
		var err error
		// An error from the iterable itself (a generator that raised)
		// comes back from Iterate.
		ierr := py.Iterate(it, func(o py.Object) bool {
			s, ok := unboxed(o).(py.String)
			if !ok {
				err = py.ExceptionNewf(py.TypeError, "sequence item %d: expected str instance, %s found", len(parts), o.Type().Name)
				return true
			}
			parts = append(parts, string(s))
			return false
		})
		if err == nil {
			err = ierr
		}
		if err != nil {
			return nil, err
		}
		return py.String(strings.Join(parts, str(self))), nil
	})
	set("translate", func(self, table py.Object) (py.Object, error) {
		var b strings.Builder
		for _, r := range str(self) {
			v, err := py.GetItem(table, py.Int(r))
			if err != nil {
				if py.IsException(py.LookupError, err) {
					b.WriteRune(r)
					continue
				}
				return nil, err
			}
			switch x := v.(type) {
			case py.NoneType:
			case py.String:
				b.WriteString(string(x))
			case py.Int:
				b.WriteRune(rune(x))
			default:
				return nil, py.ExceptionNewf(py.TypeError, "character mapping must return integer, None or str")
			}
		}
		return py.String(b.String()), nil
	})
	d["maketrans"] = py.MustNewMethod("maketrans", func(self py.Object, args py.Tuple) (py.Object, error) {
		t := NewDict()
		switch len(args) {
		case 1:
			src, ok := asDict(args[0])
			if !ok {
				return nil, py.ExceptionNewf(py.TypeError, "if you give only one argument to maketrans it must be a dict")
			}
			var err error
			src.Range(func(k, v py.Object) bool {
				if s, ok := k.(py.String); ok {
					r, _ := utf8.DecodeRuneInString(string(s))
					k = py.Int(r)
				}
				err = t.Set(k, v)
				return err == nil
			})
			return t, err
		case 2, 3:
			from, to := []rune(str(args[0])), []rune(str(args[1]))
			if len(from) != len(to) {
				return nil, py.ExceptionNewf(py.ValueError, "the first two maketrans arguments must have equal length")
			}
			for i, r := range from {
				t.Set(py.Int(r), py.Int(to[i]))
			}
			if len(args) == 3 {
				for _, r := range str(args[2]) {
					t.Set(py.Int(r), py.None)
				}
			}
			return t, nil
		}
		return nil, py.ExceptionNewf(py.TypeError, "maketrans() takes 1 to 3 arguments")
	}, py.METH_STATIC, "")
	installStrCase()
}

// formatFieldNames lists the named top-level fields of a format string.
func formatFieldNames(s string) []string {
	var out []string
	for i := 0; i < len(s); i++ {
		if s[i] != '{' {
			continue
		}
		if i+1 < len(s) && s[i+1] == '{' {
			i++
			continue
		}
		j := i + 1
		for j < len(s) && !strings.ContainsRune("}.[!:{", rune(s[j])) {
			j++
		}
		name := s[i+1 : j]
		if name != "" && (name[0] < '0' || name[0] > '9') {
			out = append(out, name)
		}
		i = j - 1
	}
	return out
}

// onlyCommonSpace reports ASCII text without the separators \x1c-\x1f,
// where Python's whitespace and strings.Fields' agree.
func onlyCommonSpace(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 0x80 || c >= 0x1c && c <= 0x1f {
			return false
		}
	}
	return true
}
