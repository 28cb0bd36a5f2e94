# string constants for gpython.
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


class Template(object):
    delimiter = "$"

    def __init__(self, template):
        self.template = template

    def _sub(self, mapping, safe):
        import re
        s = self.template

        def repl(m):
            if m.group(1) is not None:
                return "$"
            name = m.group(2) or m.group(3)
            if name is None:
                if safe:
                    return m.group(0)
                raise ValueError("Invalid placeholder in string")
            if name in mapping:
                return str(mapping[name])
            if safe:
                return m.group(0)
            raise KeyError(name)
        return re.sub(r"\$(?:(\$)|([_a-zA-Z][_a-zA-Z0-9]*)|\{([_a-zA-Z][_a-zA-Z0-9]*)\}|())", repl, s)

    def substitute(self, mapping=None, **kws):
        m = dict(mapping or {})
        m.update(kws)
        return self._sub(m, False)

    def safe_substitute(self, mapping=None, **kws):
        m = dict(mapping or {})
        m.update(kws)
        return self._sub(m, True)
