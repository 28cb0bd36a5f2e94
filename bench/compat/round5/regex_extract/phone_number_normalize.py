import re
context = """Call 555-123-4567 or (555) 987 6543.
Office: +1 555.222.3333, fax 555 444 5555 ext. 12
Bad: 12-34, 5555-123-45"""
rx = re.compile(r"(?:\+1[ .-]?)?\(?(\d{3})\)?[ .-]?(\d{3})[ .-](\d{4})")
found = []
for m in rx.finditer(context):
    norm = "({}) {}-{}".format(*m.groups())
    found.append(norm)
    print(f"{m.group(0)!r:>22} -> {norm} at {m.start()}")
print("unique:", len(set(found)))
ext = re.search(r"ext\.?\s*(\d+)", context)
print("extension:", ext.group(1) if ext else None)
