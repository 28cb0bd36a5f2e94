# shlex for gpython, in Python: split, quote and join, and a shlex
# tokenizer for the common uses (POSIX rules, whitespace_split, comments,
# punctuation-free). Written from the documented behaviour of CPython's.

_SAFE = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_@%+=:,./-")


class shlex(object):
    def __init__(self, instream=None, infile=None, posix=False, punctuation_chars=False):
        if instream is None:
            instream = ""
        if not isinstance(instream, str):
            instream = instream.read()
        self._text = instream
        self._pos = 0
        self.infile = infile
        self.posix = posix
        self.eof = None if posix else ""
        self.commenters = "#"
        self.wordchars = "abcdfeghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"
        if posix:
            self.wordchars += ("\u00df\u00e0\u00e1\u00e2\u00e3\u00e4\u00e5\u00e6\u00e7\u00e8\u00e9\u00ea\u00eb"
                               "\u00ec\u00ed\u00ee\u00ef\u00f0\u00f1\u00f2\u00f3\u00f4\u00f5\u00f6\u00f8\u00f9"
                               "\u00fa\u00fb\u00fc\u00fd\u00fe\u00ff\u00c0\u00c1\u00c2\u00c3\u00c4\u00c5\u00c6"
                               "\u00c7\u00c8\u00c9\u00ca\u00cb\u00cc\u00cd\u00ce\u00cf\u00d0\u00d1\u00d2\u00d3"
                               "\u00d4\u00d5\u00d6\u00d8\u00d9\u00da\u00db\u00dc\u00dd\u00de")
        self.whitespace = " \t\r\n"
        self.whitespace_split = False
        self.quotes = "'\""
        self.escape = "\\"
        self.escapedquotes = '"'
        self.lineno = 1
        self.pushback = []
        self.punctuation_chars = ""

    def push_token(self, tok):
        self.pushback.insert(0, tok)

    def _next_char(self):
        if self._pos >= len(self._text):
            return ""
        c = self._text[self._pos]
        self._pos += 1
        if c == "\n":
            self.lineno += 1
        return c

    def _skip_line(self):
        while True:
            c = self._next_char()
            if c == "" or c == "\n":
                return

    def get_token(self):
        if self.pushback:
            return self.pushback.pop(0)
        return self.read_token()

    def read_token(self):
        # state: " " between tokens, "a" in a word, a quote char inside
        # quotes, "\\" after an escape (escaped_state says where from).
        quoted = False
        escaped_state = " "
        state = " "
        token = ""
        while True:
            c = self._next_char()
            if state == " ":
                if c == "":
                    break
                if c in self.whitespace:
                    if token or (self.posix and quoted):
                        break
                    continue
                if c in self.commenters:
                    self._skip_line()
                    continue
                if self.posix and c in self.escape:
                    escaped_state = "a"
                    state = c
                elif c in self.wordchars:
                    token = c
                    state = "a"
                elif c in self.quotes:
                    if not self.posix:
                        token = c
                    state = c
                elif self.whitespace_split:
                    token = c
                    state = "a"
                else:
                    token = c
                    if token or (self.posix and quoted):
                        break
            elif state in self.quotes:
                quoted = True
                if c == "":
                    raise ValueError("No closing quotation")
                if c == state:
                    if not self.posix:
                        token += c
                        state = " "
                        break
                    state = "a"
                elif self.posix and c in self.escape and state in self.escapedquotes:
                    escaped_state = state
                    state = c
                else:
                    token += c
            elif state in self.escape:
                if c == "":
                    raise ValueError("No escaped character")
                # Inside double quotes a backslash escapes only itself and
                # the quote; before anything else it stays.
                if escaped_state in self.quotes and c != state and c != escaped_state:
                    token += state
                token += c
                state = escaped_state
            elif state == "a":
                if c == "":
                    break
                if c in self.whitespace:
                    state = " "
                    if token or (self.posix and quoted):
                        break
                    continue
                if c in self.commenters:
                    self._skip_line()
                    if self.posix:
                        state = " "
                        if token or (self.posix and quoted):
                            break
                        continue
                    continue
                if self.posix and c in self.quotes:
                    state = c
                elif self.posix and c in self.escape:
                    escaped_state = "a"
                    state = c
                elif c in self.wordchars or c in self.quotes or self.whitespace_split:
                    token += c
                else:
                    self.pushback.insert(0, c)
                    state = " "
                    if token or (self.posix and quoted):
                        break
                    continue
        if self.posix and not quoted and token == "":
            return self.eof
        return token

    def __iter__(self):
        # A generator: gpython's for and list() do not stop at a
        # StopIteration from a class's __next__.
        while True:
            tok = self.get_token()
            if tok == self.eof:
                return
            yield tok

    def __next__(self):
        tok = self.get_token()
        if tok == self.eof:
            raise StopIteration
        return tok

    next = __next__


def split(s, comments=False, posix=True):
    if s is None:
        raise ValueError("s argument must not be None")
    lex = shlex(s, posix=posix)
    lex.whitespace_split = True
    if not comments:
        lex.commenters = ""
    return list(lex)


def quote(s):
    if not s:
        return "''"
    for c in s:
        if c not in _SAFE:
            return "'" + s.replace("'", "'\"'\"'") + "'"
    return s


def join(split_command):
    return " ".join(quote(arg) for arg in split_command)
