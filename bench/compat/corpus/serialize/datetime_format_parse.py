from datetime import datetime, date, time
fmts = ["%Y-%m-%d", "%d/%m/%Y", "%b %d, %Y", "%Y%m%d"]
inputs = ["2024-07-04", "04/07/2024", "Jul 04, 2024", "20240704", "July 4"]
for s in inputs:
    for f in fmts:
        try:
            print(s, "->", datetime.strptime(s, f).date(), "via", f)
            break
        except ValueError:
            continue
    else:
        print(s, "-> unparseable")
dt = datetime(2024, 7, 4, 9, 5, 3)
print(dt.strftime("%H:%M:%S"), dt.strftime("%-d" if False else "%d"), f"{dt:%Y-%m-%d %H:%M}", f"{dt.date():%B}")
print(str(dt), repr(dt), dt.isoformat(sep=" "), time(14, 30).isoformat())
