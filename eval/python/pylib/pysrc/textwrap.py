# textwrap for gpython, in Python: greedy wrapping on whitespace, which is
# what CPython does for text without hyphenated words.


def _words(text):
    return text.expandtabs().split()


def wrap(text, width=70, initial_indent="", subsequent_indent="", break_long_words=True, max_lines=None, placeholder=" [...]", **kwargs):
    words = _words(text)
    lines = []
    cur = []
    cur_len = 0
    indent = initial_indent
    i = 0
    while i < len(words):
        w = words[i]
        avail = width - len(indent)
        extra = len(w) if not cur else len(w) + 1
        if cur_len + extra <= avail:
            cur.append(w)
            cur_len += extra
            i += 1
            continue
        if not cur:
            if break_long_words and avail > 0:
                cur.append(w[:avail])
                words[i] = w[avail:]
                cur_len = avail
            else:
                cur.append(w)
                cur_len = len(w)
                i += 1
        lines.append(indent + " ".join(cur))
        indent = subsequent_indent
        cur = []
        cur_len = 0
    if cur:
        lines.append(indent + " ".join(cur))
    if max_lines is not None and len(lines) > max_lines:
        kept = lines[:max_lines]
        last = kept[-1]
        while last and len(last) + len(placeholder) > width:
            parts = last.rsplit(" ", 1)
            last = parts[0] if len(parts) > 1 else ""
        kept[-1] = last.rstrip() + placeholder
        lines = kept
    return lines


def fill(text, width=70, **kwargs):
    return "\n".join(wrap(text, width, **kwargs))


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
