# json for gpython: the encoder and decoder are Go (_json_dumps and
# _json_decode, with JSONDecodeError); this is CPython's Python surface
# over them: dumps, loads, dump, load and the JSONEncoder and JSONDecoder
# classes that cls= and subclasses use.


class JSONEncoder(object):
    item_separator = ", "
    key_separator = ": "

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, sort_keys=False, indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ","
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError("Object of type %s is not JSON serializable" % (o.__class__.__name__,))

    def encode(self, o):
        return _json_dumps(o, self.skipkeys, self.ensure_ascii, self.check_circular, self.allow_nan, self.indent, (self.item_separator, self.key_separator), self.default, self.sort_keys)

    def iterencode(self, o, _one_shot=False):
        return iter([self.encode(o)])


class JSONDecoder(object):
    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None, parse_constant=None, strict=True, object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float
        self.parse_int = parse_int
        self.parse_constant = parse_constant
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook

    def _decode(self, s, idx, whole):
        return _json_decode(s, idx, whole, self.object_hook, self.object_pairs_hook, self.parse_float, self.parse_int, self.parse_constant, self.strict)

    def decode(self, s):
        return self._decode(s, 0, True)[0]

    def raw_decode(self, s, idx=0):
        return self._decode(s, idx, False)


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, cls=None, indent=None, separators=None, default=None, sort_keys=False, **kw):
    if cls is None and not kw:
        if separators is None:
            separators = (",", ": ") if indent is not None else (", ", ": ")
        return _json_dumps(obj, skipkeys, ensure_ascii, check_circular, allow_nan, indent, separators, default, sort_keys)
    if cls is None:
        cls = JSONEncoder
    return cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular, allow_nan=allow_nan, indent=indent, separators=separators, default=default, sort_keys=sort_keys, **kw).encode(obj)


def dump(obj, fp, **kw):
    fp.write(dumps(obj, **kw))


def _text(s):
    if isinstance(s, str):
        if s.startswith("\ufeff"):
            raise JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", s, 0)
        return s
    if not isinstance(s, (bytes, bytearray)):
        raise TypeError("the JSON object must be str, bytes or bytearray, not %s" % (s.__class__.__name__,))
    s = bytes(s)
    if s.startswith(b"\xef\xbb\xbf"):
        s = s[3:]
    return s.decode("utf-8")


def loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None, parse_constant=None, object_pairs_hook=None, **kw):
    s = _text(s)
    if cls is None and not kw:
        return _json_decode(s, 0, True, object_hook, object_pairs_hook, parse_float, parse_int, parse_constant, True)[0]
    if cls is None:
        cls = JSONDecoder
    for name, hook in (("object_hook", object_hook), ("object_pairs_hook", object_pairs_hook), ("parse_float", parse_float), ("parse_int", parse_int), ("parse_constant", parse_constant)):
        if hook is not None:
            kw[name] = hook
    return cls(**kw).decode(s)


def load(fp, **kw):
    return loads(fp.read(), **kw)


class _Submodule(object):
    # json.decoder.JSONDecodeError and json.encoder.JSONEncoder, as
    # attributes: code names the error by its submodule.
    def __init__(self, **names):
        for k in names:
            setattr(self, k, names[k])


decoder = _Submodule(JSONDecoder=JSONDecoder, JSONDecodeError=JSONDecodeError)
encoder = _Submodule(JSONEncoder=JSONEncoder)
