s = "Recursive Language Model"
print(s[0], s[-1], s[:9], s[10:18], s[-5:], s[::2], s[::-1])
print(s[3:3], s[100:], s[-100:4], s[5:1], s[1:-1:3])
words = s.split()
print([w[0] for w in words], "".join(w[0] for w in words))
print(s.lower().index("model"), s[s.find("L"):s.find("L") + 8])
i = 0
out = []
while i < len(s):
    out.append(s[i:i + 5])
    i += 5
print(out)
print(len("naïve"), "naïve"[2], "😀 ok"[0], len("😀"), "🇺🇸"[::-1] == "🇸🇺")
