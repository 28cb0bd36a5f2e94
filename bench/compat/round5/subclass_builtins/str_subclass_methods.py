class Slug(str):
    def __new__(cls, text):
        cleaned = "-".join("".join(ch if ch.isalnum() else " " for ch in text.lower()).split())
        return super().__new__(cls, cleaned)
    def parts(self):
        return self.split("-")
    @property
    def words(self):
        return len(self.parts())

s = Slug("Hello, World!  This is   RLM v2")
print(s, repr(s), s.words, s.parts())
print(isinstance(s, str), type(s).__name__, s.upper(), type(s.upper()).__name__)
print(s.startswith("hello"), len(s), s + "-x", type(s + "-x").__name__)
print(Slug("Already-a-slug") == "already-a-slug", {Slug("A B"): 1}["a-b"])
print(f"[{s:>35}]", sorted([Slug("b"), Slug("A")]))
