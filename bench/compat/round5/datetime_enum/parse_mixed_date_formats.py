from datetime import datetime
raw = ["2024-03-05", "05/03/2024", "March 5, 2024", "5 Mar 2024", "2024.03.05 17:20", "20240305", "yesterday", "2024-02-30"]
formats = ["%Y-%m-%d", "%d/%m/%Y", "%B %d, %Y", "%d %b %Y", "%Y.%m.%d %H:%M", "%Y%m%d"]
def parse(s):
    errors = []
    for f in formats:
        try:
            return datetime.strptime(s, f), f
        except ValueError as e:
            errors.append(str(e))
    return None, errors[-1] if s[:4].isdigit() and "-" in s else "no format matched"
for s in raw:
    dt, info = parse(s)
    if dt:
        print(f"{s!r:<20}-> {dt:%Y-%m-%d %H:%M} via {info}")
    else:
        print(f"{s!r:<20}-> FAILED ({info})")
