class StageError(Exception):
    def __init__(self, stage, original):
        super().__init__(f"stage {stage!r} failed: {type(original).__name__}: {original}")
        self.stage = stage

stages = [
    ("load", lambda x: x.split(",")),
    ("convert", lambda xs: [int(v) for v in xs]),
    ("invert", lambda xs: [1 / v for v in xs]),
]

def run(data):
    value = data
    for name, fn in stages:
        try:
            value = fn(value)
        except Exception as e:
            raise StageError(name, e) from e
    return value

for data in ["1,2,4", "1,x", "5,0", 7]:
    try:
        print([round(v, 3) for v in run(data)])
    except StageError as e:
        print(e, "| stage:", e.stage, "| cause type:", type(e.__cause__).__name__)

def counted():
    try:
        raise KeyError("a")
    except KeyError:
        print("logging then re-raising")
        raise
try:
    counted()
except KeyError as e:
    print("re-raised", repr(e))
