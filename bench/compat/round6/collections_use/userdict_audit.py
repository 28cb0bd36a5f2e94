from collections import UserDict, UserList

class AuditDict(UserDict):
    def __init__(self, *args, **kw):
        self.log = []
        super().__init__(*args, **kw)

    def __setitem__(self, key, value):
        old = self.data.get(key, "<unset>")
        self.log.append(f"set {key}: {old} -> {value}")
        super().__setitem__(key, value)

    def __delitem__(self, key):
        self.log.append(f"del {key}")
        super().__delitem__(key)

settings = AuditDict({"theme": "light"}, lang="en")
settings["theme"] = "dark"
settings.update(font=12, lang="fr")
settings.setdefault("beta", False)
del settings["font"]
print(dict(settings), len(settings), "lang" in settings)
print("\n".join(settings.log))

class Stack(UserList):
    def push(self, x):
        self.append(x)

    def peek(self):
        return self[-1] if self else None

s = Stack([1, 2])
s.push(3)
print(s, s.peek(), s.pop(), s, type(s[:1]).__name__, s + [9], type(s + [9]).__name__)
