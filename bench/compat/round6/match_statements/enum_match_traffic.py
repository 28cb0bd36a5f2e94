from enum import Enum

class Light(Enum):
    RED = "red"
    YELLOW = "yellow"
    GREEN = "green"
    FLASHING = "flashing"

def next_light(current, emergency=False):
    match current, emergency:
        case _, True:
            return Light.FLASHING
        case Light.RED, False:
            return Light.GREEN
        case Light.GREEN, False:
            return Light.YELLOW
        case Light.YELLOW, False:
            return Light.RED
        case Light.FLASHING, False:
            return Light.RED

state = Light.RED
seq = []
for tick in range(7):
    state = next_light(state, emergency=(tick == 4))
    seq.append(state.value)
print(" -> ".join(seq))

def action(light):
    match light:
        case Light.GREEN:
            return "go"
        case Light.YELLOW | Light.FLASHING:
            return "caution"
        case Light.RED:
            return "stop"
print({l.name: action(l) for l in Light})
