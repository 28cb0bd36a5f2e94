class ReadOnlyView:
    def __init__(self, target, allowed):
        object.__setattr__(self, "_target", target)
        object.__setattr__(self, "_allowed", frozenset(allowed))

    def __getattr__(self, name):
        if name not in self._allowed:
            raise AttributeError(f"{name!r} is not exposed")
        return getattr(self._target, name)

    def __setattr__(self, name, value):
        raise AttributeError(f"view is read-only (tried to set {name!r})")

    def __dir__(self):
        return sorted(self._allowed)

class Account:
    def __init__(self):
        self.owner = "ann"
        self.balance = 120
        self.pin = "1234"

    def statement(self):
        return f"{self.owner}: {self.balance}"

view = ReadOnlyView(Account(), ["owner", "balance", "statement"])
print(view.owner, view.balance, view.statement())
for attempt in (lambda: view.pin, lambda: setattr(view, "balance", 0), lambda: view.missing):
    try:
        attempt()
    except AttributeError as e:
        print("AttributeError:", e)
print(dir(view), hasattr(view, "pin"), getattr(view, "pin", "hidden"))
