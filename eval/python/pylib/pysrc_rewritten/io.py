# io for gpython: the in-memory streams StringIO and BytesIO. There is no
# open() or file object: the sandbox has no filesystem.

SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2
DEFAULT_BUFFER_SIZE = 8192


class UnsupportedOperation(OSError, ValueError):
    pass


class _Memory(object):
    # The text and bytes streams share everything but their item type.
    # Writes at the end (the common case) are kept as pending chunks and
    # joined only when something reads the buffer.

    def _init(self, initial):
        self._buf = initial
        self._lines = None
        self._chunks = []
        self._size = len(initial)
        self._pos = 0
        self.closed = False

    def _flush_chunks(self):
        if self._chunks:
            self._buf = self._buf + self._empty.join(self._chunks)
            self._chunks = []
        return self._buf

    def _check_open(self):
        if self.closed:
            raise ValueError(self._closed_msg)

    def getvalue(self):
        self._check_open()
        return self._flush_chunks()

    def _write(self, s):
        self._check_open()
        self._lines = None
        n = len(s)
        if self._pos == self._size:
            if n:
                self._chunks.append(s)
                self._size += n
                self._pos += n
            return n
        buf = self._flush_chunks()
        if self._pos > self._size:
            buf = buf + self._pad * (self._pos - self._size)
        buf = buf[:self._pos] + s + buf[self._pos + n:]
        self._buf = buf
        self._size = len(buf)
        self._pos += n
        return n

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def read(self, size=-1):
        self._check_open()
        buf = self._flush_chunks()
        if size is None or size < 0:
            end = self._size
        else:
            end = min(self._pos + size, self._size)
        if self._pos >= end:
            return self._empty
        out = buf[self._pos:end]
        self._pos = end
        return out

    def readline(self, size=-1):
        self._check_open()
        buf = self._flush_chunks()
        if self._pos >= self._size:
            return self._empty
        if size is None or size < 0:
            line = self._cached_line()
            if line is not None:
                return line
        end = self._line_end(buf, self._pos)
        if size is not None and size >= 0:
            end = min(end, self._pos + size)
        out = buf[self._pos:end]
        self._pos = end
        return out

    def _cached_line(self):
        # Reading line by line uses the buffer split once: finding each
        # line end from an offset would rescan the string from its start.
        if self._lines is None:
            lines = self._split(self._buf)
            starts = {}
            at = 0
            for i, line in enumerate(lines):
                starts[at] = i
                at += len(line)
            self._lines = (lines, starts)
        lines, starts = self._lines
        i = starts.get(self._pos)
        if i is None:
            return None
        line = lines[i]
        self._pos += len(line)
        return line

    def _split(self, buf):
        nl = self._nl
        parts = buf.split(nl)
        lines = [p + nl for p in parts[:-1]]
        if parts[-1]:
            lines.append(parts[-1])
        return lines

    def _line_end(self, buf, start):
        i = buf.find(self._nl, start)
        return self._size if i < 0 else i + len(self._nl)

    def readlines(self, hint=-1):
        lines = []
        total = 0
        while True:
            line = self.readline()
            if not line:
                return lines
            lines.append(line)
            total += len(line)
            if hint is not None and 0 < hint <= total:
                return lines

    def __iter__(self):
        self._check_open()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def seek(self, pos, whence=0):
        self._check_open()
        if not isinstance(pos, int):
            raise TypeError("'%s' object cannot be interpreted as an integer" % type(pos).__name__)
        if whence == 0:
            if pos < 0:
                raise ValueError("Negative seek position %d" % pos)
            self._pos = pos
        elif whence == 1:
            if pos != 0:
                raise OSError("Can't do nonzero cur-relative seeks")
        elif whence == 2:
            if pos != 0:
                raise OSError("Can't do nonzero end-relative seeks")
            self._pos = self._size
        else:
            raise ValueError("Invalid whence (%d, should be 0, 1 or 2)" % whence)
        return self._pos

    def tell(self):
        self._check_open()
        return self._pos

    def truncate(self, size=None):
        self._check_open()
        if size is None:
            size = self._pos
        if size < 0:
            raise ValueError("Negative size value %d" % size)
        if size < self._size:
            self._buf = self._flush_chunks()[:size]
            self._size = size
            self._lines = None
        return size

    def close(self):
        self.closed = True

    def flush(self):
        self._check_open()

    def readable(self):
        self._check_open()
        return True

    def writable(self):
        self._check_open()
        return True

    def seekable(self):
        self._check_open()
        return True

    def isatty(self):
        self._check_open()
        return False

    def __enter__(self):
        self._check_open()
        return self

    def __exit__(self, *exc):
        self.close()
        return False


class StringIO(_Memory):
    _empty = ""
    _closed_msg = "I/O operation on closed file"
    _pad = "\0"

    def __init__(self, initial_value="", newline="\n"):
        if newline is not None and not isinstance(newline, str):
            raise TypeError("newline must be str or None, not %s" % type(newline).__name__)
        if newline not in (None, "", "\n", "\r", "\r\n"):
            raise ValueError("illegal newline value: %r" % (newline,))
        if initial_value is None:
            initial_value = ""
        if not isinstance(initial_value, str):
            raise TypeError("initial_value must be str or None, not %s" % type(initial_value).__name__)
        self.newline = newline
        # Lines end at newline; "" and None mean any of \r, \n, \r\n.
        self._nl = newline or "\n"
        self._init(self._translate(initial_value))

    def _translate(self, s):
        # newline=None reads \r\n and \r as \n; "\r" and "\r\n" write \n as that.
        if self.newline is None:
            return s.replace("\r\n", "\n").replace("\r", "\n") if "\r" in s else s
        if self.newline in ("\r", "\r\n"):
            return s.replace("\n", self.newline)
        return s

    def write(self, s):
        if not isinstance(s, str):
            raise TypeError("string argument expected, got '%s'" % type(s).__name__)
        return self._write(self._translate(s))

    def _cached_line(self):
        # Reading line by line uses the buffer split once: finding each
        # line end from an offset would rescan the string from its start.
        if self._lines is None:
            lines = self._split(self._buf)
            starts = {}
            at = 0
            for i, line in enumerate(lines):
                starts[at] = i
                at += len(line)
            self._lines = (lines, starts)
        lines, starts = self._lines
        i = starts.get(self._pos)
        if i is None:
            return None
        line = lines[i]
        self._pos += len(line)
        return line

    def _split(self, buf):
        nl = self._nl
        parts = buf.split(nl)
        lines = [p + nl for p in parts[:-1]]
        if parts[-1]:
            lines.append(parts[-1])
        return lines

    def _split(self, buf):
        if self.newline != "":
            return _Memory._split(self, buf)
        import re
        return re.findall(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+", buf)

    def _line_end(self, buf, start):
        if self.newline != "":
            return _Memory._line_end(self, buf, start)
        n = buf.find("\n", start)
        r = buf.find("\r", start)
        if r < 0 or 0 <= n < r:
            return self._size if n < 0 else n + 1
        return r + 2 if buf[r + 1:r + 2] == "\n" else r + 1

    def __repr__(self):
        return "<_io.StringIO object>"


class BytesIO(_Memory):
    _empty = b""
    _closed_msg = "I/O operation on closed file."
    _pad = b"\0"
    _nl = b"\n"

    def __init__(self, initial_bytes=b""):
        if initial_bytes is None:
            initial_bytes = b""
        self._init(bytes(initial_bytes))

    def write(self, b):
        if isinstance(b, str):
            raise TypeError("a bytes-like object is required, not 'str'")
        return self._write(bytes(b))

    def getbuffer(self):
        return self.getvalue()

    def read1(self, size=-1):
        return self.read(size)

    def __repr__(self):
        return "<_io.BytesIO object>"
