b = b"hello"
print(b[0], b[1:3], len(b), b.upper() if hasattr(b, "upper") else b)
print(bytes([65, 66]), list(b"ab"))
