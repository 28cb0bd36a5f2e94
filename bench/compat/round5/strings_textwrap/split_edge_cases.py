print("a,b,,c,".split(","))
print("  a  b   c ".split())
print("  a  b   c ".split(" "))
print("".split(","), "".split(), " ".split())
print("a b c d".split(None, 2), "a b c d".rsplit(None, 2))
print("line1\nline2\r\nline3\rline4\n".splitlines())
print("x\n\ny\n".splitlines(keepends=True))
print("key=value=more".split("=", 1), "novalue".partition("="))
print("a::b::c".split("::"), "abc".split("abc"), list("abc"))
try:
    "abc".split("")
except ValueError as e:
    print("ValueError:", e)
