from typing import TypedDict, NamedTuple, Literal, Union

class Event(TypedDict):
    kind: Literal["click", "view"]
    user: str
    ms: int

class Span(NamedTuple):
    start: int
    end: int
    label: str = "?"

    @property
    def length(self) -> int:
        return self.end - self.start

events: list[Event] = [
    {"kind": "click", "user": "u1", "ms": 120},
    {"kind": "view", "user": "u2", "ms": 3400},
    {"kind": "view", "user": "u1", "ms": 800},
]
total: dict[str, int] = {}
for e in events:
    total[e["kind"]] = total.get(e["kind"], 0) + e["ms"]
print(total, type(events[0]).__name__)
spans = [Span(0, 5, "greeting"), Span(5, 42), Span(42, 60, "closing")]
print(spans[1], [s.length for s in spans], Span._field_defaults)
print(max(spans, key=lambda s: s.length).label)
def describe(x: Union[int, str, None]) -> str:
    return {int: "number", str: "text", type(None): "nothing"}[type(x)]
print([describe(v) for v in (3, "a", None)])
print(Event.__required_keys__ == frozenset({"kind", "user", "ms"}))
