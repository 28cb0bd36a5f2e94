def wrap(text, width):
    lines, cur = [], ""
    for word in text.split():
        while len(word) > width:
            if cur:
                lines.append(cur)
                cur = ""
            lines.append(word[:width])
            word = word[width:]
        if not cur:
            cur = word
        elif len(cur) + 1 + len(word) <= width:
            cur += " " + word
        else:
            lines.append(cur)
            cur = word
    if cur:
        lines.append(cur)
    return lines

text = "A supercalifragilisticexpialidocious word can break naive wrapping routines quickly"
for w in (12, 20):
    print(f"width {w}:")
    for line in wrap(text, w):
        print(f"  |{line:<{w}}|")
def justify(line, width):
    words = line.split()
    if len(words) == 1:
        return line.ljust(width)
    gaps = len(words) - 1
    spaces = width - sum(map(len, words))
    q, r = divmod(spaces, gaps)
    return "".join(w + " " * (q + (i < r)) for i, w in enumerate(words[:-1])) + words[-1]
for line in wrap(text, 24):
    print("[" + justify(line, 24) + "]")
