from typing import TypedDict, NotRequired, get_type_hints
class Task(TypedDict):
    id: int
    title: str
    done: bool
    assignee: NotRequired[str]
def validate(obj: dict) -> list[str]:
    hints = get_type_hints(Task)
    errs = []
    for k in Task.__required_keys__:
        if k not in obj:
            errs.append(f"missing {k}")
    for k, v in obj.items():
        if k not in hints:
            errs.append(f"unknown {k}")
        elif k in ("id", "title", "done") and not isinstance(v, hints[k]):
            errs.append(f"{k} should be {hints[k].__name__}")
    return sorted(errs)
for obj in [{"id": 1, "title": "x", "done": False}, {"id": "2", "title": "y"}, {"id": 3, "title": "z", "done": True, "assignee": "ann", "prio": 1}]:
    print(validate(obj) or "ok")
print(sorted(Task.__required_keys__), sorted(Task.__optional_keys__))
