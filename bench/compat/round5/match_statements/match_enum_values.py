from enum import Enum
class Light(Enum):
    RED = "red"
    YELLOW = "yellow"
    GREEN = "green"
def next_light(l):
    match l:
        case Light.RED:
            return Light.GREEN
        case Light.GREEN:
            return Light.YELLOW
        case Light.YELLOW:
            return Light.RED
state = Light.RED
seq = []
for _ in range(5):
    seq.append(state.value)
    state = next_light(state)
print(" -> ".join(seq))
RED = "red"
def literal_vs_capture(v):
    match v:
        case Light.RED.value:
            return "dotted name compares"
        case other:
            return f"captured {other!r}"
print(literal_vs_capture("red"), literal_vs_capture("blue"))
