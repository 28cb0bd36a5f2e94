import traceback

def level3(d):
    return d["key"]
def level2(d):
    return level3(d)
def level1():
    return level2({})

try:
    level1()
except KeyError as e:
    tb = traceback.extract_tb(e.__traceback__)
    print("frames:", [f.name for f in tb])
    print("depth:", len(tb), "innermost:", tb[-1].name)
    print("".join(traceback.format_exception_only(type(e), e)).strip())
    lines = traceback.format_exception(e)
    print(lines[0].strip())
    print(lines[-1].strip())
try:
    raise ValueError("outer") from TypeError("inner")
except ValueError as e:
    txt = "".join(traceback.format_exception(e))
    print("direct cause" in txt, txt.strip().splitlines()[-1])
