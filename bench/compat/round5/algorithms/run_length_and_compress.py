def rle_encode(s):
    if not s:
        return []
    out = []
    cur, n = s[0], 1
    for ch in s[1:]:
        if ch == cur:
            n += 1
        else:
            out.append((cur, n))
            cur, n = ch, 1
    out.append((cur, n))
    return out
def rle_decode(pairs):
    return "".join(ch * n for ch, n in pairs)
for s in ["aaabbbcccd", "abc", "", "zzzzzzzzzzzz", "aabbaa"]:
    enc = rle_encode(s)
    text = "".join(f"{n}{c}" if n > 1 else c for c, n in enc)
    print(f"{s!r:<16}{text:<12}{rle_decode(enc) == s}")
import zlib
payload = ("the same sentence again. " * 40).encode()
comp = zlib.compress(payload)
print(len(payload), len(comp) < len(payload) // 5, zlib.decompress(comp) == payload, zlib.crc32(b"hello"))
