class TagSet(set):
    def __init__(self, items=()):
        super().__init__(t.strip().lower() for t in items if t.strip())

    def add(self, item):
        super().add(item.strip().lower())

    def matches(self, query):
        return {t for t in self if t.startswith(query.lower())}

    def __repr__(self):
        return "TagSet(" + ", ".join(sorted(self)) + ")"

tags = TagSet(["Python", " regex ", "JSON", "", "python"])
tags.add("  Dataclasses")
print(tags, len(tags), "python" in tags)
print(sorted(tags.matches("P")), sorted(tags.matches("d")))
other = TagSet(["json", "yaml"])
both = tags & other
print(sorted(both), type(both).__name__, sorted(tags | other), type(tags | other).__name__)
print(tags >= {"json"}, tags.isdisjoint({"go"}), sorted(tags - {"json"}))
tags.discard("regex")
print(repr(tags), sorted(tags, key=len))
