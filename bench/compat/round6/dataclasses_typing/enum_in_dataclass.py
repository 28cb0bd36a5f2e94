from dataclasses import dataclass, field
from enum import Enum
from typing import List

class Status(Enum):
    TODO = "todo"
    DOING = "doing"
    DONE = "done"

@dataclass
class Task:
    title: str
    status: Status = Status.TODO
    subtasks: List["Task"] = field(default_factory=list)

    def progress(self):
        if not self.subtasks:
            return 1.0 if self.status is Status.DONE else 0.0
        return sum(t.progress() for t in self.subtasks) / len(self.subtasks)

root = Task("release", subtasks=[
    Task("code", Status.DONE),
    Task("docs", subtasks=[Task("api", Status.DONE), Task("guide", Status.DOING), Task("faq")]),
    Task("qa", Status.DOING),
])

def walk(t, depth=0):
    print(f"{'  ' * depth}- {t.title} [{t.status.value}] {t.progress():.0%}")
    for s in t.subtasks:
        walk(s, depth + 1)

walk(root)
print(root.subtasks[0])
print(Status("done"), Status["DOING"].value, [s.name for s in Status])
