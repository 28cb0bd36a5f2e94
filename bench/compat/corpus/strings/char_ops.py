s = "Hello"
print([ord(c) for c in s])
print("".join(chr(ord(c) + 1) for c in s))
print(sorted(s), max(s), min(s))
