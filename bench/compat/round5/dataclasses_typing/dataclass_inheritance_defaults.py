from dataclasses import dataclass, field
@dataclass
class Event:
    name: str
    ts: int
    meta: dict = field(default_factory=dict)
@dataclass
class ErrorEvent(Event):
    code: int = 500
    retryable: bool = False
    def describe(self):
        return f"{self.name}@{self.ts} code={self.code}{' (retry)' if self.retryable else ''}"

evs = [Event("start", 0), ErrorEvent("timeout", 5, code=504, retryable=True), ErrorEvent("crash", 9, {"pid": 42})]
for e in evs:
    print(e)
print([e.describe() for e in evs if isinstance(e, ErrorEvent)])
print(evs[1] == ErrorEvent("timeout", 5, {}, 504, True), isinstance(evs[1], Event))
evs[0].meta["x"] = 1
print(evs[0].meta, evs[2].meta, Event("a", 1).meta)
