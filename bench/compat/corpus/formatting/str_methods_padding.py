users = []
for l in context.splitlines():
    if l.startswith("id="):
        u = l.split()[1][5:]
        if u not in users:
            users.append(u)
print(users)
for u in users:
    print(f"[{u.ljust(8, '.')}] [{u.rjust(8)}] [{u.center(9, '*')}] [{u.capitalize()}] [{u.upper().zfill(8)}]")
print("42".zfill(6), "-42".zfill(6), "+7".zfill(4), "abc".zfill(2))
print("a\tbb\tccc\td".expandtabs(), "|", "a\tbb\tccc".expandtabs(4))
print(repr("col1\tcol2\n12\t3456".expandtabs(6)))
print("Hello World".swapcase(), "hello world".title(), "they're bill's".title())
print("  trim me  ".strip() + "|", "xxhixx".strip("x"), "..a.b..".lstrip("."), "..a.b..".rstrip("."))
print("ticket-4025".removeprefix("ticket-"), "report.csv".removesuffix(".csv"), "abc".removeprefix("z"))
print("a,b,,c".split(","), "a,b,,c".rsplit(",", 1), "  a  b ".split())
print("line1\nline2\r\nline3".splitlines(), "x\ny\n".splitlines(keepends=True))
print("-".join(["2024", "01", "09"]), "abc".find("c"), "abc".rfind("z"), "banana".count("an"))
print("Straße".casefold(), "Straße".lower(), "ǅ".lower(), "ǆ".upper(), "ǆ".title())
