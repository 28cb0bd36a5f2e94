s = "naïve café"
b = s.encode("utf-8")
print(len(s), len(b), type(b).__name__)
print(b.decode("utf-8") == s)
print("abc".encode())
