def justify(words, width):
    lines, cur = [], []
    for w in words:
        if cur and len(" ".join(cur + [w])) > width:
            lines.append(cur)
            cur = []
        cur.append(w)
    out = []
    for line in lines:
        if len(line) == 1:
            out.append(line[0].ljust(width))
            continue
        gaps = len(line) - 1
        spaces = width - sum(map(len, line))
        q, r = divmod(spaces, gaps)
        s = ""
        for i, w in enumerate(line[:-1]):
            s += w + " " * (q + (1 if i < r else 0))
        out.append(s + line[-1])
    out.append(" ".join(cur).ljust(width))
    return out

context = ("Justification spreads the spaces between words so that every line except the last "
           "has exactly the same width, which looks tidy in fixed width reports.")
for line in justify(context.split(), 30):
    print(f"|{line}|")
print(all(len(l) == 30 for l in justify(context.split(), 30)))
