def caesar(text, shift):
    out = []
    for ch in text:
        if ch.isascii() and ch.isalpha():
            base = ord("A") if ch.isupper() else ord("a")
            out.append(chr((ord(ch) - base + shift) % 26 + base))
        else:
            out.append(ch)
    return "".join(out)

msg = "Attack at Dawn, 5 AM!"
enc = caesar(msg, 3)
print(enc, "|", caesar(enc, -3), "|", caesar(msg, 29) == enc)
vowels = set("aeiouAEIOU")
print(sum(c in vowels for c in msg), "".join(c for c in msg if c not in vowels))
def is_pal(s):
    cleaned = [c.lower() for c in s if c.isalnum()]
    return cleaned == cleaned[::-1]
print([is_pal(s) for s in ["A man, a plan, a canal: Panama", "race a car", "", "No 'x' in Nixon"]])
print(sorted("hello world".replace(" ", "")), "".join(sorted(set("mississippi"))))
