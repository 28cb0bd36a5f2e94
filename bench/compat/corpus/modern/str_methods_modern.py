import textwrap

line = context.splitlines()[0]
head, sep, msg = line.partition(" msg=")
print(head.split(), sep, msg)
print(msg.strip('"').title(), msg.strip('"').capitalize(), msg.upper().swapcase()[:10])
print("id=1".isascii(), "42".isdecimal(), "٣".isdigit(), "abc_1".isidentifier())
print("Straße".casefold(), "Straße".lower(), "ǅ".istitle())
print("a,b,,c".split(","), "a,b,,c".split(",", maxsplit=1), "  x  y ".split())
print("line1\nline2\r\nline3".splitlines(keepends=True))
print("tab\tsep".expandtabs(4), "7".zfill(4), "-7".zfill(4), "ab".center(7, "*"))
report = " ".join(l.split('msg="')[1].rstrip('"') for l in context.splitlines()[:6])
print(textwrap.fill(report, width=40))
print(textwrap.shorten(report, width=50, placeholder=" [...]"))
print(textwrap.indent("a\nb\n\nc", "> "))
print(textwrap.dedent("""
    first
      second
    """).strip("\n"))
print("{:>8}|{:<8}|{:^8}".format("r", "l", "c"), "%-6s|%6.2f" % ("x", 3.14159))
print(str.maketrans("ab", "xy") == {97: 120, 98: 121}, "abba".translate(str.maketrans("ab", "xy", "")))
