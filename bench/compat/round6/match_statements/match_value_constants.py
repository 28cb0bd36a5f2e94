import math

class Codes:
    OK = 0
    WARN = 1
    FAIL = 2

PI_ISH = 3.14

def label(code):
    match code:
        case Codes.OK:
            return "ok"
        case Codes.WARN:
            return "warning"
        case Codes.FAIL:
            return "failure"
        case math.inf:
            return "infinite"
        case _:
            return f"unknown ({code})"

print([label(c) for c in (0, 1, 2, 3, float("inf"), 1.0)])

def check(x):
    match x:
        case PI_ISH:
            return "captured name, always matches"

print(check(99), check("anything"))
