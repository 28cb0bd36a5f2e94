# string for gpython: the constants, capwords, Template and Formatter.

import re as _re

ascii_lowercase = "abcdefghijklmnopqrstuvwxyz"
ascii_uppercase = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
ascii_letters = ascii_lowercase + ascii_uppercase
digits = "0123456789"
hexdigits = "0123456789abcdefABCDEF"
octdigits = "01234567"
punctuation = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"
whitespace = " \t\n\r\x0b\x0c"
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    return (sep or " ").join(w.capitalize() for w in s.split(sep))


def _template_pattern(cls):
    # The regex CPython builds for a Template class from its delimiter and
    # identifier patterns: escaped, named, braced or invalid placeholders.
    delim = _re.escape(cls.delimiter)
    bid = cls.braceidpattern or cls.idpattern
    src = r"%s(?:(?P<escaped>%s)|(?P<named>%s)|\{(?P<braced>%s)\}|(?P<invalid>))" % (delim, delim, cls.idpattern, bid)
    return _re.compile(src, cls.flags)


class Template(object):
    delimiter = "$"
    idpattern = r"[_a-z][_a-z0-9]*"
    braceidpattern = None
    flags = _re.IGNORECASE

    def __init_subclass__(cls, **kwargs):
        super(Template, cls).__init_subclass__(**kwargs)
        if "pattern" in vars(cls):
            p = cls.pattern
            cls.pattern = p if hasattr(p, "finditer") else _re.compile(p, cls.flags | _re.VERBOSE)
        else:
            cls.pattern = _template_pattern(cls)

    def __init__(self, template):
        self.template = template

    def _invalid(self, mo):
        i = mo.start("invalid")
        lines = self.template[:i].splitlines(True)
        if not lines:
            colno = 1
            lineno = 1
        else:
            colno = i - len("".join(lines[:-1]))
            lineno = len(lines)
        raise ValueError("Invalid placeholder in string: line %d, col %d" % (lineno, colno))

    def _mapping(self, mapping, kws):
        if mapping is None:
            return kws
        if not kws:
            return mapping
        return _Chain(kws, mapping)

    def substitute(self, mapping=None, **kws):
        m = self._mapping(mapping, kws)

        def convert(mo):
            named = mo.group("named") or mo.group("braced")
            if named is not None:
                return "%s" % (m[named],)
            if mo.group("escaped") is not None:
                return self.delimiter
            if mo.group("invalid") is not None:
                self._invalid(mo)
            raise ValueError("Unrecognized named group in pattern", self.pattern)
        return self.pattern.sub(convert, self.template)

    def safe_substitute(self, mapping=None, **kws):
        m = self._mapping(mapping, kws)

        def convert(mo):
            named = mo.group("named") or mo.group("braced")
            if named is not None:
                try:
                    return "%s" % (m[named],)
                except KeyError:
                    return mo.group()
            if mo.group("escaped") is not None:
                return self.delimiter
            if mo.group("invalid") is not None:
                return mo.group()
            raise ValueError("Unrecognized named group in pattern", self.pattern)
        return self.pattern.sub(convert, self.template)

    def is_valid(self):
        for mo in self.pattern.finditer(self.template):
            if mo.group("invalid") is not None:
                return False
            if mo.group("named") is None and mo.group("braced") is None and mo.group("escaped") is None:
                raise ValueError("Unrecognized named group in pattern", self.pattern)
        return True

    def get_identifiers(self):
        ids = []
        for mo in self.pattern.finditer(self.template):
            named = mo.group("named") or mo.group("braced")
            if named is not None and named not in ids:
                ids.append(named)
            elif named is None and mo.group("invalid") is None and mo.group("escaped") is None:
                raise ValueError("Unrecognized named group in pattern", self.pattern)
        return ids


Template.pattern = _template_pattern(Template)


class _Chain(object):
    # Keyword arguments first, then the mapping (substitute's ChainMap).
    def __init__(self, first, second):
        self.first = first
        self.second = second

    def __getitem__(self, k):
        if k in self.first:
            return self.first[k]
        return self.second[k]


def _parse_format(s):
    # (literal_text, field_name, format_spec, conversion) tuples, as
    # _string.formatter_parser yields them.
    out = []
    lit = []
    i = 0
    n = len(s)
    while i < n:
        c = s[i]
        if c == "{":
            if i + 1 < n and s[i + 1] == "{":
                lit.append("{")
                out.append(("".join(lit), None, None, None))
                lit = []
                i += 2
                continue
            if i + 1 == n:
                raise ValueError("Single '{' encountered in format string")
            depth = 1
            j = i + 1
            while j < n:
                if s[j] == "{":
                    depth += 1
                elif s[j] == "}":
                    depth -= 1
                    if depth == 0:
                        break
                j += 1
            if depth:
                raise ValueError("expected '}' before end of string")
            name, spec, conv = _split_field(s[i + 1:j])
            out.append(("".join(lit), name, spec, conv))
            lit = []
            i = j + 1
            continue
        if c == "}":
            if i + 1 < n and s[i + 1] == "}":
                lit.append("}")
                out.append(("".join(lit), None, None, None))
                lit = []
                i += 2
                continue
            raise ValueError("Single '}' encountered in format string")
        lit.append(c)
        i += 1
    if lit:
        out.append(("".join(lit), None, None, None))
    return out


def _split_field(f):
    # name[!conv][:spec], where brackets in the name may hold ':' or '!'.
    i = 0
    bracket = False
    while i < len(f):
        c = f[i]
        if c == "[":
            bracket = True
        elif c == "]":
            bracket = False
        elif not bracket and (c == ":" or c == "!"):
            break
        i += 1
    name = f[:i]
    rest = f[i:]
    conv = None
    if rest.startswith("!"):
        if len(rest) < 2:
            raise ValueError("unmatched '{' in format spec")
        conv = rest[1]
        rest = rest[2:]
        if rest and rest[0] != ":":
            raise ValueError("expected ':' after conversion specifier")
    spec = rest[1:] if rest.startswith(":") else ""
    return name, spec, conv


def _split_name(name):
    # The first part of a field name (an int when all digits) and the
    # (is_attribute, key) steps after it.
    i = 0
    while i < len(name) and name[i] not in ".[":
        i += 1
    first = name[:i]
    if first.isdigit():
        first = int(first)
    steps = []
    while i < len(name):
        if name[i] == ".":
            j = i + 1
            while j < len(name) and name[j] not in ".[":
                j += 1
            if j == i + 1:
                raise ValueError("Empty attribute in format string")
            steps.append((True, name[i + 1:j]))
            i = j
        else:
            j = name.find("]", i)
            if j < 0:
                raise ValueError("Missing ']' in format string")
            key = name[i + 1:j]
            steps.append((False, int(key) if key.isdigit() else key))
            i = j + 1
            if i < len(name) and name[i] not in ".[":
                raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
    return first, steps


class Formatter(object):
    def format(self, format_string, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used = set()
        result, _ = self._vformat(format_string, args, kwargs, used, 2)
        self.check_unused_args(used, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used, depth, auto=0):
        if depth < 0:
            raise ValueError("Max string recursion exceeded")
        out = []
        for literal, name, spec, conv in self.parse(format_string):
            if literal:
                out.append(literal)
            if name is None:
                continue
            # auto is the next automatic index, or False once a field
            # has been numbered by hand.
            if name == "":
                if auto is False:
                    raise ValueError("cannot switch from manual field specification to automatic field numbering")
                name = str(auto)
                auto += 1
            elif name.isdigit():
                if auto:
                    raise ValueError("cannot switch from manual field specification to automatic field numbering")
                auto = False
            obj, key = self.get_field(name, args, kwargs)
            used.add(key)
            obj = self.convert_field(obj, conv)
            spec, auto = self._vformat(spec, args, kwargs, used, depth - 1, auto)
            out.append(self.format_field(obj, spec))
        return "".join(out), auto

    def parse(self, format_string):
        return _parse_format(format_string)

    def get_field(self, field_name, args, kwargs):
        first, steps = _split_name(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attr, key in steps:
            obj = getattr(obj, key) if is_attr else obj[key]
        return obj, first

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        if conversion == "s":
            return str(value)
        if conversion == "r":
            return repr(value)
        if conversion == "a":
            return ascii(value)
        raise ValueError("Unknown conversion specifier %s" % (conversion,))
