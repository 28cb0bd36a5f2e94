# traceback for gpython, after CPython 3.11's documented behaviour. What
# the interpreter knows of a traceback is each frame's file, line and
# function name; the source lines of cells are not kept, so a frame is
# printed without its line of code. There is no stack of live frames
# either: extract_stack() and format_stack() are empty.

import sys as _sys

_sentinel = object()

_CAUSE_MESSAGE = "\nThe above exception was the direct cause of the following exception:\n\n"
_CONTEXT_MESSAGE = "\nDuring handling of the above exception, another exception occurred:\n\n"


class FrameSummary(object):
    __slots__ = ("filename", "lineno", "name", "_line", "locals", "end_lineno", "colno", "end_colno")

    def __init__(self, filename, lineno, name, lookup_line=True, locals=None, line=None,
                 end_lineno=None, colno=None, end_colno=None):
        self.filename = filename
        self.lineno = lineno
        self.name = name
        self._line = line
        self.locals = locals
        self.end_lineno = end_lineno
        self.colno = colno
        self.end_colno = end_colno

    @property
    def line(self):
        return self._line.strip() if self._line else self._line

    def __eq__(self, other):
        if isinstance(other, FrameSummary):
            return (self.filename, self.lineno, self.name, self.line) == (other.filename, other.lineno, other.name, other.line)
        if isinstance(other, tuple):
            return (self.filename, self.lineno, self.name, self.line) == other
        return NotImplemented

    def __getitem__(self, pos):
        return (self.filename, self.lineno, self.name, self.line)[pos]

    def __iter__(self):
        return iter([self.filename, self.lineno, self.name, self.line])

    def __len__(self):
        return 4

    def __repr__(self):
        return "<FrameSummary file {filename}, line {lineno} in {name}>".format(
            filename=self.filename, lineno=self.lineno, name=self.name)


class StackSummary(list):
    @classmethod
    def extract(klass, frame_gen, limit=None, lookup_lines=True, capture_locals=False):
        out = klass()
        for f, lineno in frame_gen:
            code = f.f_code
            out.append(FrameSummary(code.co_filename, lineno, code.co_name))
        if limit is not None:
            out = klass(out[:limit] if limit >= 0 else out[limit:])
        return out

    @classmethod
    def from_list(klass, a_list):
        out = klass()
        for item in a_list:
            if isinstance(item, FrameSummary):
                out.append(item)
            else:
                filename, lineno, name, line = item
                out.append(FrameSummary(filename, lineno, name, line=line))
        return out

    def format_frame_summary(self, frame_summary):
        row = '  File "{}", line {}, in {}\n'.format(frame_summary.filename, frame_summary.lineno, frame_summary.name)
        if frame_summary.line:
            row += "    {}\n".format(frame_summary.line)
        return row

    def format(self):
        result = []
        last = None
        count = 0
        for fs in self:
            key = (fs.filename, fs.lineno, fs.name)
            if key == last:
                count += 1
                if count > 3:
                    continue
            else:
                if count > 3:
                    n = count - 3
                    result.append("  [Previous line repeated %d more time%s]\n" % (n, "s" if n > 1 else ""))
                last = key
                count = 1
            result.append(self.format_frame_summary(fs))
        if count > 3:
            n = count - 3
            result.append("  [Previous line repeated %d more time%s]\n" % (n, "s" if n > 1 else ""))
        return result


def walk_tb(tb):
    while tb is not None:
        yield tb.tb_frame, tb.tb_lineno
        tb = tb.tb_next


def walk_stack(f):
    return iter(())


def extract_tb(tb, limit=None):
    return StackSummary.extract(walk_tb(tb), limit=limit)


def extract_stack(f=None, limit=None):
    return StackSummary()


def format_list(extracted_list):
    return StackSummary.from_list(extracted_list).format()


def format_tb(tb, limit=None):
    return extract_tb(tb, limit=limit).format()


def format_stack(f=None, limit=None):
    return []


def _type_name(etype):
    name = getattr(etype, "__qualname__", None) or etype.__name__
    mod = getattr(etype, "__module__", None)
    if mod not in (None, "__main__", "builtins"):
        name = mod + "." + name
    return name


def _some_str(value):
    try:
        return str(value)
    except Exception:
        return "<exception str() failed>"


def _exception_only(etype, value):
    if etype is None:
        return [_format_final_exc_line(None, value)]
    stype = _type_name(etype)
    if value is not None and isinstance(value, SyntaxError) and getattr(value, "lineno", None) is not None:
        lines = ['  File "{}", line {}\n'.format(value.filename or "<string>", value.lineno)]
        if value.text:
            text = value.text.rstrip("\n")
            stripped = text.lstrip()
            lines.append("    {}\n".format(stripped))
            if value.offset is not None:
                caret = max(value.offset - 1 - (len(text) - len(stripped)), 0)
                lines.append("    {}^\n".format(" " * caret))
        lines.append("{}: {}\n".format(stype, value.msg or "<no detail available>"))
        return lines
    lines = [_format_final_exc_line(stype, value)]
    notes = getattr(value, "__notes__", None)
    if notes is not None:
        for note in notes:
            lines.append(_some_str(note) + "\n")
    return lines


def _format_final_exc_line(etype, value):
    valuestr = _some_str(value)
    if value is None or not valuestr:
        return "%s\n" % (etype,)
    return "%s: %s\n" % (etype, valuestr)


def format_exception_only(exc, /, value=_sentinel):
    if value is _sentinel:
        value = exc
        exc = type(value) if value is not None else None
    return _exception_only(exc, value)


def _chain(exc, tb, limit, chain, seen):
    out = []
    if chain and exc is not None:
        seen.add(id(exc))
        cause = exc.__cause__
        context = exc.__context__
        if cause is not None and id(cause) not in seen:
            out += _chain(cause, cause.__traceback__, limit, chain, seen)
            out.append(_CAUSE_MESSAGE)
        elif context is not None and not exc.__suppress_context__ and id(context) not in seen:
            out += _chain(context, context.__traceback__, limit, chain, seen)
            out.append(_CONTEXT_MESSAGE)
    if tb is not None:
        out.append("Traceback (most recent call last):\n")
        out += format_tb(tb, limit)
    out += _exception_only(type(exc) if exc is not None else None, exc)
    return out


def format_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, chain=True):
    if value is _sentinel and tb is _sentinel:
        value = exc
        tb = exc.__traceback__ if exc is not None else None
    elif value is _sentinel or tb is _sentinel:
        raise ValueError("Both or neither of value and tb must be given")
    return _chain(value, tb, limit, chain, set())


def print_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, file=None, chain=True):
    if file is None:
        file = _sys.stderr
    for line in format_exception(exc, value, tb, limit=limit, chain=chain):
        print(line, file=file, end="")


def format_exc(limit=None, chain=True):
    value = _sys.exc_info()[1]
    if value is None:
        return "NoneType: None\n"
    return "".join(format_exception(value, limit=limit, chain=chain))


def print_exc(limit=None, file=None, chain=True):
    value = _sys.exc_info()[1]
    if file is None:
        file = _sys.stderr
    if value is None:
        print("NoneType: None", file=file)
        return
    print_exception(value, limit=limit, file=file, chain=chain)


def print_tb(tb, limit=None, file=None):
    if file is None:
        file = _sys.stderr
    for line in format_tb(tb, limit):
        print(line, file=file, end="")


def print_stack(f=None, limit=None, file=None):
    pass


def print_last(limit=None, file=None, chain=True):
    raise ValueError("no last exception")


def clear_frames(tb):
    pass


class TracebackException(object):
    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None, lookup_lines=True,
                 capture_locals=False, compact=False, max_group_width=15, max_group_depth=10, _seen=None):
        if _seen is None:
            _seen = set()
        _seen.add(id(exc_value))
        self.exc_type = exc_type
        self._exc_value = exc_value
        self._str = _some_str(exc_value)
        self.stack = extract_tb(exc_traceback, limit=limit)
        self.__notes__ = getattr(exc_value, "__notes__", None)
        self.__cause__ = None
        self.__context__ = None
        self.__suppress_context__ = exc_value.__suppress_context__ if exc_value is not None else False
        if exc_value is not None:
            cause = exc_value.__cause__
            if cause is not None and id(cause) not in _seen:
                self.__cause__ = TracebackException(type(cause), cause, cause.__traceback__, limit=limit, _seen=_seen)
            context = exc_value.__context__
            if context is not None and id(context) not in _seen:
                self.__context__ = TracebackException(type(context), context, context.__traceback__, limit=limit, _seen=_seen)
        if exc_type is not None and issubclass(exc_type, SyntaxError):
            self.filename = exc_value.filename
            self.lineno = exc_value.lineno
            self.text = exc_value.text
            self.offset = exc_value.offset
            self.msg = exc_value.msg

    @classmethod
    def from_exception(cls, exc, *args, **kwargs):
        return cls(type(exc), exc, exc.__traceback__, *args, **kwargs)

    def __eq__(self, other):
        if isinstance(other, TracebackException):
            return self.__dict__ == other.__dict__
        return NotImplemented

    def __str__(self):
        return self._str

    def format_exception_only(self):
        for line in _exception_only(self.exc_type, self._exc_value):
            yield line

    def format(self, *, chain=True):
        if chain:
            if self.__cause__ is not None:
                yield from self.__cause__.format(chain=chain)
                yield _CAUSE_MESSAGE
            elif self.__context__ is not None and not self.__suppress_context__:
                yield from self.__context__.format(chain=chain)
                yield _CONTEXT_MESSAGE
        if self.stack:
            yield "Traceback (most recent call last):\n"
            yield from self.stack.format()
        yield from self.format_exception_only()

    def print(self, *, file=None, chain=True):
        if file is None:
            file = _sys.stderr
        for line in self.format(chain=chain):
            print(line, file=file, end="")
