class URL(str):
    def __new__(cls, value):
        if "://" not in value:
            raise ValueError(f"not a URL: {value!r}")
        return super().__new__(cls, value.rstrip("/"))

    @property
    def scheme(self):
        return self.split("://", 1)[0]

    @property
    def host(self):
        return self.split("://", 1)[1].split("/", 1)[0]

    @property
    def path(self):
        rest = self.split("://", 1)[1]
        return "/" + rest.split("/", 1)[1] if "/" in rest else "/"

    def __truediv__(self, part):
        return URL(f"{self}/{part.strip('/')}")

base = URL("https://api.example.com/v1/")
users = base / "users" / "42/"
print(base, users, users.scheme, users.host, users.path)
print(isinstance(users, str), users.startswith("https"), users.upper(), len(users))
for raw in ["http://x.org", "ftp://files.net/pub", "example.com"]:
    try:
        u = URL(raw)
        print(repr(u), u.host, u.path)
    except ValueError as e:
        print("ValueError:", e)
print(sorted([URL("https://b.io"), URL("http://a.io")]))
