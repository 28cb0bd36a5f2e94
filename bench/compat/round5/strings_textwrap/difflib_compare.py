import difflib
a = ["line one", "line two", "line three", "line four"]
b = ["line one", "line 2", "line three", "line four", "line five"]
for line in difflib.unified_diff(a, b, fromfile="old", tofile="new", lineterm=""):
    print(line)
print(round(difflib.SequenceMatcher(None, "hello world", "hallo word").ratio(), 4))
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]))
sm = difflib.SequenceMatcher(None, "abcdef", "abXdeYf")
for op in sm.get_opcodes():
    print(op)
