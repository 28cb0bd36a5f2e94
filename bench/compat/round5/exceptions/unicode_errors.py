data = "naïve café ☕".encode("utf-8")
print(data, len(data))
for enc in ["ascii", "latin-1", "utf-8"]:
    try:
        print(enc, data.decode(enc))
    except UnicodeDecodeError as e:
        print(enc, "UnicodeDecodeError:", e.reason, e.start, e.end, hex(e.object[e.start]))
print(data.decode("ascii", errors="replace"))
print(data.decode("ascii", errors="ignore"))
try:
    "☕ ok".encode("ascii")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError:", e)
print("☕ ok".encode("ascii", errors="xmlcharrefreplace"), "é".encode("ascii", "backslashreplace"))
