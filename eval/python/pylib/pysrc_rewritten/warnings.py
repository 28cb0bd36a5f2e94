# warnings for gpython, after CPython 3.11's documented behaviour: the
# filters decide (error, ignore, always, default, module, once), shown
# warnings go through showwarning to sys.stderr, and catch_warnings
# saves and restores the state (recording into a list with record=True).
# gpython keeps no frames, so a warning's filename and line are the
# caller's only as far as that is known: "<string>", line 0.

import sys as _sys

filters = []
defaultaction = "default"
onceregistry = {}
_shown = {}
_filters_version = [0]


class WarningMessage(object):
    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file", "line", "source")

    def __init__(self, message, category, filename, lineno, file=None, line=None, source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return ("{message : %r, category : %r, filename : %r, lineno : %s, line : %r}" %
                (self.message, self._category_name, self.filename, self.lineno, self.line))


def formatwarning(message, category, filename, lineno, line=None):
    s = "%s:%s: %s: %s\n" % (filename, lineno, category.__name__, message)
    if line:
        s += "  %s\n" % line.strip()
    return s


def _showwarnmsg_impl(msg):
    f = msg.file if msg.file is not None else _sys.stderr
    try:
        f.write(formatwarning(msg.message, msg.category, msg.filename, msg.lineno, msg.line))
    except Exception:
        pass


def showwarning(message, category, filename, lineno, file=None, line=None):
    _showwarnmsg_impl(WarningMessage(message, category, filename, lineno, file, line))


def _check_category(category):
    if not isinstance(category, type) or not issubclass(category, Warning):
        raise TypeError("category must be a Warning subclass, not '%s'" % type(category).__name__)


def _add_filter(item, append):
    if item in filters:
        filters.remove(item)
    if append:
        filters.append(item)
    else:
        filters.insert(0, item)
    _filters_version[0] += 1
    _shown.clear()


_ACTIONS = ("error", "ignore", "always", "default", "module", "once")


def simplefilter(action, category=Warning, lineno=0, append=False):
    if action not in _ACTIONS:
        raise ValueError("invalid action: %r" % (action,))
    _add_filter((action, None, category, None, lineno), append)


def filterwarnings(action, message="", category=Warning, module="", lineno=0, append=False):
    if action not in _ACTIONS:
        raise ValueError("invalid action: %r" % (action,))
    import re
    msg = re.compile(message, re.I) if message else None
    mod = re.compile(module) if module else None
    _add_filter((action, msg, category, mod, lineno), append)


def resetwarnings():
    del filters[:]
    _filters_version[0] += 1
    _shown.clear()


def _action_for(text, category, module, lineno):
    for action, msg, cat, mod, ln in filters:
        if (msg is None or msg.match(text)) and issubclass(category, cat) and \
                (mod is None or mod.match(module)) and (ln == 0 or ln == lineno):
            return action
    return defaultaction


def warn(message, category=None, stacklevel=1, source=None):
    if isinstance(message, Warning):
        category = type(message)
    if category is None:
        category = UserWarning
    _check_category(category)
    warn_explicit(message, category, "<string>", 0, "__main__", source=source)


def warn_explicit(message, category, filename, lineno, module=None, registry=None, module_globals=None, source=None):
    if isinstance(message, Warning):
        text = str(message)
        category = type(message)
    else:
        text = message
        message = category(message)
    action = _action_for(text, category, module or "__main__", lineno)
    if action == "ignore":
        return
    if action == "error":
        raise message
    key = (text, category, lineno)
    if action == "once":
        if (text, category) in onceregistry:
            return
        onceregistry[(text, category)] = 1
    elif action in ("default", "module"):
        if key in _shown:
            return
        _shown[key] = 1
    _showwarnmsg(WarningMessage(message, category, filename, lineno, None, None, source))


def _showwarnmsg(msg):
    # A showwarning replaced by the program (or catch_warnings) wins.
    sw = globals()["showwarning"]
    if sw is not _showwarning_orig:
        sw(msg.message, msg.category, msg.filename, msg.lineno, msg.file, msg.line)
        return
    _showwarnmsg_impl(msg)


_showwarning_orig = showwarning


class catch_warnings(object):
    def __init__(self, record=False, module=None, action=None, category=Warning, lineno=0, append=False):
        self._record = record
        self._entered = False
        if action is None:
            self._filter = None
        else:
            self._filter = (action, category, lineno, append)

    def __repr__(self):
        args = []
        if self._record:
            args.append("record=True")
        return "catch_warnings(%s)" % ", ".join(args)

    def __enter__(self):
        if self._entered:
            raise RuntimeError("Cannot enter %r twice" % self)
        self._entered = True
        g = globals()
        self._saved_filters = list(filters)
        self._saved_show = g["showwarning"]
        self._saved_shown = dict(_shown)
        self._saved_once = dict(onceregistry)
        _shown.clear()
        _filters_version[0] += 1
        if self._filter is not None:
            simplefilter(*self._filter)
        if self._record:
            log = []

            def record(message, category, filename, lineno, file=None, line=None):
                log.append(WarningMessage(message, category, filename, lineno, file, line))
            g["showwarning"] = record
            return log
        return None

    def __exit__(self, *exc):
        if not self._entered:
            raise RuntimeError("Cannot exit %r without entering first" % self)
        g = globals()
        filters[:] = self._saved_filters
        g["showwarning"] = self._saved_show
        _shown.clear()
        _shown.update(self._saved_shown)
        onceregistry.clear()
        onceregistry.update(self._saved_once)
        _filters_version[0] += 1
        return False


def _default_filters():
    import re
    # CPython's defaults: deprecations show for __main__ only; pending
    # deprecations, imports and resources are ignored.
    filters.extend([
        ("default", None, DeprecationWarning, re.compile("__main__"), 0),
        ("ignore", None, DeprecationWarning, None, 0),
        ("ignore", None, PendingDeprecationWarning, None, 0),
        ("ignore", None, ImportWarning, None, 0),
        ("ignore", None, ResourceWarning, None, 0),
    ])


_default_filters()
