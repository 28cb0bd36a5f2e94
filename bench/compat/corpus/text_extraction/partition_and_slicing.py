first = context.splitlines()[0]
print(first)

head, sep, msg = first.partition(' msg=')
print("head:", head)
print("msg raw:", msg, "| stripped:", msg.strip('"'))

print(first.find("amount="), first.index("ts="), first.rfind("="))
amount_str = first[first.find("amount=") + 7:].split()[0]
print("amount:", amount_str, float(amount_str) * 2)

ts = first.split("ts=")[1][:16]
date, _, time = ts.partition("T")
y, mo, d = date.split("-")
hh, mm = map(int, time.split(":"))
print(f"{d}/{mo}/{y} at {hh:02d}h{mm:02d}")
print(repr(first[:4]), first[-8:], first[::25])
print(first.count("="), first.startswith("id=1 "), first.endswith('late"'))
print(first.upper()[:20], first.title()[:20], first.swapcase()[:12])
