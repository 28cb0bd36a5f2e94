import string
def caesar(s, k):
    out = []
    for ch in s:
        if ch.isalpha():
            base = ord("A") if ch.isupper() else ord("a")
            out.append(chr((ord(ch) - base + k) % 26 + base))
        else:
            out.append(ch)
    return "".join(out)

def vigenere(s, key, decrypt=False):
    out, ki = [], 0
    for ch in s:
        if ch.isalpha():
            k = ord(key[ki % len(key)].lower()) - 97
            if decrypt:
                k = -k
            out.append(caesar(ch, k))
            ki += 1
        else:
            out.append(ch)
    return "".join(out)

msg = "Attack at Dawn, 5am!"
print(caesar(msg, 3), caesar(caesar(msg, 3), -3))
e = vigenere(msg, "lemon")
print(e, vigenere(e, "lemon", decrypt=True))
print(string.ascii_lowercase[:5], string.digits, string.punctuation[:10], len(string.printable))
