class Tagged(str):
    def __new__(cls, value, tag="plain"):
        obj = super().__new__(cls, value)
        obj.tag = tag
        return obj
    def __repr__(self):
        return f"Tagged({str.__repr__(self)}, tag={self.tag!r})"

parts = [Tagged("Alice", "name"), Tagged("42", "age"), Tagged("NYC", "city"), Tagged("extra")]
print(parts)
print(" | ".join(parts))
print({p.tag: str(p) for p in parts})
by_tag = sorted(parts, key=lambda p: p.tag)
print([p.tag for p in by_tag])
print(int(parts[1]) + 1, parts[0].lower(), hasattr(parts[0].lower(), "tag"))
print(parts[2] == "NYC", parts[2] in ["NYC"], len(parts[0]))
