context = "".join(chr(97 + i % 26) for i in range(10_007))

def split_even(text, n):
    q, r = divmod(len(text), n)
    out, pos = [], 0
    for i in range(n):
        size = q + (1 if i < r else 0)
        out.append(text[pos:pos + size])
        pos += size
    return out

for n in (1, 3, 7, 16):
    parts = split_even(context, n)
    sizes = sorted({len(p) for p in parts})
    print(f"n={n:>2} sizes={sizes} joined_ok={''.join(parts) == context}")
parts = split_even(context, 4)
print([p[:5] for p in parts], [p[-3:] for p in parts])
print(divmod(10_007, 16), -(-10_007 // 16))
