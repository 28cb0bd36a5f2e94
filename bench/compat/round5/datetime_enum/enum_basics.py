from enum import Enum, auto, IntEnum, unique
class Status(Enum):
    PENDING = "pending"
    RUNNING = "running"
    DONE = "done"
    FAILED = "failed"

class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3

print(Status.RUNNING, repr(Status.RUNNING), Status.RUNNING.name, Status.RUNNING.value)
print(Status("done"), Status["FAILED"], list(Status)[:2], len(Status))
print(Status.DONE is Status("done"), Status.DONE == "done", Status.DONE in Status)
try:
    Status("unknown")
except ValueError as e:
    print("ValueError:", e)
print(Priority.HIGH > Priority.LOW, Priority.MEDIUM + 1, sorted([Priority.HIGH, Priority.LOW]), int(Priority.HIGH))
print(max(Priority), Priority(2).name, [p.name for p in Priority])
print({s.name: s.value for s in Status})
