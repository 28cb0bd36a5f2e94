path = r"C:\new\table\x41"
print(path, len(path), path.split("\\"))
print("C:\\new", "tab:\t|", "quote: \"q\" 'q'", 'it\'s')
block = """first line
    indented "quoted" line
last line\
 continued"""
print(block)
print(len(block.splitlines()), repr(block[-15:]))
implicit = ("part one, "
            "part two, "
            f"part {3}")
print(implicit)
print("\N{GREEK SMALL LETTER ALPHA}\u03b2\U0001F600", "\x41\101", len("\N{EM DASH}"))
print(rb"\d+".decode(), b"\x00\x01".hex(), repr("\0"), "a" "b" "c")
