from enum import Enum, IntEnum, auto

class Level(IntEnum):
    DEBUG = 10
    INFO = 20
    WARNING = 30
    ERROR = 40

class Color(Enum):
    RED = auto()
    GREEN = auto()
    BLUE = auto()

context = "INFO boot|DEBUG cfg|ERROR disk|WARNING fan|INFO ready|ERROR net"
entries = [(Level[name], msg) for name, msg in (e.split() for e in context.split("|"))]
threshold = Level.WARNING
for lvl, msg in entries:
    if lvl >= threshold:
        print(f"{lvl.name:<8}{lvl.value:>3} {msg}")
print(sorted({lvl for lvl, _ in entries}))
print(Level(20), Level.ERROR > 35, int(Level.DEBUG) + 1, Level.INFO == 20)
print(list(Color), Color.GREEN.value, Color(3).name)
print(repr(Color.RED), str(Level.ERROR), f"{Level.ERROR}", f"{Color.BLUE}")
try:
    Level("LOUD")
except ValueError as e:
    print("ValueError:", e)
print(Color.RED in Color, len(Level), Level.__members__.keys() == {"DEBUG", "INFO", "WARNING", "ERROR"})
