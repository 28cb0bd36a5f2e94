from enum import Enum, auto

class Stage(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower().replace("_", "-")

    DRAFT = auto()
    IN_REVIEW = auto()
    APPROVED = auto()
    PUBLISHED = auto()

    def next(self):
        members = list(type(self))
        i = members.index(self)
        return members[min(i + 1, len(members) - 1)]

print([s.value for s in Stage])
s = Stage.DRAFT
path = [s.name]
while s is not Stage.PUBLISHED:
    s = s.next()
    path.append(s.name)
print(" -> ".join(path))
print(Stage("in-review"), Stage.PUBLISHED.next() is Stage.PUBLISHED)
print({st.name: i for i, st in enumerate(Stage)})
