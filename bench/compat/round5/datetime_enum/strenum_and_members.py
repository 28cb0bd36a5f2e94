from enum import Enum, StrEnum, unique
class Level(StrEnum):
    DEBUG = "debug"
    INFO = "info"
    ERROR = "error"

print(Level.INFO, Level.INFO == "info", Level.INFO.upper(), f"[{Level.ERROR}]", Level("debug"))
print(sorted(Level), [str(l) for l in Level])
class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3
    ALIAS_FOR_SQUARE = 2
print(list(Shape), Shape.ALIAS_FOR_SQUARE, Shape(2))
print(list(Shape.__members__))
try:
    @unique
    class Mistake(Enum):
        ONE = 1
        TWO = 2
        UNO = 1
except ValueError as e:
    print("ValueError:", e)
