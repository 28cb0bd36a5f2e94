def parse_amount(line):
    raw = line.split("amount=")[1].split()[0]
    return float(raw)

def process(lines):
    total = 0.0
    for i, line in enumerate(lines):
        try:
            total += parse_amount(line)
        except IndexError:
            print(f"  line {i} has no amount, re-raising")
            raise
    return total

lines = context.splitlines()
print(round(process(lines[:24]), 2))
try:
    process(lines[20:30])
except IndexError as e:
    print("caught outer:", type(e).__name__, e)

try:
    try:
        int("zz")
    except ValueError as inner:
        raise TypeError("wrapper failed") 
except TypeError as outer:
    print(outer, "| context:", repr(outer.__context__), "| cause:", outer.__cause__)

try:
    raise ValueError("with note")
except ValueError as e:
    e.add_note("while scanning context")
    print(e, e.__notes__)
