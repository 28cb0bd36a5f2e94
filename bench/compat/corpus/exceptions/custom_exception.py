class ParseError(Exception):
    pass
def parse(s):
    if not s.isdigit():
        raise ParseError("bad token: " + s)
    return int(s)
for s in ["12", "x1"]:
    try:
        print(parse(s))
    except ParseError as e:
        print("caught", e)
