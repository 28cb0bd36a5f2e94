lines = context.splitlines()
sample = lines[8]
head, sep, msg = sample.partition(' msg="')
print(repr(head[:30]), repr(sep), msg.removesuffix('"'))
print(sample.rpartition("=")[2], sample.split("=", 2)[:2], sample.rsplit(" ", 2)[1:])
note = lines[24]
print(note.removeprefix("NOTE ").title(), note.split("#")[-1].isdigit(), note.find("ticket"), note.find("zzz"))
print(note.index("errors"), note.count("e"), note.upper()[:15], note.casefold()[:4])
try:
    note.index("zzz")
except ValueError as e:
    print("ValueError:", e)

kinds = {}
for l in lines:
    if l.startswith(("NOTE", "#")):
        continue
    m = l[l.index('msg="') + 5:-1]
    first = m.split(maxsplit=1)[0]
    kinds[first] = kinds.get(first, 0) + 1
print(kinds)
print("  padded\t\n".strip(), "xxhixx".strip("x"), "--a-b--".lstrip("-"), "a,b,,c".split(","), "a  b".split())
print("line1\nline2\r\nline3".splitlines(), "line1\n".splitlines(keepends=True))
print("Refund".ljust(8, ".") + "|", "7".rjust(3, "0"), "ab" * 3, "spam" in "antispam", "abc"[::-1])
print(" ".join(w.capitalize() for w in "win a prize now".split()), "hello world".replace("o", "0", 1))
print("12".isdigit(), "12.5".isdigit(), "abc".isalpha(), "ab1".isalnum(), " ".isspace(), "Ab".istitle())
print(str.join("/", ["us", "west"]), "%s has %d items (%.1f%%)" % ("bob", 43, 22.4), "{:>5}|{}".format("a", 1))
print(ord("A"), chr(97), "é".encode(), "tab\there".expandtabs(4), "ß".upper(), "İ".lower() == "i̇")
