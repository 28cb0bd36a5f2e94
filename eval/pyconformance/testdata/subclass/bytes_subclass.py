class B(bytes):
    pass
b = B(b'abc')
print(b, len(b), b[0], b[1:], type(b[1:]).__name__, b.upper(), type(b.upper()).__name__, b.hex())
print(B([65, 66]), isinstance(b, bytes), b == b'abc')
