class Version:
    def __init__(self, text):
        self.text = text
        main, _, pre = text.partition("-")
        self.parts = tuple(int(p) for p in main.split("."))
        while len(self.parts) < 3:
            self.parts += (0,)
        self.pre = pre

    def key(self):
        return (self.parts, self.pre == "", self.pre)

    def __eq__(self, other):
        return self.key() == other.key()

    def __lt__(self, other):
        return self.key() < other.key()

    def __le__(self, other):
        return self.key() <= other.key()

    def __hash__(self):
        return hash(self.key())

    def __repr__(self):
        return f"v{self.text}"

tags = "1.2.0 1.10 1.2 1.2.0-rc1 0.9.9 1.10.1-beta 1.10.1 2.0.0-alpha 1.2.0-rc2".split()
vs = [Version(t) for t in tags]
print(sorted(vs))
print("latest:", max(vs), "oldest:", min(vs))
print("unique:", len(set(vs)))
print(Version("1.2") == Version("1.2.0"), Version("1.2.0-rc1") < Version("1.2.0"))
print([v for v in sorted(vs) if v <= Version("1.2")])
