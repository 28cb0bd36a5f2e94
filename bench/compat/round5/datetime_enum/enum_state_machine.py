from enum import Enum, auto
class State(Enum):
    IDLE = auto()
    RUNNING = auto()
    PAUSED = auto()
    STOPPED = auto()

TRANSITIONS = {
    State.IDLE: {"start": State.RUNNING},
    State.RUNNING: {"pause": State.PAUSED, "stop": State.STOPPED},
    State.PAUSED: {"resume": State.RUNNING, "stop": State.STOPPED},
    State.STOPPED: {},
}

class InvalidTransition(Exception):
    pass

def step(state, event):
    try:
        return TRANSITIONS[state][event]
    except KeyError:
        raise InvalidTransition(f"cannot {event!r} from {state.name}") from None

state = State.IDLE
for ev in ["start", "pause", "pause", "resume", "stop", "start"]:
    try:
        new = step(state, ev)
        print(f"{state.name:<8}--{ev}--> {new.name}")
        state = new
    except InvalidTransition as e:
        print("rejected:", e)
print("final", state, state.value)
