from collections.abc import MutableMapping

class CaseInsensitiveDict(MutableMapping):
    def __init__(self, data=None, **kw):
        self._store = {}
        self.update(data or {}, **kw)

    def __getitem__(self, key):
        return self._store[key.lower()][1]

    def __setitem__(self, key, value):
        self._store[key.lower()] = (key, value)

    def __delitem__(self, key):
        del self._store[key.lower()]

    def __iter__(self):
        return (orig for orig, _ in self._store.values())

    def __len__(self):
        return len(self._store)

    def __repr__(self):
        return f"CaseInsensitiveDict({dict(self.items())})"

headers = CaseInsensitiveDict({"Content-Type": "text/plain"}, Host="example.org")
headers["content-length"] = "42"
headers["CONTENT-TYPE"] = "application/json"
print(headers)
print(headers["content-type"], "HOST" in headers, "Accept" in headers)
print(headers.get("accept", "*/*"), len(headers))
headers.setdefault("Accept", "text/html")
print(headers.pop("host"), list(headers))
print(sorted(headers.keys()), headers == {"content-type": "application/json"})
