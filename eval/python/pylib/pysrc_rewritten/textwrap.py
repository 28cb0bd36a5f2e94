# textwrap for gpython, in Python: CPython's chunking (words split after
# hyphens, em-dashes kept apart) and its greedy line filling.
import re as _re

_WS = "\t\n\x0b\x0c\r "
_LETTER = r"[^\W\d]"
_WORDSEP = _re.compile(
    r"(\s+"
    r"|(?<=[\w!\"'&.,?])-{2,}(?=\w)"
    r"|\S+?(?:"
    r"-(?:(?<=" + _LETTER + r"{2}-)|(?<=" + _LETTER + r"-" + _LETTER + r"-))(?=" + _LETTER + r"-?" + _LETTER + r")"
    r"|(?=\s|\Z)"
    r"|(?<=[\w!\"'&.,?])(?=-{2,}\w)"
    r"))")


def _chunks(text, break_on_hyphens=True):
    text = text.expandtabs()
    for c in _WS:
        text = text.replace(c, " ")
    if break_on_hyphens:
        return [c for c in _WORDSEP.split(text) if c]
    return [c for c in _re.split(r"(\s+)", text) if c]


def _long_word(chunks, cur, cur_len, width, break_long_words, break_on_hyphens):
    space_left = 1 if width < 1 else width - cur_len
    if break_long_words:
        end = space_left
        chunk = chunks[-1]
        if break_on_hyphens and len(chunk) > space_left:
            hyphen = chunk.rfind("-", 0, space_left)
            if hyphen > 0 and any(c != "-" for c in chunk[:hyphen]):
                end = hyphen + 1
        cur.append(chunk[:end])
        chunks[-1] = chunk[end:]
    elif not cur:
        cur.append(chunks.pop())


def wrap(text, width=70, initial_indent="", subsequent_indent="", expand_tabs=True, replace_whitespace=True, fix_sentence_endings=False, break_long_words=True, drop_whitespace=True, break_on_hyphens=True, tabsize=8, max_lines=None, placeholder=" [...]"):
    if width <= 0:
        raise ValueError("invalid width %r (must be > 0)" % width)
    chunks = _chunks(text, break_on_hyphens)
    chunks.reverse()
    lines = []
    while chunks:
        cur = []
        cur_len = 0
        indent = subsequent_indent if lines else initial_indent
        avail = width - len(indent)
        if drop_whitespace and not chunks[-1].strip() and lines:
            del chunks[-1]
        while chunks:
            n = len(chunks[-1])
            if cur_len + n <= avail:
                cur.append(chunks.pop())
                cur_len += n
            else:
                break
        if chunks and len(chunks[-1]) > avail:
            _long_word(chunks, cur, cur_len, avail, break_long_words, break_on_hyphens)
            cur_len = sum(len(c) for c in cur)
        if drop_whitespace and cur and not cur[-1].strip():
            cur_len -= len(cur[-1])
            del cur[-1]
        if not cur:
            continue
        if (max_lines is None or len(lines) + 1 < max_lines or
                (not chunks or drop_whitespace and len(chunks) == 1 and not chunks[0].strip()) and cur_len <= avail):
            lines.append(indent + "".join(cur))
            continue
        placed = False
        while cur:
            if cur[-1].strip() and cur_len + len(placeholder) <= avail:
                cur.append(placeholder)
                lines.append(indent + "".join(cur))
                placed = True
                break
            cur_len -= len(cur[-1])
            del cur[-1]
        if not placed:
            if lines:
                prev = lines[-1].rstrip()
                if len(prev) + len(placeholder) <= width:
                    lines[-1] = prev + placeholder
                    break
            lines.append(indent + placeholder.lstrip())
        break
    return lines


def fill(text, width=70, **kwargs):
    return "\n".join(wrap(text, width, **kwargs))


class TextWrapper(object):
    def __init__(self, width=70, **kwargs):
        self.width = width
        self.kwargs = kwargs

    def wrap(self, text):
        return wrap(text, self.width, **self.kwargs)

    def fill(self, text):
        return fill(text, self.width, **self.kwargs)


def shorten(text, width, placeholder=" [...]", **kwargs):
    text = " ".join(text.strip().split())
    if len(text) <= width:
        return text
    words = text.split()
    out = []
    for w in words:
        cand = " ".join(out + [w])
        if len(cand) + len(placeholder) <= width:
            out.append(w)
        else:
            break
    if not out:
        return placeholder.lstrip()
    return " ".join(out) + placeholder


def dedent(text):
    lines = text.split("\n")
    margin = None
    for line in lines:
        stripped = line.lstrip(" \t")
        if not stripped:
            continue
        ws = line[:len(line) - len(stripped)]
        if margin is None:
            margin = ws
        else:
            n = 0
            while n < len(margin) and n < len(ws) and margin[n] == ws[n]:
                n += 1
            margin = margin[:n]
    out = []
    for line in lines:
        if not line.strip(" \t"):
            out.append("")
        elif margin:
            out.append(line[len(margin):])
        else:
            out.append(line)
    return "\n".join(out)


def indent(text, prefix, predicate=None):
    out = []
    for line in text.splitlines(True):
        if (predicate is None and line.strip()) or (predicate is not None and predicate(line)):
            out.append(prefix + line)
        else:
            out.append(line)
    return "".join(out)
