class Handler:
    registry = {}
    def __init_subclass__(cls, kind=None, **kw):
        super().__init_subclass__(**kw)
        if kind:
            Handler.registry[kind] = cls
    def handle(self, payload):
        return f"{type(self).__name__} got {payload!r}"

class JsonHandler(Handler, kind="json"):
    def handle(self, payload):
        return super().handle(payload) + " as json"

class CsvHandler(Handler, kind="csv"):
    pass

class Helper(Handler):
    pass

print(sorted(Handler.registry))
for kind, payload in [("json", "{}"), ("csv", "a,b"), ("xml", "<a/>")]:
    cls = Handler.registry.get(kind)
    print(cls().handle(payload) if cls else f"no handler for {kind}")
print(Handler.registry["csv"].__name__, Helper.__bases__[0].__name__)
