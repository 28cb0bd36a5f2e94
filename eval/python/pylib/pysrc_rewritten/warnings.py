# warnings for gpython: filters are accepted and warn() is silent, as
# CPython's output goes to stderr, which cells do not show.


filters = []


def warn(message, category=None, stacklevel=1, source=None):
    if category is not None and filters and filters[0][0] == "error":
        raise category(message)


def simplefilter(action, category=Warning, lineno=0, append=False):
    filters.insert(0, (action, None, category, None, lineno))


def filterwarnings(action, message="", category=Warning, module="", lineno=0, append=False):
    filters.insert(0, (action, message, category, module, lineno))


def resetwarnings():
    del filters[:]


class catch_warnings(object):
    def __init__(self, record=False, **kwargs):
        self._record = record

    def __enter__(self):
        self._saved = list(filters)
        return [] if self._record else None

    def __exit__(self, *exc):
        filters[:] = self._saved
        return False
