import ast
data = {"a": [1, 2.5, "x'y", None], "b": (True, b"raw"), "c": {3, 1}, 'd': -3, "e": 1e-5, "f": {}, "g": (), "h": (1,), "i": 'he said "hi"\n', "j": 2**70, "k": [[]], "m": "\u00e9\t\\"}
back = ast.literal_eval(repr(data))
print(back == data, back)
print(ast.literal_eval("  [1, 2,  3 ] "), ast.literal_eval("'a' 'b'"), ast.literal_eval("(1, 2, )"), ast.literal_eval("{'x': (1, [2, {3: 'y'}])}"), ast.literal_eval("set()"), ast.literal_eval("-1.5"), ast.literal_eval("r'\\d+'"), ast.literal_eval("0x1F"))
for bad in ["foo", "[1, 2", "1 + ", "__import__('os')", "{'a': 1,,}"]:
    try:
        ast.literal_eval(bad)
        print("ok?", bad)
    except (ValueError, SyntaxError) as e:
        print("error", type(e).__name__)
