# Runtime support for constructs pylib.Rewrite translates.
#
# The match statement (PEP 634): Rewrite turns
#
#     match subject:
#         case pattern if guard:
#             body
#
# into
#
#     _pylib_m1 = __import__("_pylib_rt").matcher(subject)
#     if True:
#         if _pylib_m1.attempt(spec):
#             a, b, = _pylib_m1.bound
#             _pylib_m1.accept(guard)
#         if _pylib_m1.fire():
#             body
#
# where spec is the pattern as nested tuples: ("lit", v), ("is", v),
# ("cap", name), ("any",), ("val", v), ("seq", [items], star, starname),
# ("map", [(key, pat)], restname), ("cls", cls, [pats], [(kw, pat)]),
# ("or", [pats]), ("as", pat, name).

_SEQ_EXCLUDED = (str, bytes, bytearray)
_SELF_MATCHING = (bool, bytearray, bytes, dict, float, frozenset, int, list, set, str, tuple)


def _is_sequence(x):
    if isinstance(x, _SEQ_EXCLUDED):
        return False
    if isinstance(x, (list, tuple, range)):
        return True
    if isinstance(x, dict):
        return False
    return hasattr(x, "__getitem__") and hasattr(x, "__len__") and not hasattr(x, "keys")


def _is_mapping(x):
    if isinstance(x, dict):
        return True
    return hasattr(x, "keys") and hasattr(x, "__getitem__")


def _match(p, x, out):
    kind = p[0]
    if kind == "any":
        return True
    if kind == "cap":
        out[p[1]] = x
        return True
    if kind == "lit" or kind == "val":
        return x == p[1]
    if kind == "is":
        return x is p[1]
    if kind == "or":
        for alt in p[1]:
            trial = dict(out)
            if _match(alt, x, trial):
                out.update(trial)
                return True
        return False
    if kind == "as":
        if _match(p[1], x, out):
            out[p[2]] = x
            return True
        return False
    if kind == "seq":
        if not _is_sequence(x):
            return False
        items, star, starname = p[1], p[2], p[3]
        n = len(x)
        if star < 0:
            if n != len(items):
                return False
            for i in range(n):
                if not _match(items[i], x[i], out):
                    return False
            return True
        before = items[:star]
        after = items[star:]
        if n < len(before) + len(after):
            return False
        for i in range(len(before)):
            if not _match(before[i], x[i], out):
                return False
        for j in range(len(after)):
            if not _match(after[j], x[n - len(after) + j], out):
                return False
        if starname is not None:
            out[starname] = list(x[len(before):n - len(after)])
        return True
    if kind == "map":
        if not _is_mapping(x):
            return False
        seen = []
        for key, sub in p[1]:
            if key not in x:
                return False
            seen.append(key)
            if not _match(sub, x[key], out):
                return False
        if p[2] is not None:
            out[p[2]] = {k: v for k, v in x.items() if k not in seen}
        return True
    if kind == "cls":
        cls, pos, kws = p[1], p[2], p[3]
        if not isinstance(cls, type):
            raise TypeError("called match pattern must be a class")
        if not isinstance(x, cls):
            return False
        if pos:
            if cls in _SELF_MATCHING or any(cls is b for b in _SELF_MATCHING if issubclass(cls, b)) and not hasattr(cls, "__match_args__"):
                if len(pos) > 1:
                    raise TypeError("%s() accepts 1 positional sub-pattern (%d given)" % (cls.__name__, len(pos)))
                if not _match(pos[0], x, out):
                    return False
            else:
                names = getattr(cls, "__match_args__", ())
                if len(pos) > len(names):
                    raise TypeError("%s() accepts %d positional sub-pattern%s (%d given)" % (
                        cls.__name__, len(names), "" if len(names) == 1 else "s", len(pos)))
                for name, sub in zip(names, pos):
                    if not hasattr(x, name):
                        return False
                    if not _match(sub, getattr(x, name), out):
                        return False
        for name, sub in kws:
            if not hasattr(x, name):
                return False
            if not _match(sub, getattr(x, name), out):
                return False
        return True
    raise SystemError("bad match pattern %r" % (kind,))


class matcher(object):
    def __init__(self, subject):
        self.subject = subject
        self.done = False
        self.ready = False
        self.bound = ()

    def attempt(self, spec, names=()):
        if self.done:
            return False
        out = {}
        if not _match(spec, self.subject, out):
            return False
        self.bound = tuple(out[n] for n in names)
        return True

    def accept(self, ok=True):
        if ok:
            self.done = True
            self.ready = True

    def fire(self):
        if self.ready:
            self.ready = False
            return True
        return False


# Positional-only parameters (PEP 570): gpython's parser has no "/", so
# Rewrite drops it and rebinds the function after its body as
# f = posonly(f, n), which refuses those parameters by keyword.
def posonly(f, n):
    names = f.__code__.co_varnames[:n]

    def call(*args, **kwargs):
        bad = [k for k in names if k in kwargs]
        if bad:
            raise TypeError("%s() got some positional-only arguments passed as keyword arguments: '%s'" % (
                getattr(f, "__qualname__", f.__name__), ", ".join(bad)))
        return f(*args, **kwargs)
    call.__name__ = f.__name__
    call.__qualname__ = getattr(f, "__qualname__", f.__name__)
    call.__doc__ = f.__doc__
    call.__wrapped__ = f
    # Introspection sees the function's own defaults; call takes only
    # *args and **kwargs, so they change nothing about it.
    call.__defaults__ = f.__defaults__
    call.__kwdefaults__ = f.__kwdefaults__
    return call


# except* (PEP 654): Rewrite turns a try statement's except* clauses into
# one `except BaseException as g` whose body is
#
#     s = __import__("_pylib_rt").exstar(g)
#     if s.match((T)):
#         e = s.matched
#         try:
#             handler
#         except BaseException as x:
#             s.handled(x)
#     ...
#     s.finish()
#
# match splits off the part of what remains that T matches; handled
# records what a handler raised (a bare raise re-raises g itself, which
# stands for the part the handler was given); finish raises what is left.

class exstar:
    def __init__(self, exc):
        self.orig = exc
        self.naked = not isinstance(exc, BaseExceptionGroup)
        if self.naked:
            self.group = BaseExceptionGroup("", (exc,))
        else:
            self.group = exc
        self.rest = self.group
        self.matched = None
        self.raised = []
        self.reraised = []

    def match(self, types):
        group_types = types if isinstance(types, tuple) else (types,)
        for t in group_types:
            if isinstance(t, type) and issubclass(t, BaseExceptionGroup):
                raise TypeError("catching ExceptionGroup with except* is not allowed. Use except instead.")
        if self.rest is None:
            return False
        self.matched, self.rest = self.rest.split(types)
        if self.naked and self.matched is not None:
            # The handler gets the wrapping group itself.
            self.matched = self.group
        return self.matched is not None

    def handled(self, exc):
        if exc is self.orig or exc is self.matched and self.naked:
            self.reraised.append(self.matched)
            return
        if exc.__context__ is self.orig:
            exc.__context__ = self.matched
        self.raised.append(exc)

    def finish(self):
        if self.naked:
            if self.raised:
                raise self.raised[0]
            if self.reraised:
                raise self.reraised[0]
            if self.rest is not None:
                raise self.orig
            return
        if not self.raised and self.rest is self.group:
            raise self.orig
        keep = set()
        for part in self.reraised + ([self.rest] if self.rest is not None else []):
            _leaf_ids(part, keep)
        kept = None
        if keep:
            kept = self.group.subgroup(lambda e: not isinstance(e, BaseExceptionGroup) and id(e) in keep)
        if not self.raised:
            if kept is not None:
                raise kept
            return
        out = list(self.raised)
        if kept is not None:
            out.append(kept)
        if len(out) == 1:
            raise out[0]
        raise BaseExceptionGroup("", out)


def _leaf_ids(exc, out):
    if isinstance(exc, BaseExceptionGroup):
        for e in exc.exceptions:
            _leaf_ids(e, out)
    else:
        out.add(id(exc))
