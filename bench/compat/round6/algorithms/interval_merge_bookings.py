context = """room1 09:00-10:30
room1 10:15-11:00
room2 13:00-14:00
room1 11:30-12:00
room2 13:45-15:15
room2 15:15-16:00
room1 08:00-08:45"""

def to_min(hhmm):
    h, m = map(int, hhmm.split(":"))
    return h * 60 + m

def fmt(mins):
    return f"{mins // 60:02d}:{mins % 60:02d}"

bookings = {}
for line in context.splitlines():
    room, span = line.split()
    a, b = span.split("-")
    bookings.setdefault(room, []).append((to_min(a), to_min(b)))

for room in sorted(bookings):
    spans = sorted(bookings[room])
    merged = [list(spans[0])]
    for s, e in spans[1:]:
        if s <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], e)
        else:
            merged.append([s, e])
    busy = sum(e - s for s, e in merged)
    gaps = [(merged[i][1], merged[i + 1][0]) for i in range(len(merged) - 1)]
    print(room, "busy", busy, "min in", len(merged), "blocks")
    for s, e in merged:
        print("   ", fmt(s), "-", fmt(e))
    for s, e in gaps:
        print("    free", fmt(s), "to", fmt(e), f"({e - s} min)")
