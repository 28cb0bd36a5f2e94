# csv for gpython, in Python: reader and writer with CPython's dialects,
# quoting rules, parsing state machine and error messages, DictReader,
# DictWriter and Sniffer. Files are any iterable of lines (io.StringIO,
# lists, generators) for reading and anything with write() for writing.

import re as _re

QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE = range(4)
__version__ = "1.0"

_field_limit = 128 * 1024


class Error(Exception):
    pass


def field_size_limit(*args):
    global _field_limit
    if len(args) > 1:
        raise TypeError("field_size_limit expected at most 1 argument, got %d" % len(args))
    old = _field_limit
    if args:
        if not isinstance(args[0], int):
            raise TypeError("limit must be an integer")
        _field_limit = args[0]
    return old


class Dialect(object):
    _name = ""
    _valid = False
    delimiter = None
    quotechar = None
    escapechar = None
    doublequote = None
    skipinitialspace = None
    lineterminator = None
    quoting = None
    strict = False

    def __init__(self):
        if self.__class__ is not Dialect:
            self._valid = True
        _Params(self)


class excel(Dialect):
    delimiter = ","
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = "\r\n"
    quoting = QUOTE_MINIMAL


class excel_tab(excel):
    delimiter = "\t"


class unix_dialect(Dialect):
    delimiter = ","
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = "\n"
    quoting = QUOTE_ALL


_dialects = {"excel": excel, "excel-tab": excel_tab, "unix": unix_dialect}
_ATTRS = ("delimiter", "quotechar", "escapechar", "doublequote", "skipinitialspace", "lineterminator", "quoting", "strict")


def _char(name, v, allow_none):
    if v is None and allow_none:
        return None
    if not isinstance(v, str):
        raise TypeError('"%s" must be string%s, not %s' % (name, " or None" if allow_none else "", type(v).__name__))
    if len(v) != 1:
        raise TypeError('"%s" must be a 1-character string' % name)
    return v


class _Params(object):
    # A validated dialect: the attributes of the named or given dialect,
    # overridden by keyword parameters, checked as _csv checks them.
    def __init__(self, dialect=None, **kw):
        kw = dict(kw)
        if isinstance(dialect, str):
            dialect = get_dialect(dialect)
        # An explicit quotechar=None turns quoting off unless quoting is given.
        if "quotechar" in kw and kw["quotechar"] is None and "quoting" not in kw:
            kw["quoting"] = QUOTE_NONE
        for a in _ATTRS:
            if a in kw:
                v = kw.pop(a)
            elif dialect is not None:
                v = getattr(dialect, a, None)
            else:
                v = None
            setattr(self, a, v)
        if kw:
            k = sorted(kw)[0]
            raise TypeError("'%s' is an invalid keyword argument for this function" % k)
        if self.delimiter is None:
            self.delimiter = ","
        if self.doublequote is None:
            self.doublequote = True
        if self.lineterminator is None:
            self.lineterminator = "\r\n"
        if self.quoting is None:
            self.quoting = QUOTE_MINIMAL
        if self.quotechar is None and dialect is None:
            self.quotechar = '"'
        self.skipinitialspace = bool(self.skipinitialspace)
        self.strict = bool(self.strict)
        self.doublequote = bool(self.doublequote)
        self.delimiter = _char("delimiter", self.delimiter, False)
        self.quotechar = _char("quotechar", self.quotechar, True)
        self.escapechar = _char("escapechar", self.escapechar, True)
        if not isinstance(self.lineterminator, str):
            raise TypeError('"lineterminator" must be a string')
        if isinstance(self.quoting, bool) or not isinstance(self.quoting, int):
            raise TypeError('"quoting" must be an integer')
        if self.quoting not in (QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE):
            raise TypeError('bad "quoting" value')
        if self.quotechar is None and self.quoting != QUOTE_NONE:
            raise TypeError("quotechar must be set if quoting enabled")


def register_dialect(name, dialect=None, **fmtparams):
    if not isinstance(name, str):
        raise TypeError("dialect name must be a string")
    _dialects[name] = _Params(dialect, **fmtparams)


def unregister_dialect(name):
    if name not in _dialects:
        raise Error("unknown dialect")
    del _dialects[name]


def get_dialect(name):
    try:
        return _dialects[name]
    except (KeyError, TypeError):
        raise Error("unknown dialect")


def list_dialects():
    return list(_dialects)


class _reader(object):
    # Lines go through _parser, the _csv state machine in Go; this keeps
    # the dialect, line_num and the iteration.
    def __init__(self, f, dialect="excel", **fmtparams):
        self._it = iter(f)
        d = self.dialect = _Params(dialect, **fmtparams)
        self._p = _parser(d.delimiter, d.quotechar, d.escapechar, d.doublequote, d.skipinitialspace, d.strict, d.quoting, _field_limit, Error)
        self.line_num = 0

    def __iter__(self):
        return self

    def __next__(self):
        while True:
            try:
                line = next(self._it)
            except StopIteration:
                row = self._p.finish()
                if row is None:
                    raise StopIteration
                return row
            self.line_num += 1
            row = self._p.feed(line)
            if row is not None:
                return row


def reader(csvfile, dialect="excel", **fmtparams):
    return _reader(csvfile, dialect, **fmtparams)


class _writer(object):
    def __init__(self, f, dialect="excel", **fmtparams):
        try:
            self._write = f.write
        except AttributeError:
            raise TypeError('argument 1 must have a "write" method')
        d = self.dialect = _Params(dialect, **fmtparams)
        # Characters that force quoting (QUOTE_MINIMAL) or an escape
        # (QUOTE_NONE): the delimiter, the line terminator's, and the quote
        # character unless it is escaped rather than doubled.
        special = [d.delimiter] + [c for c in d.lineterminator]
        if d.quotechar is not None and (d.doublequote or d.quoting == QUOTE_NONE):
            special.append(d.quotechar)
        self._special = special

    def _field(self, v, only):
        d = self.dialect
        if v is None:
            s = ""
            numeric = False
        elif isinstance(v, str):
            s = v
            numeric = False
        else:
            s = repr(v) if isinstance(v, float) else str(v)
            numeric = isinstance(v, (int, float))
        if d.quoting == QUOTE_NONE:
            if s == "" and only:
                raise Error("single empty field record must be quoted")
            return self._escape(s, self._special + ([d.quotechar] if d.quotechar is not None and d.quotechar not in self._special else []))
        if d.quoting == QUOTE_ALL:
            quote = True
        elif d.quoting == QUOTE_NONNUMERIC:
            quote = not numeric
        else:
            quote = (s == "" and only) or any(c in s for c in self._special)
        if d.quotechar is not None and d.quotechar in s:
            if d.doublequote:
                s = s.replace(d.quotechar, d.quotechar + d.quotechar)
            elif d.escapechar is None:
                raise Error("need to escape, but no escapechar set")
        if not d.doublequote or d.escapechar is not None and d.escapechar in s:
            s = self._escape(s, [] if d.doublequote else [d.quotechar])
        if quote:
            return d.quotechar + s + d.quotechar
        return s

    def _escape(self, s, chars):
        # The escape character before each of chars and before itself.
        esc = self.dialect.escapechar
        if esc is not None and esc in s:
            s = s.replace(esc, esc + esc)
        for c in chars:
            if c is not None and c in s:
                if esc is None:
                    raise Error("need to escape, but no escapechar set")
                s = s.replace(c, esc + c)
        return s

    def writerow(self, row):
        try:
            items = list(row)
        except TypeError:
            raise Error("iterable expected, not %s" % type(row).__name__)
        only = len(items) == 1
        d = self.dialect
        return self._write(d.delimiter.join([self._field(v, only) for v in items]) + d.lineterminator)

    def writerows(self, rows):
        for row in rows:
            self.writerow(row)


def writer(csvfile, dialect="excel", **fmtparams):
    return _writer(csvfile, dialect, **fmtparams)


class DictReader(object):
    def __init__(self, f, fieldnames=None, restkey=None, restval=None, dialect="excel", *args, **kwds):
        if fieldnames is not None and not isinstance(fieldnames, (list, tuple)):
            fieldnames = list(fieldnames)
        self._fieldnames = fieldnames
        self.restkey = restkey
        self.restval = restval
        self.reader = reader(f, dialect, *args, **kwds)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self.reader)
            except StopIteration:
                pass
        self.line_num = self.reader.line_num
        return self._fieldnames

    @_pylib_call(_pylib_ident, getattr(fieldnames, "setter"))
    def fieldnames(self, value):
        self._fieldnames = value

    def __next__(self):
        if self.line_num == 0:
            self.fieldnames
        row = next(self.reader)
        self.line_num = self.reader.line_num
        while row == []:
            row = next(self.reader)
        names = self.fieldnames
        d = dict(zip(names, row))
        if len(names) < len(row):
            d[self.restkey] = row[len(names):]
        else:
            for key in names[len(row):]:
                d[key] = self.restval
        return d


class DictWriter(object):
    def __init__(self, f, fieldnames, restval="", extrasaction="raise", dialect="excel", *args, **kwds):
        if fieldnames is not None and not isinstance(fieldnames, (list, tuple)):
            fieldnames = list(fieldnames)
        self.fieldnames = fieldnames
        self.restval = restval
        if extrasaction.lower() not in ("raise", "ignore"):
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'" % extrasaction)
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def writeheader(self):
        return self.writer.writerow(list(self.fieldnames))

    def _row(self, rowdict):
        if self.extrasaction == "raise":
            wrong = [k for k in rowdict if k not in self.fieldnames]
            if wrong:
                raise ValueError("dict contains fields not in fieldnames: " + ", ".join(repr(k) for k in wrong))
        return [rowdict.get(k, self.restval) for k in self.fieldnames]

    def writerow(self, rowdict):
        return self.writer.writerow(self._row(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows(self._row(r) for r in rowdicts)


class Sniffer(object):
    # Guesses a dialect from a sample the way CPython's Sniffer does: first
    # from quoted fields and what surrounds them, else from the character
    # whose count per line is most consistent.

    def __init__(self):
        self.preferred = [",", "\t", ";", " ", ":"]

    def sniff(self, sample, delimiters=None):
        quotechar, doublequote, delimiter, skipinitialspace = self._quote_and_delimiter(sample, delimiters)
        if not delimiter:
            delimiter, skipinitialspace = self._consistent_delimiter(sample, delimiters)
        if not delimiter:
            raise Error("Could not determine delimiter")

        class dialect(Dialect):
            _name = "sniffed"
            lineterminator = "\r\n"
            quoting = QUOTE_MINIMAL

        dialect.doublequote = doublequote
        dialect.delimiter = delimiter
        dialect.quotechar = quotechar or '"'
        dialect.skipinitialspace = skipinitialspace
        return dialect

    def _quote_and_delimiter(self, data, delimiters):
        # Quoted fields with the delimiter on either side (or at a line
        # edge) tell the quote character and the delimiter.
        patterns = (
            r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?P=delim)',
            r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?P<delim>[^\w\n"\'])(?P<space> ?)',
            r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',
            r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',
        )
        found = []
        for p in patterns:
            found = list(_re.finditer(p, data, _re.DOTALL | _re.MULTILINE))
            if found:
                break
        if not found:
            return "", False, None, 0
        quotes = {}
        delims = {}
        spaces = 0
        for m in found:
            g = m.groupdict()
            q = g.get("quote")
            if q:
                quotes[q] = quotes.get(q, 0) + 1
            if "delim" not in g:
                continue
            dl = g["delim"]
            if dl and (delimiters is None or dl in delimiters):
                delims[dl] = delims.get(dl, 0) + 1
            if "space" in g and g["space"]:
                spaces += 1
        quotechar = max(quotes, key=quotes.get)
        if delims:
            delim = max(delims, key=delims.get)
            skipinitialspace = delims[delim] == spaces
            if delim == "\n":
                delim = ""
        else:
            delim = ""
            skipinitialspace = 0
        # A third quote between two delimiters means quotes are doubled.
        dq = _re.compile(r"((%(d)s)|^)\W*%(q)s[^%(d)s\n]*%(q)s[^%(d)s\n]*%(q)s\W*((%(d)s)|$)" % {"d": _re.escape(delim), "q": quotechar}, _re.MULTILINE)
        doublequote = dq.search(data) is not None
        return quotechar, doublequote, delim, skipinitialspace

    def _consistent_delimiter(self, data, delimiters):
        # For each ASCII character, the count per line that most lines
        # share (its mode, less the lines that disagree); a character whose
        # mode covers enough lines, in chunks of ten lines, is a delimiter.
        lines = [l for l in data.split("\n") if l]
        chunk = min(10, len(lines))
        freqs = {}
        modes = {}
        delims = {}
        rounds = 0
        start, end = 0, chunk
        while start < len(lines):
            rounds += 1
            for line in lines[start:end]:
                for code in range(127):
                    ch = chr(code)
                    per = freqs.get(ch)
                    if per is None:
                        per = {}
                        freqs[ch] = per
                    n = line.count(ch)
                    per[n] = per.get(n, 0) + 1
            for ch in freqs:
                items = list(freqs[ch].items())
                if len(items) == 1 and items[0][0] == 0:
                    continue
                if len(items) > 1:
                    best = max(items, key=lambda kv: kv[1])
                    others = sum(kv[1] for kv in items if kv is not best)
                    modes[ch] = (best[0], best[1] - others)
                else:
                    modes[ch] = items[0]
            total = float(min(chunk * rounds, len(lines)))
            consistency = 1.0
            while not delims and consistency >= 0.9:
                for ch, mode in modes.items():
                    if mode[0] > 0 and mode[1] > 0 and mode[1] / total >= consistency and (delimiters is None or ch in delimiters):
                        delims[ch] = mode
                consistency -= 0.01
            if len(delims) == 1:
                delim = list(delims)[0]
                return delim, lines[0].count(delim) == lines[0].count(delim + " ")
            start = end
            end += chunk
        if not delims:
            return "", 0
        if len(delims) > 1:
            for ch in self.preferred:
                if ch in delims:
                    return ch, lines[0].count(ch) == lines[0].count(ch + " ")
        delim = sorted((v, k) for k, v in delims.items())[-1][1]
        return delim, lines[0].count(delim) == lines[0].count(delim + " ")

    def has_header(self, sample):
        # The first row is a header when its cells differ in kind (number
        # or text) or in length from what the rest of each column holds.
        import io
        rows = reader(io.StringIO(sample), self.sniff(sample))
        header = next(rows)
        ncols = len(header)
        kinds = {}
        for i in range(ncols):
            kinds[i] = None
        checked = 0
        for row in rows:
            if checked > 20:
                break
            checked += 1
            if len(row) != ncols:
                continue
            for col in list(kinds):
                kind = _NUMBER if _is_number(row[col]) else len(row[col])
                if kind != kinds[col]:
                    if kinds[col] is None:
                        kinds[col] = kind
                    else:
                        del kinds[col]
        votes = 0
        for col, kind in kinds.items():
            if kind is _NUMBER:
                votes += -1 if _is_number(header[col]) else 1
            elif kind is not None:
                votes += -1 if len(header[col]) == kind else 1
            else:
                votes += 1
        return votes > 0


_NUMBER = "number"


def _is_number(s):
    try:
        float(s)
    except (ValueError, OverflowError, TypeError):
        s = s.strip()
        if s.endswith("j") or s.endswith("J"):
            try:
                float(s[:-1] or "1")
                return True
            except ValueError:
                return False
        return False
    return True
