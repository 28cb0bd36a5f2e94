from collections import UserDict

class CIDict(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)
    def __getitem__(self, key):
        return super().__getitem__(key.lower())
    def __contains__(self, key):
        return key.lower() in self.data

headers = CIDict({"Content-Type": "text/html", "X-Request-ID": "abc"})
headers["content-LENGTH"] = "512"
print(headers["CONTENT-TYPE"], headers["x-request-id"], "Content-Length" in headers)
print(sorted(headers.keys()))
print(headers.get("ACCEPT", "*/*"), len(headers))
headers.update({"Accept": "json"})
print(dict(headers))
del headers["accept"]
print(list(headers))
