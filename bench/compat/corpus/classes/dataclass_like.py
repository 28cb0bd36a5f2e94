class Record:
    __slots__ = ("id", "user")
    def __init__(self, id, user):
        self.id = id
        self.user = user
    def as_dict(self):
        return {"id": self.id, "user": self.user}
recs = [Record(i, u) for i, u in [(1, "a"), (2, "b")]]
print([r.as_dict() for r in recs])
