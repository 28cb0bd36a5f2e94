def parse_line(line):
    head, sep, msg = line.partition(' msg=')
    if not sep:
        raise ValueError(f"no msg field: {line[:20]!r}")
    fields = {}
    for tok in head.split():
        key, eq, val = tok.partition("=")
        if not eq:
            raise ValueError(f"bad token {tok!r}")
        fields[key] = val
    fields["msg"] = msg.strip('"')
    fields["amount"] = float(fields["amount"])
    return fields

ok, errs = [], {}
for i, line in enumerate(context.splitlines()):
    try:
        ok.append(parse_line(line))
    except ValueError as e:
        errs[i] = str(e)

print(len(ok), "good rows")
for i, e in list(errs.items())[:3]:
    print(f"line {i}: {e}")
print("error count:", len(errs))
print(sorted(ok, key=lambda r: r["amount"])[0])
