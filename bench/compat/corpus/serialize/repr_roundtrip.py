import ast
data = {"a": [1, 2.5, "x'y", None], "b": (True, b"raw"), "c": {3, 1}}
s = repr(data)
print(s)
back = ast.literal_eval(s)
print(back == data, type(back["b"]).__name__)
print(repr("tab\there"), repr('quote"s'), repr("both'\""), repr("\x00\u00e9\U0001f600"))
print(str(b"\xff\x00ab"), repr(bytearray(b"a")), ascii("é✓"))
