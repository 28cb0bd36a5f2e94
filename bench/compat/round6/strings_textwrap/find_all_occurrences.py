context = "the cat sat on the mat; the cat ran. The end of the story about the cat."

def find_all(text, sub, case=True):
    hay = text if case else text.lower()
    needle = sub if case else sub.lower()
    pos, out = hay.find(needle), []
    while pos != -1:
        out.append(pos)
        pos = hay.find(needle, pos + 1)
    return out

print(find_all(context, "the"), find_all(context, "the", case=False))
print(find_all("aaaa", "aa"), "aaaa".count("aa"))
for pos in find_all(context, "cat"):
    left = context[max(0, pos - 8):pos]
    right = context[pos + 3:pos + 11]
    print(f"...{left:>8}[cat]{right:<8}...")
print(context.count("the"), context.lower().count("the"), "cat" in context, context.index("mat"))
