# html for gpython: escape and unescape. unescape knows numeric character
# references and the named entities text commonly carries, not HTML5's
# full table of 2,231 names.

def escape(s, quote=True):
    s = s.replace("&", "&amp;")
    s = s.replace("<", "&lt;")
    s = s.replace(">", "&gt;")
    if quote:
        s = s.replace('"', "&quot;")
        s = s.replace("'", "&#x27;")
    return s


_NAMED = {
    "amp": "&", "lt": "<", "gt": ">", "quot": '"', "apos": "'", "nbsp": "\xa0",
    "copy": "\xa9", "reg": "\xae", "trade": "\u2122", "hellip": "\u2026", "mdash": "\u2014",
    "ndash": "\u2013", "lsquo": "\u2018", "rsquo": "\u2019", "ldquo": "\u201c", "rdquo": "\u201d",
    "euro": "\u20ac", "pound": "\xa3", "yen": "\xa5", "cent": "\xa2", "deg": "\xb0",
    "plusmn": "\xb1", "times": "\xd7", "divide": "\xf7", "laquo": "\xab", "raquo": "\xbb",
    "middot": "\xb7", "bull": "\u2022", "sect": "\xa7", "para": "\xb6", "micro": "\xb5",
    "frac12": "\xbd", "frac14": "\xbc", "frac34": "\xbe", "eacute": "\xe9", "egrave": "\xe8",
    "aacute": "\xe1", "agrave": "\xe0", "ccedil": "\xe7", "ntilde": "\xf1", "ouml": "\xf6",
    "uuml": "\xfc", "auml": "\xe4", "szlig": "\xdf", "larr": "\u2190", "rarr": "\u2192",
    "uarr": "\u2191", "darr": "\u2193", "hearts": "\u2665", "check": "\u2713",
}

_INVALID = {0x00: "\ufffd", 0x0d: "\r", 0x80: "\u20ac", 0x81: "\x81", 0x82: "\u201a", 0x83: "\u0192",
            0x84: "\u201e", 0x85: "\u2026", 0x86: "\u2020", 0x87: "\u2021", 0x88: "\u02c6", 0x89: "\u2030",
            0x8a: "\u0160", 0x8b: "\u2039", 0x8c: "\u0152", 0x8d: "\x8d", 0x8e: "\u017d", 0x8f: "\x8f",
            0x90: "\x90", 0x91: "\u2018", 0x92: "\u2019", 0x93: "\u201c", 0x94: "\u201d", 0x95: "\u2022",
            0x96: "\u2013", 0x97: "\u2014", 0x98: "\u02dc", 0x99: "\u2122", 0x9a: "\u0161", 0x9b: "\u203a",
            0x9c: "\u0153", 0x9d: "\x9d", 0x9e: "\u017e", 0x9f: "\u0178"}


def _ref(m):
    s = m.group(1)
    if s[0] == "#":
        if s[1] in "xX":
            num = int(s[2:].rstrip(";"), 16)
        else:
            num = int(s[1:].rstrip(";"))
        if num in _INVALID:
            return _INVALID[num]
        if 0xD800 <= num <= 0xDFFF or num > 0x10FFFF:
            return "\ufffd"
        return chr(num)
    name = s.rstrip(";")
    if name in _NAMED:
        return _NAMED[name]
    return "&" + s


def unescape(s):
    if "&" not in s:
        return s
    import re
    return re.sub(r"&(#[0-9]+;?|#[xX][0-9a-fA-F]+;?|[^\t\n\f <&#;]{1,32};?)", _ref, s)
