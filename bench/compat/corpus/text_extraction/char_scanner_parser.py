def parse_line(line):
    """Tiny hand-written tokenizer: key=value pairs, values may be double-quoted."""
    out, i, n = {}, 0, len(line)
    while i < n:
        while i < n and line[i] == " ":
            i += 1
        eq = line.find("=", i)
        if eq == -1:
            out.setdefault("_rest", []).append(line[i:])
            break
        key = line[i:eq]
        i = eq + 1
        if i < n and line[i] == '"':
            end = line.index('"', i + 1)
            val, i = line[i + 1:end], end + 1
        else:
            end = line.find(" ", i)
            end = n if end == -1 else end
            val, i = line[i:end], end
        out[key] = val
    return out

lines = context.splitlines()
print(parse_line(lines[0]))
print(parse_line(lines[24]))
parsed = [parse_line(l) for l in lines if l.startswith("id=")]
print(len(parsed), sum(len(p) == 7 for p in parsed))
print(parse_line('a=1 b="x y z" c= d="" tail'))
try:
    parse_line('k="unterminated')
except ValueError as e:
    print("ValueError:", e)
